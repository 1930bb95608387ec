import { inflateSync, constants as zlibConstants } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { createReadingBudget, type TReadingBudget } from './reading-limits.js';

/**
 * pdf-lib's object parser, positioned at an offset of the file: it reads one object (or one indirect
 * object header) where a cross-reference entry points, so that nothing is read from a revision the
 * cross-reference sections do not name.
 */
export class PositionedParser extends PDFObjectParser {
  /** A parser over `bytes`, its reads counted against `budget` (time, nesting). */
  static over(
    bytes: Uint8Array,
    context: PDFContext,
    budget: TReadingBudget = createReadingBudget(),
  ): PositionedParser {
    return new PositionedParser(bytes, context, budget);
  }

  private readonly source: Uint8Array;
  private readonly budget: TReadingBudget;
  /** How many arrays and dictionaries the object being read is inside. */
  private depth = 0;

  private constructor(bytes: Uint8Array, context: PDFContext, budget: TReadingBudget) {
    // Note: ByteStream is not exported by pdf-lib; forBytes builds one and we borrow it.
    const inner = PDFObjectParser.forBytes(bytes, context) as unknown as { bytes: unknown };
    super(inner.bytes as never, context);
    this.source = bytes;
    this.budget = budget;
  }

  /** pdf-lib reads nested arrays and dictionaries by recursion: the nesting is capped before the stack is. */
  override parseObject(): PDFObject {
    this.depth += 1;
    try {
      if (this.depth > this.budget.limits.nesting) this.budget.exceed('nesting');
      return super.parseObject();
    } finally {
      this.depth -= 1;
    }
  }

  /** pdf-lib reads hex strings a character at a time; a 40 000-digit /Contents deserves one slice. */
  protected override parseHexString(): PDFHexString {
    const start = this.bytes.offset();
    let end = this.source.indexOf(0x3e, start + 1);
    if (end < 0) end = this.source.length;
    const text = Buffer.from(
      this.source.buffer,
      this.source.byteOffset + start + 1,
      end - start - 1,
    ).toString('latin1');
    this.bytes.moveTo(Math.min(end + 1, this.source.length));
    return PDFHexString.of(text);
  }

  /** Moves to `offset` and returns the object there. */
  objectAt(offset: number): PDFObject {
    this.budget.checkTime();
    this.bytes.moveTo(offset);
    return this.parseObject();
  }

  /** Moves to `offset`, reads `n g obj` and the object after it. */
  indirectObjectAt(offset: number): {
    objectNumber: number;
    generation: number;
    object: PDFObject;
    end: number;
  } {
    this.budget.checkTime();
    this.bytes.moveTo(offset);
    this.skipWhitespaceAndComments();
    const objectNumber = this.parseRawInt();
    this.skipWhitespaceAndComments();
    const generation = this.parseRawInt();
    this.skipWhitespaceAndComments();
    if (!this.matchKeyword(OBJ)) throw new Error(`no object at offset ${offset}`);
    const object = this.parseObject();
    this.skipWhitespaceAndComments();
    this.matchKeyword(ENDOBJ);
    return { objectNumber, generation, object, end: this.bytes.offset() };
  }

  /** Reads a classic cross-reference table at `offset` (after the `xref` keyword) and the trailer dictionary. */
  crossReferenceTableAt(offset: number): { entries: Map<number, TXrefEntry>; trailer: PDFDict; end: number } {
    this.bytes.moveTo(offset);
    this.skipWhitespaceAndComments();
    if (!this.matchKeyword(XREF)) throw new Error(`no cross-reference table at offset ${offset}`);
    const entries = new Map<number, TXrefEntry>();
    for (;;) {
      this.skipWhitespaceAndComments();
      if (this.matchKeyword(TRAILER)) break;
      const first = this.parseRawInt();
      this.skipWhitespaceAndComments();
      const count = this.parseRawInt();
      this.budget.countObjects(count);
      for (let index = 0; index < count; index += 1) {
        this.skipWhitespaceAndComments();
        const entryOffset = this.parseRawInt();
        this.skipWhitespaceAndComments();
        const generation = this.parseRawInt();
        this.skipWhitespaceAndComments();
        const kind = this.bytes.next();
        const objectNumber = first + index;
        // The first section entry wins: a table lists each object once; keep the first we read.
        if (!entries.has(objectNumber)) {
          entries.set(
            objectNumber,
            kind === N_CHAR ? { kind: 'offset', offset: entryOffset, generation } : { kind: 'free' },
          );
        }
      }
    }
    this.skipWhitespaceAndComments();
    const trailer = this.parseObject();
    if (!(trailer instanceof PDFDict)) throw new Error(`no trailer dictionary after the table at ${offset}`);
    return { entries, trailer, end: this.bytes.offset() };
  }
}

const bytesOf = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const OBJ = bytesOf('obj');
const ENDOBJ = bytesOf('endobj');
const XREF = bytesOf('xref');
const TRAILER = bytesOf('trailer');
const N_CHAR = 'n'.charCodeAt(0);

/** Where an object of a revision lives, as its cross-reference section says. */
export type TXrefEntry =
  | { kind: 'offset'; offset: number; generation: number }
  | { kind: 'compressed'; streamNumber: number; index: number }
  | { kind: 'free' };

/**
 * The decoded bytes of a stream: its filters (Flate through zlib, the others through pdf-lib) and PNG/TIFF
 * predictors. Decoding stops as soon as the stream passes what `budget` leaves (its per-stream and
 * per-file caps): a small stream that would inflate to gigabytes never does.
 * @throws PdfTooComplexError over a cap.
 */
export function decodeStreamBytes(
  stream: PDFRawStream,
  budget: TReadingBudget = createReadingBudget(),
): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  const parms = stream.dict.get(PDFName.of('DecodeParms'));
  const firstParms = parms instanceof PDFArray ? parms.get(0) : parms;
  let decoded: Uint8Array;
  if (filters.length === 0) {
    decoded = stream.contents;
  } else if (
    filters.length === 1 &&
    (filters[0] === PDFName.of('FlateDecode') || filters[0] === PDFName.of('Fl'))
  ) {
    decoded = inflateWithin(stream.contents, budget);
  } else {
    decoded = decodeWithin(stream, budget);
  }
  return firstParms instanceof PDFDict ? applyPredictor(decoded, firstParms) : decoded;
}

/** The cap a stream that produced more than `room` bytes went over. */
const limitPassed = (budget: TReadingBudget, room: number) =>
  room < budget.limits.inflatedBytesPerStream ? 'inflated-bytes-per-file' : 'inflated-bytes-per-stream';

/** Piece size of zlib's output: a stream over its cap stops within one piece of it. */
const INFLATE_CHUNK = 64 * 1024;

function inflateWithin(contents: Uint8Array, budget: TReadingBudget): Uint8Array {
  const room = budget.inflatableBytes();
  if (room < 1) budget.exceed('inflated-bytes-per-file');
  let inflated: Buffer;
  try {
    // zlib stops and throws ERR_BUFFER_TOO_LARGE as soon as its output passes maxOutputLength.
    inflated = inflateSync(contents, {
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
      maxOutputLength: room,
      chunkSize: INFLATE_CHUNK,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      budget.exceed(limitPassed(budget, room));
    throw error;
  }
  budget.spendInflated(inflated.length);
  return new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
}

/** The other filters (pdf-lib's decoders), read a piece at a time so that a cap stops them too. */
function decodeWithin(stream: PDFRawStream, budget: TReadingBudget): Uint8Array {
  const room = budget.inflatableBytes();
  const decoder = decodePDFRawStream(stream);
  const pieces: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const piece = decoder.getBytes(INFLATE_CHUNK);
    if (piece.length === 0) break;
    total += piece.length;
    if (total > room) budget.exceed(limitPassed(budget, room));
    pieces.push(new Uint8Array(piece));
    budget.checkTime();
  }
  budget.spendInflated(total);
  const decoded = new Uint8Array(total);
  let at = 0;
  for (const piece of pieces) {
    decoded.set(piece, at);
    at += piece.length;
  }
  return decoded;
}

function numberIn(dict: PDFDict, key: string, fallback: number): number {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : fallback;
}

function applyPredictor(data: Uint8Array, parms: PDFDict): Uint8Array {
  const predictor = numberIn(parms, 'Predictor', 1);
  if (predictor < 10) {
    if (predictor !== 1) throw new Error(`unsupported predictor ${predictor}`);
    return data;
  }
  const colors = numberIn(parms, 'Colors', 1);
  const bitsPerComponent = numberIn(parms, 'BitsPerComponent', 8);
  const columns = numberIn(parms, 'Columns', 1);
  const pixelBytes = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowBytes = Math.ceil((colors * bitsPerComponent * columns) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * (rowBytes + 1)] ?? 0;
    const source = row * (rowBytes + 1) + 1;
    const target = row * rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const raw = data[source + i] ?? 0;
      const left = i >= pixelBytes ? (out[target + i - pixelBytes] ?? 0) : 0;
      const up = row > 0 ? (out[target - rowBytes + i] ?? 0) : 0;
      const upLeft = row > 0 && i >= pixelBytes ? (out[target - rowBytes + i - pixelBytes] ?? 0) : 0;
      let value: number;
      switch (type) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4: {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          throw new Error(`unsupported PNG row filter ${type}`);
      }
      out[target + i] = value & 0xff;
    }
  }
  return out;
}

/** The entries and trailer of a cross-reference stream (ISO 32000-1 §7.5.8). */
export function readCrossReferenceStream(
  stream: PDFRawStream,
  budget: TReadingBudget = createReadingBudget(),
): Map<number, TXrefEntry> {
  const dict = stream.dict;
  const widths = dict.get(PDFName.of('W'));
  if (!(widths instanceof PDFArray)) throw new Error('cross-reference stream without /W');
  const w = widths.asArray().map((value) => (value instanceof PDFNumber ? value.asNumber() : 0));
  const [w0 = 0, w1 = 0, w2 = 0] = w;
  const size = numberIn(dict, 'Size', 0);
  const index = dict.get(PDFName.of('Index'));
  const ranges: number[] =
    index instanceof PDFArray
      ? index.asArray().map((value) => (value instanceof PDFNumber ? value.asNumber() : 0))
      : [0, size];
  const data = decodeStreamBytes(stream, budget);
  const entries = new Map<number, TXrefEntry>();
  const read = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i += 1) value = value * 256 + (data[at + i] ?? 0);
    return value;
  };
  let at = 0;
  const entryWidth = w0 + w1 + w2;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const first = ranges[r] ?? 0;
    const count = ranges[r + 1] ?? 0;
    for (let i = 0; i < count && at + entryWidth <= data.length; i += 1) {
      const type = w0 === 0 ? 1 : read(at, w0);
      const field2 = read(at + w0, w1);
      const field3 = read(at + w0 + w1, w2);
      at += entryWidth;
      const objectNumber = first + i;
      if (entries.has(objectNumber)) continue;
      budget.countObjects(1);
      if (type === 1) entries.set(objectNumber, { kind: 'offset', offset: field2, generation: field3 });
      else if (type === 2)
        entries.set(objectNumber, { kind: 'compressed', streamNumber: field2, index: field3 });
      else if (type === 0) entries.set(objectNumber, { kind: 'free' });
    }
  }
  return entries;
}

/** Object number → offset inside the decoded object stream, and the decoded bytes (ISO 32000-1 §7.5.7). */
export function readObjectStreamIndex(
  stream: PDFRawStream,
  context: PDFContext,
  budget: TReadingBudget = createReadingBudget(),
) {
  const data = decodeStreamBytes(stream, budget);
  const first = numberIn(stream.dict, 'First', 0);
  const count = numberIn(stream.dict, 'N', 0);
  budget.countObjects(Math.max(0, count));
  const parser = PositionedParser.over(data, context, budget);
  const header = new TextDecoder('latin1').decode(data.subarray(0, first)).trim().split(/\s+/);
  const offsets: { objectNumber: number; offset: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    offsets.push({ objectNumber: Number(header[2 * i]), offset: first + Number(header[2 * i + 1]) });
  }
  return { parser, offsets };
}
