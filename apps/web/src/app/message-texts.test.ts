import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '@souscription/contract';
import { MESSAGE_KEYS } from '@souscription/form-engine';
import { LOCALES, i18n } from '../shared/i18n/i18n';
// The wizard's texts: the prospect call's legacy answers are written there (only the wizard calls it).
import '../features/wizard/i18n';
// The folder lists' texts: the evidence file's error shows in a list's row menu (only lists call it).
import '../shared/dossiers/folder-texts';
// The dossier manager's texts: the correction items' errors show on the management screen only.
import '../features/manage-dossier/i18n';
// The correction texts: an answer or receipt outside the flagged items shows in the wizard in
// correction and on the « À corriger » checklist only.
import '../shared/corrections/correction-texts';
// « Suivi des signatures »' texts: the signing-mode switch's errors show in that panel only.
import '../features/wizard/components/signature-envelopes';
// The « À corriger » checklist's texts: « Envoyer la correction »'s errors show on that screen only.
import '../features/corrections/i18n';

/** Every message key the API may answer: each operation's error keys, all statuses. */
function getOperationMessageKeys(): string[] {
  return ALL_OPERATIONS.flatMap((operation) => Object.values(operation.errors).flatMap((keys) => keys ?? []));
}

/**
 * Where a screen reads a message's text: a key as it is; a legacy sentence of the prospect call
 * ('User already exists for customer email') under `api.error.`, as the wizard looks it up.
 */
function toTextKey(message: string): string {
  return /\s/.test(message) ? `api.error.${message}` : message;
}

describe('texts of the messages the server answers', () => {
  const operationKeys = getOperationMessageKeys();
  const engineKeys = Object.values(MESSAGE_KEYS);
  const keys = [...new Set([...operationKeys, ...engineKeys])].sort();

  it('read the keys from the contract’s operations and the engine', () => {
    expect(operationKeys).toContain('api.error.missing-token');
    expect(operationKeys).toContain('api.error.dossier-changed');
    expect(engineKeys).toContain('validation.error.required');
  });

  it.each(LOCALES)('exist, not empty, for every key in %s', (locale) => {
    const missing = keys.filter((key) => {
      const text: unknown = i18n.getResource(locale, 'translation', toTextKey(key));
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
