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

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
