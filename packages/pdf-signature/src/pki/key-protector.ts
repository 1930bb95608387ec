import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals and opens private keys at rest. The default derives its key from one environment secret;
 * a KMS (envelope encryption, an HSM) can take its place behind the same two calls.
 */
export type TKeyProtector = {
  /** Encrypts `plaintext`; `label` (e.g. `root-ca`) is bound to the ciphertext and must be given again to open it. */
  seal(plaintext: Uint8Array, label: string): Promise<Uint8Array>;
  /** Decrypts what `seal` produced under the same label; throws when the key, label or bytes differ. */
  open(sealed: Uint8Array, label: string): Promise<Uint8Array>;
};

const FORMAT_VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_INFO = 'souscription/pdf-signature/private-key/v1';
/** A master key shorter than this is refused: HKDF adds no work factor, so the secret must be random. */
export const MIN_MASTER_KEY_BYTES = 32;

/**
 * Encrypts a PKCS#8 private key with AES-256-GCM under a key derived by HKDF-SHA-256 from `masterKey`
 * and a random salt. Output: version (1) ‖ salt (16) ‖ IV (12) ‖ tag (16) ‖ ciphertext. Only the salt
 * travels with the ciphertext, never the key or the secret.
 */
export function encryptPrivateKey(
  pkcs8Der: Uint8Array,
  masterKey: string | Uint8Array,
  label = '',
): Uint8Array {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(masterKey, salt), iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(pkcs8Der), cipher.final()]);
  return new Uint8Array(
    Buffer.concat([Buffer.from([FORMAT_VERSION]), salt, iv, cipher.getAuthTag(), ciphertext]),
  );
}

/** Decrypts what `encryptPrivateKey` produced; throws on a wrong master key, label or altered bytes. */
export function decryptPrivateKey(
  sealed: Uint8Array,
  masterKey: string | Uint8Array,
  label = '',
): Uint8Array {
  const bytes = Buffer.from(sealed);
  if (bytes.length < 1 + SALT_BYTES + IV_BYTES + TAG_BYTES || bytes[0] !== FORMAT_VERSION) {
    throw new Error('Not an encrypted private key of a known format');
  }
  const salt = bytes.subarray(1, 1 + SALT_BYTES);
  const iv = bytes.subarray(1 + SALT_BYTES, 1 + SALT_BYTES + IV_BYTES);
  const tag = bytes.subarray(1 + SALT_BYTES + IV_BYTES, 1 + SALT_BYTES + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(masterKey, salt), iv);
  decipher.setAAD(Buffer.from(label, 'utf8'));
  decipher.setAuthTag(tag);
  return new Uint8Array(
    Buffer.concat([decipher.update(bytes.subarray(1 + SALT_BYTES + IV_BYTES + TAG_BYTES)), decipher.final()]),
  );
}

/** The default key protector: AES-256-GCM under a key derived from one secret (e.g. `PKI_MASTER_KEY`). */
export function createSecretKeyProtector(masterKey: string | Uint8Array): TKeyProtector {
  checkMasterKey(masterKey);
  return {
    seal: async (plaintext, label) => encryptPrivateKey(plaintext, masterKey, label),
    open: async (sealed, label) => decryptPrivateKey(sealed, masterKey, label),
  };
}

function deriveKey(masterKey: string | Uint8Array, salt: Uint8Array): Buffer {
  checkMasterKey(masterKey);
  const ikm = typeof masterKey === 'string' ? Buffer.from(masterKey, 'utf8') : Buffer.from(masterKey);
  return Buffer.from(hkdfSync('sha256', ikm, salt, HKDF_INFO, 32));
}

function checkMasterKey(masterKey: string | Uint8Array): void {
  const length = typeof masterKey === 'string' ? Buffer.byteLength(masterKey, 'utf8') : masterKey.length;
  if (length < MIN_MASTER_KEY_BYTES) {
    throw new Error(
      `The master key must have at least ${MIN_MASTER_KEY_BYTES} bytes (e.g. \`openssl rand -base64 32\`)`,
    );
  }
}
