/**
 * `libphonenumber-js/max` for the web build (vite.config.ts aliases it here, for the form engine's
 * validatePhone and normalizePhone): the same functions on the same full metadata, but the library and
 * its metadata (about 48 kB of gzip'd script, a sixth of the wizard's) are loaded on demand — the
 * wizard asks for them after its first screen when the form checks phone numbers — instead of with
 * the wizard.
 *
 * Note: until it is there, a number counts as valid and is compared as typed. Values stored on a
 * dossier were checked by the server with the full metadata, so this changes nothing for them; a
 * number typed in the first moments is checked again when the metadata arrives (the wizard recomputes
 * its state), and the server checks every saved block anyway.
 */
import type { CountryCode, MetadataJson, PhoneNumber } from 'libphonenumber-js/core';
import type * as PhoneLibrary from './phone-library';

type TPhoneLibrary = typeof PhoneLibrary;

let library: TPhoneLibrary | null = null;
let metadata: MetadataJson | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the library and its metadata once; resolves when they are there (a failed load is retried on the next call). */
export function loadPhoneNumbers(): Promise<void> {
  loading ??= Promise.all([import('./phone-library'), import('libphonenumber-js/metadata.max.json')])
    .then(([core, json]) => {
      library = core;
      metadata = json.default as unknown as MetadataJson;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Whether the phone metadata is there (numbers are then checked exactly as on the server). */
export function hasPhoneNumbers(): boolean {
  return metadata !== null;
}

/** Calls `listener` once the metadata has loaded (never if it is already there); returns an unsubscribe. */
export function onPhoneNumbersLoaded(listener: () => void): () => void {
  if (metadata) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** As libphonenumber-js's: whether `text` is a valid number, national numbers read in `country`. */
export function isValidPhoneNumber(text: string, country: CountryCode): boolean {
  return library && metadata ? library.isValidPhoneNumber(text, country, metadata) : true;
}

/** As libphonenumber-js's: the number `text` stands for, national numbers read in `country`. */
export function parsePhoneNumberFromString(text: string, country: CountryCode): PhoneNumber | undefined {
  return library && metadata ? library.parsePhoneNumberFromString(text, country, metadata) : undefined;
}
