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
type TIbanTools = typeof import('./iban-library');

let library: TIbanTools | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the library once; resolves when it is there (a failed load is retried on the next call). */
export function loadIbanTools(): Promise<void> {
  loading ??= import('./iban-library')
    .then((module) => {
      library = module;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Calls `listener` once the library has loaded (never if it is already there); returns an unsubscribe. */
export function onIbanToolsLoaded(listener: () => void): () => void {
  if (library) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** As ibantools': the IBAN without spaces, upper-cased. */
export function electronicFormatIBAN(iban?: string): string | null {
  if (library) return library.electronicFormatIBAN(iban);
  return iban === undefined ? null : iban.replace(/[-\s]/g, '').toUpperCase();
}

/** As ibantools': whether the IBAN is valid (true until the library is there). */
export function isValidIBAN(iban: string): boolean {
  return library ? library.isValidIBAN(iban) : true;
}

/** As ibantools': whether the BIC is valid (true until the library is there). */
export function isValidBIC(bic: string): boolean {
  return library ? library.isValidBIC(bic) : true;
}
