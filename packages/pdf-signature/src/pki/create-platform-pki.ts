import { x509 } from './x509.js';
import { ECDSA_P256, generateKeyPair, toArrayBuffer, toCryptoKey } from './crypto.js';
import {
  PKI_PUBLIC_FILES,
  createCaIssuersExtension,
  createCrlDistributionPointsExtension,
  createSerialNumber,
  getPkiUrl,
  truncateToSeconds,
} from './certificate-profile.js';
import type { TSigningIdentity } from '../types.js';
import type { TPlatformPki } from './types.js';

/** How long a timestamp unit's certificate lives unless told otherwise: ten years. */
export const TIMESTAMP_UNIT_VALIDITY_MS = 10 * 365.25 * 24 * 3600_000;

/**
 * Makes the platform's PKI: a self-signed root CA (20 years), an issuing CA for signer certificates
 * (10 years, path length 0) and a timestamp unit certificate (10 years unless `timestampUnitValidityMs`
 * says otherwise: tests of the archive-timestamp renewal make a short-lived one), all ECDSA P-256, each
 * naming where its issuer's certificate and CRL are published under `publicUrl/pki/`.
 */
export async function createPlatformPki(params: {
  /** The organisation named in each certificate (O and the CN prefix). */
  organization: string;
  /** The platform's public address (`PUBLIC_URL`); the PKI files are served under `/pki/`. */
  publicUrl: string;
  /** The time the certificates start (defaults to now). */
  now?: Date;
  /** How long the timestamp unit's certificate lives (ten years by default). */
  timestampUnitValidityMs?: number;
}): Promise<TPlatformPki> {
  const notBefore = truncateToSeconds(params.now ?? new Date());
  const urls = {
    rootCertificate: getPkiUrl(params.publicUrl, PKI_PUBLIC_FILES.rootCertificate),
    rootCrl: getPkiUrl(params.publicUrl, PKI_PUBLIC_FILES.rootCrl),
    signingCaCertificate: getPkiUrl(params.publicUrl, PKI_PUBLIC_FILES.signingCaCertificate),
    signingCaCrl: getPkiUrl(params.publicUrl, PKI_PUBLIC_FILES.signingCaCrl),
  };
  const name = (commonName: string): x509.JsonName => [
    { O: [params.organization] },
    { CN: [`${params.organization} ${commonName}`] },
  ];

  const rootKeys = await generateKeyPair();
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: createSerialNumber(),
    name: name('Root CA'),
    keys: rootKeys,
    signingAlgorithm: ECDSA_P256,
    notBefore,
    notAfter: addYears(notBefore, 20),
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });

  const issueFromRoot = async (commonName: string, keys: CryptoKeyPair, extensions: x509.Extension[]) =>
    await x509.X509CertificateGenerator.create({
      serialNumber: createSerialNumber(),
      subject: name(commonName),
      issuer: root.subject,
      publicKey: keys.publicKey,
      signingKey: rootKeys.privateKey,
      signingAlgorithm: ECDSA_P256,
      notBefore,
      notAfter: addYears(notBefore, 10),
      extensions: [
        ...extensions,
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
        await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey),
        createCaIssuersExtension(urls.rootCertificate),
        createCrlDistributionPointsExtension(urls.rootCrl),
      ],
    });

  const signingCaKeys = await generateKeyPair();
  const signingCa = await issueFromRoot('Signing CA', signingCaKeys, [
    new x509.BasicConstraintsExtension(true, 0, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
  ]);

  const rootDer = new Uint8Array(root.rawData);
  const rootIdentity = { certificate: rootDer, chain: [], privateKey: rootKeys.privateKey };
  const timestampUnit = await issueTimestampUnit({
    root: rootIdentity,
    organization: params.organization,
    urls,
    notBefore,
    validityMs: params.timestampUnitValidityMs ?? TIMESTAMP_UNIT_VALIDITY_MS,
  });
  return {
    root: rootIdentity,
    signingCa: {
      certificate: new Uint8Array(signingCa.rawData),
      chain: [rootDer],
      privateKey: signingCaKeys.privateKey,
    },
    timestampUnit,
    urls,
  };
}

/**
 * A timestamp unit's certificate and key, issued by the platform's root (critical EKU id-kp-timeStamping):
 * the first one when the PKI is made, and each new one before the current one expires (the archive
 * timestamps need a unit that outlives the one they renew).
 */
export async function issueTimestampUnit(params: {
  root: TSigningIdentity;
  organization: string;
  urls: TPlatformPki['urls'];
  notBefore: Date;
  validityMs: number;
}): Promise<TSigningIdentity> {
  const root = new x509.X509Certificate(toArrayBuffer(params.root.certificate));
  const keys = await generateKeyPair();
  const notBefore = truncateToSeconds(params.notBefore);
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: createSerialNumber(),
    subject: [{ O: [params.organization] }, { CN: [`${params.organization} Timestamp Unit`] }],
    issuer: root.subjectName,
    publicKey: keys.publicKey,
    signingKey: await toCryptoKey(params.root.privateKey),
    signingAlgorithm: ECDSA_P256,
    notBefore,
    notAfter: new Date(notBefore.getTime() + params.validityMs),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.timeStamping], true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root.publicKey),
      createCaIssuersExtension(params.urls.rootCertificate),
      createCrlDistributionPointsExtension(params.urls.rootCrl),
    ],
  });
  return {
    certificate: new Uint8Array(certificate.rawData),
    chain: [params.root.certificate],
    privateKey: keys.privateKey,
  };
}

function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}
