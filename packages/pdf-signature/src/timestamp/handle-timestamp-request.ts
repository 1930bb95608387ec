import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from '../pki/crypto.js';
import { encodeDerSequence } from '../cms/der.js';
import { OID } from '../cms/oids.js';
import type { TLocalTimestampAuthority } from './create-local-timestamp-authority.js';
import { issueTimestampToken } from './issue-timestamp-token.js';

/** PKIFailureInfo bits (RFC 3161 §2.4.2) a request can be refused with. */
export const TIMESTAMP_FAILURE = {
  badAlg: 0,
  badRequest: 2,
  badDataFormat: 5,
  unacceptedPolicy: 15,
  unacceptedExtension: 16,
  systemFailure: 25,
} as const;

/** The media types of the RFC 3161 HTTP transport (RFC 3161 §3.4). */
export const TIMESTAMP_QUERY_MEDIA_TYPE = 'application/timestamp-query';
export const TIMESTAMP_REPLY_MEDIA_TYPE = 'application/timestamp-reply';

/**
 * Answers one DER TimeStampReq with a DER TimeStampResp: granted with a token over the request's
 * SHA-256 imprint (its nonce echoed, the TSA certificate included when certReq is set), or a rejection
 * with its failure bit: badDataFormat (not a request, or a digest of the wrong length), badRequest (a
 * version other than 1), badAlg (not SHA-256), unacceptedPolicy, unacceptedExtension, systemFailure.
 * Never throws for a bad request: the HTTP route answers 200 with the reply whatever it says.
 */
export async function handleTimestampRequest(
  authority: TLocalTimestampAuthority,
  requestDer: Uint8Array,
): Promise<Uint8Array> {
  let request: pkijs.TimeStampReq;
  try {
    const parsed = asn1js.fromBER(toArrayBuffer(requestDer));
    if (parsed.offset === -1 || parsed.offset !== requestDer.length) throw new Error(parsed.result.error);
    request = new pkijs.TimeStampReq({ schema: parsed.result });
  } catch {
    return createRejection(TIMESTAMP_FAILURE.badDataFormat, 'The request is not a DER TimeStampReq');
  }
  if (request.version !== 1)
    return createRejection(TIMESTAMP_FAILURE.badRequest, 'Only version 1 requests are accepted');
  if (request.messageImprint.hashAlgorithm.algorithmId !== OID.sha256) {
    return createRejection(TIMESTAMP_FAILURE.badAlg, 'Only SHA-256 message imprints are accepted');
  }
  if (request.messageImprint.hashedMessage.valueBlock.valueHexView.length !== 32) {
    return createRejection(TIMESTAMP_FAILURE.badDataFormat, 'A SHA-256 message imprint has 32 bytes');
  }
  if (request.reqPolicy && request.reqPolicy !== authority.policyOid) {
    return createRejection(
      TIMESTAMP_FAILURE.unacceptedPolicy,
      `Only policy ${authority.policyOid} is offered`,
    );
  }
  if (request.extensions?.length) {
    return createRejection(TIMESTAMP_FAILURE.unacceptedExtension, 'No request extension is supported');
  }
  let token: Uint8Array;
  try {
    token = await issueTimestampToken({
      identity: authority.identity,
      policyOid: authority.policyOid,
      genTime: authority.now(),
      serialNumber: await authority.nextSerial(),
      messageImprint: request.messageImprint,
      ...(request.nonce ? { nonce: request.nonce } : {}),
      includeCertificates: request.certReq === true,
    });
  } catch {
    return createRejection(TIMESTAMP_FAILURE.systemFailure, 'The timestamp unit could not sign');
  }
  const status = new Uint8Array(
    new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }).toSchema().toBER(false),
  );
  return encodeDerSequence([status, token]);
}

function createRejection(failureBit: number, text: string): Uint8Array {
  const byteCount = Math.floor(failureBit / 8) + 1;
  const bits = new Uint8Array(byteCount);
  bits[byteCount - 1] = 0x80 >> (failureBit % 8);
  const status = new pkijs.PKIStatusInfo({
    status: pkijs.PKIStatus.rejection,
    statusStrings: [new asn1js.Utf8String({ value: text })],
    failInfo: new asn1js.BitString({ valueHex: toArrayBuffer(bits), unusedBits: 7 - (failureBit % 8) }),
  });
  return new Uint8Array(new pkijs.TimeStampResp({ status }).toSchema().toBER(false));
}
