import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { findUserByUsername } from '../modules/users/queries.js';
import { verifyPassword } from './passwords.js';
import { renderSignInPage, type SignInLocale } from './sign-in-page.js';

type InteractionRoutesOptions = {
  provider: Provider;
  showDemoAccounts: boolean;
  /** The tenant name and colour shown on the page, for the request's tenant. */
  getBrand: (request: FastifyRequest) => Promise<{ name: string; primaryColor: string }>;
};

const ZLoginBody = z.object({
  username: z.string().trim().max(200).default(''),
  password: z.string().max(500).default(''),
  lang: z.enum(['fr', 'en']).optional(),
});

const MAX_FAILED_ATTEMPTS = 5;
const FAILED_ATTEMPTS_WINDOW_MS = 5 * 60 * 1000;

function readLoginBody(request: FastifyRequest): z.infer<typeof ZLoginBody> {
  const parsed = ZLoginBody.safeParse(request.body ?? {});
  return parsed.success ? parsed.data : { username: '', password: '', lang: undefined };
}

function pickLocale(request: FastifyRequest, uiLocales?: unknown): SignInLocale {
  const query = request.query as { lang?: string };
  if (query.lang === 'en' || query.lang === 'fr') return query.lang;
  if (typeof uiLocales === 'string' && uiLocales.startsWith('en')) return 'en';
  return 'fr';
}

/** Sign-in pages of the embedded provider: /oidc/interaction/:uid (GET) and …/login (POST). */
export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { provider } = options;
  // Note: failed attempts are counted per username and address, in this process (a bounded LRU of
  // the plugin); with several replicas each keeps its own count, which still bounds guessing to
  // replicas × the limit. Only failures are counted: a peek decides, a failure consumes.
  await app.register(rateLimit, { global: false });
  const countFailure = app.createRateLimit({
    max: MAX_FAILED_ATTEMPTS,
    timeWindow: FAILED_ATTEMPTS_WINDOW_MS,
    keyGenerator: (request) => `${normalizeIP(request.ip)}|${readLoginBody(request).username.toLowerCase()}`,
  });

  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { uid: string; locale: SignInLocale; username?: string; error?: 'invalid' | 'tooMany' },
    statusCode = 200,
  ) => {
    const brand = await options.getBrand(request);
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSignInPage({
          ...page,
          tenantName: brand.name,
          primaryColor: brand.primaryColor,
          showDemoAccounts: options.showDemoAccounts,
        }),
      );
  };

  app.get('/oidc/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const locale = pickLocale(request, details.params.ui_locales);
    if (details.prompt.name === 'login') return render(request, reply, { uid: details.uid, locale });
    // Any other prompt (consent) is granted by loadExistingGrant; finish the interaction as is.
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
  });

  app.post('/oidc/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const body = readLoginBody(request);
    const locale = body.lang ?? pickLocale(request, details.params.ui_locales);
    const failures = await countFailure(request, { increment: false });
    if (!failures.isAllowed && failures.remaining === 0) {
      reply.header('retry-after', failures.ttlInSeconds);
      return render(
        request,
        reply,
        { uid: details.uid, locale, username: body.username, error: 'tooMany' },
        429,
      );
    }
    const user = body.username ? await findUserByUsername(app.db, body.username) : undefined;
    const valid = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : false;
    if (!user || !valid) {
      await countFailure(request);
      return render(
        request,
        reply,
        { uid: details.uid, locale, username: body.username, error: 'invalid' },
        401,
      );
    }
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: user.id } },
      { mergeWithLastSubmission: false },
    );
  });
}
