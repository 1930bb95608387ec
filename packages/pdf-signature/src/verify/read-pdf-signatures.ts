import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { getCatalogRef, getDict, readPdfFile, type TPdfFile } from '../pdf/pdf-file.js';
import { getDocMdpPermission, listSignatureFields } from '../pdf/signature-fields.js';
import { isFieldVisible } from './field-visibility.js';
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
  /**
   * The byte range starts at 0, and its gap is exactly this dictionary's own /Contents hex string: the
   * same digits, inside the bytes of the object that holds the dictionary (a copied dictionary whose
   * range points at the original's /Contents fails).
   */
  byteRangeValid: boolean;
  /**
   * Why the signature cannot be checked at all: `byte-range-unreadable` (/ByteRange missing, null, not four
   * non-negative integers) or `contents-unreadable` (/Contents missing, null, not a string); null otherwise.
   */
  problem: 'byte-range-unreadable' | 'contents-unreadable' | null;
  /** The field name of the signature whose value this one repeats (a copy), or null. */
  copyOf: string | null;
};

/** A signature field without a value: nothing signed yet. */
export type TEmptySignatureField = {
  fieldName: string;
  /** The revision that wrote the field. */
  revision: number;
  /** Its widget (or one of its widgets) covers an area of a page (a non-zero /Rect). */
  visible: boolean;
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
export function readContents(value: unknown): Uint8Array | null {
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

type TFoundSignature = {
  fieldName: string;
  fieldRef: PDFRef | null;
  signatureRef: PDFRef | null;
  signature: PDFDict;
};

function safeListSignatureFields(file: TPdfFile): ReturnType<typeof listSignatureFields> {
  try {
    return listSignatureFields(file);
  } catch {
    return [];
  }
}

/**
 * The signature dictionaries of the AcroForm's signed fields, and any other dictionary with a /ByteRange
 * written in a revision (found by scanning), so that a damaged form or a field dropped from it hides nothing.
 */
function findSignatureDictionaries(file: TPdfFile): TFoundSignature[] {
  const found: TFoundSignature[] = [];
  const known = new Set<number>();
  for (const field of safeListSignatureFields(file)) {
    if (!field.signature) continue;
    found.push({
      fieldName: field.fieldName,
      fieldRef: field.fieldRef,
      signatureRef: field.signatureRef,
      signature: field.signature,
    });
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
        fieldRef: null,
        signatureRef: PDFRef.of(owner.objectNumber),
        signature: dict,
      });
    }
  }
  return found;
}

/** The bytes of the object that holds `ref` as last written: from its offset to its `endobj`, or null. */
function objectSpan(file: TPdfFile, ref: PDFRef | null): [number, number] | null {
  if (!ref) return null;
  const revision = file.revisionOf(ref.objectNumber);
  const entry = file.revisions[revision]?.entries.get(ref.objectNumber);
  if (!entry || entry.kind !== 'offset') return null;
  const haystack = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
  const end = haystack.indexOf('endobj', entry.offset, 'latin1');
  return end < 0 ? null : [entry.offset, end];
}

/** The four integers of a /ByteRange, or null when it is missing, null, or anything else. */
function readByteRange(value: unknown): [number, number, number, number] | null {
  if (!(value instanceof PDFArray) || value.size() !== 4) return null;
  const range = value
    .asArray()
    .map((item) => (item instanceof PDFNumber && Number.isInteger(item.asNumber()) ? item.asNumber() : -1));
  return range.some((item) => item < 0) ? null : (range as [number, number, number, number]);
}

type TSignatureContext = { file: TPdfFile; docMdpRef: PDFObject | undefined };

function readOneSignature({ file, docMdpRef }: TSignatureContext, field: TFoundSignature): TPdfSignature {
  const { bytes } = file;
  const dict = field.signature;
  const contentsValue = file.resolve(dict.get(PDFName.of('Contents')));
  const contentsBytes = readContents(contentsValue);
  const range = readByteRange(file.resolve(dict.get(PDFName.of('ByteRange'))));
  const problem =
    range === null ? 'byte-range-unreadable' : contentsBytes === null ? 'contents-unreadable' : null;
  const [a, b, c, d] = range ?? [0, 0, 0, 0];
  const rangeEnd = c + d;
  const inFile = range !== null && b <= c && rangeEnd <= bytes.length && a + b <= bytes.length;

  const hash = createHash('sha256');
  if (inFile) hash.update(bytes.subarray(a, a + b)).update(bytes.subarray(c, rangeEnd));
  // The gap must be exactly this dictionary's /Contents: `<hex>` with the same digits, in its own object.
  const span = objectSpan(file, field.signatureRef ?? field.fieldRef);
  const gapIsContents =
    inFile &&
    a === 0 &&
    span !== null &&
    span[0] < b &&
    c <= span[1] &&
    gapIsHexString(bytes, b, c, contentsValue);

  const written = field.signatureRef ? file.revisionOf(field.signatureRef.objectNumber) : -1;
  const revision =
    range === null
      ? written
      : file.revisions.findIndex((r) => rangeEnd >= r.eofOffset && rangeEnd <= r.endOffset);
  const subFilter = dict.get(PDFName.of('SubFilter'));
  const subFilterName = subFilter instanceof PDFName ? subFilter.decodeText() : '';
  const isTimestamp =
    dict.get(PDFName.of('Type')) === PDFName.of('DocTimeStamp') || subFilterName === 'ETSI.RFC3161';
  const permission = getDocMdpPermission(file, dict);
  const isCertification =
    permission !== null || (field.signatureRef !== null && docMdpRef === field.signatureRef);
  const text = (key: string) => decodeTextString(file.resolve(dict.get(PDFName.of(key))));
  return {
    fieldName: field.fieldName,
    subFilter: subFilterName,
    type: isTimestamp ? 'document-timestamp' : 'signature',
    byteRange: [a, b, c, d],
    contents: contentsBytes ?? new Uint8Array(0),
    sha256: new Uint8Array(hash.digest()),
    signingTime: decodeDate(file.resolve(dict.get(PDFName.of('M')))),
    reason: text('Reason'),
    name: text('Name'),
    location: text('Location'),
    contactInfo: text('ContactInfo'),
    certification: isCertification ? { permission: permission ?? 2 } : null,
    revision,
    revisionEndOffset: range === null ? (file.revisions[written]?.endOffset ?? bytes.length) : rangeEnd,
    coversWholeFile: range !== null && a === 0 && rangeEnd === bytes.length,
    byteRangeValid: problem === null && gapIsContents,
    problem,
    copyOf: null,
  };
}

/**
 * A signature value found more than once is one signature and copies: the original is the one whose byte
 * range's gap is its own /Contents, else the one whose field was written first; the others name it.
 */
function markCopies(file: TPdfFile, signatures: TPdfSignature[], fields: TFoundSignature[]) {
  const groups = new Map<string, number[]>();
  signatures.forEach((signature, index) => {
    if (signature.contents.length === 0) return;
    const key = Buffer.from(signature.contents).toString('hex');
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const written = (index: number) => {
    const ref = fields[index]?.fieldRef ?? fields[index]?.signatureRef;
    return ref ? file.revisionOf(ref.objectNumber) : Number.MAX_SAFE_INTEGER;
  };
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const [original, ...copies] = [...indexes].sort(
      (x, y) =>
        Number(signatures[y]?.byteRangeValid) - Number(signatures[x]?.byteRangeValid) ||
        written(x) - written(y) ||
        x - y,
    );
    const originalName = signatures[original as number]?.fieldName ?? null;
    for (const index of copies) {
      const copy = signatures[index] as TPdfSignature;
      signatures[index] = { ...copy, copyOf: originalName, byteRangeValid: false };
    }
  }
}

/**
 * Every signed signature field of the document (signatures and document timestamps), in the order of the
 * revisions they close, those whose /ByteRange or /Contents cannot be read included (`problem`), copies
 * marked (`copyOf`). `pdf` may be the bytes or a file already read.
 */
export function readPdfSignatures(pdf: Uint8Array | TPdfFile): TPdfSignature[] {
  const file = pdf instanceof Uint8Array ? readPdfFile(pdf) : pdf;
  const catalog = file.lookup(getCatalogRef(file));
  const perms = getDict(file, catalog instanceof PDFDict ? catalog : undefined, 'Perms');
  const context = { file, docMdpRef: perms?.get(PDFName.of('DocMDP')) };
  const fields = findSignatureDictionaries(file);
  const signatures = fields.map((field) => readOneSignature(context, field));
  markCopies(file, signatures, fields);
  return signatures.sort((x, y) => x.revisionEndOffset - y.revisionEndOffset);
}

/** The signature fields that hold no signature yet, with the revision that wrote each and whether it shows. */
export function listEmptySignatureFields(pdf: Uint8Array | TPdfFile): TEmptySignatureField[] {
  const file = pdf instanceof Uint8Array ? readPdfFile(pdf) : pdf;
  return safeListSignatureFields(file)
    .filter((field) => field.signature === null)
    .map((field) => ({
      fieldName: field.fieldName,
      revision: field.fieldRef ? file.revisionOf(field.fieldRef.objectNumber) : -1,
      visible: isFieldVisible(file, field.fieldRef ?? undefined),
    }));
}
