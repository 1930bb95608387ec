import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from '../pki/crypto.js';
import { parseCertificateBytes } from '../pki/parsed-cache.js';
import { encodeDerSequence, readDerChildren, readDerElement, type TDerElement } from './der.js';
import { OID } from './oids.js';

/** A SignedData read for verification, with the exact DER of each certificate it carries. */
export type TReadSignedData = {
  signedData: pkijs.SignedData;
  /** The DER of each carried certificate, as written (to hash for ESS and to report). */
  certificateDer: Map<pkijs.Certificate, Uint8Array>;
  /**
   * For each signer info (same order), the signature-timestamp tokens of its unsigned attributes, as
   * written. The signer infos themselves are read without their unsigned attributes.
   */
  timestampTokens: Uint8Array[][];
};

/**
 * Reads a ContentInfo holding a SignedData.
 * Note: asn1js parses every OCTET and BIT STRING as possibly nested ASN.1 and copies each node's bytes, so
 * that parsing a whole CAdES signature (its certificates, its timestamp token and the token's
 * certificates) took about 10 ms. The SignedData's fields are found by a plain DER walk instead, and only
 * the small parts go to asn1js and pkijs (encapsulated content info, each signer info without its
 * unsigned attributes); the certificates are parsed once per distinct bytes (parsed-cache.ts) and the
 * timestamp tokens are handed on as bytes. A BER encoding the walk cannot follow (indefinite lengths)
 * is read by asn1js whole, as before.
 */
export function readSignedData(bytes: Uint8Array): TReadSignedData {
  try {
    const fields = findSignedDataFields(bytes);
    if (fields) return readFields(bytes, fields);
  } catch {
    // not what the walk follows: asn1js reads it, or says what is wrong
  }
  return readWithAsn1js(bytes);
}

/** The elements of a constructed element; throws when the walk cannot follow them. */
function childrenOfElement(bytes: Uint8Array, parent: TDerElement): TDerElement[] {
  const children = readDerChildren(bytes, parent);
  if (!children) throw new Error('Not followed by the DER walk');
  return children;
}

const slice = (bytes: Uint8Array, element: TDerElement) => bytes.slice(element.offset, element.end);

function parseDer(bytes: Uint8Array): asn1js.AsnType {
  const parsed = asn1js.fromBER(toArrayBuffer(bytes));
  if (parsed.offset === -1) throw new Error(`Not DER: ${parsed.result.error}`);
  return parsed.result;
}

function oidOf(bytes: Uint8Array, element: TDerElement | undefined): string | null {
  if (element?.tag !== 0x06) return null;
  const parsed = parseDer(slice(bytes, element));
  return parsed instanceof asn1js.ObjectIdentifier ? parsed.valueBlock.toString() : null;
}

/** The SignedData's fields as DER elements, or null when the walk cannot follow the encoding. */
function findSignedDataFields(bytes: Uint8Array): TDerElement[] | null {
  const contentInfo = readDerElement(bytes, 0);
  if (contentInfo?.tag !== 0x30) return null;
  const [contentType, explicit] = readDerChildren(bytes, contentInfo) ?? [];
  if (explicit?.tag !== 0xa0) return null;
  if (oidOf(bytes, contentType) !== OID.signedData) return null;
  const [signedData] = readDerChildren(bytes, explicit) ?? [];
  if (signedData?.tag !== 0x30) return null;
  return readDerChildren(bytes, signedData);
}

function readFields(bytes: Uint8Array, fields: TDerElement[]): TReadSignedData {
  let index = 2; // version, digestAlgorithms
  const encapsulated = fields[index++];
  if (encapsulated?.tag !== 0x30) throw new Error('Malformed SignedData');
  const encapContentInfo = new pkijs.EncapsulatedContentInfo({
    schema: parseDer(slice(bytes, encapsulated)),
  });
  const certificates: pkijs.Certificate[] = [];
  const certificateDer = new Map<pkijs.Certificate, Uint8Array>();
  if (fields[index]?.tag === 0xa0) {
    for (const element of childrenOfElement(bytes, fields[index++]!)) {
      if (element.tag !== 0x30) continue; // another certificate format
      const der = slice(bytes, element);
      const certificate = parseCertificateBytes(der);
      certificates.push(certificate);
      certificateDer.set(certificate, der);
    }
  }
  if (fields[index]?.tag === 0xa1) index += 1; // revocation info choices: the PDF's DSS carries them
  const signerInfoSet = fields[index];
  if (signerInfoSet?.tag !== 0x31) throw new Error('Malformed SignedData');
  const signerInfos: pkijs.SignerInfo[] = [];
  const timestampTokens: Uint8Array[][] = [];
  for (const element of childrenOfElement(bytes, signerInfoSet)) {
    const parts = childrenOfElement(bytes, element);
    const unsigned = parts.at(-1)?.tag === 0xa1 ? parts.pop()! : null;
    const signed = encodeDerSequence(parts.map((part) => slice(bytes, part)));
    signerInfos.push(new pkijs.SignerInfo({ schema: parseDer(signed) }));
    timestampTokens.push(unsigned ? findTimestampTokens(bytes, unsigned) : []);
  }
  return {
    signedData: new pkijs.SignedData({ encapContentInfo, certificates, signerInfos }),
    certificateDer,
    timestampTokens,
  };
}

/** The values of the signature-timestamp-token attributes among unsigned attributes, as written. */
function findTimestampTokens(bytes: Uint8Array, unsigned: TDerElement): Uint8Array[] {
  const tokens: Uint8Array[] = [];
  for (const attribute of childrenOfElement(bytes, unsigned)) {
    const [type, values] = childrenOfElement(bytes, attribute);
    if (values?.tag !== 0x31 || oidOf(bytes, type) !== OID.signatureTimeStampToken) continue;
    for (const value of childrenOfElement(bytes, values)) tokens.push(slice(bytes, value));
  }
  return tokens;
}

/** The whole ContentInfo parsed by asn1js: for a BER encoding the DER walk does not follow. */
function readWithAsn1js(bytes: Uint8Array): TReadSignedData {
  const [contentType, explicitContent] = childrenOf(parseDer(bytes), 'ContentInfo');
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
      const certificate = parseCertificateBytes(der, () => new pkijs.Certificate({ schema: block }));
      certificates.push(certificate);
      certificateDer.set(certificate, der);
    }
  }
  if (isContextTag(fields[index], 1)) index += 1;
  const signerInfos = childrenOf(fields[index], 'signerInfos').map(
    (block) => new pkijs.SignerInfo({ schema: block }),
  );
  const timestampTokens = signerInfos.map((signerInfo) =>
    (signerInfo.unsignedAttrs?.attributes ?? [])
      .filter((attribute) => attribute.type === OID.signatureTimeStampToken)
      .flatMap((attribute) =>
        attribute.values.map((value) => new Uint8Array((value as asn1js.BaseBlock).valueBeforeDecodeView)),
      ),
  );
  return {
    signedData: new pkijs.SignedData({ encapContentInfo, certificates, signerInfos }),
    certificateDer,
    timestampTokens,
  };
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
