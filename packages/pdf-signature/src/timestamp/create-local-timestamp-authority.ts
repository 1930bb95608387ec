import { createSerialNumber } from '../pki/certificate-profile.js';
import type { TSigningIdentity, TTimestampAuthority } from '../types.js';
import { createSha256MessageImprint, issueTimestampToken } from './issue-timestamp-token.js';

/** The platform's own RFC 3161 timestamp unit, in process; `handleTimestampRequest` serves it over HTTP. */
export type TLocalTimestampAuthority = TTimestampAuthority & {
  /** The timestamp unit's certificate (critical EKU id-kp-timeStamping), chain and key. */
  readonly identity: TSigningIdentity;
  /** The TSA policy written in every TSTInfo. */
  readonly policyOid: string;
  /** The clock the tokens are stamped with. */
  readonly now: () => Date;
  /** The serial number of the next token (unique for this TSA). */
  readonly nextSerial: () => bigint | Promise<bigint>;
};

/**
 * A timestamp authority that signs tokens itself with the timestamp unit's key. Serial numbers come
 * from `nextSerial` (e.g. a database sequence), or are random 127-bit numbers by default.
 */
export function createLocalTimestampAuthority(params: {
  identity: TSigningIdentity;
  policyOid: string;
  now?: () => Date;
  nextSerial?: () => bigint | Promise<bigint>;
}): TLocalTimestampAuthority {
  const now = params.now ?? (() => new Date());
  const nextSerial = params.nextSerial ?? (() => BigInt(`0x${createSerialNumber()}`));
  return {
    identity: params.identity,
    policyOid: params.policyOid,
    now,
    nextSerial,
    requestToken: async (sha256Digest) => {
      if (sha256Digest.length !== 32) throw new Error('The digest must be a SHA-256 digest (32 bytes)');
      return await issueTimestampToken({
        identity: params.identity,
        policyOid: params.policyOid,
        genTime: now(),
        serialNumber: await nextSerial(),
        messageImprint: createSha256MessageImprint(sha256Digest),
        includeCertificates: true,
      });
    },
  };
}
