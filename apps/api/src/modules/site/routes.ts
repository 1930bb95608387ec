import type { FastifyInstance, FastifyReply } from 'fastify';

/** Files of the site's root for robots and security researchers: no bearer token, not in the OpenAPI document. */
const SITE_FILE_ROUTE = { config: { public: true }, schema: { hide: true } };

/** How long a security.txt stays valid after the server wrote it (RFC 9116 asks for less than a year). */
const SECURITY_TXT_DAYS = 180;

export type SiteFileOptions = {
  publicUrl: string;
  /** Where vulnerabilities are reported (`mailto:` or `https:` address). */
  securityContact: string;
};

function sendText(reply: FastifyReply, text: string) {
  return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
}

/**
 * `robots.txt` and `/.well-known/security.txt` (RFC 9116), answered as text rather than as the SPA's
 * index. Every screen is behind a sign-in and folders hold personal data: robots are asked to stay out.
 */
export async function siteFileRoutes(app: FastifyInstance, options: SiteFileOptions) {
  const robots = ['User-agent: *', 'Disallow: /', ''].join('\n');
  // Note: RFC 9116 wants an expiry under a year away: counted from the start, so a server kept up to
  // date (restarted at each release) never answers an expired file.
  const expires = new Date(Date.now() + SECURITY_TXT_DAYS * 24 * 3600 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const security = [
    `Contact: ${options.securityContact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: fr, en',
    `Canonical: ${options.publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');

  app.get('/robots.txt', SITE_FILE_ROUTE, (_request, reply) => sendText(reply, robots));
  app.get('/.well-known/security.txt', SITE_FILE_ROUTE, (_request, reply) => sendText(reply, security));
}
