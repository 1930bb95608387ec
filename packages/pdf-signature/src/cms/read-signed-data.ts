import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from '../pki/crypto.js';
import { OID } from './oids.js';

/** A SignedData read for verification, with the exact DER of each certificate it carries. */
export type TReadSignedData = {
  signedData: pkijs.SignedData;
  /** The DER of each carried certificate, as written (to hash for ESS and to report). */
  certificateDer: Map<pkijs.Certificate, Uint8Array>;
};

/**
 * Reads a ContentInfo holding a SignedData, from bytes or from an already-parsed ASN.1 block (a
 * signature-timestamp token inside a signature is parsed with it, so it is not parsed twice).
 * Note: it walks the SignedData's fields itself and hands only the small parts (encapsulated content
 * info, certificates, signer infos) to pkijs: pkijs's whole-SignedData schema (its CertificateSet
 * alone names five certificate formats) doubled the cost of reading a signature.
 */
export function readSignedData(input: Uint8Array | asn1js.AsnType): TReadSignedData {
  const contentInfo = input instanceof Uint8Array ? parseDer(input) : input;
  const [contentType, explicitContent] = childrenOf(contentInfo, 'ContentInfo');
  if (
    !(contentType instanceof asn1js.ObjectIdentifier) ||
    contentType.valueBlock.toString() !== OID.signedData
  ) {
    throw new Error('Not a CMS SignedData');
  }
  const [signedDataBlock] = childrenOf(explicitContent, 'ContentInfo content');
  const fields = childrenOf(signedDataBlock, 'SignedData');
  let index = 2; // version, digestAlgorithms
  const encapContentInfo = new pkijs.EncapsulatedContentInfo({ schema: fields[index++] });
  const certificates: pkijs.Certificate[] = [];
  const certificateDer = new Map<pkijs.Certificate, Uint8Array>();
  if (isContextTag(fields[index], 0)) {
    for (const block of childrenOf(fields[index++], 'certificates')) {
      if (!(block instanceof asn1js.Sequence)) continue; // another certificate format
      const der = new Uint8Array(block.valueBeforeDecodeView);
      const certificate = getParsedCertificate(der, block);
      certificates.push(certificate);
      certificateDer.set(certificate, der);
    }
  }
  if (isContextTag(fields[index], 1)) index += 1; // revocation info choices: the PDF's DSS carries them
  const signerInfos = childrenOf(fields[index], 'signerInfos').map(
    (block) => new pkijs.SignerInfo({ schema: block }),
  );
  return {
    signedData: new pkijs.SignedData({ encapContentInfo, certificates, signerInfos }),
    certificateDer,
  };
}

const CACHE_SIZE = 512;
const certificatesByDer = new Map<string, pkijs.Certificate>();

/**
 * The same CA and timestamp unit certificates come back in every signature of a document and of the
 * next one: each is turned into a pkijs certificate once (a bounded cache keyed by its DER; the parsed
 * objects are shared and never modified).
 */
function getParsedCertificate(der: Uint8Array, block: asn1js.AsnType): pkijs.Certificate {
  const key = Buffer.from(der).toString('base64');
  let certificate = certificatesByDer.get(key);
  if (!certificate) {
    certificate = new pkijs.Certificate({ schema: block });
    if (certificatesByDer.size >= CACHE_SIZE)
      certificatesByDer.delete(certificatesByDer.keys().next().value!);
    certificatesByDer.set(key, certificate);
  }
  return certificate;
}

function parseDer(bytes: Uint8Array): asn1js.AsnType {
  const parsed = asn1js.fromBER(toArrayBuffer(bytes));
  if (parsed.offset === -1) throw new Error(`Not DER: ${parsed.result.error}`);
  return parsed.result;
}

function childrenOf(block: asn1js.AsnType | undefined, name: string): asn1js.AsnType[] {
  const value = (block as asn1js.Constructed | undefined)?.valueBlock?.value;
  if (!block || !(block as asn1js.BaseBlock).idBlock?.isConstructed || !Array.isArray(value)) {
    throw new Error(`Malformed ${name}`);
  }
  return value as asn1js.AsnType[];
}

function isContextTag(block: asn1js.AsnType | undefined, tagNumber: number): boolean {
  const idBlock = (block as asn1js.BaseBlock | undefined)?.idBlock;
  return idBlock?.tagClass === 3 && idBlock.tagNumber === tagNumber;
}
