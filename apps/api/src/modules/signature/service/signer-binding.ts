import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getOrCreateSecret } from '../../../shared/app-secrets.js';
import type { Database } from '../../../db/client.js';

/**
 * The cookie that ties a browser to the user it last proved with a bearer token (the iframe call sets
 * it): the signing page opens only for that user. HttpOnly, SameSite=Strict, path /sign.
 */
export const SIGNER_COOKIE = 'souscription_signer';

const keys = new WeakMap<Database, Promise<Buffer>>();

function keyOf(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'signature_binding_key', async () => randomBytes(32).toString('base64')).then(
      (value) => Buffer.from(value, 'base64'),
    );
    keys.set(db, key);
  }
  return key;
}

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** The cookie's value for a user, valid until `expiresAt`. */
export async function createSignerBinding(db: Database, userId: string, expiresAt: Date): Promise<string> {
  const payload = `${userId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(await keyOf(db), payload)}`;
}

/** The user a cookie value binds, or null when it is missing, forged or expired. */
export async function readSignerBinding(
  db: Database,
  value: string | undefined,
  now: Date,
): Promise<string | null> {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [userId, expires, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(await keyOf(db), `${userId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  return userId;
}

/** A cookie of a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
