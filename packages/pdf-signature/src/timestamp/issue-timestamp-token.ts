import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TSigningIdentity } from '../types.js';
import { encodeUnsignedInteger, sha256, toArrayBuffer } from '../pki/crypto.js';
import { parseCertificate } from '../pki/read-certificate.js';
import { createSignedData, encodeSignedData, getCarriedCertificates } from '../cms/create-signed-data.js';
import { OID } from '../cms/oids.js';

/**
 * A TimeStampToken (RFC 3161 §2.4.2): a SignedData over a TSTInfo with the request's message imprint,
 * a serial number, the time, an accuracy of one second, the nonce if any and the TSA's name, signed
 * with content-type, message-digest and ESS signing-certificate-v2 as RFC 5816 allows.
 */
export async function issueTimestampToken(params: {
  identity: TSigningIdentity;
  policyOid: string;
  genTime: Date;
  serialNumber: bigint;
  messageImprint: pkijs.MessageImprint;
  nonce?: asn1js.Integer;
  /** The TSA's certificate and its chain in the token: the request's certReq. */
  includeCertificates: boolean;
}): Promise<Uint8Array> {
  const tsaCertificate = parseCertificate(params.identity.certificate);
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: params.policyOid,
    messageImprint: params.messageImprint,
    serialNumber: new asn1js.Integer({ valueHex: toArrayBuffer(encodeUnsignedInteger(params.serialNumber)) }),
    genTime: params.genTime,
    accuracy: new pkijs.Accuracy({ seconds: 1 }),
    ...(params.nonce ? { nonce: params.nonce } : {}),
    tsa: new pkijs.GeneralName({ type: 4, value: tsaCertificate.subject }),
  });
  const tstInfoDer = new Uint8Array(tstInfo.toSchema().toBER(false));
  const signedData = await createSignedData({
    identity: params.identity,
    eContentType: OID.tstInfo,
    eContent: tstInfoDer,
    contentDigest: sha256(tstInfoDer),
    certificates: params.includeCertificates ? getCarriedCertificates(params.identity) : [],
  });
  return encodeSignedData(signedData);
}

/** A SHA-256 message imprint as RFC 3161 writes it. */
export function createSha256MessageImprint(digest: Uint8Array): pkijs.MessageImprint {
  return new pkijs.MessageImprint({
    hashAlgorithm: new pkijs.AlgorithmIdentifier({
      algorithmId: OID.sha256,
      algorithmParams: new asn1js.Null(),
    }),
    hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(digest) }),
  });
}
