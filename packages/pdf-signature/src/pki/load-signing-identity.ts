import { X509Certificate, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import * as pkijs from 'pkijs';
import type { TSigningIdentity } from '../types.js';
import { importKeyObject, importPkcs8PrivateKey, toArrayBuffer } from './crypto.js';

const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const X509_CERTIFICATE = '1.2.840.113549.1.9.22.1';

/**
 * A signing identity from a PEM certificate chain (any order, the holder's certificate among them) and
 * its PEM private key (PKCS#8, SEC1 or PKCS#1, encrypted when `passphrase` is given): an external CA's
 * issuing certificate to issue signer certificates with, or an organisation's seal.
 */
export async function loadSigningIdentityFromPem(params: {
  certificates: string;
  privateKey: string;
  passphrase?: string;
}): Promise<TSigningIdentity> {
  const blocks =
    params.certificates.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (!blocks.length) throw new Error('No PEM certificate found');
  const certificates = blocks.map((block) => new Uint8Array(new X509Certificate(block).raw));
  const key = createPrivateKey({
    key: params.privateKey,
    format: 'pem',
    ...(params.passphrase ? { passphrase: params.passphrase } : {}),
  });
  return { ...orderChain(certificates, key), privateKey: await importKeyObject(key) };
}

/**
 * A signing identity from a PKCS#12 file protected by `password`, as OpenSSL 3 writes them by default
 * (PBES2 with PBKDF2 and AES, HMAC-SHA-256 integrity). Legacy files (RC2/3DES) are refused by pkijs:
 * re-export them with `openssl pkcs12 -export` from OpenSSL 3.
 */
export async function loadSigningIdentityFromP12(
  bytes: Uint8Array,
  password: string,
): Promise<TSigningIdentity> {
  const passwordBuffer = toArrayBuffer(new TextEncoder().encode(password));
  const pfx = pkijs.PFX.fromBER(toArrayBuffer(bytes));
  await pfx.parseInternalValues({ password: passwordBuffer, checkIntegrity: true });
  const authenticatedSafe = pfx.parsedValue?.authenticatedSafe;
  if (!authenticatedSafe) throw new Error('The PKCS#12 file holds no authenticated safe');
  await authenticatedSafe.parseInternalValues({
    safeContents: authenticatedSafe.safeContents.map(() => ({ password: passwordBuffer })),
  });
  const certificates: Uint8Array[] = [];
  let pkcs8: Uint8Array | null = null;
  for (const { value } of authenticatedSafe.parsedValue?.safeContents ?? []) {
    for (const bag of value.safeBags) {
      if (bag.bagId === SHROUDED_KEY_BAG) {
        const shrouded = bag.bagValue as pkijs.PKCS8ShroudedKeyBag;
        const encrypted = new pkijs.EncryptedData({
          encryptedContentInfo: new pkijs.EncryptedContentInfo({
            contentType: '1.2.840.113549.1.7.1',
            contentEncryptionAlgorithm: shrouded.encryptionAlgorithm,
            encryptedContent: shrouded.encryptedData,
          }),
        });
        pkcs8 = new Uint8Array(await encrypted.decrypt({ password: passwordBuffer }));
      } else if (bag.bagId === KEY_BAG) {
        pkcs8 = new Uint8Array((bag.bagValue as pkijs.PrivateKeyInfo).toSchema().toBER(false));
      } else if (bag.bagId === CERT_BAG) {
        const certBag = bag.bagValue as pkijs.CertBag;
        if (certBag.certId === X509_CERTIFICATE && certBag.parsedValue instanceof pkijs.Certificate) {
          certificates.push(new Uint8Array(certBag.parsedValue.toSchema().toBER(false)));
        }
      }
    }
  }
  if (!pkcs8) throw new Error('The PKCS#12 file holds no private key');
  if (!certificates.length) throw new Error('The PKCS#12 file holds no certificate');
  const key = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
  return { ...orderChain(certificates, key), privateKey: await importPkcs8PrivateKey(pkcs8) };
}

/** The certificate of the key, then its issuers in order as far as the given certificates go. */
function orderChain(
  certificates: Uint8Array[],
  key: KeyObject,
): { certificate: Uint8Array; chain: Uint8Array[] } {
  const publicKey = createPublicKey(key).export({ format: 'der', type: 'spki' });
  const parsed = certificates.map((der) => ({ der, x509: new X509Certificate(Buffer.from(der)) }));
  const leaf = parsed.find((item) =>
    item.x509.publicKey.export({ format: 'der', type: 'spki' }).equals(publicKey),
  );
  if (!leaf) throw new Error('No certificate matches the private key');
  const chain: Uint8Array[] = [];
  let current = leaf;
  while (current.x509.subject !== current.x509.issuer && chain.length < 10) {
    const issuer = parsed.find(
      (item) =>
        item !== current && item.x509.subject === current.x509.issuer && current.x509.checkIssued(item.x509),
    );
    if (!issuer || chain.includes(issuer.der)) break;
    chain.push(issuer.der);
    current = issuer;
  }
  return { certificate: leaf.der, chain };
}
