import { describe, expect, it } from 'vitest';
import { toReceiptFilename } from '../src/receipts.js';

describe('toReceiptFilename: the name a receipt is saved under (spec 01 §3)', () => {
  it.each([
    ['Pièce d’identité', 'application/pdf', 'Pièce d’identité.pdf'],
    ['RIB', 'image/png', 'RIB.png'],
    ['avis.pdf', 'application/pdf', 'avis.pdf'],
    ['photo', 'image/jpeg', 'photo.jpg'],
  ])('%s (%s) → %s', (title, mimetype, filename) => {
    expect(toReceiptFilename(title, mimetype)).toBe(filename);
  });

  it('drops what file systems refuse and keeps a name when nothing is left', () => {
    expect(toReceiptFilename('../../etc/pass"wd', 'application/pdf')).toBe('etc pass wd.pdf');
    expect(toReceiptFilename('a\u0000b\\c:d', 'image/png')).toBe('a b c d.png');
    expect(toReceiptFilename(' / ', 'application/pdf')).toBe('justificatif.pdf');
    expect(toReceiptFilename('x'.repeat(300), 'image/png')).toHaveLength(124);
  });
});
