import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFObject } from 'pdf-lib';
import { getArray, type TPdfFile } from '../pdf/pdf-file.js';

/** Annotation flag Hidden (ISO 32000-2 §12.5.3, bit 2): neither shown nor printed (NoView still prints). */
const HIDDEN = 1 << 1;

/**
 * An annotation (a widget included) shows on its page: its /Rect has an area and Hidden is not set. A zero-area /Rect is how invisible signatures are written (and what pyHanko calls
 * invisible too); anything else may paint over the page, whatever its appearance says today.
 */
export function isAnnotationVisible(file: TPdfFile, annotation: PDFObject | undefined, revision?: number) {
  const dict = file.resolve(annotation, revision);
  if (!(dict instanceof PDFDict)) return false;
  const flags = file.resolve(dict.get(PDFName.of('F')), revision);
  if (flags instanceof PDFNumber && (flags.asNumber() & HIDDEN) !== 0) return false;
  const rect = file.resolve(dict.get(PDFName.of('Rect')), revision);
  if (!(rect instanceof PDFArray) || rect.size() !== 4) return false;
  const [x1, y1, x2, y2] = rect
    .asArray()
    .map((item) => file.resolve(item, revision))
    .map((item) => (item instanceof PDFNumber ? item.asNumber() : 0)) as [number, number, number, number];
  return Math.abs(x2 - x1) * Math.abs(y2 - y1) > 0;
}

/** A field shows when its own widget (a merged field) or one of its /Kids widgets does. */
export function isFieldVisible(file: TPdfFile, field: PDFObject | undefined, revision?: number): boolean {
  if (isAnnotationVisible(file, field, revision)) return true;
  const dict = file.resolve(field, revision);
  if (!(dict instanceof PDFDict)) return false;
  const kids = getArray(file, dict, 'Kids', revision)?.asArray() ?? [];
  return kids.slice(0, 64).some((kid) => isAnnotationVisible(file, kid, revision));
}
