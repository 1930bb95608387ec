import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TSigningIdentity } from '../types.js';
import { toArrayBuffer, toCryptoKey } from '../pki/crypto.js';
import { parseCertificate } from '../pki/read-certificate.js';
import { OID } from './oids.js';
import { createSigningCertificateV2Attribute } from './signing-certificate-v2.js';

/**
 * A CMS SignedData with one SHA-256 signer whose signed attributes are exactly content-type,
 * message-digest and signing-certificate-v2 (no signing-time: PAdES puts the time in /M and the
 * timestamp), in DER order — verifiers such as OpenSSL re-encode the attributes before checking.
 */
export async function createSignedData(params: {
  identity: TSigningIdentity;
  /** The content type: id-data for a PDF signature, id-ct-TSTInfo for a timestamp token. */
  eContentType: string;
  /** The encapsulated content, or nothing for a detached signature. */
  eContent?: Uint8Array;
  /** SHA-256 of the content. */
  contentDigest: Uint8Array;
  /** Certificates to carry (DER). */
  certificates: Uint8Array[];
}): Promise<pkijs.SignedData> {
  const signerCertificate = parseCertificate(params.identity.certificate);
  const attributes = sortByDer([
    new pkijs.Attribute({
      type: OID.contentType,
      values: [new asn1js.ObjectIdentifier({ value: params.eContentType })],
    }),
    new pkijs.Attribute({
      type: OID.messageDigest,
      values: [new asn1js.OctetString({ valueHex: toArrayBuffer(params.contentDigest) })],
    }),
    createSigningCertificateV2Attribute(params.identity.certificate),
  ]);
  const signedData = new pkijs.SignedData({
    version: params.eContentType === OID.data ? 1 : 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: params.eContentType }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: signerCertificate.issuer,
          serialNumber: signerCertificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
      }),
    ],
    certificates: sortDer(params.certificates).map(parseCertificate),
  });
  // Note: set after construction, because pkijs' constructor cuts an eContent into a constructed
  // (BER) OCTET STRING of 64 KiB pieces; DER, which RFC 3161 and ISO 32000 require, is primitive.
  if (params.eContent) {
    signedData.encapContentInfo.eContent = new asn1js.OctetString({
      valueHex: toArrayBuffer(params.eContent),
    });
  }
  await signedData.sign(await toCryptoKey(params.identity.privateKey), 0, 'SHA-256');
  return signedData;
}

/** A SignedData wrapped in its ContentInfo, DER. */
export function encodeSignedData(signedData: pkijs.SignedData): Uint8Array {
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

/**
 * Certificates a signature carries: the signer's and its whole chain, root included. Validators still
 * decide trust from their own store (pdfsig: « issuer isn't trusted » until the root is in its NSS
 * database); with the root aboard, mutool 1.21, which trusts only Adobe's root, names the precise
 * reason (« Self-signed certificate in chain ») instead of « Unknown error ».
 */
export function getCarriedCertificates(identity: TSigningIdentity): Uint8Array[] {
  return [identity.certificate, ...identity.chain];
}

/** DER writes a SET OF in the order of its elements' encodings (X.690 §11.6). */
function sortByDer(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  const encoded = attributes.map((attribute) => ({
    attribute,
    der: Buffer.from(attribute.toSchema().toBER(false)),
  }));
  return encoded.sort((a, b) => Buffer.compare(a.der, b.der)).map(({ attribute }) => attribute);
}

function sortDer(encodings: Uint8Array[]): Uint8Array[] {
  return [...encodings].sort((a, b) => Buffer.compare(a, b));
}
