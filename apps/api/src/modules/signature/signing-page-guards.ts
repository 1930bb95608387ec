import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApiError } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { countRequest, toAddressKey } from '../rate-limits/index.js';
import { SIGNING_PAGE_LIMITS, type TSigningPageCall } from './service/ceremony-limits.js';
import { renderLimitPage } from './signing-page.js';

/** The largest form post the signing page sends (a refusal reason of 2 000 characters, encoded). */
export const SIGNING_PAGE_BODY_LIMIT = 32 * 1024;

/** The fields a signing page post may carry, each at most once and at most this long. */
const FIELD_LIMITS: Record<string, number> = {
  action: 32,
  decision: 32,
  code: 64,
  consent: 16,
  consentVersion: 128,
  // Longer than the reason kept (2 000): the page says « too long » rather than a bare 400.
  reason: 20_000,
};

/** A signing page post's fields: strings, each once. */
export type TSigningPageFields = Partial<Record<keyof typeof FIELD_LIMITS, string>>;

function sendErrors(reply: FastifyReply, status: number, errors: TApiError[]) {
  return reply.code(status).header('cache-control', 'no-store').send({ errors });
}

/**
 * The post's fields, or the errors of a malformed post: a field given twice (`code=1&code=2`
 * arrives as a list), a field that is not text, one too long. Unknown fields are ignored. A
 * malformed post is answered 400 with the usual error shape, never taken.
 */
export function readSigningPageFields(
  body: unknown,
): { ok: true; fields: TSigningPageFields } | { ok: false; errors: TApiError[] } {
  if (body === undefined || body === null) return { ok: true, fields: {} };
  if (typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ property: 'body', message: 'api.error.bad-request' }] };
  }
  const fields: TSigningPageFields = {};
  const errors: TApiError[] = [];
  for (const [name, limit] of Object.entries(FIELD_LIMITS)) {
    const value: unknown = (body as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') errors.push({ property: name, message: 'api.error.bad-request' });
    else if (value.length > limit) errors.push({ property: name, message: 'api.error.body-too-large' });
    else fields[name] = value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** The origins a signing page post may come from: the request's own, and the app's public address. */
function acceptedOrigins(request: FastifyRequest, publicUrl: string, devWebOrigins: readonly string[]) {
  return new Set([`${request.protocol}://${request.host}`, new URL(publicUrl).origin, ...devWebOrigins]);
}

/**
 * Whether a post comes from another site: an `Origin` that is not ours, or, when the browser sends no
 * `Origin` or `null`, a `Sec-Fetch-Site` other than `same-origin` (`null` without it too). A client
 * that sends neither (not a browser) is judged by the other limits.
 *
 * Note: the signing page is sent with `Referrer-Policy: no-referrer` (its address holds the token),
 * and under that policy a browser posts its own forms with `Origin: null` (Fetch, « serializing a
 * request origin »); the browser's `Sec-Fetch-Site: same-origin`, which no page script can set, tells
 * those posts from a sandboxed frame's of another site.
 */
export function isForeignPost(
  request: FastifyRequest,
  config: { publicUrl: string; devWebOrigins?: readonly string[] },
): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === 'null') return site !== 'same-origin';
  if (origin !== undefined) {
    return !acceptedOrigins(request, config.publicUrl, config.devWebOrigins ?? []).has(origin);
  }
  return site === 'cross-site' || site === 'same-site';
}

/** Refuses a post from another site: 403, the usual error shape. */
export function refuseForeignPost(reply: FastifyReply) {
  return sendErrors(reply, 403, [{ property: 'origin', message: 'api.error.foreign-origin' }]);
}

/**
 * Counts a signing page call of the client's address in PostgreSQL (so replicas agree) and answers
 * the refusal when the address is over its limit: a page saying when to retry for a browser, the
 * usual error shape otherwise, 429 and `Retry-After` both; null when the call may go on.
 */
export async function limitSigningPageCall(
  db: Database,
  now: Date,
  call: TSigningPageCall,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const counted = await countRequest(
    db,
    toAddressKey(`sign-${call}`, request.ip),
    SIGNING_PAGE_LIMITS[call],
    now,
  );
  if (counted.allowed) return null;
  reply
    .code(429)
    .header('retry-after', String(counted.retryAfterSeconds))
    .header('cache-control', 'no-store');
  if (/text\/html/.test(request.headers.accept ?? '')) {
    const locale = /^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
    return reply
      .type('text/html; charset=utf-8')
      .send(renderLimitPage({ locale, retryAfterSeconds: counted.retryAfterSeconds }));
  }
  return reply.send({ errors: [{ property: 'address', message: 'api.error.too-many-requests' }] });
}

/**
 * The hook of every signing page post, before its body is read: another site's post is refused
 * (403), and the post counts under the address's limit of posts (429 past it).
 */
export function guardSigningPagePost(
  deps: { db: Database; now: () => Date; config: { publicUrl: string } },
  devWebOrigins: readonly string[],
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isForeignPost(request, { publicUrl: deps.config.publicUrl, devWebOrigins })) {
      return refuseForeignPost(reply);
    }
    const refused = await limitSigningPageCall(deps.db, deps.now(), 'post', request, reply);
    if (refused) return refused;
  };
}

type TLimitDeps = { db: Database; now: () => Date };

/** A route hook counting the call under its address's limit (issue 32): a 429 past it. */
export function limitedAs(deps: TLimitDeps, call: TSigningPageCall) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await limitSigningPageCall(deps.db, deps.now(), call, request, reply);
    if (refused) return refused;
  };
}

/** Counts a post under its action's limit (a code send, a code check, or a decision). */
export function limitSigningPageAction(
  deps: TLimitDeps,
  action: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const call = action === 'send-code' || action === 'verify-code' ? action : 'decide';
  return limitSigningPageCall(deps.db, deps.now(), call, request, reply);
}
