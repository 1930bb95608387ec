import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';
import {
  PositionedParser,
  readCrossReferenceStream,
  readObjectStreamIndex,
  type TXrefEntry,
} from './object-reader.js';
import {
  createReadingBudget,
  isPdfTooComplex,
  PDF_READING_LIMITS,
  type TPdfReadingLimits,
  type TReadingBudget,
} from './reading-limits.js';

/** One revision of a file: the original, or one incremental update (ISO 32000-1 §7.5.6). */
export type TPdfRevision = {
  /** 0 for the original file, then 1, 2… in the order they were appended. */
  index: number;
  /** Offset of the revision's cross-reference section (what its `startxref` says). */
  xrefOffset: number;
  xrefKind: 'table' | 'stream';
  /** The objects this revision writes (or frees), by object number. */
  entries: Map<number, TXrefEntry>;
  trailer: PDFDict;
  /** The first byte of the revision (0, or the end of the previous one). */
  startOffset: number;
  /** Just after its `%%EOF`. */
  eofOffset: number;
  /** After the end-of-line that follows `%%EOF`, if any. */
  endOffset: number;
};

/** A parsed PDF: its revisions, read through their cross-reference sections, and object lookup at any revision. */
export type TPdfFile = {
  bytes: Uint8Array;
  /** Oldest first. */
  revisions: TPdfRevision[];
  /** Where bytes that belong to no revision start (something appended after the last `%%EOF`), or null. */
  trailingBytesOffset: number | null;
  /** The cross-reference sections could not be followed: the revisions were rebuilt by scanning for objects. */
  recovered: boolean;
  /** Objects a lookup found damaged (they read as missing). */
  unreadableObjects: Set<number>;
  /** The object `ref` as it stands at the end of revision `revision` (the last one by default). */
  lookup(ref: PDFRef | number, revision?: number): PDFObject | undefined;
  /** `object` itself, or what it refers to at `revision`. */
  resolve(object: PDFObject | undefined, revision?: number): PDFObject | undefined;
  /** The revision that last wrote object `objectNumber` at or before `revision`, or -1. */
  revisionOf(objectNumber: number, revision?: number): number;
  /** A context for building objects to write (pdf-lib's constructors need one). */
  context: PDFContext;
  /** What reading this file has spent against its caps (reading-limits.ts). */
  budget: TReadingBudget;
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

const isWhitespace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

function readInteger(bytes: Uint8Array, from: number): number {
  let i = from;
  while (isWhitespace(bytes[i])) i += 1;
  let value = 0;
  let digits = 0;
  while (i < bytes.length && (bytes[i] ?? 0) >= 0x30 && (bytes[i] ?? 0) <= 0x39) {
    value = value * 10 + ((bytes[i] ?? 0) - 0x30);
    i += 1;
    digits += 1;
  }
  if (digits === 0) throw new Error(`no number at offset ${from}`);
  return value;
}

type TSection = {
  offset: number;
  kind: 'table' | 'stream';
  entries: Map<number, TXrefEntry>;
  trailer: PDFDict;
  end: number;
};

function readSection(
  bytes: Uint8Array,
  parser: PositionedParser,
  offset: number,
  budget: TReadingBudget,
): TSection {
  let at = offset;
  while (isWhitespace(bytes[at])) at += 1;
  if (bytes[at] === 0x78 /* x */) {
    const { entries, trailer, end } = parser.crossReferenceTableAt(offset);
    const hybrid = trailer.get(PDFName.of('XRefStm'));
    if (hybrid instanceof PDFNumber) {
      // A hybrid-reference file (§7.5.8.4): the stream completes the table, the table wins.
      const stream = parser.indirectObjectAt(hybrid.asNumber()).object;
      if (stream instanceof PDFRawStream) {
        for (const [number, entry] of readCrossReferenceStream(stream, budget))
          if (!entries.has(number)) entries.set(number, entry);
      }
    }
    return { offset, kind: 'table', entries, trailer, end };
  }
  const { object, end } = parser.indirectObjectAt(offset);
  if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Type')) !== PDFName.of('XRef')) {
    throw new Error(`no cross-reference section at offset ${offset}`);
  }
  return {
    offset,
    kind: 'stream',
    entries: readCrossReferenceStream(object, budget),
    trailer: object.dict,
    end,
  };
}

function readChain(
  bytes: Uint8Array,
  parser: PositionedParser,
  startxref: number,
  budget: TReadingBudget,
): TSection[] {
  const sections: TSection[] = [];
  const seen = new Set<number>();
  let offset: number | null = startxref;
  while (offset !== null) {
    if (seen.has(offset) || offset < 0 || offset >= bytes.length)
      throw new Error(`bad /Prev offset ${offset}`);
    seen.add(offset);
    budget.countRevision();
    const section = readSection(bytes, parser, offset, budget);
    sections.push(section);
    const prev = section.trailer.get(PDFName.of('Prev'));
    offset = prev instanceof PDFNumber ? prev.asNumber() : null;
  }
  return sections;
}

function buildRevisions(bytes: Uint8Array, chain: TSection[]): TPdfRevision[] {
  // Chain order is newest first. A /Prev pointing forward (a linearized file's first-page section) belongs
  // to the same revision as the section it points to.
  const groups: TSection[][] = [];
  for (let i = 0; i < chain.length; i += 1) {
    const section = chain[i] as TSection;
    const previous = chain[i - 1];
    const group = groups[groups.length - 1];
    if (group && previous && section.offset > previous.offset) group.push(section);
    else groups.push([section]);
  }
  groups.reverse();
  const revisions: TPdfRevision[] = [];
  let startOffset = 0;
  groups.forEach((group, index) => {
    const entries = new Map<number, TXrefEntry>();
    for (const section of group) for (const [n, e] of section.entries) if (!entries.has(n)) entries.set(n, e);
    const main = group[0] as TSection;
    const sectionEnd = Math.max(...group.map((s) => s.end));
    const eof = asBuffer(bytes).indexOf('%%EOF', sectionEnd);
    if (eof < 0) throw new Error(`revision ${index} has no %%EOF`);
    const eofOffset = eof + '%%EOF'.length;
    let endOffset = eofOffset;
    if (bytes[endOffset] === 0x0d) endOffset += 1;
    if (bytes[endOffset] === 0x0a) endOffset += 1;
    revisions.push({
      index,
      xrefOffset: main.offset,
      xrefKind: main.kind,
      entries,
      trailer: main.trailer,
      startOffset,
      eofOffset,
      endOffset,
    });
    startOffset = endOffset;
  });
  return revisions;
}

const OBJECT_HEADER = /(?:^|[\s>])(\d+)\s+(\d+)\s+obj\b/g;

/**
 * Revisions rebuilt from the bytes when the cross-reference sections cannot be followed (a damaged file):
 * one per `%%EOF`, holding the objects whose headers appear in it (and those of its object streams), with
 * the trailer dictionary or cross-reference stream dictionary found there.
 */
function recoverRevisions(
  bytes: Uint8Array,
  parser: PositionedParser,
  context: PDFContext,
  budget: TReadingBudget,
): TPdfRevision[] {
  const text = asBuffer(bytes).toString('latin1');
  const revisions: TPdfRevision[] = [];
  let startOffset = 0;
  for (let eof = text.indexOf('%%EOF'); eof >= 0; eof = text.indexOf('%%EOF', eof + 5)) {
    budget.countRevision();
    const eofOffset = eof + 5;
    let endOffset = eofOffset;
    if (bytes[endOffset] === 0x0d) endOffset += 1;
    if (bytes[endOffset] === 0x0a) endOffset += 1;
    const segment = text.slice(startOffset, eofOffset);
    const entries = new Map<number, TXrefEntry>();
    let trailer: PDFDict | null = null;
    let xrefOffset = startOffset;
    let xrefKind: TPdfRevision['xrefKind'] = 'table';
    for (const match of segment.matchAll(OBJECT_HEADER)) {
      const offset = startOffset + (match.index ?? 0) + (match[0].length - match[0].trimStart().length);
      const objectNumber = Number(match[1]);
      budget.countObjects(1);
      try {
        const { object } = parser.indirectObjectAt(offset);
        entries.set(objectNumber, { kind: 'offset', offset, generation: Number(match[2]) });
        if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of('XRef')) {
          trailer = object.dict;
          xrefOffset = offset;
          xrefKind = 'stream';
        } else if (
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm')
        ) {
          readObjectStreamIndex(object, context, budget).offsets.forEach(({ objectNumber: inner }, index) => {
            if (!entries.has(inner))
              entries.set(inner, { kind: 'compressed', streamNumber: objectNumber, index });
          });
        }
      } catch (error) {
        if (isPdfTooComplex(error)) throw error;
        // Not an object after all, or a damaged one: leave it out.
      }
    }
    const trailerAt = segment.lastIndexOf('trailer');
    if (trailerAt >= 0) {
      try {
        const dict = parser.objectAt(startOffset + trailerAt + 'trailer'.length);
        if (dict instanceof PDFDict) trailer = dict;
      } catch (error) {
        if (isPdfTooComplex(error)) throw error;
        // keep what the cross-reference stream said
      }
    }
    revisions.push({
      index: revisions.length,
      xrefOffset,
      xrefKind,
      entries,
      trailer: trailer ?? PDFDict.withContext(context),
      startOffset,
      eofOffset,
      endOffset,
    });
    startOffset = endOffset;
  }
  if (revisions.length === 0) throw new Error('not a PDF: no %%EOF');
  // A trailer that lost its /Root takes the nearest one (before, else after), so that the catalog can be found.
  const order = [...revisions, ...[...revisions].reverse()];
  order.forEach((revision, index) => {
    const neighbour =
      index < revisions.length ? revisions[revision.index - 1] : revisions[revision.index + 1];
    for (const key of ['Root', 'Info', 'ID']) {
      const value = neighbour?.trailer.get(PDFName.of(key));
      if (!revision.trailer.has(PDFName.of(key)) && value) revision.trailer.set(PDFName.of(key), value);
    }
  });
  return revisions;
}

/**
 * Reads a PDF through its cross-reference sections, revision by revision. Nothing is rewritten; pdf-lib parses
 * single objects. Bytes after the last revision's `%%EOF` are reported in `trailingBytesOffset`; a file
 * whose sections cannot be followed is read by scanning (`recovered`). Every read counts against `limits`
 * (inflated bytes, objects, revisions, nesting, time: reading-limits.ts), here and in later lookups.
 * @throws PdfTooComplexError over a cap.
 */
export function readPdfFile(bytes: Uint8Array, limits: TPdfReadingLimits = PDF_READING_LIMITS): TPdfFile {
  const context = PDFContext.create();
  const budget = createReadingBudget(limits);
  const parser = PositionedParser.over(bytes, context, budget);
  let revisions: TPdfRevision[];
  let recovered = false;
  try {
    const at = asBuffer(bytes).lastIndexOf('startxref');
    if (at < 0) throw new Error('no startxref');
    const startxref = readInteger(bytes, at + 'startxref'.length);
    revisions = buildRevisions(bytes, readChain(bytes, parser, startxref, budget));
  } catch (error) {
    if (isPdfTooComplex(error)) throw error;
    revisions = recoverRevisions(bytes, parser, context, budget);
    recovered = true;
  }
  const last = revisions[revisions.length - 1] as TPdfRevision;
  let trailingBytesOffset: number | null = null;
  for (let i = last.endOffset; i < bytes.length; i += 1) {
    if (!isWhitespace(bytes[i])) {
      trailingBytesOffset = last.endOffset;
      break;
    }
  }

  const byOffset = new Map<number, PDFObject>();
  const compressed = new Map<string, PDFObject>();
  const objectStreams = new Map<string, ReturnType<typeof readObjectStreamIndex>>();
  const lastIndex = revisions.length - 1;
  const all = revisions;

  const revisionOf = (objectNumber: number, revision = lastIndex): number => {
    for (let r = Math.min(revision, lastIndex); r >= 0; r -= 1)
      if (all[r]?.entries.has(objectNumber)) return r;
    return -1;
  };

  const unreadable = new Set<number>();
  const lookup = (ref: PDFRef | number, revision = lastIndex): PDFObject | undefined => {
    const objectNumber = typeof ref === 'number' ? ref : ref.objectNumber;
    try {
      return lookupEntry(objectNumber, revision);
    } catch (error) {
      if (isPdfTooComplex(error)) throw error;
      // A damaged object (a changed byte in a compressed stream, a bad offset) reads as missing.
      unreadable.add(objectNumber);
      return undefined;
    }
  };

  const lookupEntry = (objectNumber: number, revision: number): PDFObject | undefined => {
    const r = revisionOf(objectNumber, revision);
    if (r < 0) return undefined;
    const entry = all[r]?.entries.get(objectNumber) as TXrefEntry;
    if (entry.kind === 'free') return undefined;
    if (entry.kind === 'offset') {
      let object = byOffset.get(entry.offset);
      if (object === undefined) {
        object = parser.indirectObjectAt(entry.offset).object;
        byOffset.set(entry.offset, object);
      }
      return object;
    }
    const streamRevision = revisionOf(entry.streamNumber, r);
    const key = `${entry.streamNumber}@${streamRevision}`;
    let index = objectStreams.get(key);
    if (index === undefined) {
      const stream = lookup(entry.streamNumber, r);
      if (!(stream instanceof PDFRawStream)) return undefined;
      index = readObjectStreamIndex(stream, context, budget);
      objectStreams.set(key, index);
    }
    const slot = index.offsets[entry.index];
    if (!slot || slot.objectNumber !== objectNumber) return undefined;
    const cacheKey = `${key}#${entry.index}`;
    const cached = compressed.get(cacheKey);
    if (cached) return cached;
    const object = index.parser.objectAt(slot.offset);
    compressed.set(cacheKey, object);
    return object;
  };

  const resolve = (object: PDFObject | undefined, revision = lastIndex) =>
    object instanceof PDFRef ? lookup(object, revision) : object;

  return {
    bytes,
    revisions,
    recovered,
    trailingBytesOffset,
    unreadableObjects: unreadable,
    lookup,
    resolve,
    revisionOf,
    context,
    budget,
  };
}

/** `dict[key]`, resolved at `revision`, when it is a dictionary. */
export function getDict(
  file: TPdfFile,
  dict: PDFDict | undefined,
  key: string,
  revision?: number,
): PDFDict | undefined {
  const value = file.resolve(dict?.get(PDFName.of(key)), revision);
  if (value instanceof PDFDict) return value;
  if (value instanceof PDFRawStream) return value.dict;
  return undefined;
}

/** `dict[key]`, resolved at `revision`, when it is an array. */
export function getArray(
  file: TPdfFile,
  dict: PDFDict | undefined,
  key: string,
  revision?: number,
): PDFArray | undefined {
  const value = file.resolve(dict?.get(PDFName.of(key)), revision);
  return value instanceof PDFArray ? value : undefined;
}

/** The catalog's reference at `revision`. */
export function getCatalogRef(file: TPdfFile, revision = file.revisions.length - 1): PDFRef {
  const root = (file.revisions[revision] as TPdfRevision).trailer.get(PDFName.of('Root'));
  if (!(root instanceof PDFRef)) throw new Error('the trailer has no /Root');
  return root;
}

/** The page objects' references in document order at `revision`. */
export function getPageRefs(file: TPdfFile, revision = file.revisions.length - 1): PDFRef[] {
  const catalog = file.lookup(getCatalogRef(file, revision), revision);
  if (!(catalog instanceof PDFDict)) throw new Error('no catalog');
  const pages: PDFRef[] = [];
  const seen = new Set<number>();
  const walk = (ref: PDFObject | undefined) => {
    if (!(ref instanceof PDFRef) || seen.has(ref.objectNumber)) return;
    seen.add(ref.objectNumber);
    const node = file.lookup(ref, revision);
    if (!(node instanceof PDFDict)) return;
    const kids = getArray(file, node, 'Kids', revision);
    if (node.get(PDFName.of('Type')) === PDFName.of('Pages') || kids) {
      for (const kid of kids?.asArray() ?? []) walk(kid);
    } else {
      pages.push(ref);
    }
  };
  walk(catalog.get(PDFName.of('Pages')));
  return pages;
}
