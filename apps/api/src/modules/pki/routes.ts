import type { FastifyInstance, FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  handleTimestampRequest,
  PKI_PUBLIC_FILES,
  TIMESTAMP_QUERY_MEDIA_TYPE,
  TIMESTAMP_REPLY_MEDIA_TYPE,
} from '@souscription/pdf-signature';
import { getPki, type TCrlIssuer } from './platform-pki.js';

/** Files for validators, not calls of the API: no bearer token, not in the OpenAPI document. */
const PUBLIC_ROUTE = { config: { public: true }, schema: { hide: true } };
const CERTIFICATE_TYPE = 'application/pkix-cert';
const CRL_TYPE = 'application/pkix-crl';
/** A TimeStampReq is a few dozen bytes. */
const TIMESTAMP_QUERY_LIMIT = 16 * 1024;

function sendDer(reply: FastifyReply, type: string, der: Uint8Array, maxAgeSeconds: number) {
  return reply.type(type).header('cache-control', `public, max-age=${maxAgeSeconds}`).send(Buffer.from(der));
}

/**
 * The platform's PKI under /pki/: the certificates its certificates name (root, issuing CA, timestamp
 * unit; DER), the current CRLs, and its RFC 3161 timestamp unit (POST /pki/tsa, rate-limited).
 */
export async function pkiRoutes(app: FastifyInstance) {
  const pki = () => getPki(app.db, app.config);
  await app.register(rateLimit, { global: false });
  app.addContentTypeParser(
    TIMESTAMP_QUERY_MEDIA_TYPE,
    { parseAs: 'buffer', bodyLimit: TIMESTAMP_QUERY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const certificates: Record<string, () => Promise<Uint8Array>> = {
    [PKI_PUBLIC_FILES.rootCertificate]: async () => (await pki()).rootCertificate,
    [PKI_PUBLIC_FILES.signingCaCertificate]: async () => (await pki()).issuer.certificate,
    'tsa.cer': async () => (await pki()).localTimestampAuthority.identity.certificate,
  };
  for (const [file, read] of Object.entries(certificates)) {
    app.get(`/pki/${file}`, PUBLIC_ROUTE, async (_request, reply) =>
      sendDer(reply, CERTIFICATE_TYPE, await read(), 86_400),
    );
  }
  const crls: Record<string, TCrlIssuer> = {
    [PKI_PUBLIC_FILES.rootCrl]: 'root',
    [PKI_PUBLIC_FILES.signingCaCrl]: 'signingCa',
  };
  for (const [file, issuer] of Object.entries(crls)) {
    // A CRL changes when a certificate is revoked: validators ask again after a few minutes.
    app.get(`/pki/${file}`, PUBLIC_ROUTE, async (_request, reply) =>
      sendDer(reply, CRL_TYPE, await (await pki()).currentCrl(issuer), 300),
    );
  }

  app.post(
    '/pki/tsa',
    {
      ...PUBLIC_ROUTE,
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!request.headers['content-type']?.startsWith(TIMESTAMP_QUERY_MEDIA_TYPE)) {
        return reply
          .code(415)
          .send({ errors: [{ property: 'content-type', message: 'pki.error-timestamp-query-expected' }] });
      }
      const response = await handleTimestampRequest(
        (await pki()).localTimestampAuthority,
        new Uint8Array(request.body as Buffer),
      );
      return reply
        .type(TIMESTAMP_REPLY_MEDIA_TYPE)
        .header('cache-control', 'no-store')
        .send(Buffer.from(response));
    },
  );
}
