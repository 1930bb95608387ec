import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { PDFDict, PDFName, PDFRef } from 'pdf-lib';
import { verifyCmsSignature } from '../cms/verify-cms-signature.js';
import { parseCertificateBytes } from '../pki/parsed-cache.js';
import { readDssItems } from '../pdf/append-dss.js';
import { getCatalogRef, readPdfFile, type TPdfFile } from '../pdf/pdf-file.js';
import type { TCmsVerification } from '../types.js';
import { findModifications, type TModification } from './find-modifications.js';
import {
  listEmptySignatureFields,
  readPdfSignatures,
  type TEmptySignatureField,
  type TPdfSignature,
} from './read-pdf-signatures.js';
import { findTrustedCrls, pickFreshCrl, type TFreshness, type TTrustedCrl } from './revocation-freshness.js';

/** PAdES baseline levels (ETSI EN 319 142-1 §6). */
export type TPadesLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

/** What the verifier says about one signature or document timestamp of a PDF. */
export type TPdfSignatureReport = {
  fieldName: string;
  type: 'signature' | 'document-timestamp';
  subFilter: string;
  /** The signer (for a document timestamp: the timestamp unit). */
  signer: TCmsVerification['signer'];
  /** Subject names from the signer up to the trust anchor (or as far as the chain went). */
  chain: string[];
  chainTrusted: boolean;
  revoked: boolean;
  /** /M: the time the signer's software claimed. */
  signingTime: Date | null;
  /** The trusted time: the signature timestamp's, or the document timestamp's own. */
  timestampTime: Date | null;
  timestampAuthority: string | null;
  /** The baseline level reached, or null (a document timestamp, no PAdES baseline, or no integrity). */
  level: TPadesLevel | null;
  /**
   * The revocation data the chain was judged on: `checkedAt`, the time the certificates were checked at
   * (the signature timestamp's, or the document timestamp's own), and `issuedAt`, when the newest CRL that
   * verdict rests on was issued (null when the file holds no fresh CRL for every certificate of the chain).
   */
  revocation: { checkedAt: Date; issuedAt: Date | null } | null;
  /** The byte range is sound, its digest is the one signed and the CMS (and its timestamp) verifies. */
  integrity: boolean;
  certification: { permission: 1 | 2 | 3 } | null;
  /** The revision this signature closes (0 = the original file). */
  revision: number;
  coversWholeFile: boolean;
  /** A later revision changes the document in a way its certification (DocMDP; P=2 when none) does not allow. */
  modifiedAfter: boolean;
  modifications: TModification[];
  /** The field name of the signature this one is a copy of (the same signature value found again), or null. */
  copyOf: string | null;
  /** What this signature is worth, one rule for every line of its report (see {@link getSignatureStatus}). */
  status: TSignatureStatus;
  /**
   * Stable codes: the CMS check's, `byte-range-invalid`, `revision-not-found`, `byte-range-unreadable`,
   * `contents-unreadable` (a broken signature field), `signature-copy`.
   */
  errors: string[];
};

/**
 * One signature's standing, worst first: `broken` (its /ByteRange or /Contents cannot be read), `copy`
 * (its value is another signature's), `altered` (the bytes it signed changed, or it does not verify),
 * `modified-after` (intact, but a later revision changed the document beyond what is allowed),
 * `untrusted` (intact and unmodified, but its chain does not reach a trusted root or is revoked), `valid`.
 */
export type TSignatureStatus = 'broken' | 'copy' | 'altered' | 'modified-after' | 'untrusted' | 'valid';

/** The headline on a whole file: altered unless every signature is intact and unmodified after. */
export type TPdfVerdict = 'altered' | 'unsigned' | 'untrusted' | 'valid';

/** The verdict on a whole PDF. */
export type TPdfVerification = {
  /** SHA-256 of the file, hex. */
  sha256: string;
  /** The document's certification (DocMDP) permission, if it is certified. */
  certification: { permission: 1 | 2 | 3 } | null;
  /** In the order of the revisions they close. */
  signatures: TPdfSignatureReport[];
  /** Every change after the first signature that the permission does not allow. */
  modifications: TModification[];
  /** Signature fields that hold no signature (listed, never counted as signatures). */
  emptySignatureFields: TEmptySignatureField[];
  /**
   * `valid` only when there is a signature and every one is intact, trusted and not modified after, and
   * no change was made after the first; `altered` as soon as one signature is broken, a copy, altered or
   * modified after, or a change was made; `untrusted` when all hold but one's chain is not trusted.
   */
  verdict: TPdfVerdict;
  /** When this verification ran (the validation time; each signature is judged at its own proven time). */
  validatedAt: Date;
  /** When the newest revocation data a signature's verdict rests on was issued, or null. */
  revocationDataIssuedAt: Date | null;
};

/** Options of {@link verifyPdf}. */
export type TVerifyPdfOptions = {
  /** Root certificates to trust, DER. */
  trustAnchors: Uint8Array[];
  /** CRLs known beside the file's own DSS, DER. */
  crls?: Uint8Array[];
  /** The validation time reported (now by default). */
  now?: Date;
};

/** The CMS half's verifier, as `verifyCmsSignature` offers it. */
export type TVerifyCms = (params: {
  cms: Uint8Array;
  digest: Uint8Array;
  trustAnchors: Uint8Array[];
  crls?: Uint8Array[];
  extraCertificates?: Uint8Array[];
}) => Promise<TCmsVerification>;

/** A certificate with its names as DER hex, so that names compare byte for byte. */
type TParsedCertificate = { key: string; subject: string; issuer: string };

const hexOf = (bytes: Uint8Array | ArrayBuffer) =>
  (bytes instanceof Uint8Array
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
    : Buffer.from(bytes)
  ).toString('hex');
const nameKeys = new WeakMap<pkijs.RelativeDistinguishedNames, string>();
/** A name's DER as hex, once per parsed name (the parsed certificates and CRLs are shared: parsed-cache.ts). */
function nameKey(name: pkijs.RelativeDistinguishedNames): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = hexOf(name.toSchema().toBER(false));
    nameKeys.set(name, key);
  }
  return key;
}

function parseCertificates(items: Uint8Array[]): TParsedCertificate[] {
  return items.flatMap((der) => {
    try {
      const certificate = parseCertificateBytes(der);
      return [
        { key: hexOf(der), subject: nameKey(certificate.subject), issuer: nameKey(certificate.issuer) },
      ];
    } catch {
      return [];
    }
  });
}

/**
 * B-LT's validation data (ETSI EN 319 142-1 §6.3): the DSS holds every CA certificate from the signer's
 * issuer up to the trust anchor (the anchor itself may be left out; the signer's certificate is in the CMS)
 * and, for each certificate below the anchor, a CRL its issuer signed that is fresh for the time the chain
 * is checked at (EN 319 102-1: issued after it). `issuedAt`: the newest of those CRLs.
 */
function dssCoversChain(
  signerDer: Uint8Array,
  dss: { certificates: TParsedCertificate[]; crls: TTrustedCrl[] },
  anchors: TParsedCertificate[],
  freshness: TFreshness,
): { covered: boolean; issuedAt: Date | null } {
  const { certificates, crls } = dss;
  const inDss = new Set(certificates.map((item) => item.key));
  const anchorKeys = new Set(anchors.map((item) => item.key));
  const [signer] = parseCertificates([signerDer]);
  let current = signer;
  let issuedAt: Date | null = null;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (anchorKeys.has(current.key)) return { covered: true, issuedAt };
    // The signer's own certificate is in the CMS; the CA certificates must be in the DSS.
    if (depth > 0 && !inDss.has(current.key)) break;
    const { issuer, subject } = current;
    if (issuer === subject) return { covered: true, issuedAt };
    const issuerCertificate: TParsedCertificate | undefined = [...certificates, ...anchors].find(
      (item) => item.subject === issuer,
    );
    const crl = issuerCertificate ? pickFreshCrl(crls, issuerCertificate.key, freshness) : null;
    if (!crl) break;
    if (!issuedAt || crl.thisUpdate > issuedAt) issuedAt = crl.thisUpdate;
    current = issuerCertificate;
  }
  return { covered: false, issuedAt: null };
}

/** Revisions that wrote the DSS (its dictionary or the catalog entry pointing to it), with what it held then. */
function findDssRevisions(file: TPdfFile, trustedCrls: Map<string, TTrustedCrl>) {
  const found: { revision: number; certificates: TParsedCertificate[]; crls: TTrustedCrl[] }[] = [];
  for (const revision of file.revisions) {
    const root = revision.trailer.get(PDFName.of('Root'));
    if (!(root instanceof PDFRef)) continue;
    const catalogRef = getCatalogRef(file, revision.index);
    const catalog = file.lookup(catalogRef, revision.index);
    const dss = catalog instanceof PDFDict ? catalog.get(PDFName.of('DSS')) : undefined;
    if (!dss) continue;
    const wrote =
      revision.entries.has(catalogRef.objectNumber) ||
      (dss instanceof PDFRef && revision.entries.has(dss.objectNumber));
    if (!wrote) continue;
    found.push({
      revision: revision.index,
      certificates: parseCertificates(readDssItems(file, 'Certs', revision.index)),
      crls: readDssItems(file, 'CRLs', revision.index).flatMap((der) => {
        const crl = trustedCrls.get(hexOf(der));
        return crl ? [crl] : [];
      }),
    });
  }
  return found;
}

/** A verifier of whole PDFs on top of a CMS verifier (the package's `verifyCmsSignature`). */
export function createPdfVerifier(verifyCms: TVerifyCms) {
  return async function verify(pdf: Uint8Array, options: TVerifyPdfOptions): Promise<TPdfVerification> {
    const file = readPdfFile(pdf);
    const signatures = readPdfSignatures(file);
    const certification = signatures.find((signature) => signature.certification)?.certification ?? null;
    const modifications = findModifications(file, certification?.permission ?? 2);
    const firstRevision = Math.min(
      ...signatures.map((signature) => signature.revision).filter((r) => r >= 0),
    );
    const dssCertificates = readDssItems(file, 'Certs');
    const crls = [...readDssItems(file, 'CRLs'), ...(options.crls ?? [])];
    const checks = await Promise.all(
      signatures.map((signature) =>
        signature.problem
          ? Promise.resolve(unreadableCheck(signature.problem))
          : verifyCms({
              cms: signature.contents,
              digest: signature.sha256,
              trustAnchors: options.trustAnchors,
              crls,
              extraCertificates: dssCertificates,
            }),
      ),
    );
    const trustedCrls = await findTrustedCrls(crls, [...dssCertificates, ...options.trustAnchors]);
    let dssRevisions: ReturnType<typeof findDssRevisions> | null = null;
    let anchors: TParsedCertificate[] | null = null;
    const validationData = () => {
      dssRevisions ??= findDssRevisions(file, trustedCrls);
      anchors ??= parseCertificates(options.trustAnchors);
      return { dssRevisions, anchors };
    };

    const reports = signatures.map((signature, index): TPdfSignatureReport => {
      const check = checks[index] as TCmsVerification;
      const errors = [...check.errors];
      if (signature.copyOf !== null) errors.push('signature-copy');
      else if (!signature.byteRangeValid && !signature.problem) errors.push('byte-range-invalid');
      if (signature.revision < 0) errors.push('revision-not-found');
      const integrity = check.integrity && signature.byteRangeValid && signature.revision >= 0;
      const after = modifications.filter((modification) => modification.revision > signature.revision);
      const status = getSignatureStatus({
        problem: signature.problem,
        copyOf: signature.copyOf,
        integrity,
        modifiedAfter: after.length > 0,
        chainTrusted: check.chainTrusted,
        revoked: check.revoked,
      });
      const validation = integrity
        ? assessValidationData(signature, check, signatures, checks, validationData)
        : null;
      return {
        fieldName: signature.fieldName,
        type: signature.type,
        subFilter: signature.subFilter,
        signer: check.signer,
        chain: check.chain,
        chainTrusted: check.chainTrusted,
        revoked: check.revoked,
        signingTime: signature.signingTime,
        timestampTime: check.timestamp?.time ?? null,
        timestampAuthority: check.timestamp?.authority ?? null,
        level: validation?.level ?? null,
        revocation: validation?.revocation ?? null,
        integrity,
        certification: signature.certification,
        revision: signature.revision,
        coversWholeFile: signature.coversWholeFile,
        modifiedAfter: after.length > 0,
        modifications: after,
        copyOf: signature.copyOf,
        status,
        errors,
      };
    });
    const changes = modifications.filter((modification) => modification.revision > firstRevision);
    const emptySignatureFields = listEmptySignatureFields(file);
    // A cap passed while reading, even where a damaged object was let through as missing, refuses the file.
    file.budget.assertWithinLimits();
    return {
      sha256: createHash('sha256').update(pdf).digest('hex'),
      certification,
      signatures: reports,
      modifications: changes,
      emptySignatureFields,
      verdict: getVerdict(
        reports.map((report) => report.status),
        changes.length > 0,
      ),
      validatedAt: options.now ?? new Date(),
      revocationDataIssuedAt: newestIssue(reports),
    };
  };
}

/** A CMS check for a signature whose /ByteRange or /Contents cannot be read: nothing verifies. */
function unreadableCheck(problem: NonNullable<TPdfSignature['problem']>): TCmsVerification {
  return {
    integrity: false,
    signer: null,
    chain: [],
    chainTrusted: false,
    validAt: new Date(),
    hasSigningCertificateV2: false,
    hasSigningTimeAttribute: false,
    timestamp: null,
    revoked: false,
    errors: [problem],
  };
}

/** One rule for one signature's standing (see {@link TSignatureStatus}). */
export function getSignatureStatus(facts: {
  problem: TPdfSignature['problem'];
  copyOf: string | null;
  integrity: boolean;
  modifiedAfter: boolean;
  chainTrusted: boolean;
  revoked: boolean;
}): TSignatureStatus {
  if (facts.problem) return 'broken';
  if (facts.copyOf !== null) return 'copy';
  if (!facts.integrity) return 'altered';
  if (facts.modifiedAfter) return 'modified-after';
  if (!facts.chainTrusted || facts.revoked) return 'untrusted';
  return 'valid';
}

/** The headline from the signatures' standings and whether a change was made after the first one. */
export function getVerdict(statuses: TSignatureStatus[], changed: boolean): TPdfVerdict {
  if (statuses.length === 0) return changed ? 'altered' : 'unsigned';
  if (changed || statuses.some((status) => status !== 'valid' && status !== 'untrusted')) return 'altered';
  return statuses.includes('untrusted') ? 'untrusted' : 'valid';
}

type TValidationData = () => {
  dssRevisions: ReturnType<typeof findDssRevisions>;
  anchors: TParsedCertificate[];
};
type TValidation = { level: TPadesLevel | null; revocation: TPdfSignatureReport['revocation'] };

/** The newest revocation data a signature of the report rests on. */
function newestIssue(reports: TPdfSignatureReport[]): Date | null {
  let newest: Date | null = null;
  for (const report of reports) {
    const issuedAt = report.type === 'signature' ? report.revocation?.issuedAt : null;
    if (issuedAt && (!newest || issuedAt > newest)) newest = issuedAt;
  }
  return newest;
}

/** The first DSS revision after `revision` holding the chain of every given certificate, fresh for its time. */
function findCoveringDss(
  after: number,
  chains: { certificate: Uint8Array; freshness: TFreshness }[],
  validationData: TValidationData,
): { revision: number; issuedAt: Date | null } | null {
  const { dssRevisions, anchors } = validationData();
  for (const candidate of dssRevisions) {
    if (candidate.revision <= after) continue;
    const covers = chains.map((chain) =>
      dssCoversChain(chain.certificate, candidate, anchors, chain.freshness),
    );
    if (!covers.every((cover) => cover.covered)) continue;
    const issued = covers.flatMap((cover) => (cover.issuedAt ? [cover.issuedAt] : []));
    const issuedAt = issued.length ? new Date(Math.max(...issued.map((date) => date.getTime()))) : null;
    return { revision: candidate.revision, issuedAt };
  }
  return null;
}

/**
 * B-B: ETSI.CAdES.detached with signing-certificate-v2 and no signingTime; B-T: and a sound signature
 * timestamp; B-LT: and a later revision's DSS holding the certificates of the signer's chain and of the
 * timestamp unit's, with CRLs issued after the signature timestamp (EN 319 102-1); B-LTA: and a sound
 * document timestamp in a revision after that DSS, whose own chain the file's DSS covers at its time. A
 * document timestamp gets no level, but its revocation data is reported.
 */
function assessValidationData(
  signature: TPdfSignature,
  check: TCmsVerification,
  signatures: TPdfSignature[],
  checks: TCmsVerification[],
  validationData: TValidationData,
): TValidation {
  if (signature.type === 'document-timestamp') {
    const { covered: _covered, ...revocation } = documentTimestampRevocation(check, validationData);
    return { level: null, revocation };
  }
  if (signature.subFilter !== 'ETSI.CAdES.detached') return { level: null, revocation: null };
  if (!check.hasSigningCertificateV2 || check.hasSigningTimeAttribute)
    return { level: null, revocation: null };
  const timestamp = check.timestamp;
  if (!timestamp?.integrity || !timestamp.chainTrusted) return { level: 'B-B', revocation: null };
  const signerDer = check.signer?.certificate;
  const freshness: TFreshness = { at: timestamp.time, rule: 'issued-after' };
  const dss =
    signerDer && timestamp.certificate
      ? findCoveringDss(
          signature.revision,
          [
            { certificate: signerDer, freshness },
            { certificate: timestamp.certificate, freshness },
          ],
          validationData,
        )
      : null;
  if (!dss) return { level: 'B-T', revocation: { checkedAt: timestamp.time, issuedAt: null } };
  const revocation = { checkedAt: timestamp.time, issuedAt: dss.issuedAt };
  const archived = signatures.some(
    (other, index) =>
      other.type === 'document-timestamp' &&
      other.revision > dss.revision &&
      other.byteRangeValid &&
      checks[index]?.integrity === true &&
      checks[index]?.chainTrusted === true &&
      documentTimestampRevocation(checks[index]!, validationData).covered,
  );
  return { level: archived ? 'B-LTA' : 'B-LT', revocation };
}

/** A document timestamp's own chain, checked at its time against any DSS of the file. */
function documentTimestampRevocation(
  check: TCmsVerification,
  validationData: TValidationData,
): { checkedAt: Date; issuedAt: Date | null; covered: boolean } {
  const at = check.timestamp?.time ?? check.validAt;
  const certificate = check.signer?.certificate;
  if (!certificate) return { checkedAt: at, issuedAt: null, covered: false };
  const dss = findCoveringDss(
    -1,
    [{ certificate, freshness: { at, rule: 'issued-after-or-current' } }],
    validationData,
  );
  return { checkedAt: at, issuedAt: dss?.issuedAt ?? null, covered: dss !== null };
}

/**
 * Verifies every signature and document timestamp of a PDF: integrity (byte range, digest, CMS), signer and
 * chain to `trustAnchors` (with the file's DSS certificates and CRLs, and `crls`), times (/M and the
 * timestamps'), the PAdES level reached, and whether a later revision changes the document beyond what
 * its certification allows.
 */
export const verifyPdf: (pdf: Uint8Array, options: TVerifyPdfOptions) => Promise<TPdfVerification> =
  createPdfVerifier(verifyCmsSignature);
