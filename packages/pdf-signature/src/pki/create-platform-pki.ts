import { x509 } from './x509.js';
import { ECDSA_P256, generateKeyPair } from './crypto.js';
import {
  PKI_PUBLIC_FILES,
  createCaIssuersExtension,
  createCrlDistributionPointsExtension,
  createSerialNumber,
  getPkiUrl,
  truncateToSeconds,
} from './certificate-profile.js';
import type { TPlatformPki } from './types.js';

/**
 * Makes the platform's PKI: a self-signed root CA (20 years), an issuing CA for signer certificates
 * (10 years, path length 0) and a timestamp unit certificate (10 years), all ECDSA P-256, each
 * naming where its issuer's certificate and CRL are published under `publicUrl/pki/`.
 */
export async function createPlatformPki(params: {
  /** The organisation named in each certificate (O and the CN prefix). */
  organization: string;
  /** The platform's public address (`PUBLIC_URL`); the PKI files are served under `/pki/`. */
  publicUrl: string;
  /** The time the certificates start (defaults to now). */
  now?: Date;
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

  const timestampKeys = await generateKeyPair();
  const timestampUnit = await issueFromRoot('Timestamp Unit', timestampKeys, [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(
      x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
      true,
    ),
    new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.timeStamping], true),
  ]);

  const rootDer = new Uint8Array(root.rawData);
  return {
    root: { certificate: rootDer, chain: [], privateKey: rootKeys.privateKey },
    signingCa: {
      certificate: new Uint8Array(signingCa.rawData),
      chain: [rootDer],
      privateKey: signingCaKeys.privateKey,
    },
    timestampUnit: {
      certificate: new Uint8Array(timestampUnit.rawData),
      chain: [rootDer],
      privateKey: timestampKeys.privateKey,
    },
    urls,
  };
}

function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}
