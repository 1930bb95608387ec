import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { findUserByUsername } from '../modules/users/index.js';
import { verifyAccountPassword } from './passwords.js';
import { clearSignInFailures, countSignInAttempt, toLockoutKey } from './sign-in-lockout.js';
import { renderSignInPage, type DemoAccountListing, type SignInLocale } from './sign-in-page.js';

type InteractionRoutesOptions = {
  provider: Provider;
  /** Listed on the sign-in page; null: none. */
  demoAccounts: DemoAccountListing | null;
  /** The tenant name and colour shown on the page, for the request's tenant. */
  getBrand: (request: FastifyRequest) => Promise<{ name: string; primaryColor: string }>;
};

const ZLoginBody = z.object({
  username: z.string().trim().max(200).default(''),
  password: z.string().max(500).default(''),
  lang: z.enum(['fr', 'en']).optional(),
});

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
          demoAccounts: options.demoAccounts,
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
    // Note: request.ip is the socket's address unless TRUST_PROXY names the proxy it came through.
    const lockoutKey = toLockoutKey(body.username, request.ip);
    const waitSeconds = await countSignInAttempt(app.db, lockoutKey);
    if (waitSeconds > 0) {
      reply.header('retry-after', waitSeconds);
      return render(
        request,
        reply,
        { uid: details.uid, locale, username: body.username, error: 'tooMany' },
        429,
      );
    }
    const user = body.username ? await findUserByUsername(app.db, body.username) : undefined;
    // An unknown username costs the same password check as a known one (no timing difference).
    const valid = await verifyAccountPassword(body.password, user?.passwordHash);
    if (!user || !valid) {
      return render(
        request,
        reply,
        { uid: details.uid, locale, username: body.username, error: 'invalid' },
        401,
      );
    }
    await clearSignInFailures(app.db, lockoutKey);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: user.id } },
      { mergeWithLastSubmission: false },
    );
  });
}
