/**
 * `ibantools` for the web build (vite.config.ts points the form engine's import of it here, for
 * validateIban and validateBic): the same three functions, but the library (about 6 kB of gzip'd
 * script, its country table) is loaded on demand — the wizard asks for it after its first screen
 * when the form checks an IBAN or a BIC — instead of with the wizard.
 *
 * Note: until it is there, an IBAN or BIC counts as valid and is formatted as typed, compacted. Values
 * stored on a dossier were checked by the server; one typed in the first moments is checked again
 * when the library arrives (the wizard recomputes its state), and the server checks every saved block.
 */
import { createOnDemand } from '../browser/on-demand';

const ibanTools = createOnDemand(() => import('./iban-library'));

/** Loads the library once; resolves when it is there (a failed load is retried on the next call). */
export const loadIbanTools = ibanTools.load;

/** Calls `listener` once the library has loaded (never if it is already there); returns an unsubscribe. */
export const onIbanToolsLoaded = ibanTools.onLoaded;

/** As ibantools': the IBAN without spaces, upper-cased. */
export function electronicFormatIBAN(iban?: string): string | null {
  const library = ibanTools.get();
  if (library) return library.electronicFormatIBAN(iban);
  return iban === undefined ? null : iban.replace(/[-\s]/g, '').toUpperCase();
}

/** As ibantools': whether the IBAN is valid (true until the library is there). */
export function isValidIBAN(iban: string): boolean {
  return ibanTools.get()?.isValidIBAN(iban) ?? true;
}

/** As ibantools': whether the BIC is valid (true until the library is there). */
export function isValidBIC(bic: string): boolean {
  return ibanTools.get()?.isValidBIC(bic) ?? true;
}
