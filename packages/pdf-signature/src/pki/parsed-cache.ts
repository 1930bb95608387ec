import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from './crypto.js';

/**
 * Caches of what a verification finds again and again and what never changes for the same bytes: a
 * certificate or a CRL parsed from its DER, and whether a certificate or a CRL is signed by a given issuer
 * key. The CA, timestamp unit and CRL bytes come back in every signature, token and DSS of a document and
 * of the next one; parsing them (asn1js) and checking their signatures (a WebCrypto key import each time)
 * was most of a verification's cost. Nothing is skipped: each check still runs once per distinct bytes, and
 * what depends on the moment (validity dates, revocation at a time) is not cached. Bounded (oldest entries
 * dropped first); parsed objects are shared, so callers never modify them.
 */
const CACHE_SIZE = 1024;

function createBoundedCache<T>() {
  const entries = new Map<string, T>();
  return {
    get(key: string, make: () => T): T {
      const found = entries.get(key);
      if (found !== undefined) return found;
      const made = make();
      if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value!);
      entries.set(key, made);
      return made;
    },
  };
}

const digestKey = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64');
};

const certificates = createBoundedCache<pkijs.Certificate>();
const crls = createBoundedCache<pkijs.CertificateRevocationList>();
const verdicts = createBoundedCache<Promise<boolean>>();

/** A certificate parsed from its DER, once per distinct bytes. */
export function parseCertificateBytes(der: Uint8Array, parse?: () => pkijs.Certificate): pkijs.Certificate {
  return certificates.get(digestKey(der), parse ?? (() => pkijs.Certificate.fromBER(toArrayBuffer(der))));
}

/** A CRL parsed from its DER, once per distinct bytes (throws on what is no CRL, and caches nothing then). */
export function parseCrlBytes(der: Uint8Array): pkijs.CertificateRevocationList {
  return crls.get(digestKey(der), () => pkijs.CertificateRevocationList.fromBER(toArrayBuffer(der)));
}

/** The issuer's signed part: its name and public key, as the key of a verdict. */
function tbsOf(certificate: pkijs.Certificate): Uint8Array {
  if (certificate.tbsView.byteLength === 0)
    certificate.tbsView = new Uint8Array(certificate.encodeTBS().toBER());
  return certificate.tbsView;
}

/**
 * Whether `certificate` is signed by the key of `issuer` (pkijs's check; itself when no issuer is given),
 * once per pair: the key is the digest of the signed bytes, the signature algorithm and value, and the
 * issuer's signed part (its name and public key).
 */
export function isCertificateSignedBy(
  certificate: pkijs.Certificate,
  issuer?: pkijs.Certificate,
): Promise<boolean> {
  const key = digestKey(
    tbsOf(certificate),
    new Uint8Array(certificate.signatureAlgorithm.toSchema().toBER(false)),
    certificate.signatureValue.valueBlock.valueHexView,
    tbsOf(issuer ?? certificate),
  );
  return verdicts.get(`certificate:${key}`, () => certificate.verify(issuer).catch(() => false));
}

/** Whether `crl` is signed by the key of `issuer` (pkijs's check), once per pair. */
export function isCrlSignedBy(
  crl: pkijs.CertificateRevocationList,
  issuer: pkijs.Certificate,
): Promise<boolean> {
  const key = digestKey(
    new Uint8Array(crl.tbsView),
    new Uint8Array(crl.signatureAlgorithm.toSchema().toBER(false)),
    crl.signatureValue.valueBlock.valueHexView,
    tbsOf(issuer),
  );
  return verdicts.get(`crl:${key}`, () => crl.verify({ issuerCertificate: issuer }).catch(() => false));
}
