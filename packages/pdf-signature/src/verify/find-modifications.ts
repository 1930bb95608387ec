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
import { decodeTextString } from '../pdf/text-string.js';

/** A change a revision makes that the document's permissions (DocMDP) do not allow. */
export type TModification = {
  /** The revision that makes it; `revisions.length` for bytes appended after the last revision. */
  revision: number;
  objectNumber: number | null;
  /** What changed, in plain English (for logs and reports). */
  description: string;
};

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
  report: (objectNumber: number | null, description: string) => void;
};

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

function describeField(file: TPdfFile, field: PDFObject | undefined, revision: number): string {
  const dict = file.resolve(field, revision);
  if (!(dict instanceof PDFDict)) return 'an unknown object';
  const title = decodeTextString(dict.get(name('T')));
  const type = dict.get(name('FT')) ?? dict.get(name('Subtype'));
  const kind = type instanceof PDFName ? type.decodeText() : 'unknown';
  return title ? `« ${title} » (${kind})` : `(${kind})`;
}

function refNumbers(array: PDFArray | undefined): number[] {
  return (array?.asArray() ?? []).map((item) => (item instanceof PDFRef ? item.objectNumber : -1));
}

/** A list (fields, annotations) may only grow by entries `allowed` accepts; none may go. */
function checkGrowingList(
  rules: TRules,
  objectNumber: number,
  before: PDFArray | undefined,
  after: PDFArray | undefined,
  allowed: (item: PDFObject) => boolean,
  what: string,
) {
  const kept = new Set(refNumbers(after));
  const previous = new Set(refNumbers(before));
  if ([...previous].some((n) => !kept.has(n))) rules.report(objectNumber, `${what}: an entry was removed`);
  for (const item of after?.asArray() ?? []) {
    if (item instanceof PDFRef && previous.has(item.objectNumber)) continue;
    if (!allowed(item)) {
      rules.report(
        item instanceof PDFRef ? item.objectNumber : objectNumber,
        `${what}: ${describeField(rules.file, item, rules.revision)} was added`,
      );
    }
  }
}

function allowedSignatureAddition(rules: TRules, item: PDFObject): boolean {
  const { file, revision, permission } = rules;
  if (!isSignatureField(file, item, revision)) return false;
  return permission > 1 || isDocumentTimestampField(file, item, revision);
}

function allowedAnnotation(rules: TRules, item: PDFObject): boolean {
  if (allowedSignatureAddition(rules, item)) return true;
  const annotation = rules.file.resolve(item, rules.revision);
  // P=3 also allows annotations (ISO 32000-1 table 254); form fields stay a modification here.
  return (
    rules.permission === 3 &&
    annotation instanceof PDFDict &&
    annotation.get(name('Subtype')) !== name('Widget')
  );
}

function checkFields(
  rules: TRules,
  objectNumber: number,
  before: PDFArray | undefined,
  after: PDFArray | undefined,
) {
  checkGrowingList(
    rules,
    objectNumber,
    before,
    after,
    (item) => allowedSignatureAddition(rules, item),
    'the form fields',
  );
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
      rules.report(objectNumber, `the form's /${key.decodeText()} changed`);
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
    const label = key === name('Perms') ? 'the certification (/Perms)' : `/${key.decodeText()}`;
    rules.report(objectNumber, `the catalog's ${label} changed`);
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
        (item) => allowedAnnotation(rules, item),
        `page ${pageNumber}'s annotations`,
      );
    } else {
      const what = key === name('Contents') ? 'content' : `/${key.decodeText()}`;
      rules.report(objectNumber, `page ${pageNumber}'s ${what} changed`);
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

function checkRevision(file: TPdfFile, revision: number, permission: 1 | 2 | 3): TModification[] {
  const found: TModification[] = [];
  const rules: TRules = {
    file,
    revision,
    permission,
    report: (objectNumber, description) => found.push({ revision, objectNumber, description }),
  };
  const previous = revision - 1;
  const current = file.revisions[revision];
  if (!current) return found;
  const rootBefore = getCatalogRef(file, previous);
  if (getCatalogRef(file, revision).objectNumber !== rootBefore.objectNumber) {
    rules.report(null, 'the document catalog was replaced');
  }
  const infoBefore = file.revisions[previous]?.trailer.get(name('Info'));
  const infoAfter = current.trailer.get(name('Info'));
  if (infoAfter && !equalObjects(infoBefore, infoAfter))
    rules.report(null, 'the document information (/Info) was replaced');

  const catalogBefore = file.lookup(rootBefore, previous);
  if (!(catalogBefore instanceof PDFDict)) return found;
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
  const acroFormRef = catalogBefore.get(name('AcroForm'));
  const acroFormBefore = getDict(file, catalogBefore, 'AcroForm', previous);
  const fieldsRef = acroFormBefore?.get(name('Fields'));
  const dss = dssNumbers(file, catalogBefore, previous);
  const infoNumber = infoBefore instanceof PDFRef ? infoBefore.objectNumber : -1;
  const metadata = catalogBefore.get(name('Metadata'));

  for (const [objectNumber, entry] of current.entries) {
    if (objectNumber === 0) continue;
    const after = entry.kind === 'free' ? undefined : file.lookup(objectNumber, revision);
    const before = file.lookup(objectNumber, previous);
    if (after instanceof PDFRawStream) {
      const type = after.dict.get(name('Type'));
      if (type === name('XRef') || type === name('ObjStm')) continue;
    }
    if (after === undefined) {
      if (before !== undefined) rules.report(objectNumber, `object ${objectNumber} was deleted`);
      continue;
    }
    // A new object changes nothing by itself: what refers to it is an existing object, checked below.
    if (before === undefined || equalObjects(before, after)) continue;

    if (objectNumber === rootBefore.objectNumber && after instanceof PDFDict) {
      checkCatalog(rules, objectNumber, catalogBefore, after);
    } else if (pages.has(objectNumber) && before instanceof PDFDict && after instanceof PDFDict) {
      checkPage(rules, objectNumber, pages.get(objectNumber) ?? 0, before, after);
    } else if (annotsArrays.has(objectNumber) && after instanceof PDFArray) {
      checkGrowingList(
        rules,
        objectNumber,
        before instanceof PDFArray ? before : undefined,
        after,
        (item) => allowedAnnotation(rules, item),
        `page ${annotsArrays.get(objectNumber)}'s annotations`,
      );
    } else if (acroFormRef instanceof PDFRef && objectNumber === acroFormRef.objectNumber) {
      checkAcroForm(rules, objectNumber, acroFormBefore, after instanceof PDFDict ? after : undefined);
    } else if (
      fieldsRef instanceof PDFRef &&
      objectNumber === fieldsRef.objectNumber &&
      after instanceof PDFArray
    ) {
      checkFields(rules, objectNumber, before instanceof PDFArray ? before : undefined, after);
    } else if (dss.has(objectNumber) && !(after instanceof PDFRawStream)) {
      continue;
    } else if (
      isSignatureField(file, PDFRef.of(objectNumber), previous) &&
      before instanceof PDFDict &&
      after instanceof PDFDict &&
      !before.has(name('V')) &&
      before.keys().every((key) => key === name('AP') || equalObjects(before.get(key), after.get(key))) &&
      after.keys().every((key) => key === name('V') || key === name('AP') || before.has(key)) &&
      (permission > 1 || isDocumentTimestampField(file, PDFRef.of(objectNumber), revision))
    ) {
      // An empty signature field being signed.
      continue;
    } else if (objectNumber === infoNumber) {
      rules.report(objectNumber, 'the document information (/Info) changed');
    } else if (metadata instanceof PDFRef && objectNumber === metadata.objectNumber) {
      rules.report(objectNumber, 'the XMP metadata changed');
    } else if (contentNumbers.has(objectNumber)) {
      rules.report(objectNumber, `page ${contentNumbers.get(objectNumber)}'s content or resources changed`);
    } else {
      const type = after instanceof PDFDict ? after.get(name('Type')) : undefined;
      const label = type instanceof PDFName ? ` (${type.decodeText()})` : '';
      rules.report(objectNumber, `object ${objectNumber}${label} changed`);
    }
  }
  return found;
}

/**
 * The changes each revision after the first makes that a certification with DocMDP permission `permission`
 * does not allow (ISO 32000-1 §12.8.2.2, ETSI EN 319 142-1 for DSS and document timestamps), and bytes
 * appended after the last revision. Allowed: new signature fields and widgets with their signature
 * dictionaries (under P=1 only document timestamps), the AcroForm's /Fields growing by them and /SigFlags,
 * a page's /Annots growing by them, the catalog gaining or changing /DSS (and /Extensions), the DSS's own
 * dictionaries and arrays; under P=3 also new annotations that are not form fields.
 */
export function findModifications(file: TPdfFile, permission: 1 | 2 | 3): TModification[] {
  const found: TModification[] = [];
  for (let revision = 1; revision < file.revisions.length; revision += 1) {
    try {
      found.push(...checkRevision(file, revision, permission));
    } catch {
      found.push({
        revision,
        objectNumber: null,
        description: `revision ${revision} cannot be compared with the one before`,
      });
    }
  }
  if (file.recovered) {
    found.push({
      revision: file.revisions.length - 1,
      objectNumber: null,
      description: 'the cross-reference sections are damaged: the file was read by scanning its objects',
    });
  }
  if (file.trailingBytesOffset !== null) {
    found.push({
      revision: file.revisions.length,
      objectNumber: null,
      description: `bytes after the last revision (from offset ${file.trailingBytesOffset}) are no valid revision`,
    });
  }
  return found;
}
