/**
 * PAdES signatures for PDFs (ETSI EN 319 142-1 baseline B-B to B-LTA): the platform's PKI, an RFC 3161
 * timestamp unit, signatures appended as incremental updates, validation data, and a verifier.
 * Node only (node:crypto); no Fastify, no database.
 */
export type { TSigningIdentity, TTimestampAuthority, TCmsVerification } from './types.js';
