import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { readPdfFile, type TPdfFile, type TPdfRevision } from './pdf-file.js';

/** What a builder of an incremental update can do: read the file as it stands, allocate and write objects. */
export type TIncrementalUpdate = {
  /** The file being updated, read through its cross-reference sections. */
  file: TPdfFile;
  /** For pdf-lib's object constructors (`context.obj({...})`). */
  context: PDFContext;
  /** A fresh object number, past every number the file uses. */
  allocate(): PDFRef;
  /** Writes `object` as `ref` in this update: a new object, or a new version of an existing one. */
  write(ref: PDFRef, object: PDFObject | Uint8Array): void;
};

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function serialize(object: PDFObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Consecutive object numbers as [first, count] runs. */
function runsOf(numbers: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === n) last[1] += 1;
    else runs.push([n, 1]);
  }
  return runs;
}

/**
 * The trailer's /ID of a new revision (ISO 32000-1 §14.4): the first identifier kept, the second one
 * new (the first 16 bytes of the SHA-256 of the file before the update, so the same update gives the
 * same bytes); a file without one gets both from that digest.
 */
function nextDocumentId(context: PDFContext, previous: PDFObject | undefined, pdf: Uint8Array): PDFArray {
  const digest = createHash('sha256').update(pdf).digest().subarray(0, 16).toString('hex').toUpperCase();
  const changing = PDFHexString.of(digest);
  const first = previous instanceof PDFArray ? previous.get(0) : undefined;
  const ids = PDFArray.withContext(context);
  ids.push(first instanceof PDFHexString || first instanceof PDFString ? first : changing);
  ids.push(changing);
  return ids;
}

/**
 * Appends an incremental update (ISO 32000-1 §7.5.6) to `pdf`: the objects `build` writes, then a
 * cross-reference section of the kind the previous one was (a stream after a stream, a table after a table)
 * whose trailer carries /Prev, /Root, /Size and /Info over, and an /ID whose first identifier stays. The bytes of `pdf` are kept as they are.
 * Returns the new file and where each written object starts.
 */
export function appendIncrementalUpdate(
  pdf: Uint8Array,
  build: (update: TIncrementalUpdate) => void,
  file: TPdfFile = readPdfFile(pdf),
): { bytes: Uint8Array; offsets: Map<number, number> } {
  if (file.trailingBytesOffset !== null) {
    throw new Error(`the file has bytes after its last revision (offset ${file.trailingBytesOffset})`);
  }
  const last = file.revisions[file.revisions.length - 1] as TPdfRevision;
  if (last.trailer.get(PDFName.of('Encrypt'))) throw new Error('encrypted PDFs are not supported');
  const previousSize = last.trailer.get(PDFName.of('Size'));
  let nextNumber = previousSize instanceof PDFNumber ? previousSize.asNumber() : 1;
  for (const revision of file.revisions)
    for (const n of revision.entries.keys()) nextNumber = Math.max(nextNumber, n + 1);

  const written = new Map<number, { ref: PDFRef; body: Uint8Array }>();
  const context = file.context;
  build({
    file,
    context,
    allocate: () => PDFRef.of(nextNumber++, 0),
    write: (ref, object) => {
      written.set(ref.objectNumber, { ref, body: object instanceof Uint8Array ? object : serialize(object) });
    },
  });

  const parts: Uint8Array[] = [];
  let offset = pdf.length;
  const push = (part: Uint8Array) => {
    parts.push(part);
    offset += part.length;
  };
  const lastByte = pdf[pdf.length - 1];
  if (lastByte !== 0x0a && lastByte !== 0x0d) push(latin1('\n'));

  const offsets = new Map<number, number>();
  for (const { ref, body } of written.values()) {
    offsets.set(ref.objectNumber, offset);
    push(latin1(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    push(body);
    push(latin1('\nendobj\n'));
  }

  const trailerEntries = (size: number) => {
    const dict = PDFDict.withContext(context);
    dict.set(PDFName.of('Size'), PDFNumber.of(size));
    dict.set(PDFName.of('Prev'), PDFNumber.of(last.xrefOffset));
    for (const key of ['Root', 'Info']) {
      const value = last.trailer.get(PDFName.of(key));
      if (value) dict.set(PDFName.of(key), value);
    }
    dict.set(PDFName.of('ID'), nextDocumentId(context, last.trailer.get(PDFName.of('ID')), pdf));
    return dict;
  };

  const xrefOffset = offset;
  if (last.xrefKind === 'stream') {
    const xrefRef = PDFRef.of(nextNumber++, 0);
    offsets.set(xrefRef.objectNumber, xrefOffset);
    const generations = new Map(
      [...written.values()].map(({ ref }) => [ref.objectNumber, ref.generationNumber]),
    );
    generations.set(xrefRef.objectNumber, 0);
    const numbers = [...generations.keys()];
    const offsetWidth = Math.max(4, Math.ceil(Math.log2(xrefOffset + 1) / 8));
    const rowWidth = 1 + offsetWidth + 2;
    const rows = new Uint8Array(numbers.length * rowWidth);
    let at = 0;
    const runs = runsOf(numbers);
    for (const [first, count] of runs) {
      for (let n = first; n < first + count; n += 1) {
        rows[at] = 1;
        let value = offsets.get(n) ?? 0;
        for (let i = offsetWidth; i >= 1; i -= 1) {
          rows[at + i] = value & 0xff;
          value = Math.floor(value / 256);
        }
        const generation = generations.get(n) ?? 0;
        rows[at + offsetWidth + 1] = (generation >> 8) & 0xff;
        rows[at + offsetWidth + 2] = generation & 0xff;
        at += rowWidth;
      }
    }
    const dict = trailerEntries(nextNumber);
    dict.set(PDFName.of('Type'), PDFName.of('XRef'));
    dict.set(PDFName.of('W'), context.obj([1, offsetWidth, 2]));
    dict.set(PDFName.of('Index'), context.obj(runs.flat()));
    dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    const stream = PDFRawStream.of(dict, new Uint8Array(deflateSync(rows)));
    push(latin1(`${xrefRef.objectNumber} 0 obj\n`));
    push(serialize(stream));
    push(latin1('\nendobj\n'));
  } else {
    const lines = ['xref'];
    for (const [first, count] of runsOf([...written.keys()])) {
      lines.push(`${first} ${count}`);
      for (let n = first; n < first + count; n += 1) {
        const generation = written.get(n)?.ref.generationNumber ?? 0;
        lines.push(`${String(offsets.get(n)).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r`);
      }
    }
    push(latin1(`${lines.join('\n')}\ntrailer\n`));
    push(serialize(trailerEntries(nextNumber)));
    push(latin1('\n'));
  }
  push(latin1(`startxref\n${xrefOffset}\n%%EOF\n`));
  return { bytes: concat([pdf, ...parts]), offsets };
}

/** A shallow copy of `dict` that can be changed and written without touching the parsed original. */
export function copyDict(dict: PDFDict, context: PDFContext): PDFDict {
  const copy = PDFDict.withContext(context);
  for (const [key, value] of dict.entries()) copy.set(key, value);
  return copy;
}

/** A copy of `array` (or an empty array) with `items` appended. */
export function appendToArray(
  array: PDFArray | undefined,
  items: PDFObject[],
  context: PDFContext,
): PDFArray {
  const copy = PDFArray.withContext(context);
  for (const item of array?.asArray() ?? []) copy.push(item);
  for (const item of items) copy.push(item);
  return copy;
}
