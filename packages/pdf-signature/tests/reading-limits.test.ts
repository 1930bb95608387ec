import { describe, expect, it } from 'vitest';
import {
  MAX_INFLATED_BYTES_PER_STREAM,
  PDF_READING_LIMITS,
  PdfTooComplexError,
  readPdfFile,
  verifyPdf,
  type TPdfReadingLimits,
} from '../src/index.js';
import { readDssItems } from '../src/pdf/append-dss.js';
import { makeDecompressionBomb } from './helpers/decompression-bomb.js';
import { signLikeThePlatform } from './helpers/platform-signed-document.js';

const limitOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof PdfTooComplexError) return error.limit;
    throw error;
  }
};

const withLimits = (limits: Partial<TPdfReadingLimits>) => ({ ...PDF_READING_LIMITS, ...limits });

/** A one-page PDF with a classic table whose catalog holds `depth` nested arrays. */
function deeplyNested(depth: number): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Nested ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

describe('the reading caps', () => {
  it('stop a decompression bomb while it inflates, and the verifier refuses it as too complex', async () => {
    const bomb = await makeDecompressionBomb(2 * MAX_INFLATED_BYTES_PER_STREAM);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const file = readPdfFile(bomb);
    expect(limitOf(() => file.lookup(5))).toBe('inflated-bytes-per-stream');
    await expect(verifyPdf(bomb, { trustAnchors: [] })).rejects.toMatchObject({
      name: 'PdfTooComplexError',
      limit: 'inflated-bytes-per-stream',
    });
  });

  it('leave a file under the caps as it was read before', async () => {
    const { final } = await signLikeThePlatform();
    const file = readPdfFile(final);
    expect(file.recovered).toBe(false);
    expect(readDssItems(file, 'Certs').length).toBeGreaterThan(0);
    expect(() => file.budget.assertWithinLimits()).not.toThrow();
  });

  it('count every stream of a file towards the per-file cap, and stay spent once passed', async () => {
    const { final } = await signLikeThePlatform();
    expect(limitOf(() => readPdfFile(final, withLimits({ inflatedBytesPerFile: 64 })))).toBe(
      'inflated-bytes-per-file',
    );
    const bomb = readPdfFile(await makeDecompressionBomb(2 * MAX_INFLATED_BYTES_PER_STREAM));
    expect(limitOf(() => bomb.lookup(5))).toBe('inflated-bytes-per-stream');
    // A caller that let that failure through (a damaged object read as missing) cannot read on.
    expect(limitOf(() => bomb.lookup(1))).toBe('inflated-bytes-per-stream');
    expect(limitOf(() => bomb.budget.assertWithinLimits())).toBe('inflated-bytes-per-stream');
  });

  it('cap the objects, the revisions, the nesting and the time of one read', async () => {
    const { final } = await signLikeThePlatform();
    expect(limitOf(() => readPdfFile(final, withLimits({ objects: 5 })))).toBe('objects');
    expect(limitOf(() => readPdfFile(final, withLimits({ revisions: 1 })))).toBe('revisions');
    expect(limitOf(() => readPdfFile(final, withLimits({ timeBudgetMs: -1 })))).toBe('time');
    const nested = deeplyNested(PDF_READING_LIMITS.nesting + 10);
    expect(limitOf(() => readPdfFile(nested).lookup(1))).toBe('nesting');
    expect(limitOf(() => readPdfFile(deeplyNested(10)).lookup(1))).toBeNull();
  });
});
