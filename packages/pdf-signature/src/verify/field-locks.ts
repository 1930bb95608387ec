import { PDFDict, PDFName } from 'pdf-lib';
import { getArray, getDict, type TPdfFile } from '../pdf/pdf-file.js';
import { listSignatureFields } from '../pdf/signature-fields.js';
import { decodeTextString } from '../pdf/text-string.js';

type TLock = { by: string; action: 'All' | 'Include' | 'Exclude'; fields: Set<string> };

/** A /Lock or FieldMDP /TransformParams dictionary as a lock (an unknown /Action locks every field). */
function readLock(file: TPdfFile, dict: PDFDict, by: string, revision: number): TLock {
  const action = dict.get(PDFName.of('Action'));
  const text = action instanceof PDFName ? action.decodeText() : 'All';
  const fields = (getArray(file, dict, 'Fields', revision)?.asArray() ?? []).map(
    (item) => decodeTextString(file.resolve(item, revision)) ?? '',
  );
  return { by, action: text === 'Include' || text === 'Exclude' ? text : 'All', fields: new Set(fields) };
}

/**
 * The form fields the signatures of `revision` lock (FieldMDP, ISO 32000-1 §12.8.2.4): each signed signature
 * field's /Lock and its signature's FieldMDP reference. Answers, for a field's fully qualified name, the
 * field name of the signature that locks it, or null.
 */
export function readFieldLocks(file: TPdfFile, revision: number): (fieldName: string) => string | null {
  const locks: TLock[] = [];
  for (const field of listSignatureFields(file, revision)) {
    if (!field.signature) continue;
    const fieldDict = file.resolve(field.fieldRef ?? undefined, revision);
    const lock = fieldDict instanceof PDFDict ? getDict(file, fieldDict, 'Lock', revision) : undefined;
    if (lock) locks.push(readLock(file, lock, field.fieldName, revision));
    for (const item of getArray(file, field.signature, 'Reference', revision)?.asArray() ?? []) {
      const reference = file.resolve(item, revision);
      if (!(reference instanceof PDFDict)) continue;
      if (reference.get(PDFName.of('TransformMethod')) !== PDFName.of('FieldMDP')) continue;
      const params = getDict(file, reference, 'TransformParams', revision);
      if (params) locks.push(readLock(file, params, field.fieldName, revision));
    }
  }
  return (fieldName) =>
    locks.find((lock) => lock.action === 'All' || (lock.action === 'Include') === lock.fields.has(fieldName))
      ?.by ?? null;
}
