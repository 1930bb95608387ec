import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROOT } from '../../shared/api-root.js';
import {
  renderAnsweredPage,
  renderRefusalPage,
  renderSigningPage,
  type TPageNotice,
} from './signing-page.js';
import { findAnsweredInvitation } from './service/invitation-links.js';
import { maskedDestinationOf, sendCeremonyCode, verifyCeremonyCode } from './service/ceremony-code.js';
import type { CeremonyDeps } from './service/signature-deps.js';
import {
  continueSigningPage,
  finishSigningPage,
  openSigningPage,
  type TCeremonyRefused,
  type TOpenCeremony,
  type TPageRequest,
} from './service/signing-ceremony.js';
import { SIGNER_COOKIE, readCookie, readSignerBinding } from './service/signer-binding.js';
import {
  SIGNING_PAGE_BODY_LIMIT,
  guardSigningPagePost,
  limitSigningPageAction,
  limitedAs,
  readSigningPageFields,
} from './signing-page-guards.js';

const require = createRequire(import.meta.url);
const PDFJS_BUILD = dirname(require.resolve('pdfjs-dist/build/pdf.min.mjs'));
const PDFJS_FONTS = join(PDFJS_BUILD, '..', 'standard_fonts');
const OWN_ASSETS = join(API_ROOT, 'src', 'modules', 'signature', 'assets');

/** The files the signing page loads: ours, and pdf.js (the build and its standard fonts). */
const ASSETS: Record<string, { path: string; type: string }> = {
  'signing-page.js': { path: join(OWN_ASSETS, 'signing-page.js'), type: 'text/javascript; charset=utf-8' },
  'signing-page.css': { path: join(OWN_ASSETS, 'signing-page.css'), type: 'text/css; charset=utf-8' },
  'pdfjs/pdf.min.mjs': { path: join(PDFJS_BUILD, 'pdf.min.mjs'), type: 'text/javascript; charset=utf-8' },
  'pdfjs/pdf.worker.min.mjs': {
    path: join(PDFJS_BUILD, 'pdf.worker.min.mjs'),
    type: 'text/javascript; charset=utf-8',
  },
};
/** Pages of the browser, not calls of the API: no bearer token, not in the OpenAPI document. */
const PAGE_ROUTE = { config: { public: true }, schema: { hide: true } };
const FONT_FILE = /^[A-Za-z0-9_-]+\.(pfb|ttf)$/;

const cache = new Map<string, Promise<Buffer>>();
function readAsset(path: string): Promise<Buffer> {
  let bytes = cache.get(path);
  if (!bytes) {
    bytes = readFile(path);
    bytes.catch(() => cache.delete(path));
    cache.set(path, bytes);
  }
  return bytes;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The address holds the one-time token: never sent on as a referrer.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

function refusalStatus(refusal: string): number {
  if (refusal === 'unknown') return 404;
  if (refusal === 'expired' || refusal === 'link-expired') return 410;
  if (['closed', 'remote', 'link-closed', 'link-done', 'link-hosted'].includes(refusal)) return 409;
  return 403;
}

/** The browser's language: English when it asks for it first, else French. */
function browserLocale(request: FastifyRequest): 'fr' | 'en' {
  return /^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
}

/** The HTTP status of the page shown again after a step: what went wrong, or 200. */
function noticeStatus(notice: TPageNotice | undefined): number {
  if (!notice || notice.kind === 'code-sent' || notice.kind === 'code-verified') return 200;
  if (notice.kind === 'throttled' || notice.kind === 'code-limit') return 429;
  if (notice.kind === 'send-failed') return 502;
  if (notice.kind === 'no-transport') return 503;
  return 422;
}

/**
 * The page of a refused address. An invitation's link its party already answered by (Back after
 * « Signer », a second press, the e-mail opened again) shows that answer, recorded, rather than
 * « Signature impossible »: the link no longer serves, nothing went wrong.
 */
async function sendRefusal(
  deps: CeremonyDeps,
  reply: FastifyReply,
  result: TCeremonyRefused,
  request: FastifyRequest<{ Params: { token: string } }>,
) {
  // The language the address was asked in, else the browser's.
  const locale = result.locale ?? browserLocale(request);
  const status = refusalStatus(result.refusal);
  const answered =
    result.refusal === 'link-done' ? await findAnsweredInvitation(deps, request.params.token) : null;
  if (answered) return sendHtml(reply, status, renderAnsweredPage({ ...answered, locale, again: true }));
  return sendHtml(
    reply,
    status,
    renderRefusalPage({ refusal: result.refusal, locale, returnUrl: result.returnUrl }),
  );
}

/** The signing page's static files: ours and pdf.js's (no database work, not limited). */
function registerAssetRoute(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/sign/assets/*', PAGE_ROUTE, async (request, reply) => {
    const name = request.params['*'];
    const fontName = name.startsWith('pdfjs/standard_fonts/')
      ? name.slice('pdfjs/standard_fonts/'.length)
      : null;
    const asset = fontName
      ? FONT_FILE.test(fontName)
        ? { path: join(PDFJS_FONTS, fontName), type: 'application/octet-stream' }
        : undefined
      : ASSETS[name];
    if (!asset)
      return reply.code(404).send({ errors: [{ property: 'path', message: 'api.error.not-found' }] });
    try {
      const bytes = await readAsset(asset.path);
      return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(bytes);
    } catch {
      return reply.code(404).send({ errors: [{ property: 'path', message: 'api.error.not-found' }] });
    }
  });
}

/**
 * The embedded provider's signing pages, shown in the signature iframe (our own origin only: the
 * app's CSP `frame-ancestors 'self'`): the page of a one-time address, its documents, its decision,
 * and their static files.
 */
export async function signingPageRoutes(
  app: FastifyInstance,
  // `devWebOrigins`: development origins of the web app (their posts are ours too).
  options: { deps: CeremonyDeps; onDossierChanged: (tenantId: number) => void; devWebOrigins?: string[] },
) {
  const { deps } = options;
  const demoMailbox = deps.transport.mode === 'demo-mailbox';
  const renderPage = (
    reply: FastifyReply,
    token: string,
    open: TOpenCeremony,
    extra: { notice?: TPageNotice; reason?: string } = {},
  ) =>
    sendHtml(
      reply,
      noticeStatus(extra.notice),
      renderSigningPage(open, token, { demoMailbox, ...extra }, maskedDestinationOf(open)),
    );
  const pageRequest = async (request: FastifyRequest): Promise<TPageRequest> => ({
    userId: await readSignerBinding(deps.db, readCookie(request.headers.cookie, SIGNER_COOKIE), deps.now()),
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    locale: browserLocale(request),
  });

  registerAssetRoute(app);

  app.get<{ Params: { token: string } }>(
    '/sign/:token',
    { ...PAGE_ROUTE, onRequest: limitedAs(deps, 'open') },
    async (request, reply) => {
      const result = await openSigningPage(deps, request.params.token, await pageRequest(request));
      if (!result.ok) return sendRefusal(deps, reply, result, request);
      options.onDossierChanged(result.value.envelope.tenantId);
      return renderPage(reply, request.params.token, result.value);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/sign/:token/done',
    { ...PAGE_ROUTE, onRequest: limitedAs(deps, 'open') },
    async (request, reply) => {
      const answered = await findAnsweredInvitation(deps, request.params.token);
      if (!answered) {
        return sendRefusal(deps, reply, { ok: false, refusal: 'unknown', returnUrl: null }, request);
      }
      return sendHtml(reply, 200, renderAnsweredPage({ ...answered, locale: browserLocale(request) }));
    },
  );

  app.get<{ Params: { token: string; documentId: string } }>(
    '/sign/:token/documents/:documentId',
    { ...PAGE_ROUTE, onRequest: limitedAs(deps, 'document') },
    async (request, reply) => {
      const result = await continueSigningPage(deps, request.params.token, await pageRequest(request));
      if (!result.ok) return sendRefusal(deps, reply, result, request);
      const document = result.value.documents.find((row) => String(row.id) === request.params.documentId);
      const bytes = document ? await deps.blobs.get(document.sha256) : undefined;
      if (!document || !bytes) {
        return reply.code(404).send({ errors: [{ property: 'documentId', message: 'ged.download_failed' }] });
      }
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${document.name.replace(/[^\w.-]/g, '_')}"`)
        .type(document.mimetype)
        .send(Buffer.from(bytes));
    },
  );

  app.post<{ Params: { token: string }; Body: unknown }>(
    '/sign/:token',
    {
      ...PAGE_ROUTE,
      bodyLimit: SIGNING_PAGE_BODY_LIMIT,
      onRequest: guardSigningPagePost(deps, options.devWebOrigins ?? []),
    },
    async (request, reply) => {
      const token = request.params.token;
      const read = readSigningPageFields(request.body);
      if (!read.ok) return reply.code(400).header('cache-control', 'no-store').send({ errors: read.errors });
      const body = read.fields;
      // `decision` is the field's name on pages rendered before the code step.
      const action = body.action ?? body.decision;
      const refused = await limitSigningPageAction(deps, action, request, reply);
      if (refused) return refused;
      const fromPage = await pageRequest(request);
      if (action === 'send-code' || action === 'verify-code') {
        const result =
          action === 'send-code'
            ? await sendCeremonyCode(deps, token, fromPage)
            : await verifyCeremonyCode(deps, token, fromPage, body.code);
        if (!result.ok) return sendRefusal(deps, reply, result, request);
        return renderPage(reply, token, result.value, { notice: result.notice });
      }
      const result = await finishSigningPage(
        deps,
        token,
        fromPage,
        action === 'decline'
          ? { decision: 'decline', reason: body.reason }
          : { decision: 'sign', consent: body.consent, consentVersion: body.consentVersion },
      );
      if (!result.ok) return sendRefusal(deps, reply, result, request);
      if (result.problem) {
        // Not taken: the page again with why, nothing recorded (the reason typed is given back,
        // unless it is the problem: an over-long reason is never echoed).
        const giveBack = action === 'decline' && result.problem !== 'reason-too-long';
        return renderPage(reply, token, result.value, {
          notice: { kind: result.problem },
          ...(giveBack ? { reason: body.reason ?? '' } : {}),
        });
      }
      options.onDossierChanged(result.value.envelope.tenantId);
      return reply.header('cache-control', 'no-store').redirect(result.redirect, 303);
    },
  );
}
