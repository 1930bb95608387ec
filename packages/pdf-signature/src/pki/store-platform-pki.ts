import type { TSigningIdentity } from '../types.js';
import { exportPkcs8, importPkcs8PrivateKey } from './crypto.js';
import type { TKeyProtector } from './key-protector.js';
import type { TPlatformPki } from './types.js';

/** The platform's PKI as it is kept at rest (JSON): certificates in base64 DER, private keys sealed. */
export type TStoredPlatformPki = {
  version: 1;
  urls: TPlatformPki['urls'];
  root: TStoredIdentity;
  signingCa: TStoredIdentity;
  timestampUnit: TStoredIdentity;
};

type TStoredIdentity = { certificate: string; chain: string[]; sealedPrivateKey: string };

const ROLES = ['root', 'signingCa', 'timestampUnit'] as const;

/** Seals each private key with the protector (labelled by its role) and encodes the rest. */
export async function storePlatformPki(
  pki: TPlatformPki,
  protector: TKeyProtector,
): Promise<TStoredPlatformPki> {
  const [root, signingCa, timestampUnit] = await Promise.all(
    ROLES.map(async (role): Promise<TStoredIdentity> => {
      const identity = pki[role];
      return {
        certificate: toBase64(identity.certificate),
        chain: identity.chain.map(toBase64),
        sealedPrivateKey: toBase64(await protector.seal(await exportPkcs8(identity.privateKey), role)),
      };
    }),
  );
  return { version: 1, urls: pki.urls, root: root!, signingCa: signingCa!, timestampUnit: timestampUnit! };
}

/** Opens what `storePlatformPki` kept; throws when the protector's key is not the one that sealed it. */
export async function restorePlatformPki(
  stored: TStoredPlatformPki,
  protector: TKeyProtector,
): Promise<TPlatformPki> {
  if (stored.version !== 1) throw new Error(`Unknown stored PKI version ${String(stored.version)}`);
  const [root, signingCa, timestampUnit] = await Promise.all(
    ROLES.map(async (role): Promise<TSigningIdentity> => {
      const identity = stored[role];
      return {
        certificate: fromBase64(identity.certificate),
        chain: identity.chain.map(fromBase64),
        privateKey: await importPkcs8PrivateKey(
          await protector.open(fromBase64(identity.sealedPrivateKey), role),
        ),
      };
    }),
  );
  return { root: root!, signingCa: signingCa!, timestampUnit: timestampUnit!, urls: stored.urls };
}

/**
 * The stored PKI with another timestamp unit (its key sealed as `storePlatformPki` seals it): a new unit
 * made before the current one's certificate expires. Root and issuing CA are kept as they were.
 */
export async function storeTimestampUnit(
  stored: TStoredPlatformPki,
  unit: TSigningIdentity,
  protector: TKeyProtector,
): Promise<TStoredPlatformPki> {
  return {
    ...stored,
    timestampUnit: {
      certificate: toBase64(unit.certificate),
      chain: unit.chain.map(toBase64),
      sealedPrivateKey: toBase64(await protector.seal(await exportPkcs8(unit.privateKey), 'timestampUnit')),
    },
  };
}

/** The timestamp unit of a stored PKI, opened (what `restorePlatformPki` opens, for that unit alone). */
export async function restoreTimestampUnit(
  stored: TStoredPlatformPki,
  protector: TKeyProtector,
): Promise<TSigningIdentity> {
  const identity = stored.timestampUnit;
  return {
    certificate: fromBase64(identity.certificate),
    chain: identity.chain.map(fromBase64),
    privateKey: await importPkcs8PrivateKey(
      await protector.open(fromBase64(identity.sealedPrivateKey), 'timestampUnit'),
    ),
  };
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
