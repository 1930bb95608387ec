import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString } from 'pdf-lib';
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

/** The length of the DER element whose header starts `head`, at most `available` (drops placeholder zeros). */
function derLength(head: Uint8Array, available: number): number {
  if (head.length < 2) return available;
  const first = head[1] ?? 0;
  if (first < 0x80) return Math.min(available, 2 + first);
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + (head[2 + i] ?? 0);
  return Math.min(available, 2 + count + length);
}

/** The DER in a /Contents string, without the placeholder's trailing zeros (decoding only what it needs). */
function readContents(value: unknown): Uint8Array | null {
  if (value instanceof PDFHexString) {
    const text = value.asString();
    const clean = /^[0-9a-fA-F]*$/.test(text.slice(0, 16)) ? text : text.replace(/[^0-9a-fA-F]/g, '');
    const length = derLength(Buffer.from(clean.slice(0, 16), 'hex'), clean.length >> 1);
    return new Uint8Array(Buffer.from(clean.slice(0, length * 2), 'hex'));
  }
  if (value instanceof PDFString) {
    const bytes = value.asBytes();
    return bytes.subarray(0, derLength(bytes, bytes.length));
  }
  return null;
}

const isHexDigit = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

/** The bytes from `b` to `c` are `<`, exactly the digits of `value`, then `>`. */
function gapIsHexString(bytes: Uint8Array, b: number, c: number, value: unknown): boolean {
  if (!(value instanceof PDFHexString) || bytes[b] !== 0x3c || bytes[c - 1] !== 0x3e) return false;
  const text = value.asString();
  if (text.length !== c - b - 2) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = bytes[b + 1 + i] as number;
    if (code !== text.charCodeAt(i) || !isHexDigit(code)) return false;
  }
  return true;
}

type TFoundSignature = { fieldName: string; signatureRef: PDFRef | null; signature: PDFDict };

/**
 * The signature dictionaries of the AcroForm's signed fields, and any other dictionary with a /ByteRange
 * written in a revision (found by scanning), so that a damaged form or a field dropped from it hides nothing.
 */
function findSignatureDictionaries(file: TPdfFile): TFoundSignature[] {
  const found: TFoundSignature[] = [];
  const known = new Set<number>();
  let fields: ReturnType<typeof listSignatureFields> = [];
  try {
    fields = listSignatureFields(file);
  } catch {
    fields = [];
  }
  for (const field of fields) {
    if (!field.signature) continue;
    found.push({ fieldName: field.fieldName, signatureRef: field.signatureRef, signature: field.signature });
    if (field.signatureRef) known.add(field.signatureRef.objectNumber);
  }
  const starts: { offset: number; objectNumber: number; revision: number }[] = [];
  for (const revision of file.revisions) {
    for (const [objectNumber, entry] of revision.entries) {
      if (entry.kind === 'offset')
        starts.push({ offset: entry.offset, objectNumber, revision: revision.index });
    }
  }
  starts.sort((x, y) => x.offset - y.offset);
  const haystack = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
  for (let at = haystack.indexOf('/ByteRange'); at >= 0; at = haystack.indexOf('/ByteRange', at + 1)) {
    let low = 0;
    let high = starts.length - 1;
    let owner: (typeof starts)[number] | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = starts[middle] as (typeof starts)[number];
      if (start.offset <= at) {
        owner = start;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (!owner || known.has(owner.objectNumber)) continue;
    known.add(owner.objectNumber);
    const dict = file.lookup(owner.objectNumber, owner.revision);
    if (dict instanceof PDFDict && dict.has(PDFName.of('ByteRange'))) {
      found.push({
        fieldName: `(object ${owner.objectNumber})`,
        signatureRef: PDFRef.of(owner.objectNumber),
        signature: dict,
      });
    }
  }
  return found;
}

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

  for (const field of findSignatureDictionaries(file)) {
    const dict = field.signature;
    const rangeArray = file.resolve(dict.get(PDFName.of('ByteRange')));
    const contentsValue = file.resolve(dict.get(PDFName.of('Contents')));
    const contentsBytes = readContents(contentsValue);
    if (!(rangeArray instanceof PDFArray) || contentsBytes === null) continue;
    const range = rangeArray.asArray().map((value) => (value instanceof PDFNumber ? value.asNumber() : -1));
    if (range.length !== 4 || range.some((value) => value < 0)) continue;
    const [a, b, c, d] = range as [number, number, number, number];
    const rangeEnd = c + d;
    const inFile = b <= c && rangeEnd <= bytes.length && a + b <= bytes.length;

    const hash = createHash('sha256');
    if (inFile) hash.update(bytes.subarray(a, a + b)).update(bytes.subarray(c, rangeEnd));
    // The gap must be exactly this dictionary's /Contents: `<hex>` with the same digits.
    // The gap must be exactly this dictionary's /Contents: `<hex>` with the same digits.
    const gapIsContents = inFile && a === 0 && gapIsHexString(bytes, b, c, contentsValue);

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
      contents: contentsBytes,
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
