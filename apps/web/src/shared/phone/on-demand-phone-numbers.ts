import {
  isValidPhoneNumber as isValidWithMetadata,
  parsePhoneNumberFromString as parseWithMetadata,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core';

/**
 * `libphonenumber-js/max` for the web build (vite.config.ts aliases it here, for the form engine's
 * validatePhone and normalizePhone): the same functions on the same full metadata, but the metadata
 * (about 40 kB of gzip'd script, a sixth of the wizard's) is loaded on demand — the wizard asks for it
 * after its first screen when the form has phone fields — instead of with the wizard.
 *
 * Note: until it is there, a number counts as valid and is compared as typed. Values stored on a
 * dossier were checked by the server with the full metadata, so this changes nothing for them; a
 * number typed in the first moments is checked again when the metadata arrives (the wizard recomputes
 * its state), and the server checks every saved block anyway.
 */
let metadata: MetadataJson | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the phone metadata once; resolves when it is there (a failed load is retried on the next call). */
export function loadPhoneNumbers(): Promise<void> {
  loading ??= import('libphonenumber-js/metadata.max.json')
    .then((module) => {
      metadata = module.default as unknown as MetadataJson;
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
  return metadata ? isValidWithMetadata(text, country, metadata) : true;
}

/** As libphonenumber-js's: the number `text` stands for, national numbers read in `country`. */
export function parsePhoneNumberFromString(text: string, country: CountryCode): PhoneNumber | undefined {
  return metadata ? parseWithMetadata(text, country, metadata) : undefined;
}
