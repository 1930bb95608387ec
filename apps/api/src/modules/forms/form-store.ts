import { loadFormDefinition, type FormDefinition, type LoadedForm } from '@souscription/form-engine';
import type { Database } from '../../db/client.js';
import {
  readStoredForm,
  toFormDefinition,
  type Locale,
  type StoredForm,
} from './load-form-definition-rows.js';

/**
 * Forms are read on every submit and every wizard load, and change only when a form is
 * configured: each is read once and kept for a minute, with its definition already loaded by the
 * engine (formulas parsed, dependency graph built).
 */
export type FormStore = {
  getStoredForm: (formId: number) => Promise<StoredForm>;
  getDefinition: (formId: number, locale: Locale) => Promise<FormDefinition>;
  getLoadedForm: (formId: number) => Promise<{ definition: FormDefinition; loaded: LoadedForm }>;
  invalidate: () => void;
};

const TTL_MS = 60_000;

export function createFormStore(db: Database): FormStore {
  type Entry = {
    at: number;
    stored: Promise<StoredForm>;
    definitions: Partial<Record<Locale, FormDefinition>>;
    loaded?: LoadedForm;
  };
  const entries = new Map<number, Entry>();
  const entryOf = (formId: number): Entry => {
    const existing = entries.get(formId);
    if (existing && Date.now() - existing.at < TTL_MS) return existing;
    const stored = readStoredForm(db, formId);
    stored.catch(() => entries.delete(formId));
    const entry: Entry = { at: Date.now(), stored, definitions: {} };
    entries.set(formId, entry);
    return entry;
  };
  const getDefinition = async (formId: number, locale: Locale) => {
    const entry = entryOf(formId);
    const stored = await entry.stored;
    entry.definitions[locale] ??= toFormDefinition(stored, locale);
    return entry.definitions[locale];
  };
  return {
    getStoredForm: (formId) => entryOf(formId).stored,
    getDefinition,
    async getLoadedForm(formId) {
      const definition = await getDefinition(formId, 'fr');
      const entry = entryOf(formId);
      entry.loaded ??= loadFormDefinition(definition);
      return { definition, loaded: entry.loaded };
    },
    invalidate: () => entries.clear(),
  };
}
