const MiB = 1024 * 1024;

/** Most bytes one stream may inflate to (object streams, cross-reference streams, DSS items). */
export const MAX_INFLATED_BYTES_PER_STREAM = 16 * MiB;
/** Most bytes all the streams of one file may inflate to, together. */
export const MAX_INFLATED_BYTES_PER_FILE = 64 * MiB;
/** Most objects one file may declare: cross-reference entries of every section, objects of object streams. */
export const MAX_OBJECTS = 200_000;
/** Most cross-reference sections (about one per revision) and `%%EOF` markers one file may hold. */
export const MAX_REVISIONS = 1_000;
/** Deepest nesting of arrays and dictionaries in one object. */
export const MAX_NESTING = 100;
/** Longest time reading one file may take (checked at each object and stream read). */
export const READING_TIME_BUDGET_MS = 5_000;

/** Which cap a file went over. */
export type TPdfReadingLimit =
  'inflated-bytes-per-stream' | 'inflated-bytes-per-file' | 'objects' | 'revisions' | 'nesting' | 'time';

/** The caps on reading one PDF; the named constants above by default. */
export type TPdfReadingLimits = {
  inflatedBytesPerStream: number;
  inflatedBytesPerFile: number;
  objects: number;
  revisions: number;
  nesting: number;
  timeBudgetMs: number;
};

/** The caps a file is read with unless told otherwise. */
export const PDF_READING_LIMITS: TPdfReadingLimits = {
  inflatedBytesPerStream: MAX_INFLATED_BYTES_PER_STREAM,
  inflatedBytesPerFile: MAX_INFLATED_BYTES_PER_FILE,
  objects: MAX_OBJECTS,
  revisions: MAX_REVISIONS,
  nesting: MAX_NESTING,
  timeBudgetMs: READING_TIME_BUDGET_MS,
};

/** A file went over one of its reading caps: it is refused as too complex to check, never half read. */
export class PdfTooComplexError extends Error {
  constructor(readonly limit: TPdfReadingLimit) {
    super(`the PDF is too complex to read: over its ${limit} limit`);
    this.name = 'PdfTooComplexError';
  }
}

/** Whether `error` is a file over a reading cap. */
export const isPdfTooComplex = (error: unknown): error is PdfTooComplexError =>
  error instanceof PdfTooComplexError;

/**
 * What reading one file has spent so far against its caps. Once a cap is passed the budget stays
 * spent: every later check throws too, so a caller that swallows one failure (a damaged object read
 * as missing) cannot go on reading, and `assertWithinLimits` tells at the end.
 */
export type TReadingBudget = {
  readonly limits: TPdfReadingLimits;
  /** Inflated bytes that one more stream may still produce (the smaller of the two caps left). */
  inflatableBytes(): number;
  /** Counts `bytes` inflated; throws when the file's total passes its cap. */
  spendInflated(bytes: number): void;
  /** Counts `count` objects declared; throws over the cap. */
  countObjects(count: number): void;
  /** Counts one more cross-reference section or `%%EOF`; throws over the cap. */
  countRevision(): void;
  /** Throws once the time budget is spent. */
  checkTime(): void;
  /** Marks the budget spent on `limit` and throws. */
  exceed(limit: TPdfReadingLimit): never;
  /** Throws when any cap was passed during the read, even if the failure was caught on the way. */
  assertWithinLimits(): void;
};

/** A fresh budget for reading one file, its time counted from now. */
export function createReadingBudget(limits: TPdfReadingLimits = PDF_READING_LIMITS): TReadingBudget {
  const deadline = Date.now() + limits.timeBudgetMs;
  let inflated = 0;
  let objects = 0;
  let revisions = 0;
  let exceeded: TPdfReadingLimit | null = null;
  const exceed = (limit: TPdfReadingLimit): never => {
    exceeded ??= limit;
    throw new PdfTooComplexError(exceeded);
  };
  const check = () => {
    if (exceeded) throw new PdfTooComplexError(exceeded);
    if (Date.now() > deadline) exceed('time');
  };
  return {
    limits,
    inflatableBytes: () => Math.min(limits.inflatedBytesPerStream, limits.inflatedBytesPerFile - inflated),
    spendInflated(bytes) {
      inflated += bytes;
      if (inflated > limits.inflatedBytesPerFile) exceed('inflated-bytes-per-file');
      check();
    },
    countObjects(count) {
      objects += count;
      if (objects > limits.objects) exceed('objects');
      check();
    },
    countRevision() {
      revisions += 1;
      if (revisions > limits.revisions) exceed('revisions');
      check();
    },
    checkTime: check,
    exceed,
    assertWithinLimits() {
      if (exceeded) throw new PdfTooComplexError(exceeded);
    },
  };
}
