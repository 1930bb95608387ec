import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { getArray, getCatalogRef, getDict, getPageRefs, type TPdfFile } from '../pdf/pdf-file.js';
import { listSignatureFields } from '../pdf/signature-fields.js';
import { decodeTextString } from '../pdf/text-string.js';
import { readFieldLocks } from './field-locks.js';
import { isAnnotationVisible, isFieldVisible } from './field-visibility.js';
import {
  describeModification,
  type TAdditionReason,
  type TModificationCode,
  type TModificationParams,
} from './modification-texts.js';
import { readContents } from './read-pdf-signatures.js';

/** A change a revision makes that the document's permissions (DocMDP) do not allow. */
export type TModification = {
  /** The revision that makes it; `revisions.length` for bytes appended after the last revision. */
  revision: number;
  objectNumber: number | null;
  /** What changed, as a code and its parameters (see modification-texts.ts). */
  code: TModificationCode;
  params: TModificationParams;
  /** The same in plain English (for logs and reports). */
  description: string;
};

function modification(
  revision: number,
  objectNumber: number | null,
  code: TModificationCode,
  params: TModificationParams = {},
): TModification {
  return { revision, objectNumber, code, params, description: describeModification(code, params) };
}

const name = (key: string) => PDFName.of(key);

/** Structural equality of two parsed objects (references by number, streams by dictionary and bytes). */
export function equalObjects(a: PDFObject | undefined, b: PDFObject | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.constructor !== b.constructor) return false;
  if (a instanceof PDFRef && b instanceof PDFRef) {
    return a.objectNumber === b.objectNumber && a.generationNumber === b.generationNumber;
  }
  if (a instanceof PDFNumber && b instanceof PDFNumber) return a.asNumber() === b.asNumber();
  if (
    (a instanceof PDFString || a instanceof PDFHexString) &&
    (b instanceof PDFString || b instanceof PDFHexString)
  ) {
    return Buffer.compare(a.asBytes(), b.asBytes()) === 0;
  }
  if (a instanceof PDFArray && b instanceof PDFArray) {
    if (a.size() !== b.size()) return false;
    for (let i = 0; i < a.size(); i += 1) if (!equalObjects(a.get(i), b.get(i))) return false;
    return true;
  }
  if (a instanceof PDFDict && b instanceof PDFDict) {
    const keys = a.keys();
    if (keys.length !== b.keys().length) return false;
    return keys.every((key) => equalObjects(a.get(key), b.get(key)));
  }
  if (a instanceof PDFRawStream && b instanceof PDFRawStream) {
    return equalObjects(a.dict, b.dict) && Buffer.compare(a.contents, b.contents) === 0;
  }
  return a.toString() === b.toString();
}

type TRules = {
  file: TPdfFile;
  revision: number;
  permission: 1 | 2 | 3;
  report: (objectNumber: number | null, code: TModificationCode, params?: TModificationParams) => void;
  /** The signatures of the revision before, by dictionary object number and by value (hex). */
  earlierSignatures: () => TEarlierSignatures;
  /** The signature of the revision before that locks a form field (FieldMDP), by the field's name, or null. */
  lockedBy: (fieldName: string) => string | null;
};

type TEarlierSignatures = { byObject: Map<number, string>; byValue: Map<string, string> };

function readEarlierSignatures(file: TPdfFile, revision: number): TEarlierSignatures {
  const byObject = new Map<number, string>();
  const byValue = new Map<string, string>();
  for (const field of listSignatureFields(file, revision)) {
    if (field.signatureRef) byObject.set(field.signatureRef.objectNumber, field.fieldName);
    const value = readContents(file.resolve(field.signature?.get(name('Contents')), revision));
    if (value && value.length > 0) byValue.set(Buffer.from(value).toString('hex'), field.fieldName);
  }
  return { byObject, byValue };
}

/** A field dictionary at `revision` is a signature field (/FT /Sig, possibly through /Parent). */
function isSignatureField(file: TPdfFile, field: PDFObject | undefined, revision: number): boolean {
  let node = file.resolve(field, revision);
  for (let depth = 0; node instanceof PDFDict && depth < 16; depth += 1) {
    const type = node.get(name('FT'));
    if (type) return type === name('Sig');
    node = file.resolve(node.get(name('Parent')), revision);
  }
  return false;
}

/** Under P=1 only document timestamps may be added: is this field's value one? */
function isDocumentTimestampField(file: TPdfFile, field: PDFObject | undefined, revision: number): boolean {
  const dict = file.resolve(field, revision);
  const value = dict instanceof PDFDict ? file.resolve(dict.get(name('V')), revision) : undefined;
  return value instanceof PDFDict && value.get(name('Type')) === name('DocTimeStamp');
}

/** A field's name and type, as the parameters `field` and `fieldType` of a modification. */
function describeField(file: TPdfFile, field: PDFObject | undefined, revision: number): TModificationParams {
  const dict = file.resolve(field, revision);
  if (!(dict instanceof PDFDict)) return {};
  const title = decodeTextString(dict.get(name('T')));
  const type = dict.get(name('FT')) ?? dict.get(name('Subtype'));
  return { field: title ?? '', fieldType: type instanceof PDFName ? type.decodeText() : 'unknown' };
}

/** Why an addition is not allowed, with what the reason names (null: allowed). */
type TAdditionVerdict = { reason: TAdditionReason; params?: TModificationParams } | null;

/**
 * Whether a signature field's value repeats a signature of the revision before: the same dictionary
 * object, or a dictionary with the same /Contents. Null when it does not.
 */
function describeReusedValue(rules: TRules, field: PDFObject | undefined): TAdditionVerdict {
  const { file, revision } = rules;
  const dict = file.resolve(field, revision);
  if (!(dict instanceof PDFDict)) return null;
  const value = dict.get(name('V'));
  const earlier = rules.earlierSignatures();
  if (value instanceof PDFRef && earlier.byObject.has(value.objectNumber)) {
    return {
      reason: 'reuses-signature-dictionary',
      params: { of: earlier.byObject.get(value.objectNumber) ?? '' },
    };
  }
  const signature = file.resolve(value, revision);
  const contents =
    signature instanceof PDFDict
      ? readContents(file.resolve(signature.get(name('Contents')), revision))
      : null;
  if (!contents || contents.length === 0) return null;
  const original = earlier.byValue.get(Buffer.from(contents).toString('hex'));
  return original ? { reason: 'copies-signature-value', params: { of: original } } : null;
}

function refNumbers(array: PDFArray | undefined): number[] {
  return (array?.asArray() ?? []).map((item) => (item instanceof PDFRef ? item.objectNumber : -1));
}

/** A list (fields, annotations) may only grow by entries `judge` accepts (null); none may go. */
function checkGrowingList(
  rules: TRules,
  objectNumber: number,
  before: PDFArray | undefined,
  after: PDFArray | undefined,
  judge: (item: PDFObject) => TAdditionVerdict,
  what: TModificationParams,
) {
  const kept = new Set(refNumbers(after));
  const previous = new Set(refNumbers(before));
  if ([...previous].some((n) => !kept.has(n))) rules.report(objectNumber, 'list-entry-removed', what);
  for (const item of after?.asArray() ?? []) {
    if (item instanceof PDFRef && previous.has(item.objectNumber)) continue;
    const why = judge(item);
    if (why !== null) {
      rules.report(item instanceof PDFRef ? item.objectNumber : objectNumber, 'list-entry-added', {
        ...what,
        ...describeField(rules.file, item, rules.revision),
        reason: why.reason,
        ...why.params,
      });
    }
  }
}

/** The rectangle of a visible new field, in words. */
function describeRect(file: TPdfFile, field: PDFObject | undefined, revision: number): string {
  const dict = file.resolve(field, revision);
  const rect = dict instanceof PDFDict ? file.resolve(dict.get(name('Rect')), revision) : undefined;
  return rect instanceof PDFArray ? rect.toString() : '';
}

/**
 * Why a new field or widget is not allowed, or null when it is: only an invisible signature field (no
 * area on any page, see `isFieldVisible`) whose value is not an earlier signature's, and under P=1 only a
 * document timestamp. An empty string: not allowed, nothing more to say.
 */
function judgeSignatureAddition(rules: TRules, item: PDFObject): TAdditionVerdict {
  const { file, revision, permission } = rules;
  if (!isSignatureField(file, item, revision)) return { reason: 'not-allowed' };
  if (isFieldVisible(file, item, revision)) {
    return { reason: 'visible-signature-field', params: { rect: describeRect(file, item, revision) } };
  }
  const reused = describeReusedValue(rules, item);
  if (reused) return reused;
  if (permission === 1 && !isDocumentTimestampField(file, item, revision)) {
    return { reason: 'certification-no-change' };
  }
  return null;
}

/** Annotations that comment without painting over the page: allowed under P=3 (see docs/decisions.md). */
const COMMENT_SUBTYPES = new Set(['Text', 'Popup']);

function judgeAnnotation(rules: TRules, item: PDFObject): TAdditionVerdict {
  const annotation = rules.file.resolve(item, rules.revision);
  const subtype = annotation instanceof PDFDict ? annotation.get(name('Subtype')) : undefined;
  if (subtype === name('Widget') || isSignatureField(rules.file, item, rules.revision)) {
    return judgeSignatureAddition(rules, item);
  }
  // P=3 allows annotations (ISO 32000-2 §12.8.2.2), but one that paints over the page changes what it
  // says (the « evil annotation » attack): only comments and invisible annotations pass.
  if (rules.permission !== 3) return { reason: 'not-allowed' };
  if (!isAnnotationVisible(rules.file, item, rules.revision)) return null;
  if (subtype instanceof PDFName && COMMENT_SUBTYPES.has(subtype.decodeText())) return null;
  return { reason: 'annotation-drawn' };
}

function checkFields(
  rules: TRules,
  objectNumber: number,
  before: PDFArray | undefined,
  after: PDFArray | undefined,
) {
  checkGrowingList(rules, objectNumber, before, after, (item) => judgeSignatureAddition(rules, item), {
    list: 'fields',
  });
}

/** The keys whose values differ between two versions of a dictionary. */
function changedKeys(before: PDFDict | undefined, after: PDFDict | undefined): PDFName[] {
  const keys = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  return [...keys].filter((key) => !equalObjects(before?.get(key), after?.get(key)));
}

function checkAcroForm(
  rules: TRules,
  objectNumber: number,
  before: PDFDict | undefined,
  after: PDFDict | undefined,
) {
  const { file, revision } = rules;
  for (const key of changedKeys(before, after)) {
    if (key === name('SigFlags')) continue;
    if (key === name('Fields')) {
      checkFields(
        rules,
        objectNumber,
        getArray(file, before, 'Fields', revision - 1),
        getArray(file, after, 'Fields', revision),
      );
    } else {
      rules.report(objectNumber, 'form-entry-changed', { key: key.decodeText() });
    }
  }
}

function checkCatalog(rules: TRules, objectNumber: number, before: PDFDict, after: PDFDict) {
  const { file, revision } = rules;
  for (const key of changedKeys(before, after)) {
    if (key === name('DSS') || key === name('Extensions')) continue;
    if (key === name('AcroForm')) {
      checkAcroForm(
        rules,
        objectNumber,
        getDict(file, before, 'AcroForm', revision - 1),
        getDict(file, after, 'AcroForm', revision),
      );
      continue;
    }
    if (key === name('Perms')) rules.report(objectNumber, 'certification-changed');
    else rules.report(objectNumber, 'catalog-entry-changed', { key: key.decodeText() });
  }
}

function checkPage(rules: TRules, objectNumber: number, pageNumber: number, before: PDFDict, after: PDFDict) {
  const { file, revision } = rules;
  for (const key of changedKeys(before, after)) {
    if (key === name('Annots')) {
      checkGrowingList(
        rules,
        objectNumber,
        getArray(file, before, 'Annots', revision - 1),
        getArray(file, after, 'Annots', revision),
        (item) => judgeAnnotation(rules, item),
        { list: 'annotations', page: pageNumber },
      );
    } else if (key === name('Contents')) {
      rules.report(objectNumber, 'page-content-changed', { page: pageNumber });
    } else {
      rules.report(objectNumber, 'page-entry-changed', { page: pageNumber, key: key.decodeText() });
    }
  }
}

/** Objects reachable from a page's /Contents and /Resources (so that a changed one is named as such). */
function pageContentNumbers(file: TPdfFile, page: PDFDict, revision: number): Set<number> {
  const found = new Set<number>();
  const walk = (value: PDFObject | undefined, depth: number) => {
    if (depth > 6 || value === undefined) return;
    if (value instanceof PDFRef) {
      if (found.has(value.objectNumber)) return;
      found.add(value.objectNumber);
    }
    const resolved = file.resolve(value, revision);
    if (resolved instanceof PDFArray) for (const item of resolved.asArray()) walk(item, depth + 1);
    else if (resolved instanceof PDFDict) for (const [, item] of resolved.entries()) walk(item, depth + 1);
  };
  walk(page.get(name('Contents')), 0);
  walk(page.get(name('Resources')), 0);
  return found;
}

/** Objects of the DSS that may be rewritten: the DSS dictionary, its arrays and its VRI dictionaries. */
function dssNumbers(file: TPdfFile, catalog: PDFDict, revision: number): Set<number> {
  const found = new Set<number>();
  const note = (value: PDFObject | undefined) => {
    if (value instanceof PDFRef) found.add(value.objectNumber);
  };
  note(catalog.get(name('DSS')));
  const dss = getDict(file, catalog, 'DSS', revision);
  for (const key of ['Certs', 'CRLs', 'OCSPs', 'VRI']) note(dss?.get(name(key)));
  const vri = getDict(file, dss, 'VRI', revision);
  for (const [, entry] of vri?.entries() ?? []) {
    note(entry);
    const resolved = file.resolve(entry, revision);
    if (resolved instanceof PDFDict) for (const key of ['Cert', 'CRL', 'OCSP']) note(resolved.get(name(key)));
  }
  return found;
}

/** What the revision before says about objects: which are pages, form fields, content, the DSS… */
type TLayout = {
  catalogBefore: PDFDict;
  rootNumber: number;
  pages: Map<number, number>;
  annotsArrays: Map<number, number>;
  contentNumbers: Map<number, number>;
  acroFormRef: PDFObject | undefined;
  acroFormBefore: PDFDict | undefined;
  fieldsRef: PDFObject | undefined;
  /** Form fields and their widgets (not signature fields): their fully qualified names, by object number. */
  formFields: Map<number, string>;
  dss: Set<number>;
  infoNumber: number;
  metadata: PDFObject | undefined;
};

/** The non-signature fields of a form and their widget kids, walked from /Fields (at most 10 000), named. */
function formFieldNumbers(
  file: TPdfFile,
  acroForm: PDFDict | undefined,
  revision: number,
): Map<number, string> {
  const found = new Map<number, string>();
  const walk = (value: PDFObject | undefined, parentName: string, depth: number) => {
    if (!(value instanceof PDFRef) || found.has(value.objectNumber) || depth > 16 || found.size > 10_000)
      return;
    if (isSignatureField(file, value, revision)) return;
    const field = file.resolve(value, revision);
    const partial = field instanceof PDFDict ? decodeTextString(field.get(name('T'))) : null;
    const fieldName = partial === null ? parentName : parentName ? `${parentName}.${partial}` : partial;
    found.set(value.objectNumber, fieldName);
    if (field instanceof PDFDict)
      for (const kid of getArray(file, field, 'Kids', revision)?.asArray() ?? [])
        walk(kid, fieldName, depth + 1);
  };
  for (const field of getArray(file, acroForm, 'Fields', revision)?.asArray() ?? []) walk(field, '', 0);
  return found;
}

function readLayout(file: TPdfFile, previous: number): TLayout | null {
  const rootBefore = getCatalogRef(file, previous);
  const catalogBefore = file.lookup(rootBefore, previous);
  if (!(catalogBefore instanceof PDFDict)) return null;
  const pages = new Map(getPageRefs(file, previous).map((ref, index) => [ref.objectNumber, index + 1]));
  const annotsArrays = new Map<number, number>();
  const contentNumbers = new Map<number, number>();
  for (const [pageNumber, index] of pages) {
    const page = file.lookup(pageNumber, previous);
    if (!(page instanceof PDFDict)) continue;
    const annots = page.get(name('Annots'));
    if (annots instanceof PDFRef) annotsArrays.set(annots.objectNumber, index);
    for (const n of pageContentNumbers(file, page, previous))
      if (!contentNumbers.has(n)) contentNumbers.set(n, index);
  }
  const acroFormBefore = getDict(file, catalogBefore, 'AcroForm', previous);
  const infoBefore = file.revisions[previous]?.trailer.get(name('Info'));
  return {
    catalogBefore,
    rootNumber: rootBefore.objectNumber,
    pages,
    annotsArrays,
    contentNumbers,
    acroFormRef: catalogBefore.get(name('AcroForm')),
    acroFormBefore,
    fieldsRef: acroFormBefore?.get(name('Fields')),
    formFields: formFieldNumbers(file, acroFormBefore, previous),
    dss: dssNumbers(file, catalogBefore, previous),
    infoNumber: infoBefore instanceof PDFRef ? infoBefore.objectNumber : -1,
    metadata: catalogBefore.get(name('Metadata')),
  };
}

/** Keys that filling in a field (or signing an empty signature field) may set or change. */
const FILLED_KEYS = new Set(['V', 'AP', 'AS']);
const READ_ONLY = 1;

/** Only /V, /AP and /AS differ between the two versions, and the field was not read-only. */
function isFilledIn(before: PDFDict, after: PDFDict): boolean {
  const flags = before.get(name('Ff'));
  if (flags instanceof PDFNumber && (flags.asNumber() & READ_ONLY) !== 0) return false;
  return changedKeys(before, after).every((key) => FILLED_KEYS.has(key.decodeText()));
}

/** An empty signature field of the revision before being signed, with a value that is its own. */
function isSignedInPlace(rules: TRules, objectNumber: number, before: PDFDict, after: PDFDict): boolean {
  const { file, revision, permission } = rules;
  const ref = PDFRef.of(objectNumber);
  return (
    isSignatureField(file, ref, revision - 1) &&
    !before.has(name('V')) &&
    changedKeys(before, after).every((key) => key === name('V') || key === name('AP')) &&
    describeReusedValue(rules, ref) === null &&
    (permission > 1 || isDocumentTimestampField(file, ref, revision))
  );
}

function checkChangedObject(
  rules: TRules,
  layout: TLayout,
  objectNumber: number,
  before: PDFObject,
  after: PDFObject,
) {
  const { file, revision, permission } = rules;
  if (objectNumber === layout.rootNumber && after instanceof PDFDict) {
    checkCatalog(rules, objectNumber, layout.catalogBefore, after);
  } else if (layout.pages.has(objectNumber) && before instanceof PDFDict && after instanceof PDFDict) {
    checkPage(rules, objectNumber, layout.pages.get(objectNumber) ?? 0, before, after);
  } else if (layout.annotsArrays.has(objectNumber) && after instanceof PDFArray) {
    checkGrowingList(
      rules,
      objectNumber,
      before instanceof PDFArray ? before : undefined,
      after,
      (item) => judgeAnnotation(rules, item),
      { list: 'annotations', page: layout.annotsArrays.get(objectNumber) ?? 0 },
    );
  } else if (layout.acroFormRef instanceof PDFRef && objectNumber === layout.acroFormRef.objectNumber) {
    checkAcroForm(rules, objectNumber, layout.acroFormBefore, after instanceof PDFDict ? after : undefined);
  } else if (
    layout.fieldsRef instanceof PDFRef &&
    objectNumber === layout.fieldsRef.objectNumber &&
    after instanceof PDFArray
  ) {
    checkFields(rules, objectNumber, before instanceof PDFArray ? before : undefined, after);
  } else if (layout.dss.has(objectNumber) && !(after instanceof PDFRawStream)) {
    return;
  } else if (
    before instanceof PDFDict &&
    after instanceof PDFDict &&
    isSignedInPlace(rules, objectNumber, before, after)
  ) {
    return;
  } else if (
    layout.formFields.has(objectNumber) &&
    before instanceof PDFDict &&
    after instanceof PDFDict &&
    permission > 1 &&
    isFilledIn(before, after)
  ) {
    // Filling in a form field (P=2 and P=3): its value and appearance, nothing else, unless a signature locks it.
    const fieldName = layout.formFields.get(objectNumber) ?? '';
    const lockedBy = rules.lockedBy(fieldName);
    if (lockedBy !== null) {
      rules.report(objectNumber, 'locked-field-changed', { field: fieldName, lockedBy });
    }
    return;
  } else if (objectNumber === layout.infoNumber) {
    rules.report(objectNumber, 'info-changed');
  } else if (layout.metadata instanceof PDFRef && objectNumber === layout.metadata.objectNumber) {
    rules.report(objectNumber, 'xmp-changed');
  } else if (layout.contentNumbers.has(objectNumber)) {
    rules.report(objectNumber, 'page-resources-changed', {
      page: layout.contentNumbers.get(objectNumber) ?? 0,
    });
  } else if (layout.formFields.has(objectNumber)) {
    rules.report(objectNumber, 'form-field-changed', describeField(file, PDFRef.of(objectNumber), revision));
  } else {
    const type = after instanceof PDFDict ? after.get(name('Type')) : undefined;
    const objectType = type instanceof PDFName ? type.decodeText() : '';
    rules.report(objectNumber, 'object-changed', { object: objectNumber, objectType });
  }
}

function checkRevision(file: TPdfFile, revision: number, permission: 1 | 2 | 3): TModification[] {
  const found: TModification[] = [];
  const previous = revision - 1;
  let earlier: TEarlierSignatures | null = null;
  let locks: ((fieldName: string) => string | null) | null = null;
  const rules: TRules = {
    file,
    revision,
    permission,
    report: (objectNumber, code, params) => found.push(modification(revision, objectNumber, code, params)),
    earlierSignatures: () => (earlier ??= readEarlierSignatures(file, previous)),
    lockedBy: (fieldName) => (locks ??= readFieldLocks(file, previous))(fieldName),
  };
  const current = file.revisions[revision];
  if (!current) return found;
  if (getCatalogRef(file, revision).objectNumber !== getCatalogRef(file, previous).objectNumber) {
    rules.report(null, 'catalog-replaced');
  }
  const infoBefore = file.revisions[previous]?.trailer.get(name('Info'));
  const infoAfter = current.trailer.get(name('Info'));
  if (infoAfter && !equalObjects(infoBefore, infoAfter)) rules.report(null, 'info-replaced');

  const layout = readLayout(file, previous);
  if (!layout) return found;
  for (const [objectNumber, entry] of current.entries) {
    if (objectNumber === 0) continue;
    const after = entry.kind === 'free' ? undefined : file.lookup(objectNumber, revision);
    const before = file.lookup(objectNumber, previous);
    if (after instanceof PDFRawStream) {
      const type = after.dict.get(name('Type'));
      if (type === name('XRef') || type === name('ObjStm')) continue;
    }
    if (after === undefined) {
      if (before !== undefined) rules.report(objectNumber, 'object-deleted', { object: objectNumber });
      continue;
    }
    // A new object changes nothing by itself: what refers to it is an existing object, checked below.
    if (before === undefined || equalObjects(before, after)) continue;
    checkChangedObject(rules, layout, objectNumber, before, after);
  }
  return found;
}

/**
 * The changes each revision after the first makes that a certification with DocMDP permission `permission`
 * does not allow (ISO 32000-1 §12.8.2.2, ETSI EN 319 142-1 for DSS and document timestamps), and bytes
 * appended after the last revision. Allowed: new invisible signature fields and widgets with signature
 * dictionaries of their own (under P=1 only document timestamps), existing empty signature fields signed,
 * the AcroForm's /Fields growing by them and /SigFlags, a page's /Annots growing by them, the catalog
 * gaining or changing /DSS (and /Extensions), the DSS's own dictionaries and arrays; under P=2 and P=3
 * existing form fields filled in (/V, /AP, /AS) unless a signature of the revision before locks them
 * (FieldMDP: its field's /Lock, its FieldMDP reference); under P=3 also new comments (Text, Popup) and invisible
 * annotations. A visible new field or widget, an annotation painting over a page, a signature value or
 * dictionary reused from an earlier revision, anything else: a modification.
 */
export function findModifications(file: TPdfFile, permission: 1 | 2 | 3): TModification[] {
  const found: TModification[] = [];
  for (let revision = 1; revision < file.revisions.length; revision += 1) {
    try {
      found.push(...checkRevision(file, revision, permission));
    } catch {
      found.push(modification(revision, null, 'revision-unreadable', { revision }));
    }
  }
  if (file.recovered) {
    found.push(modification(file.revisions.length - 1, null, 'xref-damaged'));
  }
  if (file.trailingBytesOffset !== null) {
    found.push(
      modification(file.revisions.length, null, 'trailing-bytes', { offset: file.trailingBytesOffset }),
    );
  }
  return found;
}
