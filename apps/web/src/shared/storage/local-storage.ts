import type { TRole } from '@souscription/contract';

/** The token as the spec stores it; `expires_at` is an epoch in milliseconds computed from `expires_in`. */
export type TStoredToken = {
  access_token: string;
  token_type: string;
  refresh_token: string | null;
  expires_in: number;
  expires_at: number;
};

export type TStoredProfile = {
  username: string;
  firstname: string;
  lastname: string;
};

export type TLocale = 'fr' | 'en';

/**
 * Every browser storage key of the product (spec 01 §3, spec 02 §3) and its value type.
 * Values are stored as JSON so each key reads back with its own type.
 */
export type TStorageSchema = {
  token: TStoredToken;
  /** Kept beside the token: the end-session call needs it as id_token_hint. */
  id_token: string;
  profile: TStoredProfile;
  role: TRole;
  locale: TLocale;
  previousPage: string;
  /** The folder list (address with its page and search) a dossier was last opened from. */
  dossierList: string;
  client_id: string;
  folder_id: string;
  form_id: string;
  form: unknown;
  dossier_state: string;
  direct: boolean;
  authorized_clients: unknown;
  receipts: unknown;
  referential: unknown;
  validate: unknown;
  /** PKCE verifier, state and nonce of the authorization request under way. */
  code_verifier: string;
  oauth_state: string;
  oauth_nonce: string;
  /** Where the user wanted to go when the sign-in started. */
  login_redirect: string;
};

export type TStorageKey = keyof TStorageSchema;

/** Reads a key; a missing or unreadable value gives null. */
export function getStored<K extends TStorageKey>(key: K): TStorageSchema[K] | null {
  const raw = window.localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as TStorageSchema[K];
  } catch {
    return null;
  }
}

export function setStored<K extends TStorageKey>(key: K, value: TStorageSchema[K]): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

export function removeStored(...keys: TStorageKey[]): void {
  for (const key of keys) window.localStorage.removeItem(key);
}

/** Keys that describe the folder being worked on; cleared when another folder or client is chosen. */
export const CURRENT_DOSSIER_KEYS = [
  'folder_id',
  'form',
  'dossier_state',
  'direct',
  'authorized_clients',
  'receipts',
  'validate',
] as const satisfies readonly TStorageKey[];

/** Everything tied to the signed-in user; the language choice survives a sign-out. */
export const SESSION_KEYS = [
  'token',
  'id_token',
  'profile',
  'role',
  'previousPage',
  'dossierList',
  'client_id',
  'form_id',
  'referential',
  ...CURRENT_DOSSIER_KEYS,
] as const satisfies readonly TStorageKey[];
