import { X509Certificate } from 'node:crypto';
import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  createCrl,
  createHttpTimestampAuthority,
  createLocalTimestampAuthority,
  createPlatformPki,
  createSecretKeyProtector,
  issueSignerCertificate,
  issueTimestampUnit,
  loadSigningIdentityFromP12,
  loadSigningIdentityFromPem,
  restorePlatformPki,
  restoreTimestampUnit,
  storePlatformPki,
  storeTimestampUnit,
  TIMESTAMP_UNIT_VALIDITY_MS,
  type TKeyProtector,
  type TLocalTimestampAuthority,
  type TPlatformPki,
  type TSigningIdentity,
  type TStoredPlatformPki,
  type TTimestampAuthority,
} from '@souscription/pdf-signature';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { pkiAuthorities, pkiCrlHistory, pkiCrls, pkiSignerCertificates } from '../../db/schema.js';
import { PkiKeyError, resolveMasterKey } from './master-key.js';

/** What the PKI reads from the configuration. */
export type TPkiConfig = Pick<
  AppConfig,
  | 'publicUrl'
  | 'dataDir'
  | 'pkiMasterKey'
  | 'tsaUrl'
  | 'signingP12'
  | 'signingP12Password'
  | 'signingChainPem'
  | 'signingKeyPem'
  | 'signingKeyPassphrase'
>;

/**
 * The platform's object identifiers, under the UUID arc 2.25 (ITU-T X.667: an OID anyone may take
 * without registering): the signer certificate policy, the timestamp policy, the platform seal's policy.
 */
const PLATFORM_ARC = '2.25.80828391710430847598003861517676331564';
export const PLATFORM_OIDS = {
  signerPolicy: `${PLATFORM_ARC}.1`,
  timestampPolicy: `${PLATFORM_ARC}.2`,
  sealPolicy: `${PLATFORM_ARC}.3`,
} as const;

const ORGANIZATION = 'Souscription';
const PLATFORM_ROW = 'platform';
/** A CRL is valid a week and made again when less than a day is left (or a certificate is revoked). */
const CRL_VALIDITY_MS = 7 * 24 * 3600_000;
const CRL_RENEW_BEFORE_MS = 24 * 3600_000;

export type TCrlIssuer = 'root' | 'signingCa';
const CRL_ISSUERS: TCrlIssuer[] = ['signingCa', 'root'];

/** The platform's PKI as the API uses it. */
export type TPki = {
  /** The CA that issues signer certificates: the platform's signing CA, or the configured external CA. */
  issuer: TSigningIdentity;
  /** The platform's root CA certificate (DER). */
  rootCertificate: Uint8Array;
  /** The certificates a validator is told to trust: the platform's root, and the external CA's root. */
  trustAnchors: Uint8Array[];
  /** The platform's own timestamp unit (served by POST /pki/tsa). */
  localTimestampAuthority: TLocalTimestampAuthority;
  /** Where signature and document timestamps come from: TSA_URL, else the platform's own unit. */
  timestampAuthority: TTimestampAuthority;
  /** Whether the issuing CA is external (SIGNING_P12 or a PEM chain). */
  externalIssuer: boolean;
  /** The configured timestamp authority's address (TSA_URL), when timestamps come from there. */
  tsaUrl: string | null;
  /** A short-lived certificate for one signer, recorded with its envelope and party. */
  issueSignerCertificate(input: {
    name: string;
    email: string | null;
    /** How the signer's identity was checked (the certificate policy's user notice, ≤ 200 characters). */
    policyText: string;
    /** Start of validity (at most the time the signature claims). */
    notBefore: Date;
    /** End of validity (an hour after the signature is made). */
    validUntil: Date;
    envelopeId: number | null;
    party: string | null;
    /** An organisation's seal (the platform's own): its O. */
    organization?: string;
  }): Promise<TSigningIdentity>;
  /** Revokes the signer certificates of an envelope not revoked yet; the CRL is made again. */
  revokeEnvelopeCertificates(envelopeId: number, reason: string, at: Date): Promise<number>;
  /** The current CRL of a CA the platform holds the key of (made again when due). */
  currentCrl(issuer: TCrlIssuer, now?: Date): Promise<Uint8Array>;
  /** Every current CRL, for a DSS. */
  currentCrls(now?: Date): Promise<Uint8Array[]>;
  /**
   * The CRLs of each CA that were current at each of `times` (thisUpdate ≤ time ≤ nextUpdate), from every
   * CRL the platform issued: what a validator judging a CRL at a signature's time (`openssl verify -attime`)
   * needs in the DSS.
   */
  crlsCurrentAt(times: Date[]): Promise<Uint8Array[]>;
  /**
   * New CRLs of every CA, issued at `notBefore` or later (now, or `notBefore` when it is ahead of this
   * clock): revocation data issued after the signatures it vouches for (ETSI EN 319 102-1).
   */
  issueFreshCrls(notBefore: Date): Promise<Uint8Array[]>;
  /**
   * The platform's timestamp unit made again when its certificate expires before `before` (ten years from
   * now, issued by the root; the first replica's wins), or taken over when another replica made one; the
   * local unit (and `timestampAuthority` without TSA_URL) stamps with it from then on. Answers when the
   * local unit's certificate expires.
   */
  renewTimestampUnit(before: Date): Promise<Date>;
};

/** How the PKI is made when the database has none yet (tests: a short-lived timestamp unit). */
export type TPkiOptions = { timestampUnitValidityMs?: number };

async function loadExternalIssuer(config: TPkiConfig): Promise<TSigningIdentity | null> {
  if (config.signingP12) {
    return loadSigningIdentityFromP12(
      new Uint8Array(Buffer.from(config.signingP12.replace(/\s+/g, ''), 'base64')),
      config.signingP12Password,
    );
  }
  if (config.signingChainPem && config.signingKeyPem) {
    return loadSigningIdentityFromPem({
      certificates: config.signingChainPem,
      privateKey: config.signingKeyPem,
      ...(config.signingKeyPassphrase ? { passphrase: config.signingKeyPassphrase } : {}),
    });
  }
  return null;
}

/** Reads the stored PKI, or makes and stores it (the first replica's insert wins; the others read it back). */
async function loadOrCreatePlatformPki(
  db: Database,
  config: TPkiConfig,
  options: TPkiOptions,
): Promise<{ platform: TPlatformPki; protector: TKeyProtector }> {
  const [row] = await db.select().from(pkiAuthorities).where(eq(pkiAuthorities.id, PLATFORM_ROW));
  const masterKey = await resolveMasterKey({
    configured: config.pkiMasterKey,
    dataDir: config.dataDir,
    databaseHasKeys: row !== undefined,
  });
  const protector = createSecretKeyProtector(masterKey);
  let stored = row?.stored as TStoredPlatformPki | undefined;
  if (!stored) {
    const created = await createPlatformPki({
      organization: ORGANIZATION,
      publicUrl: config.publicUrl,
      ...(options.timestampUnitValidityMs
        ? { timestampUnitValidityMs: options.timestampUnitValidityMs }
        : {}),
    });
    await db
      .insert(pkiAuthorities)
      .values({ id: PLATFORM_ROW, stored: await storePlatformPki(created, protector) })
      .onConflictDoNothing();
    const [written] = await db.select().from(pkiAuthorities).where(eq(pkiAuthorities.id, PLATFORM_ROW));
    stored = written!.stored as TStoredPlatformPki;
  }
  try {
    return { platform: await restorePlatformPki(stored, protector), protector };
  } catch {
    throw new PkiKeyError(
      'The key given (PKI_MASTER_KEY or the key file in DATA_DIR) does not open the platform PKI stored in the database: ' +
        'give the secret it was sealed with.',
    );
  }
}

/** The CRLs of each CA the platform issued that were current at each of `times`, each once. */
async function findCrlsCurrentAt(db: Database, times: Date[]): Promise<Uint8Array[]> {
  const found = new Map<string, Uint8Array>();
  for (const name of CRL_ISSUERS) {
    for (const time of times) {
      const [row] = await db
        .select({ der: pkiCrlHistory.der })
        .from(pkiCrlHistory)
        .where(
          and(
            eq(pkiCrlHistory.issuer, name),
            lte(pkiCrlHistory.thisUpdate, time),
            gte(pkiCrlHistory.nextUpdate, time),
          ),
        )
        .orderBy(desc(pkiCrlHistory.thisUpdate))
        .limit(1);
      if (row) found.set(Buffer.from(row.der).toString('base64'), row.der);
    }
  }
  return [...found.values()];
}

const expiryOf = (certificate: Uint8Array | string) =>
  new Date(
    new X509Certificate(typeof certificate === 'string' ? Buffer.from(certificate, 'base64') : certificate)
      .validTo,
  );

/**
 * The stored timestamp unit, made again first when its certificate expires before `before`: the new one is
 * written only over the unit it replaces (compare-and-swap on its certificate), so that two replicas
 * renewing at once keep one; both read back the one stored.
 */
async function findOrMakeTimestampUnit(
  db: Database,
  platform: TPlatformPki,
  protector: TKeyProtector,
  before: Date,
): Promise<TStoredPlatformPki> {
  const read = async () =>
    (await db.select().from(pkiAuthorities).where(eq(pkiAuthorities.id, PLATFORM_ROW)))[0]!
      .stored as TStoredPlatformPki;
  const stored = await read();
  if (expiryOf(stored.timestampUnit.certificate) >= before) return stored;
  const unit = await issueTimestampUnit({
    root: platform.root,
    organization: ORGANIZATION,
    urls: platform.urls,
    notBefore: new Date(),
    validityMs: TIMESTAMP_UNIT_VALIDITY_MS,
  });
  await db
    .update(pkiAuthorities)
    .set({ stored: await storeTimestampUnit(stored, unit, protector) })
    .where(
      and(
        eq(pkiAuthorities.id, PLATFORM_ROW),
        sql`${pkiAuthorities.stored} -> 'timestampUnit' ->> 'certificate' = ${stored.timestampUnit.certificate}`,
      ),
    );
  return read();
}

/** {@link TPki.renewTimestampUnit}: the local unit (and the default authority) move to the stored one. */
async function renewTimestampUnit(
  pki: TPki,
  from: { db: Database; platform: TPlatformPki; protector: TKeyProtector; tsaUrl: string | undefined },
  before: Date,
): Promise<Date> {
  const expiry = expiryOf(pki.localTimestampAuthority.identity.certificate);
  if (expiry >= before) return expiry;
  const stored = await findOrMakeTimestampUnit(from.db, from.platform, from.protector, before);
  const current = Buffer.from(pki.localTimestampAuthority.identity.certificate).toString('base64');
  if (stored.timestampUnit.certificate !== current) {
    pki.localTimestampAuthority = createLocalTimestampAuthority({
      identity: await restoreTimestampUnit(stored, from.protector),
      policyOid: PLATFORM_OIDS.timestampPolicy,
    });
    if (!from.tsaUrl) pki.timestampAuthority = pki.localTimestampAuthority;
  }
  return expiryOf(pki.localTimestampAuthority.identity.certificate);
}

/** Opens (or makes) the platform's PKI without keeping it: `getPki` is the one to use. */
export async function openPki(db: Database, config: TPkiConfig, options: TPkiOptions = {}): Promise<TPki> {
  const { platform, protector } = await loadOrCreatePlatformPki(db, config, options);
  const external = await loadExternalIssuer(config);
  const issuer = external ?? platform.signingCa;
  const externalRoot = external ? (external.chain.at(-1) ?? external.certificate) : null;
  const localTimestampAuthority = createLocalTimestampAuthority({
    identity: platform.timestampUnit,
    policyOid: PLATFORM_OIDS.timestampPolicy,
  });
  const identities: Record<TCrlIssuer, TSigningIdentity> = { root: platform.root, signingCa: issuer };

  async function makeCrl(name: TCrlIssuer, asked: Date): Promise<Uint8Array> {
    // Never dated before it is made (issue 33): a caller's earlier clock (the seed's story) is not used.
    const now = new Date(Math.max(asked.getTime(), Date.now()));
    const revoked =
      name === 'signingCa'
        ? await db
            .select({
              serialNumber: pkiSignerCertificates.serialNumber,
              revokedAt: pkiSignerCertificates.revokedAt,
            })
            .from(pkiSignerCertificates)
            .where(isNotNull(pkiSignerCertificates.revokedAt))
        : [];
    const [previous] = await db.select().from(pkiCrls).where(eq(pkiCrls.issuer, name));
    const crlNumber = (previous?.crlNumber ?? 0n) + 1n;
    const nextUpdate = new Date(now.getTime() + CRL_VALIDITY_MS);
    const der = await createCrl({
      issuer: identities[name],
      revoked: revoked.map((entry) => ({ serialNumber: entry.serialNumber, revokedAt: entry.revokedAt! })),
      thisUpdate: now,
      nextUpdate,
      crlNumber,
    });
    const values = { issuer: name, crlNumber, thisUpdate: now, nextUpdate, der };
    await db.insert(pkiCrls).values(values).onConflictDoUpdate({ target: pkiCrls.issuer, set: values });
    await db.insert(pkiCrlHistory).values(values).onConflictDoNothing();
    return der;
  }

  const pki: TPki = {
    issuer,
    rootCertificate: platform.root.certificate,
    trustAnchors: externalRoot ? [platform.root.certificate, externalRoot] : [platform.root.certificate],
    localTimestampAuthority,
    timestampAuthority: config.tsaUrl ? createHttpTimestampAuthority(config.tsaUrl) : localTimestampAuthority,
    externalIssuer: external !== null,
    tsaUrl: config.tsaUrl ?? null,

    async issueSignerCertificate(input) {
      // A CRL current when the signature is made, kept in the history for the DSS (crlsCurrentAt).
      await pki.currentCrls();
      const identity = await issueSignerCertificate({
        issuer,
        subject: { name: input.name, email: input.email, organization: input.organization ?? null },
        policyOid: input.organization ? PLATFORM_OIDS.sealPolicy : PLATFORM_OIDS.signerPolicy,
        policyText: input.policyText.slice(0, 200),
        notBefore: input.notBefore,
        validityMs: Math.max(input.validUntil.getTime() - input.notBefore.getTime(), 60_000),
        caIssuersUrl: platform.urls.signingCaCertificate,
        crlUrl: platform.urls.signingCaCrl,
      });
      const parsed = new X509Certificate(identity.certificate);
      await db.insert(pkiSignerCertificates).values({
        serialNumber: parsed.serialNumber.toLowerCase(),
        envelopeId: input.envelopeId,
        party: input.party,
        subjectName: input.name,
        notBefore: new Date(parsed.validFrom),
        notAfter: new Date(parsed.validTo),
        certificate: identity.certificate,
      });
      return identity;
    },

    async revokeEnvelopeCertificates(envelopeId, reason, at) {
      const revoked = await db
        .update(pkiSignerCertificates)
        .set({ revokedAt: at, revocationReason: reason })
        .where(and(eq(pkiSignerCertificates.envelopeId, envelopeId), isNull(pkiSignerCertificates.revokedAt)))
        .returning({ serialNumber: pkiSignerCertificates.serialNumber });
      if (revoked.length > 0) await makeCrl('signingCa', at);
      return revoked.length;
    },

    async currentCrl(name, now = new Date()) {
      const [row] = await db.select().from(pkiCrls).where(eq(pkiCrls.issuer, name));
      if (row && row.nextUpdate.getTime() - now.getTime() > CRL_RENEW_BEFORE_MS) return row.der;
      return makeCrl(name, now);
    },

    async currentCrls(now = new Date()) {
      return Promise.all([pki.currentCrl('signingCa', now), pki.currentCrl('root', now)]);
    },

    crlsCurrentAt: (times) => findCrlsCurrentAt(db, times),

    async issueFreshCrls(notBefore) {
      const now = new Date();
      const at = now > notBefore ? now : notBefore;
      return Promise.all(CRL_ISSUERS.map((name) => makeCrl(name, at)));
    },

    renewTimestampUnit: (before) =>
      renewTimestampUnit(pki, { db, platform, protector, tsaUrl: config.tsaUrl }, before),
  };
  return pki;
}

const loaded = new WeakMap<Database, Promise<TPki>>();

/**
 * The platform's PKI for this database, read (or made) once: its stored keys opened with the master
 * key, the external CA and TSA of the configuration. The first call of a process fails clearly when
 * the key is missing or wrong (PkiKeyError). A PKI made here starts when it is made.
 */
export function getPki(db: Database, config: TPkiConfig, options: TPkiOptions = {}): Promise<TPki> {
  let pki = loaded.get(db);
  if (!pki) {
    pki = openPki(db, config, options);
    pki.catch(() => loaded.delete(db));
    loaded.set(db, pki);
  }
  return pki;
}
