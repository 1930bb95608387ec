import { parseCertificateBytes, parseCrlBytes, isCrlSignedBy } from '../pki/parsed-cache.js';

/** A CRL whose signature the certificate that issued it verifies. */
export type TTrustedCrl = {
  /** The CRL's DER as hex: the key DSS items are matched with. */
  key: string;
  /** The DER of the issuing certificate as hex. */
  issuerKey: string;
  thisUpdate: Date;
  nextUpdate: Date | null;
};

/**
 * How recent revocation data must be for a certificate checked at a time (ETSI EN 319 102-1 §5.2.5,
 * §5.6.2.3): `issued-after`, issued at or after that time, so that it shows the certificate was not revoked
 * then — what a signature validated in the past needs; `issued-after-or-current` also takes data that was
 * current at that time (thisUpdate ≤ time ≤ nextUpdate), for the newest document timestamp, after which
 * nothing in the file can have been issued.
 */
export type TFreshness = { at: Date; rule: 'issued-after' | 'issued-after-or-current' };

const hexOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');

/**
 * The CRLs among `crls` that a certificate among `issuers` signed (keyed by the CRL's DER as hex); a CRL no
 * given certificate signed, or that cannot be read, is left out: it vouches for nothing.
 */
export async function findTrustedCrls(
  crls: Uint8Array[],
  issuers: Uint8Array[],
): Promise<Map<string, TTrustedCrl>> {
  const parsedIssuers = issuers.flatMap((der) => {
    try {
      return [{ key: hexOf(der), certificate: parseCertificateBytes(der) }];
    } catch {
      return [];
    }
  });
  const trusted = new Map<string, TTrustedCrl>();
  for (const der of crls) {
    const key = hexOf(der);
    if (trusted.has(key)) continue;
    let crl;
    try {
      crl = parseCrlBytes(der);
    } catch {
      continue;
    }
    for (const issuer of parsedIssuers) {
      if (!crl.issuer.isEqual(issuer.certificate.subject)) continue;
      if (!(await isCrlSignedBy(crl, issuer.certificate))) continue;
      trusted.set(key, {
        key,
        issuerKey: issuer.key,
        thisUpdate: crl.thisUpdate.value,
        nextUpdate: crl.nextUpdate?.value ?? null,
      });
      break;
    }
  }
  return trusted;
}

/** Whether a CRL is fresh for `freshness` (CRL times are whole seconds: the time is taken to its second). */
export function isFresh(crl: TTrustedCrl, freshness: TFreshness): boolean {
  const at = Math.floor(freshness.at.getTime() / 1000) * 1000;
  if (crl.thisUpdate.getTime() >= at) return true;
  return (
    freshness.rule === 'issued-after-or-current' &&
    crl.thisUpdate.getTime() <= freshness.at.getTime() &&
    (crl.nextUpdate === null || freshness.at.getTime() <= crl.nextUpdate.getTime())
  );
}

/**
 * The CRL of `issuerKey` the verdict rests on for a certificate checked at `freshness`: the earliest issued at
 * or after that time, else (when the rule allows) one current then; null when there is none.
 */
export function pickFreshCrl(
  crls: readonly TTrustedCrl[],
  issuerKey: string,
  freshness: TFreshness,
): TTrustedCrl | null {
  const fresh = crls
    .filter((crl) => crl.issuerKey === issuerKey && isFresh(crl, freshness))
    .sort((a, b) => a.thisUpdate.getTime() - b.thisUpdate.getTime());
  const at = Math.floor(freshness.at.getTime() / 1000) * 1000;
  return fresh.find((crl) => crl.thisUpdate.getTime() >= at) ?? fresh.at(-1) ?? null;
}
