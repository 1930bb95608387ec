import { PDFArray, PDFDict, PDFName, PDFRef } from 'pdf-lib';
import { appendIncrementalUpdate, appendToArray, copyDict } from '../../src/pdf/incremental-update.js';
import { getArray, getCatalogRef, getDict, getPageRefs, type TPdfFile } from '../../src/pdf/pdf-file.js';
import { encodeTextString } from '../../src/pdf/text-string.js';

/**
 * Tampering of a signed PDF the way an editor would do it: an incremental update appended with the package's
 * own writer (so the file stays well-formed and only the change itself can give it away).
 */

function firstPage(file: TPdfFile): { ref: PDFRef; page: PDFDict } {
  const ref = getPageRefs(file)[0];
  const page = ref ? file.lookup(ref) : undefined;
  if (!ref || !(page instanceof PDFDict)) throw new Error('no page 1');
  return { ref, page };
}

/** A FreeText annotation « ANNULÉ » across page 1. */
export function addFreeTextAnnotation(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, allocate, write }) => {
    const { ref, page } = firstPage(file);
    const annotation = allocate();
    write(
      annotation,
      context.obj({
        Type: 'Annot',
        Subtype: 'FreeText',
        Rect: [150, 400, 450, 470],
        Contents: encodeTextString('ANNULÉ'),
        DA: encodeTextString('/Helv 36 Tf 1 0 0 rg'),
        F: 4,
        P: ref,
      }),
    );
    const newPage = copyDict(page, context);
    newPage.set(PDFName.of('Annots'), appendToArray(getArray(file, page, 'Annots'), [annotation], context));
    write(ref, newPage);
  }).bytes;
}

/** A content stream appended to page 1 that paints « Nombre de parts : 5 200 » over « … 520 ». */
export function overlayPageContent(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, allocate, write }) => {
    const { ref, page } = firstPage(file);
    const fonts = getDict(file, getDict(file, page, 'Resources'), 'Font');
    const fontKey = fonts?.keys()[0]?.decodeText() ?? 'F1';
    const overlay = allocate();
    write(
      overlay,
      context.stream(
        `q 1 1 1 rg 45 695 250 20 re f Q BT /${fontKey} 12 Tf 50 700 Td (Nombre de parts : 5 200) Tj ET`,
      ),
    );
    const contents = file.resolve(page.get(PDFName.of('Contents')));
    const existing = contents instanceof PDFArray ? contents.asArray() : [page.get(PDFName.of('Contents'))];
    const newPage = copyDict(page, context);
    newPage.set(
      PDFName.of('Contents'),
      context.obj([...existing.filter((item) => item !== undefined), overlay]),
    );
    write(ref, newPage);
  }).bytes;
}

/** A new text form field « Montant » holding « 1 040 000,00 € », on page 1 and in the AcroForm. */
export function addTextField(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, allocate, write }) => {
    const { ref, page } = firstPage(file);
    const field = allocate();
    write(
      field,
      context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        FT: 'Tx',
        T: encodeTextString('Montant'),
        V: encodeTextString('1 040 000,00 €'),
        Rect: [50, 600, 300, 620],
        F: 4,
        P: ref,
      }),
    );
    const newPage = copyDict(page, context);
    newPage.set(PDFName.of('Annots'), appendToArray(getArray(file, page, 'Annots'), [field], context));
    write(ref, newPage);
    const catalog = file.lookup(getCatalogRef(file)) as PDFDict;
    const acroFormRef = catalog.get(PDFName.of('AcroForm'));
    const acroForm = getDict(file, catalog, 'AcroForm');
    if (!(acroFormRef instanceof PDFRef) || !acroForm) throw new Error('no indirect AcroForm');
    const newAcroForm = copyDict(acroForm, context);
    newAcroForm.set(
      PDFName.of('Fields'),
      appendToArray(getArray(file, acroForm, 'Fields'), [field], context),
    );
    write(acroFormRef, newAcroForm);
  }).bytes;
}

/** The document information dictionary rewritten with another /Title and /Author. */
export function changeInfo(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, write }) => {
    const infoRef = file.revisions.at(-1)?.trailer.get(PDFName.of('Info'));
    const info = file.resolve(infoRef);
    if (!(infoRef instanceof PDFRef) || !(info instanceof PDFDict)) throw new Error('no /Info');
    const newInfo = copyDict(info, context);
    newInfo.set(PDFName.of('Title'), encodeTextString('Bulletin de souscription — annulé'));
    newInfo.set(PDFName.of('Author'), encodeTextString('Quelqu’un d’autre'));
    write(infoRef, newInfo);
  }).bytes;
}

/** A copy of `pdf` with one byte changed at `offset`. */
export function changeOneByte(pdf: Uint8Array, offset: number): Uint8Array {
  const copy = new Uint8Array(pdf);
  copy[offset] = (copy[offset] ?? 0) ^ 0x01;
  return copy;
}
