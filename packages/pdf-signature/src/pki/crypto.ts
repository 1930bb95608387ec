import { KeyObject, createHash, createPrivateKey, createPublicKey, verify, webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';

/**
 * One WebCrypto for the whole package: pkijs takes its engine from a global registry, so the package
 * sets Node's own once, when it is first imported (x509.ts does the same for @peculiar/x509).
 */
export const crypto = webcrypto as unknown as Crypto;
pkijs.setEngine('node-webcrypto', new pkijs.CryptoEngine({ name: 'node-webcrypto', crypto }));

/** ECDSA P-256 with SHA-256: the key type of every key the platform makes (see the package README). */
export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

/** A fresh ECDSA P-256 key pair, extractable so that it can be stored encrypted. */
export async function generateKeyPair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(ECDSA_P256, true, ['sign', 'verify'])) as CryptoKeyPair;
}

/** SHA-256 of some bytes. */
export function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

/** The digest of some bytes with a hash named by Node (`sha256`, `sha384`, `sha512`, `sha1`). */
export function digestWith(nodeHashName: string, bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash(nodeHashName).update(bytes).digest());
}

/** A WebCrypto signing key from a PKCS#8 private key (ECDSA P-256/P-384 or RSA PKCS#1 v1.5 with SHA-256). */
export async function importPkcs8PrivateKey(pkcs8: Uint8Array): Promise<CryptoKey> {
  const key = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
  return await importKeyObject(key);
}

/** A WebCrypto signing key from a Node private KeyObject. */
export async function importKeyObject(key: KeyObject): Promise<CryptoKey> {
  const pkcs8 = key.export({ format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    const namedCurve = curve === 'prime256v1' ? 'P-256' : curve === 'secp384r1' ? 'P-384' : null;
    if (!namedCurve) throw new Error(`Unsupported elliptic curve: ${String(curve)}`);
    return await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'ECDSA', namedCurve }, true, ['sign']);
  }
  if (key.asymmetricKeyType === 'rsa') {
    return await crypto.subtle.importKey(
      'pkcs8',
      pkcs8,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      true,
      ['sign'],
    );
  }
  throw new Error(`Unsupported private key type: ${String(key.asymmetricKeyType)}`);
}

/** The private key of an identity as a WebCrypto key, whichever of the two forms it was given in. */
export async function toCryptoKey(key: CryptoKey | KeyObject): Promise<CryptoKey> {
  return key instanceof KeyObject ? await importKeyObject(key) : key;
}

/** The PKCS#8 DER of a private key (to store it encrypted). */
export async function exportPkcs8(key: CryptoKey | KeyObject): Promise<Uint8Array> {
  if (key instanceof KeyObject) return new Uint8Array(key.export({ format: 'der', type: 'pkcs8' }));
  return new Uint8Array(await crypto.subtle.exportKey('pkcs8', key));
}

const publicKeys = new Map<string, KeyObject>();

/** A public key from its SPKI DER, made once per distinct key (the CA and timestamp unit keys recur). */
function publicKeyOf(spki: Uint8Array): KeyObject {
  const id = Buffer.from(spki).toString('base64');
  let key = publicKeys.get(id);
  if (!key) {
    key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
    if (publicKeys.size >= 1024) publicKeys.delete(publicKeys.keys().next().value!);
    publicKeys.set(id, key);
  }
  return key;
}

/**
 * Checks a signature made by the holder of a certificate's key, DER-encoded as CMS and X.509 carry it
 * (ECDSA `Ecdsa-Sig-Value`, RSA PKCS#1 v1.5 or PSS as the key says).
 */
export function verifySignature(params: {
  spki: Uint8Array;
  nodeHashName: string;
  data: Uint8Array;
  signature: Uint8Array;
  rsaPss?: { saltLength: number };
}): boolean {
  const key = publicKeyOf(params.spki);
  const options = params.rsaPss
    ? { key, padding: 6 /* RSA_PKCS1_PSS_PADDING */, saltLength: params.rsaPss.saltLength }
    : { key, dsaEncoding: 'der' as const };
  try {
    return verify(params.nodeHashName, params.data, options, params.signature);
  } catch {
    return false;
  }
}

/** Bytes as a fresh ArrayBuffer (asn1js and pkijs parse ArrayBuffers; a Node Buffer's may be pooled). */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}

/** Two byte arrays are equal. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a).equals(Buffer.from(b));
}

/** The DER content octets of a positive integer (big-endian, a leading zero when the high bit is set). */
export function encodeUnsignedInteger(value: bigint): Uint8Array {
  if (value <= 0n) throw new Error('The integer must be positive');
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (parseInt(hex.slice(0, 2), 16) & 0x80) hex = `00${hex}`;
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

/** Lowercase hexadecimal of some bytes. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
