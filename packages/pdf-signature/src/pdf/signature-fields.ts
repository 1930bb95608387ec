import { PDFDict, PDFName, PDFNumber, PDFRef, type PDFObject } from 'pdf-lib';
import { getArray, getCatalogRef, getDict, type TPdfFile } from './pdf-file.js';
import { decodeTextString } from './text-string.js';

/** A signature field of the AcroForm and its signature dictionary, if signed. */
export type TSignatureField = {
  /** The fully qualified field name (partial names joined by dots). */
  fieldName: string;
  fieldRef: PDFRef | null;
  /** The /V value's reference (the signature dictionary), or null for an empty field. */
  signatureRef: PDFRef | null;
  signature: PDFDict | null;
};

/** Every signature field (/FT /Sig, inherited through /Parent) of the AcroForm at `revision`. */
export function listSignatureFields(file: TPdfFile, revision = file.revisions.length - 1): TSignatureField[] {
  const catalog = file.lookup(getCatalogRef(file, revision), revision);
  const acroForm = catalog instanceof PDFDict ? getDict(file, catalog, 'AcroForm', revision) : undefined;
  const found: TSignatureField[] = [];
  const seen = new Set<number>();
  const walk = (value: PDFObject | undefined, parentName: string, parentType: PDFObject | undefined) => {
    if (value instanceof PDFRef) {
      if (seen.has(value.objectNumber)) return;
      seen.add(value.objectNumber);
    }
    const field = file.resolve(value, revision);
    if (!(field instanceof PDFDict)) return;
    const partial = decodeTextString(field.get(PDFName.of('T')));
    const name = partial === null ? parentName : parentName ? `${parentName}.${partial}` : partial;
    const type = field.get(PDFName.of('FT')) ?? parentType;
    const kids = getArray(file, field, 'Kids', revision);
    const namedKids = kids?.asArray().filter((kid) => {
      const resolved = file.resolve(kid, revision);
      return resolved instanceof PDFDict && resolved.has(PDFName.of('T'));
    });
    if (kids && namedKids && namedKids.length > 0) {
      for (const kid of kids.asArray()) walk(kid, name, type);
      return;
    }
    if (type !== PDFName.of('Sig')) return;
    const v = field.get(PDFName.of('V'));
    const signature = file.resolve(v, revision);
    found.push({
      fieldName: name,
      fieldRef: value instanceof PDFRef ? value : null,
      signatureRef: v instanceof PDFRef ? v : null,
      signature: signature instanceof PDFDict ? signature : null,
    });
  };
  for (const field of getArray(file, acroForm, 'Fields', revision)?.asArray() ?? [])
    walk(field, '', undefined);
  return found;
}

/** The DocMDP permission (1, 2 or 3) of the certification signature found at `revision`, or null. */
export function getCertificationPermission(
  file: TPdfFile,
  revision = file.revisions.length - 1,
): 1 | 2 | 3 | null {
  const catalog = file.lookup(getCatalogRef(file, revision), revision);
  const perms = catalog instanceof PDFDict ? getDict(file, catalog, 'Perms', revision) : undefined;
  const signature = getDict(file, perms, 'DocMDP', revision);
  if (!signature) return null;
  return getDocMdpPermission(file, signature, revision) ?? 2;
}

/** The /P of a signature dictionary's DocMDP /Reference, or null when it has none. */
export function getDocMdpPermission(file: TPdfFile, signature: PDFDict, revision?: number): 1 | 2 | 3 | null {
  const references = getArray(file, signature, 'Reference', revision);
  for (const item of references?.asArray() ?? []) {
    const reference = file.resolve(item, revision);
    if (!(reference instanceof PDFDict)) continue;
    if (reference.get(PDFName.of('TransformMethod')) !== PDFName.of('DocMDP')) continue;
    const params = getDict(file, reference, 'TransformParams', revision);
    const p = file.resolve(params?.get(PDFName.of('P')), revision);
    const value = p instanceof PDFNumber ? p.asNumber() : 2;
    return value === 1 || value === 3 ? value : 2;
  }
  return null;
}
