import { x509 } from './x509.js';
import type { TSigningIdentity } from '../types.js';
import { ECDSA_P256, generateKeyPair, toArrayBuffer, toCryptoKey } from './crypto.js';
import {
  ID_KP_DOCUMENT_SIGNING,
  createCaIssuersExtension,
  createCertificatePoliciesExtension,
  createCrlDistributionPointsExtension,
  createSerialNumber,
  truncateToSeconds,
} from './certificate-profile.js';

/**
 * Issues a short-lived certificate to one signer, with a key pair made for them alone (ECDSA P-256):
 * subject CN (+ emailAddress and SAN rfc822 when there is an e-mail), key usage digitalSignature and
 * nonRepudiation, EKU emailProtection and documentSigning, a certificate policy whose text says how the
 * signer's identity was checked, and where the issuer's certificate and CRL are published.
 */
export async function issueSignerCertificate(params: {
  /** The issuing CA (its certificate, its chain up to the root, its key). */
  issuer: TSigningIdentity;
  subject: {
    name: string;
    email?: string | null;
    /** For an organisation's seal: O of the subject. */
    organization?: string | null;
  };
  /** The certificate policy's OID (the platform's arc). */
  policyOid: string;
  /** How the identity was verified, e.g. « one-time code sent to +33 6•• •• •• 12 »; at most 200 characters. */
  policyText: string;
  /** Start of validity; defaults to one minute ago, so that a timestamp authority's clock a little behind ours still lands inside. */
  notBefore?: Date;
  /** Validity in milliseconds from `notBefore`; defaults to one hour. */
  validityMs?: number;
  /** Hexadecimal serial number (positive, unique for the issuer); random 128 bits by default. */
  serialNumber?: string;
  /** Address of the issuer's certificate (AIA caIssuers), e.g. `pki.urls.signingCaCertificate`. */
  caIssuersUrl?: string;
  /** Address of the issuer's CRL (CRL distribution point), e.g. `pki.urls.signingCaCrl`. */
  crlUrl?: string;
}): Promise<TSigningIdentity> {
  const issuerCertificate = new x509.X509Certificate(toArrayBuffer(params.issuer.certificate));
  const notBefore = truncateToSeconds(params.notBefore ?? new Date(Date.now() - 60_000));
  const notAfter = new Date(notBefore.getTime() + (params.validityMs ?? 3600_000));
  const keys = await generateKeyPair();
  const email = params.subject.email ?? null;

  const subject: x509.JsonName = [];
  if (params.subject.organization) subject.push({ O: [params.subject.organization] });
  subject.push({ CN: [params.subject.name] });
  if (email) subject.push({ E: [email] });

  const issuerKeyId = issuerCertificate.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId;
  const extensions: x509.Extension[] = [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(
      x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
      true,
    ),
    new x509.ExtendedKeyUsageExtension(
      [x509.ExtendedKeyUsage.emailProtection, ID_KP_DOCUMENT_SIGNING],
      false,
    ),
    createCertificatePoliciesExtension(params.policyOid, params.policyText),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    issuerKeyId
      ? new x509.AuthorityKeyIdentifierExtension(issuerKeyId)
      : await x509.AuthorityKeyIdentifierExtension.create(issuerCertificate.publicKey),
  ];
  if (email) extensions.push(new x509.SubjectAlternativeNameExtension([{ type: 'email', value: email }]));
  if (params.caIssuersUrl) extensions.push(createCaIssuersExtension(params.caIssuersUrl));
  if (params.crlUrl) extensions.push(createCrlDistributionPointsExtension(params.crlUrl));

  const issuerKey = await toCryptoKey(params.issuer.privateKey);
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: params.serialNumber ?? createSerialNumber(),
    subject,
    issuer: issuerCertificate.subjectName,
    publicKey: keys.publicKey,
    signingKey: issuerKey,
    signingAlgorithm: getSigningAlgorithm(issuerKey),
    notBefore,
    notAfter,
    extensions,
  });
  return {
    certificate: new Uint8Array(certificate.rawData),
    chain: [params.issuer.certificate, ...params.issuer.chain],
    privateKey: keys.privateKey,
  };
}

/** The signature algorithm for a CA key: ECDSA with SHA-256 for EC keys, RSA PKCS#1 v1.5 with SHA-256 otherwise. */
export function getSigningAlgorithm(key: CryptoKey): Algorithm | EcdsaParams {
  return key.algorithm.name === 'ECDSA'
    ? ECDSA_P256
    : ({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as Algorithm);
}
