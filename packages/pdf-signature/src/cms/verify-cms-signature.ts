import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TCmsVerification } from '../types.js';
import { bytesEqual, digestWith, sha256, toArrayBuffer, verifySignature } from '../pki/crypto.js';
import {
  getDisplayName,
  getSerialNumberHex,
  getSubjectEmail,
  isSameCertificate,
  parseCertificate,
} from '../pki/read-certificate.js';
import { isCertificateSignedBy, isCrlSignedBy, parseCrlBytes } from '../pki/parsed-cache.js';
import { getEContent } from '../timestamp/read-timestamp-token.js';
import { readSignedData, type TReadSignedData } from './read-signed-data.js';
import { OID, getNodeHashName } from './oids.js';
import { matchesSigningCertificateV2 } from './signing-certificate-v2.js';

/**
 * What `verifyCmsSignature` can report in `errors`, each a stable code (the API turns them into words):
 * `cms-unreadable`, `signer-info-missing`, `signer-certificate-missing`, `signed-attributes-missing`,
 * `content-type-mismatch`, `message-digest-mismatch`, `digest-algorithm-unsupported`,
 * `signature-algorithm-unsupported`, `signature-invalid`, `message-imprint-mismatch`,
 * `signing-certificate-missing`, `signing-certificate-mismatch`, `signing-time-present`,
 * `signer-key-usage`, `timestamp-unit-key-usage`, `chain-untrusted`, `certificate-revoked`, and those of
 * the signature timestamp prefixed with `timestamp:`.
 */
export type TCmsVerificationError = string;

/**
 * Checks one CMS signature (a PAdES CAdES signature) or one RFC 3161 timestamp token (a document
 * timestamp) against the SHA-256 `digest` of what it signs:
 * - integrity: the message-digest attribute equals the digest (for a token, the TSTInfo's imprint equals
 *   it and the message digest is the TSTInfo's), the signature verifies over the signed attributes, and
 *   the ESS signing-certificate(-v2) names the signer's certificate;
 * - the chain from the signer to one of `trustAnchors`, every certificate valid at `at`, else at the
 *   signature timestamp's time when that timestamp is sound, else now; revocation by the given CRLs
 *   (a certificate revoked after that time still counts as valid then);
 * - the baseline attributes (signing-certificate-v2 present, signingTime absent);
 * - the signature-timestamp token of the unsigned attributes, checked the same way over the SHA-256 of
 *   the signature value.
 */
export async function verifyCmsSignature(params: {
  cms: Uint8Array;
  digest: Uint8Array;
  trustAnchors: Uint8Array[];
  crls?: Uint8Array[];
  extraCertificates?: Uint8Array[];
  at?: Date;
}): Promise<TCmsVerification> {
  const extraCertificates = new Map<pkijs.Certificate, Uint8Array>();
  for (const der of params.extraCertificates ?? []) {
    try {
      extraCertificates.set(parseCertificate(der), der);
    } catch {
      // not a certificate: nothing to chain with
    }
  }
  return await verifyWithCertificates(params, extraCertificates);
}

async function verifyWithCertificates(
  params: {
    cms: Uint8Array;
    digest: Uint8Array;
    trustAnchors: Uint8Array[];
    crls?: Uint8Array[];
    at?: Date;
  },
  extraCertificates: Map<pkijs.Certificate, Uint8Array>,
): Promise<TCmsVerification> {
  const errors: TCmsVerificationError[] = [];
  const result: TCmsVerification = {
    integrity: false,
    signer: null,
    chain: [],
    chainTrusted: false,
    validAt: params.at ?? new Date(),
    hasSigningCertificateV2: false,
    hasSigningTimeAttribute: false,
    timestamp: null,
    revoked: false,
    errors,
  };

  let read: TReadSignedData;
  try {
    read = readSignedData(params.cms);
  } catch {
    errors.push('cms-unreadable');
    return result;
  }
  const { signedData, certificateDer } = read;
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) {
    errors.push('signer-info-missing');
    return result;
  }

  const knownCertificates = new Map([...certificateDer, ...extraCertificates]);
  const certificates = [...knownCertificates.keys()];
  const signerCertificate = findSignerCertificate(signerInfo, certificates);
  if (!signerCertificate) {
    errors.push('signer-certificate-missing');
    return result;
  }
  const signerDer =
    knownCertificates.get(signerCertificate) ?? new Uint8Array(signerCertificate.toSchema().toBER(false));
  result.signer = {
    name: getDisplayName(signerCertificate.subject),
    email: getSubjectEmail(signerCertificate),
    serialNumber: getSerialNumberHex(signerCertificate),
    certificate: signerDer,
  };

  const isTimestampToken = signedData.encapContentInfo.eContentType === OID.tstInfo;
  const integrity = checkIntegrity({
    signedData,
    signerInfo,
    signerCertificate,
    signerDer,
    digest: params.digest,
    isTimestampToken,
    errors,
  });
  result.integrity = integrity.ok;
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  result.hasSigningCertificateV2 = attributes.some(
    (attribute) => attribute.type === OID.signingCertificateV2,
  );
  result.hasSigningTimeAttribute = attributes.some((attribute) => attribute.type === OID.signingTime);
  if (!isTimestampToken && !result.hasSigningCertificateV2) errors.push('signing-certificate-missing');
  if (!isTimestampToken && result.hasSigningTimeAttribute) errors.push('signing-time-present');

  if (isTimestampToken && integrity.tstInfo) {
    result.validAt = params.at ?? integrity.tstInfo.genTime;
  } else if (!isTimestampToken) {
    const token = read.timestampTokens[0]?.[0];
    const timestamp = token
      ? await verifySignatureTimestamp(token, signerInfo, params, knownCertificates, errors)
      : null;
    result.timestamp = timestamp;
    if (!params.at && timestamp?.integrity && timestamp.chainTrusted) result.validAt = timestamp.time;
  }

  checkKeyUsage(signerCertificate, isTimestampToken, errors);
  const path = await buildTrustedPath(signerCertificate, certificates, params.trustAnchors, result.validAt);
  result.chain = (
    path.certificates.length ? path.certificates : walkIssuers(signerCertificate, certificates)
  ).map((certificate) => getDisplayName(certificate.subject));
  result.chainTrusted = path.trusted && !errors.includes('timestamp-unit-key-usage');
  if (!path.trusted) errors.push('chain-untrusted');
  if (path.trusted) {
    result.revoked = await isRevoked(path.certificates, params.crls ?? [], result.validAt);
    if (result.revoked) errors.push('certificate-revoked');
  }

  if (isTimestampToken && integrity.tstInfo) {
    const tsa = integrity.tstInfo.tsa;
    result.timestamp = {
      time: integrity.tstInfo.genTime,
      integrity: result.integrity,
      authority:
        tsa?.type === 4 ? getDisplayName(tsa.value as pkijs.RelativeDistinguishedNames) : result.signer.name,
      chainTrusted: result.chainTrusted && !result.revoked,
      certificate: result.signer.certificate,
    };
  }
  return result;
}

/**
 * The signature time-stamp token a signer's unsigned attributes carry (RFC 3161 over the signature
 * value), verified as a CMS of its own; its errors join the signature's, prefixed `timestamp:`.
 */
async function verifySignatureTimestamp(
  token: Uint8Array,
  signerInfo: pkijs.SignerInfo,
  params: { trustAnchors: Uint8Array[]; crls?: Uint8Array[] },
  knownCertificates: Map<pkijs.Certificate, Uint8Array>,
  errors: TCmsVerificationError[],
): Promise<NonNullable<TCmsVerification['timestamp']>> {
  const timestamp = await verifyWithCertificates(
    {
      cms: token,
      digest: sha256(signerInfo.signature.valueBlock.valueHexView),
      trustAnchors: params.trustAnchors,
      ...(params.crls ? { crls: params.crls } : {}),
    },
    knownCertificates,
  );
  errors.push(...timestamp.errors.map((error) => `timestamp:${error}`));
  return {
    time: timestamp.timestamp?.time ?? timestamp.validAt,
    integrity: timestamp.integrity,
    authority: timestamp.timestamp?.authority ?? timestamp.signer?.name ?? '',
    chainTrusted: timestamp.chainTrusted && !timestamp.revoked,
    certificate: timestamp.signer?.certificate ?? null,
  };
}

function findSignerCertificate(
  signerInfo: pkijs.SignerInfo,
  certificates: pkijs.Certificate[],
): pkijs.Certificate | null {
  const sid = signerInfo.sid as pkijs.IssuerAndSerialNumber | asn1js.Primitive;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return (
      certificates.find(
        (certificate) =>
          certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber),
      ) ?? null
    );
  }
  const keyId = sid.valueBlock.valueHexView;
  return (
    certificates.find((certificate) => {
      const ski = certificate.extensions?.find((extension) => extension.extnID === '2.5.29.14');
      return ski ? bytesEqual((ski.parsedValue as asn1js.OctetString).valueBlock.valueHexView, keyId) : false;
    }) ?? null
  );
}

function checkIntegrity(input: {
  signedData: pkijs.SignedData;
  signerInfo: pkijs.SignerInfo;
  signerCertificate: pkijs.Certificate;
  signerDer: Uint8Array;
  digest: Uint8Array;
  isTimestampToken: boolean;
  errors: TCmsVerificationError[];
}): { ok: boolean; tstInfo: pkijs.TSTInfo | null } {
  const { signedData, signerInfo, errors } = input;
  const signedAttrs = signerInfo.signedAttrs;
  if (!signedAttrs) {
    errors.push('signed-attributes-missing');
    return { ok: false, tstInfo: null };
  }
  const hashName = getNodeHashName(signerInfo.digestAlgorithm.algorithmId);
  if (!hashName) {
    errors.push('digest-algorithm-unsupported');
    return { ok: false, tstInfo: null };
  }
  const attribute = (type: string) => signedAttrs.attributes.find((item) => item.type === type)?.values[0];
  let ok = true;

  const contentType = attribute(OID.contentType) as asn1js.ObjectIdentifier | undefined;
  if (contentType?.valueBlock.toString() !== signedData.encapContentInfo.eContentType) {
    errors.push('content-type-mismatch');
    ok = false;
  }

  let tstInfo: pkijs.TSTInfo | null = null;
  let expectedDigest: Uint8Array | null;
  if (input.isTimestampToken) {
    const content = getEContent(signedData);
    expectedDigest = content ? digestWith(hashName, content) : null;
    try {
      tstInfo = content ? pkijs.TSTInfo.fromBER(toArrayBuffer(content)) : null;
    } catch {
      tstInfo = null;
    }
    const imprint = tstInfo?.messageImprint;
    if (
      !imprint ||
      imprint.hashAlgorithm.algorithmId !== OID.sha256 ||
      !bytesEqual(imprint.hashedMessage.valueBlock.valueHexView, input.digest)
    ) {
      errors.push('message-imprint-mismatch');
      ok = false;
    }
  } else {
    expectedDigest = hashName === 'sha256' ? input.digest : null;
    if (!expectedDigest) errors.push('digest-algorithm-unsupported');
  }
  const messageDigest = attribute(OID.messageDigest) as asn1js.OctetString | undefined;
  if (
    !expectedDigest ||
    !messageDigest ||
    !bytesEqual(messageDigest.valueBlock.valueHexView, expectedDigest)
  ) {
    errors.push('message-digest-mismatch');
    ok = false;
  }

  const essV2 = attribute(OID.signingCertificateV2);
  const essV1 = attribute(OID.signingCertificate);
  if (essV2 && !matchesSigningCertificateV2(essV2, input.signerDer, input.signerCertificate)) {
    errors.push('signing-certificate-mismatch');
    ok = false;
  } else if (!essV2 && essV1 && !matchesSigningCertificateV1(essV1, input.signerDer)) {
    errors.push('signing-certificate-mismatch');
    ok = false;
  }

  const signedBytes = new Uint8Array(signedAttrs.encodedValue);
  signedBytes[0] = 0x31; // the signature covers the attributes as a SET OF, not as the [0] IMPLICIT field
  const algorithm = getSignatureCheck(signerInfo, hashName);
  if (!algorithm) {
    errors.push('signature-algorithm-unsupported');
    return { ok: false, tstInfo };
  }
  const spki = new Uint8Array(input.signerCertificate.subjectPublicKeyInfo.toSchema().toBER(false));
  const verified = verifySignature({
    spki,
    data: signedBytes,
    signature: signerInfo.signature.valueBlock.valueHexView,
    ...algorithm,
  });
  if (!verified) {
    errors.push('signature-invalid');
    ok = false;
  }
  return { ok, tstInfo };
}

function getSignatureCheck(
  signerInfo: pkijs.SignerInfo,
  digestHashName: string,
): { nodeHashName: string; rsaPss?: { saltLength: number } } | null {
  const algorithm = signerInfo.signatureAlgorithm;
  switch (algorithm.algorithmId) {
    case '1.2.840.10045.2.1': // id-ecPublicKey: the hash is the digest algorithm's
    case OID.rsaEncryption:
      return { nodeHashName: digestHashName };
    case '1.2.840.10045.4.3.2':
    case '1.2.840.113549.1.1.11':
      return { nodeHashName: 'sha256' };
    case '1.2.840.10045.4.3.3':
    case '1.2.840.113549.1.1.12':
      return { nodeHashName: 'sha384' };
    case '1.2.840.10045.4.3.4':
    case '1.2.840.113549.1.1.13':
      return { nodeHashName: 'sha512' };
    case OID.rsaPss: {
      const pss = new pkijs.RSASSAPSSParams({ schema: algorithm.algorithmParams });
      const nodeHashName = getNodeHashName(pss.hashAlgorithm.algorithmId);
      return nodeHashName ? { nodeHashName, rsaPss: { saltLength: pss.saltLength } } : null;
    }
    default:
      return null;
  }
}

function matchesSigningCertificateV1(value: asn1js.AsnType, certificateDer: Uint8Array): boolean {
  try {
    const certs = (value as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
    const first = certs.valueBlock.value[0] as asn1js.Sequence;
    const hash = (first.valueBlock.value[0] as asn1js.OctetString).valueBlock.valueHexView;
    return bytesEqual(hash, digestWith('sha1', certificateDer));
  } catch {
    return false;
  }
}

function checkKeyUsage(
  certificate: pkijs.Certificate,
  isTimestampToken: boolean,
  errors: TCmsVerificationError[],
): void {
  const keyUsage = certificate.extensions?.find((extension) => extension.extnID === '2.5.29.15')
    ?.parsedValue as asn1js.BitString | undefined;
  const firstByte = keyUsage?.valueBlock.valueHexView[0] ?? 0xff;
  const signs = (firstByte & 0x80) !== 0 || (firstByte & 0x40) !== 0; // digitalSignature, nonRepudiation
  if (!signs) errors.push(isTimestampToken ? 'timestamp-unit-key-usage' : 'signer-key-usage');
  if (isTimestampToken) {
    const eku = certificate.extensions?.find((extension) => extension.extnID === '2.5.29.37');
    const usages = (eku?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
    if (!eku?.critical || usages.length !== 1 || usages[0] !== OID.timeStamping)
      errors.push('timestamp-unit-key-usage');
  }
}

async function buildTrustedPath(
  signer: pkijs.Certificate,
  certificates: pkijs.Certificate[],
  trustAnchors: Uint8Array[],
  at: Date,
): Promise<{ trusted: boolean; certificates: pkijs.Certificate[] }> {
  const anchors = trustAnchors.map(parseCertificate);
  const others = certificates.filter((certificate) => !isSameCertificate(certificate, signer));
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: anchors,
    certs: [...others, signer],
    checkDate: at,
    findIssuer,
  });
  try {
    const verdict = await engine.verify();
    return verdict.result && verdict.certificatePath
      ? { trusted: true, certificates: verdict.certificatePath }
      : { trusted: false, certificates: [] };
  } catch {
    return { trusted: false, certificates: [] };
  }
}

/**
 * pkijs's own issuer search (CertificateChainValidationEngine.defaultFindIssuer: a self-signed certificate
 * is its own issuer; else the trusted and intermediate certificates whose subject key identifier matches
 * the authority key identifier, or whose name matches the issuer name; each kept only if it verifies the
 * signature), with the signature checks remembered per pair of certificates (parsed-cache.ts).
 */
async function findIssuer(
  certificate: pkijs.Certificate,
  engine: pkijs.CertificateChainValidationEngine,
): Promise<pkijs.Certificate[]> {
  if (certificate.subject.isEqual(certificate.issuer) && (await isCertificateSignedBy(certificate)))
    return [certificate];
  const authority = certificate.extensions?.find((extension) => extension.extnID === '2.5.29.35')
    ?.parsedValue as pkijs.AuthorityKeyIdentifier | undefined;
  const keyIdentifier = authority?.keyIdentifier?.valueBlock.valueHexView ?? null;
  const authorityIssuer = keyIdentifier ? undefined : authority?.authorityCertIssuer;
  const authoritySerial = keyIdentifier ? undefined : authority?.authorityCertSerialNumber;
  const candidates = [...engine.trustedCerts, ...engine.certs].filter((candidate) => {
    if (keyIdentifier) {
      const ski = candidate.extensions?.find((extension) => extension.extnID === '2.5.29.14');
      if (ski?.parsedValue)
        return bytesEqual((ski.parsedValue as asn1js.OctetString).valueBlock.valueHexView, keyIdentifier);
    }
    if (authorityIssuer)
      return (
        authorityIssuer.some((name) => name.type === 4 && candidate.subject.isEqual(name.value)) &&
        authoritySerial !== undefined &&
        candidate.serialNumber.isEqual(authoritySerial)
      );
    return certificate.issuer.isEqual(candidate.subject);
  });
  const verified = await Promise.all(
    candidates.map((candidate) => isCertificateSignedBy(certificate, candidate)),
  );
  return candidates.filter((_, index) => verified[index]);
}

/** The chain as far as names lead, for a report when no trusted path exists. */
function walkIssuers(signer: pkijs.Certificate, certificates: pkijs.Certificate[]): pkijs.Certificate[] {
  const path = [signer];
  let current = signer;
  while (!current.issuer.isEqual(current.subject) && path.length < 10) {
    const issuer = certificates.find((certificate) => certificate.subject.isEqual(current.issuer));
    if (!issuer || path.includes(issuer)) break;
    path.push(issuer);
    current = issuer;
  }
  return path;
}

async function isRevoked(path: pkijs.Certificate[], crlsDer: Uint8Array[], at: Date): Promise<boolean> {
  const crls = crlsDer.flatMap((der) => {
    try {
      return [parseCrlBytes(der)];
    } catch {
      return [];
    }
  });
  for (let index = 0; index < path.length - 1; index += 1) {
    const certificate = path[index]!;
    const issuer = path[index + 1]!;
    for (const crl of crls) {
      if (!crl.issuer.isEqual(issuer.subject)) continue;
      if (!(await isCrlSignedBy(crl, issuer))) continue;
      const entry = crl.revokedCertificates?.find((revoked) =>
        revoked.userCertificate.isEqual(certificate.serialNumber),
      );
      if (entry && entry.revocationDate.value <= at) return true;
    }
  }
  return false;
}
