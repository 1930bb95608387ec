import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TTimestampAuthority } from '../types.js';
import { bytesEqual, toArrayBuffer } from '../pki/crypto.js';
import { TIMESTAMP_QUERY_MEDIA_TYPE } from './handle-timestamp-request.js';
import { createSha256MessageImprint } from './issue-timestamp-token.js';
import { readTimestampResponse, readTimestampToken } from './read-timestamp-token.js';

/**
 * An external RFC 3161 timestamp authority reached over HTTP (`TSA_URL`): each request carries a
 * SHA-256 imprint, a random nonce and certReq; a reply is accepted only when granted, over the same
 * imprint and with the same nonce. `headers` carries credentials some authorities ask for; a request
 * taking longer than `timeoutMs` (10 s by default) fails.
 */
export function createHttpTimestampAuthority(
  url: string,
  fetchImpl: typeof fetch = fetch,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): TTimestampAuthority {
  return {
    requestToken: async (sha256Digest) => {
      if (sha256Digest.length !== 32) throw new Error('The digest must be a SHA-256 digest (32 bytes)');
      const nonceBytes = randomBytes(8);
      nonceBytes[0] = (nonceBytes[0]! & 0x7f) | 0x01;
      const request = new pkijs.TimeStampReq({
        version: 1,
        messageImprint: createSha256MessageImprint(sha256Digest),
        nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonceBytes) }),
        certReq: true,
      });
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { ...options.headers, 'content-type': TIMESTAMP_QUERY_MEDIA_TYPE },
        body: new Uint8Array(request.toSchema().toBER(false)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`The timestamp authority answered HTTP ${response.status}`);
      const reply = readTimestampResponse(new Uint8Array(await response.arrayBuffer()));
      if (reply.status > 1 || !reply.token) {
        throw new Error(
          `The timestamp authority refused (status ${reply.status}, failInfo ${reply.failInfo.join(',')}): ${reply.statusText}`,
        );
      }
      const { tstInfo } = readTimestampToken(reply.token);
      if (!bytesEqual(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView, sha256Digest)) {
        throw new Error('The timestamp token is over another digest');
      }
      if (!tstInfo.nonce || !bytesEqual(tstInfo.nonce.valueBlock.valueHexView, nonceBytes)) {
        throw new Error('The timestamp token does not carry the request nonce');
      }
      return reply.token;
    },
  };
}
