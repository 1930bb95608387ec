import { PDFArray, PDFDict, PDFName, PDFNull, PDFRef, type PDFObject } from 'pdf-lib';
import {
  appendIncrementalUpdate,
  appendToArray,
  copyDict,
  type TIncrementalUpdate,
} from '../../src/pdf/incremental-update.js';
import { getArray, getCatalogRef, getDict, getPageRefs } from '../../src/pdf/pdf-file.js';
import { listSignatureFields } from '../../src/pdf/signature-fields.js';
import { encodeTextString } from '../../src/pdf/text-string.js';

/**
 * The forgeries of the PDF-signature literature, made with the package's own incremental writer so that
 * the file stays well-formed and only the forgery itself can give it away: Mladenov et al. (universal
 * signature forgery, incremental saving, signature wrapping), Mainka et al. (shadow hide / replace /
 * hide-and-replace), Rohlmann et al. (evil annotation, sneaky signature), and the issue 33 forged copy.
 */

/** What the forged widget paints over the amounts (WinAnsi: \200 is €). */
const FORGED_AMOUNTS =
  'q 1 1 1 rg 0 0 260 44 re f Q BT /Helv 12 Tf 0 g 4 28 Td (5 200 parts) Tj 0 -20 Td (1 040 000,00 \\200) Tj ET';

/** Page 1's widget list and the form's field list, each grown by `widget` (direct or indirect arrays). */
function addToPageAndForm({ file, context, write, allocate }: TIncrementalUpdate, widget: PDFRef) {
  const pageRef = getPageRefs(file)[0] as PDFRef;
  const page = file.lookup(pageRef) as PDFDict;
  const annots = page.get(PDFName.of('Annots'));
  if (annots instanceof PDFRef) {
    write(annots, appendToArray(getArray(file, page, 'Annots'), [widget], context));
  } else {
    const newPage = copyDict(page, context);
    newPage.set(PDFName.of('Annots'), appendToArray(getArray(file, page, 'Annots'), [widget], context));
    write(pageRef, newPage);
  }
  const catalogRef = getCatalogRef(file);
  const catalog = file.lookup(catalogRef) as PDFDict;
  const acroFormValue = catalog.get(PDFName.of('AcroForm'));
  const acroForm = getDict(file, catalog, 'AcroForm');
  const fields = acroForm?.get(PDFName.of('Fields'));
  if (fields instanceof PDFRef) {
    write(fields, appendToArray(getArray(file, acroForm, 'Fields'), [widget], context));
    return;
  }
  const newAcroForm = acroForm ? copyDict(acroForm, context) : context.obj({});
  newAcroForm.set(PDFName.of('Fields'), appendToArray(getArray(file, acroForm, 'Fields'), [widget], context));
  if (acroFormValue instanceof PDFRef) {
    write(acroFormValue, newAcroForm);
  } else {
    const ref = allocate();
    write(ref, newAcroForm);
    const newCatalog = copyDict(catalog, context);
    newCatalog.set(PDFName.of('AcroForm'), ref);
    write(catalogRef, newCatalog);
  }
}

/** An appearance stream painting `content` in a `width` × `height` box with Helvetica as /Helv. */
function appearance(update: TIncrementalUpdate, content: string, width = 260, height = 44): PDFRef {
  const { context, allocate, write } = update;
  const ref = allocate();
  const font = context.obj({
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: 'Helvetica',
    Encoding: 'WinAnsiEncoding',
  });
  write(
    ref,
    context.stream(content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, width, height],
      Resources: { Font: { Helv: font } },
    }),
  );
  return ref;
}

export type TForgedFieldOptions = {
  fieldName: string;
  /** Where the widget sits on page 1; [0 0 0 0] for an invisible field. */
  rect?: [number, number, number, number];
  /** The value: a copy of that field's signature dictionary, the very same object, or none (empty field). */
  value?:
    { copyOf: string } | { sameObjectAs: string } | { dictionary: (update: TIncrementalUpdate) => PDFObject };
};

/**
 * Issue 33's forged copy: a new signature field whose widget paints « 5 200 parts / 1 040 000,00 € » over
 * the amounts, its value a copy of an existing signature dictionary (or that dictionary itself, or none).
 */
export function addForgedSignatureField(pdf: Uint8Array, options: TForgedFieldOptions): Uint8Array {
  return appendIncrementalUpdate(pdf, (update) => {
    const { file, context, allocate, write } = update;
    const rect = options.rect ?? [45, 672, 305, 716];
    const visible = (rect[2] - rect[0]) * (rect[3] - rect[1]) !== 0;
    const widget = allocate();
    const fields = listSignatureFields(file);
    const source = (name: string) => {
      const field = fields.find((candidate) => candidate.fieldName === name);
      if (!field?.signature || !field.signatureRef) throw new Error(`no signed field ${name}`);
      return field;
    };
    let value: PDFObject | undefined;
    if (options.value && 'copyOf' in options.value) {
      value = allocate();
      write(value as PDFRef, copyDict(source(options.value.copyOf).signature as PDFDict, context));
    } else if (options.value && 'sameObjectAs' in options.value) {
      value = source(options.value.sameObjectAs).signatureRef as PDFRef;
    } else if (options.value) {
      value = allocate();
      write(value as PDFRef, options.value.dictionary(update));
    }
    const dict = context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: encodeTextString(options.fieldName),
      Rect: rect,
      F: 4,
      P: getPageRefs(file)[0] as PDFRef,
    });
    if (visible) dict.set(PDFName.of('AP'), context.obj({ N: appearance(update, FORGED_AMOUNTS) }));
    if (value) dict.set(PDFName.of('V'), value);
    write(widget, dict);
    addToPageAndForm(update, widget);
  }).bytes;
}

/** A signature dictionary with `entries` (a null value stands for PDF null), none else. */
function signatureDictionary(entries: Record<string, unknown>) {
  return ({ context }: TIncrementalUpdate): PDFDict => {
    const dict = context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', SubFilter: 'ETSI.CAdES.detached' });
    for (const [key, value] of Object.entries(entries))
      dict.set(PDFName.of(key), value === null ? PDFNull : context.obj(value as never));
    return dict;
  };
}

const SOME_CONTENTS = encodeTextString('x');

/** Universal signature forgery variants: a signature dictionary whose /Contents or /ByteRange is unusable. */
export const UNIVERSAL_FORGERIES: [string, (update: TIncrementalUpdate) => PDFDict][] = [
  ['/Contents missing', signatureDictionary({ ByteRange: [0, 10, 20, 30] })],
  ['/Contents null', signatureDictionary({ ByteRange: [0, 10, 20, 30], Contents: null })],
  ['/Contents a number', signatureDictionary({ ByteRange: [0, 10, 20, 30], Contents: 0 })],
  ['/ByteRange missing', signatureDictionary({ Contents: SOME_CONTENTS })],
  ['/ByteRange null', signatureDictionary({ ByteRange: null, Contents: SOME_CONTENTS })],
  ['/ByteRange of three numbers', signatureDictionary({ ByteRange: [0, 10, 20], Contents: SOME_CONTENTS })],
  [
    '/ByteRange with a negative offset',
    signatureDictionary({ ByteRange: [0, 10, -20, 30], Contents: SOME_CONTENTS }),
  ],
];

/** Shadow « hide »: the object a page's content draws over the amounts (here: its content stream) rewritten. */
export function shadowHide(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, write }) => {
    const page = file.lookup(getPageRefs(file)[0] as PDFRef) as PDFDict;
    const contents = page.get(PDFName.of('Contents'));
    const first = contents instanceof PDFRef ? contents : (file.resolve(contents) as PDFArray).get(0);
    // The signed content without what covered the amounts: a new version of the same object.
    write(first as PDFRef, context.stream('BT /F1 12 Tf 50 700 Td (Nombre de parts : 5 200) Tj ET'));
  }).bytes;
}

/** Shadow « replace »: a font the page uses replaced (same object number) by another. */
export function shadowReplace(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, write }) => {
    const page = file.lookup(getPageRefs(file)[0] as PDFRef) as PDFDict;
    const fonts = getDict(file, getDict(file, page, 'Resources'), 'Font');
    const fontRef = fonts?.values()[0];
    if (!(fontRef instanceof PDFRef)) throw new Error('no indirect font on page 1');
    write(
      fontRef,
      context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Courier', Encoding: 'WinAnsiEncoding' }),
    );
  }).bytes;
}

/** Shadow « hide-and-replace »: the page's /Contents pointed at another stream, written beside it. */
export function shadowHideAndReplace(pdf: Uint8Array): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, context, allocate, write }) => {
    const pageRef = getPageRefs(file)[0] as PDFRef;
    const page = file.lookup(pageRef) as PDFDict;
    const shadow = allocate();
    write(shadow, context.stream('BT /F1 12 Tf 50 700 Td (Nombre de parts : 5 200) Tj ET'));
    const newPage = copyDict(page, context);
    newPage.set(PDFName.of('Contents'), shadow);
    write(pageRef, newPage);
  }).bytes;
}

/** An annotation (built by `build` with page 1's reference) added to page 1's /Annots. */
function addPageAnnotation(
  pdf: Uint8Array,
  build: (update: TIncrementalUpdate, pageRef: PDFRef) => PDFDict,
): Uint8Array {
  return appendIncrementalUpdate(pdf, (update) => {
    const { file, context, allocate, write } = update;
    const pageRef = getPageRefs(file)[0] as PDFRef;
    const page = file.lookup(pageRef) as PDFDict;
    const annotation = allocate();
    write(annotation, build(update, pageRef));
    const newPage = copyDict(page, context);
    newPage.set(PDFName.of('Annots'), appendToArray(getArray(file, page, 'Annots'), [annotation], context));
    write(pageRef, newPage);
  }).bytes;
}

/** Evil annotation (P=3): a FreeText or stamp annotation painting the forged amounts over page 1. */
export function evilAnnotation(pdf: Uint8Array, subtype: 'FreeText' | 'Stamp' = 'FreeText'): Uint8Array {
  return addPageAnnotation(pdf, (update, pageRef) =>
    update.context.obj({
      Type: 'Annot',
      Subtype: subtype,
      Rect: [45, 672, 305, 716],
      Contents: encodeTextString('5 200 parts'),
      DA: encodeTextString('/Helv 12 Tf 0 g'),
      F: 4,
      P: pageRef,
      AP: { N: appearance(update, FORGED_AMOUNTS) },
    }),
  );
}

/** A sticky note (Text annotation), what P=3 is for: allowed. */
export function addComment(pdf: Uint8Array): Uint8Array {
  return addPageAnnotation(pdf, ({ context }, pageRef) =>
    context.obj({
      Type: 'Annot',
      Subtype: 'Text',
      Rect: [500, 800, 520, 820],
      Contents: encodeTextString('Vu'),
      F: 4,
      P: pageRef,
    }),
  );
}

/**
 * Signature wrapping: the bytes the signature leaves out (its /Contents gap) made to carry more than the
 * signature value — here a key holding the forged amounts, written in the placeholder's trailing zeros, so
 * that the dictionary still reads and the signed ranges still hash as they did.
 */
export function wrapSignature(pdf: Uint8Array, signatureIndex = 0): Uint8Array {
  const copy = new Uint8Array(pdf);
  const text = Buffer.from(copy).toString('latin1');
  let at = -1;
  for (let i = 0; i <= signatureIndex; i += 1) at = text.indexOf('/Contents <', at + 1);
  const start = at + '/Contents <'.length;
  const end = text.indexOf('>', start);
  const payload = Buffer.from('> /Wrapped (5 200 parts / 1 040 000,00 EUR) /Padding <', 'latin1');
  const trailingZeros = text.slice(start, end).match(/0*$/)?.[0].length ?? 0;
  if (trailingZeros < payload.length + 8) throw new Error('no room in the placeholder');
  copy.set(payload, end - payload.length - 2);
  return copy;
}
