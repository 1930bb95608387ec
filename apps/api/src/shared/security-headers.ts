import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once: none of ours depends on the request.
 * Note: @fastify/helmet builds a new helmet middleware on every request (parsing the CSP directives
 * each time), a tenth of the CPU of a cached folder-list request under load.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Browser features no page of ours uses, turned off for our pages and anything they frame (helmet
 * does not set this header).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Every answer (API, provider, SPA, errors) carries helmet's security headers and a Permissions-Policy. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...computeSecurityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
