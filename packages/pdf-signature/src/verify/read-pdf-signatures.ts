import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import { getCatalogRef, getDict, readPdfFile, type TPdfFile } from '../pdf/pdf-file.js';
import { getDocMdpPermission, listSignatureFields } from '../pdf/signature-fields.js';
import { decodeDate, decodeTextString } from '../pdf/text-string.js';

/** One signature (or document timestamp) of a PDF, as its signature dictionary and byte range say. */
export type TPdfSignature = {
  /** The fully qualified name of its field. */
  fieldName: string;
  /** /SubFilter, e.g. `ETSI.CAdES.detached`, `ETSI.RFC3161`, `adbe.pkcs7.detached`. */
  subFilter: string;
  type: 'signature' | 'document-timestamp';
  byteRange: [number, number, number, number];
  /** The CMS (or timestamp token) in /Contents, DER, without the placeholder's trailing zeros. */
  contents: Uint8Array;
  /** SHA-256 of the bytes the byte range covers. */
  sha256: Uint8Array;
  /** /M */
  signingTime: Date | null;
  reason: string | null;
  name: string | null;
  location: string | null;
  contactInfo: string | null;
  /** The DocMDP permission when this is the document's certification signature. */
  certification: { permission: 1 | 2 | 3 } | null;
  /** Index of the revision this signature closes (see `readPdfFile`), or -1 when its byte range ends elsewhere. */
  revision: number;
  /** Where that revision ends: the second range's end. */
  revisionEndOffset: number;
  /** The byte range runs from the first byte to the last one of the file. */
  coversWholeFile: boolean;
  /** The byte range starts at 0, and its gap is exactly this dictionary's /Contents hex string. */
  byteRangeValid: boolean;
};

/** The length of the DER element at the start of `bytes` (so trailing placeholder zeros are dropped). */
function derLength(bytes: Uint8Array): number {
  if (bytes.length < 2) return bytes.length;
  const first = bytes[1] ?? 0;
  if (first < 0x80) return Math.min(bytes.length, 2 + first);
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[2 + i] ?? 0);
  return Math.min(bytes.length, 2 + count + length);
}

function bytesOfString(value: unknown): Uint8Array | null {
  if (value instanceof PDFHexString) {
    const hex = value.asString().replace(/[^0-9a-fA-F]/g, '');
    return new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
  }
  if (value instanceof PDFString) return value.asBytes();
  return null;
}

const HEX = /^<[0-9a-fA-F]*>$/;

/**
 * Every signed signature field of the document (signatures and document timestamps), in the order of the
 * revisions they close. `pdf` may be the bytes or a file already read.
 */
export function readPdfSignatures(pdf: Uint8Array | TPdfFile): TPdfSignature[] {
  const file = pdf instanceof Uint8Array ? readPdfFile(pdf) : pdf;
  const { bytes } = file;
  const signatures: TPdfSignature[] = [];
  const catalog = file.lookup(getCatalogRef(file));
  const perms = getDict(file, catalog instanceof PDFDict ? catalog : undefined, 'Perms');
  const docMdpRef = perms?.get(PDFName.of('DocMDP'));

  for (const field of listSignatureFields(file)) {
    const dict = field.signature;
    if (!dict) continue;
    const rangeArray = file.resolve(dict.get(PDFName.of('ByteRange')));
    const contentsValue = file.resolve(dict.get(PDFName.of('Contents')));
    const contentsBytes = bytesOfString(contentsValue);
    if (!(rangeArray instanceof PDFArray) || contentsBytes === null) continue;
    const range = rangeArray.asArray().map((value) => (value instanceof PDFNumber ? value.asNumber() : -1));
    if (range.length !== 4 || range.some((value) => value < 0)) continue;
    const [a, b, c, d] = range as [number, number, number, number];
    const rangeEnd = c + d;
    const inFile = b <= c && rangeEnd <= bytes.length && a + b <= bytes.length;

    const hash = createHash('sha256');
    if (inFile) hash.update(bytes.subarray(a, a + b)).update(bytes.subarray(c, rangeEnd));
    // The gap must be exactly this dictionary's /Contents: `<hex>` with the same digits.
    const gapText = inFile ? Buffer.from(bytes.buffer, bytes.byteOffset + b, c - b).toString('latin1') : '';
    const gapIsContents =
      a === 0 &&
      contentsValue instanceof PDFHexString &&
      gapText === `<${contentsValue.asString()}>` &&
      HEX.test(gapText);

    const revision = file.revisions.findIndex((r) => rangeEnd >= r.eofOffset && rangeEnd <= r.endOffset);
    const subFilter = dict.get(PDFName.of('SubFilter'));
    const subFilterName = subFilter instanceof PDFName ? subFilter.decodeText() : '';
    const isTimestamp =
      dict.get(PDFName.of('Type')) === PDFName.of('DocTimeStamp') || subFilterName === 'ETSI.RFC3161';
    const permission = getDocMdpPermission(file, dict);
    const isCertification =
      permission !== null || (field.signatureRef !== null && docMdpRef === field.signatureRef);
    const text = (key: string) => decodeTextString(file.resolve(dict.get(PDFName.of(key))));
    signatures.push({
      fieldName: field.fieldName,
      subFilter: subFilterName,
      type: isTimestamp ? 'document-timestamp' : 'signature',
      byteRange: [a, b, c, d],
      contents: contentsBytes.subarray(0, derLength(contentsBytes)),
      sha256: new Uint8Array(hash.digest()),
      signingTime: decodeDate(file.resolve(dict.get(PDFName.of('M')))),
      reason: text('Reason'),
      name: text('Name'),
      location: text('Location'),
      contactInfo: text('ContactInfo'),
      certification: isCertification ? { permission: permission ?? 2 } : null,
      revision,
      revisionEndOffset: rangeEnd,
      coversWholeFile: a === 0 && rangeEnd === bytes.length,
      byteRangeValid: gapIsContents,
    });
  }
  return signatures.sort((x, y) => x.revisionEndOffset - y.revisionEndOffset);
}
