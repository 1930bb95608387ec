import {
  createPrivateKey,
  generateKeyPairSync,
  privateEncrypt,
  constants,
  type KeyObject,
} from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/signpdf';
import { getOrCreateSecret } from '../../../shared/app-secrets.js';
import type { Database } from '../../../db/client.js';

/** The platform's certificate as kept: a PKCS#12 (base64) and its password. */
export type TStoredP12 = { p12: string; password: string };

/** The object identifiers this signer writes or reads (forge's `pki.oids`, spelled out). */
const OID = {
  keyBag: '1.2.840.113549.1.12.10.1.1',
  pkcs8ShroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  data: '1.2.840.113549.1.7.1',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

// DigestInfo prefix of a SHA-256 digest (RFC 8017 §9.2): what RSASSA-PKCS1-v1_5 signs.
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * Signs PDFs for @signpdf with the platform's certificate: a CMS SignedData (detached, SHA-256, the
 * signing time and the certificate), built by node-forge like @signpdf/signer-p12, but with the
 * PKCS#12 read once and the RSA operation done by Node's crypto (forge's own is ten times slower).
 */
export class PlatformSigner extends Signer {
  readonly certificate: forge.pki.Certificate;
  private readonly key: KeyObject;

  constructor(stored: TStoredP12) {
    super();
    const asn1 = forge.asn1.fromDer(forge.util.decode64(stored.p12.replace(/\s+/g, '')));
    const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, stored.password);
    const keyBag =
      p12.getBags({ bagType: OID.pkcs8ShroudedKeyBag })[OID.pkcs8ShroudedKeyBag]?.[0] ??
      p12.getBags({ bagType: OID.keyBag })[OID.keyBag]?.[0];
    const certBags = p12.getBags({ bagType: OID.certBag })[OID.certBag] ?? [];
    const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!privateKey) throw new Error('the signing PKCS#12 holds no private key');
    const certificate = certBags
      .map((bag: forge.pkcs12.Bag) => bag.cert)
      .find(
        (cert: forge.pki.Certificate | undefined): cert is forge.pki.Certificate =>
          cert !== undefined && (cert.publicKey as forge.pki.rsa.PublicKey).n.compareTo(privateKey.n) === 0,
      );
    if (!certificate) throw new Error('the signing PKCS#12 holds no certificate of its key');
    this.certificate = certificate;
    this.key = createPrivateKey(forge.pki.privateKeyToPem(privateKey));
  }

  /** The certificate's subject common name (who seals). */
  get commonName(): string {
    return String(this.certificate.subject.getField('CN')?.value ?? 'Souscription');
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(this.certificate);
    const key = this.key;
    // Note: forge asks the key to sign the digest of the signed attributes; Node's crypto does it.
    const nodeKey = {
      sign: (md: forge.md.MessageDigest) => {
        const digest = Buffer.from(md.digest().getBytes(), 'binary');
        const signature = privateEncrypt(
          { key, padding: constants.RSA_PKCS1_PADDING },
          Buffer.concat([SHA256_DIGEST_INFO, digest]),
        );
        return signature.toString('binary');
      },
    };
    p7.addSigner({
      key: nodeKey as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.certificate,
      digestAlgorithm: OID.sha256,
      authenticatedAttributes: [
        { type: OID.contentType, value: OID.data },
        { type: OID.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: OID.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/** A new self-signed sealing certificate (RSA 2048, 10 years) as a PKCS#12; `commonName` in ASCII (forge writes it as a PrintableString). */
export function createPlatformP12(commonName: string): TStoredP12 {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgePrivate = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const forgePublic = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Souscription' },
    { name: 'countryName', value: 'FR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgePrivate, forge.md.sha256.create());
  const password = forge.util.encode64(forge.random.getBytesSync(18));
  const asn1 = forge.pkcs12.toPkcs12Asn1(forgePrivate, [cert], password, { algorithm: '3des' });
  return { p12: forge.util.encode64(forge.asn1.toDer(asn1).getBytes()), password };
}

const signers = new WeakMap<Database, Promise<PlatformSigner>>();

/**
 * The platform's signer: the PKCS#12 given by configuration (SIGNING_P12), else the one made on first
 * start and kept in the database (every replica shares it). Read once per database.
 */
export function getPlatformSigner(
  db: Database,
  configured: { p12: string | undefined; password: string },
): Promise<PlatformSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = (async () => {
      const stored = configured.p12
        ? { p12: configured.p12, password: configured.password }
        : await getOrCreateSecret<TStoredP12>(db, 'signature_platform_p12', async () =>
            createPlatformP12('Souscription - cachet electronique de la plateforme'),
          );
      return new PlatformSigner(stored);
    })();
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}
