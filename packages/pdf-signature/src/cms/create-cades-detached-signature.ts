import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TSigningIdentity, TTimestampAuthority } from '../types.js';
import { sha256, toArrayBuffer } from '../pki/crypto.js';
import { createSignedData, encodeSignedData, getCarriedCertificates } from './create-signed-data.js';
import { OID } from './oids.js';

/**
 * A CAdES detached signature for PAdES (SubFilter ETSI.CAdES.detached, ETSI EN 319 142-1 B-B): CMS
 * SignedData over `digest` (the SHA-256 of the PDF's signed byte ranges) with content-type,
 * message-digest and signing-certificate-v2, no signing-time, carrying the signer's certificate and its
 * chain. With a timestamp authority, the SignerInfo gets a signature-timestamp token over the
 * SHA-256 of its signature value (B-T).
 */
export async function createCadesDetachedSignature(params: {
  digest: Uint8Array;
  identity: TSigningIdentity;
  timestampAuthority?: TTimestampAuthority;
}): Promise<Uint8Array> {
  if (params.digest.length !== 32) throw new Error('The digest must be a SHA-256 digest (32 bytes)');
  const signedData = await createSignedData({
    identity: params.identity,
    eContentType: OID.data,
    contentDigest: params.digest,
    certificates: getCarriedCertificates(params.identity),
  });
  if (params.timestampAuthority) {
    const signerInfo = signedData.signerInfos[0]!;
    const token = await params.timestampAuthority.requestToken(
      sha256(signerInfo.signature.valueBlock.valueHexView),
    );
    const tokenSchema = asn1js.fromBER(toArrayBuffer(token));
    if (tokenSchema.offset !== token.length)
      throw new Error('The timestamp authority answered a token that is not one ASN.1 value');
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [tokenSchema.result] })],
    });
    const encoded = encodeSignedData(signedData);
    // asn1js writes the parsed token again: a DER token comes out the same; refuse any other change.
    if (Buffer.from(encoded).indexOf(Buffer.from(token)) < 0)
      throw new Error('The timestamp token would not be carried byte for byte (not DER?)');
    return encoded;
  }
  return encodeSignedData(signedData);
}
