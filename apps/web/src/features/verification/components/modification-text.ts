import type { TFunction } from 'i18next';
import type { TModificationReport } from '@souscription/contract';

/** A change after signing in the reader's language, from the verifier's code and parameters. */
export function describeModificationText(t: TFunction, modification: TModificationReport): string {
  const { code, params } = modification;
  const field = params.field
    ? `${t('verification.modification.quoted', { name: params.field })}`
    : t('verification.modification.unnamed');
  const values = {
    ...params,
    field: params.fieldType ? `${field} (${params.fieldType})` : field,
    type: params.objectType ? ` (${params.objectType})` : '',
  };
  if (code === 'list-entry-removed') return t(`verification.modification.removed-${params.list}`, values);
  if (code === 'list-entry-added') {
    const added = t(`verification.modification.added-${params.list}`, values);
    return `${added}, ${t(`verification.modification-reason.${params.reason}`, values)}.`;
  }
  return t(`verification.modification.${code}`, values);
}
