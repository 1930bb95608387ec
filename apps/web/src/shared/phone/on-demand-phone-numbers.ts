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
import { createOnDemand } from '../browser/on-demand';

const phoneNumbers = createOnDemand(() =>
  Promise.all([import('./phone-library'), import('libphonenumber-js/metadata.max.json')]).then(
    ([library, json]) => ({ library, metadata: json.default as unknown as MetadataJson }),
  ),
);

/** Loads the library and its metadata once; resolves when they are there (a failed load is retried on the next call). */
export const loadPhoneNumbers = phoneNumbers.load;

/** Whether the phone metadata is there (numbers are then checked exactly as on the server). */
export function hasPhoneNumbers(): boolean {
  return phoneNumbers.get() !== null;
}

/** Calls `listener` once the metadata has loaded (never if it is already there); returns an unsubscribe. */
export const onPhoneNumbersLoaded = phoneNumbers.onLoaded;

/** As libphonenumber-js's: whether `text` is a valid number, national numbers read in `country`. */
export function isValidPhoneNumber(text: string, country: CountryCode): boolean {
  const loaded = phoneNumbers.get();
  return loaded ? loaded.library.isValidPhoneNumber(text, country, loaded.metadata) : true;
}

/** As libphonenumber-js's: the number `text` stands for, national numbers read in `country`. */
export function parsePhoneNumberFromString(text: string, country: CountryCode): PhoneNumber | undefined {
  const loaded = phoneNumbers.get();
  return loaded ? loaded.library.parsePhoneNumberFromString(text, country, loaded.metadata) : undefined;
}
