import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers of these types are compressed: JSON, text, scripts, styles, SVG (not event streams). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/;

/**
 * Compresses answers above 1 KiB that the caller accepts compressed (brotli, else gzip): the API's
 * JSON, Swagger UI's and the signing page's scripts. Files already compressed (PDF, zip, images) and
 * bytes of unknown type (`application/octet-stream`) go as they are, and so do the SPA's built
 * files, compressed once at build and sent by @fastify/static with their `Content-Encoding` already
 * set. Request bodies are never inflated: an upload is read as it was sent.
 * Note: registered before any route, so that every route gets its hook (the plugin's rule with
 * @fastify/static).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
