import { LRUCache } from 'lru-cache';
import { loadFormDefinition, type FormDefinition, type LoadedForm } from '@souscription/form-engine';
import type { Database } from '../../db/client.js';
import { toFormDefinition } from './localize-form.js';
import { readStoredForm, type Locale, type StoredForm } from './queries.js';

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
/** Far more forms than a deployment configures: only a flood of distinct ids reaches it. */
const MAX_FORMS = 500;

type Entry = {
  stored: StoredForm;
  definitions: Partial<Record<Locale, FormDefinition>>;
  loaded?: LoadedForm;
};

export function createFormStore(db: Database): FormStore {
  // A form is read once for all its concurrent callers; a failed read (unknown form) is not kept.
  const entries = new LRUCache<number, Entry>({
    max: MAX_FORMS,
    ttl: TTL_MS,
    fetchMethod: async (formId) => ({ stored: await readStoredForm(db, formId), definitions: {} }),
    // Callers of a read under way when the store is cleared still get its answer (uncached).
    ignoreFetchAbort: true,
  });
  const entryOf = (formId: number) => entries.forceFetch(formId);
  const definitionOf = (entry: Entry, locale: Locale) =>
    (entry.definitions[locale] ??= toFormDefinition(entry.stored, locale));
  return {
    getStoredForm: async (formId) => (await entryOf(formId)).stored,
    getDefinition: async (formId, locale) => definitionOf(await entryOf(formId), locale),
    async getLoadedForm(formId) {
      const entry = await entryOf(formId);
      const definition = definitionOf(entry, 'fr');
      entry.loaded ??= loadFormDefinition(definition);
      return { definition, loaded: entry.loaded };
    },
    invalidate: () => entries.clear(),
  };
}
