import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { PDFDict, PDFName, PDFRef } from 'pdf-lib';
import { verifyCmsSignature } from '../cms/verify-cms-signature.js';
import { parseCertificateBytes, parseCrlBytes } from '../pki/parsed-cache.js';
import { readDssItems } from '../pdf/append-dss.js';
import { getCatalogRef, readPdfFile, type TPdfFile } from '../pdf/pdf-file.js';
import type { TCmsVerification } from '../types.js';
import { findModifications, type TModification } from './find-modifications.js';
import { readPdfSignatures, type TPdfSignature } from './read-pdf-signatures.js';

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
  /** The byte range is sound, its digest is the one signed and the CMS (and its timestamp) verifies. */
  integrity: boolean;
  certification: { permission: 1 | 2 | 3 } | null;
  /** The revision this signature closes (0 = the original file). */
  revision: number;
  coversWholeFile: boolean;
  /** A later revision changes the document in a way its certification (DocMDP; P=2 when none) does not allow. */
  modifiedAfter: boolean;
  modifications: TModification[];
  /** Stable codes: the CMS check's, `byte-range-invalid`, `revision-not-found`. */
  errors: string[];
};

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
};

/** Options of {@link verifyPdf}. */
export type TVerifyPdfOptions = {
  /** Root certificates to trust, DER. */
  trustAnchors: Uint8Array[];
  /** CRLs known beside the file's own DSS, DER. */
  crls?: Uint8Array[];
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

function crlIssuers(items: Uint8Array[]): Set<string> {
  return new Set(
    items.flatMap((der) => {
      try {
        return [nameKey(parseCrlBytes(der).issuer)];
      } catch {
        return [];
      }
    }),
  );
}

/**
 * B-LT's validation data (ETSI EN 319 142-1 §6.3): the DSS holds every CA certificate from the signer's
 * issuer up to the trust anchor (the anchor itself may be left out; the signer's certificate is in the CMS)
 * and, for each certificate below the anchor, a CRL from its issuer.
 */
function dssCoversChain(
  signerDer: Uint8Array,
  certificates: TParsedCertificate[],
  crls: Set<string>,
  anchors: TParsedCertificate[],
): boolean {
  const inDss = new Set(certificates.map((item) => item.key));
  const anchorKeys = new Set(anchors.map((item) => item.key));
  const [signer] = parseCertificates([signerDer]);
  let current = signer;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (anchorKeys.has(current.key)) return true;
    // The signer's own certificate is in the CMS; the CA certificates must be in the DSS.
    if (depth > 0 && !inDss.has(current.key)) return false;
    const { issuer, subject } = current;
    if (issuer === subject) return true;
    if (!crls.has(issuer)) return false;
    current = [...certificates, ...anchors].find((item) => item.subject === issuer);
  }
  return false;
}

/** Revisions that wrote the DSS (its dictionary or the catalog entry pointing to it), with what it held then. */
function findDssRevisions(file: TPdfFile) {
  const found: { revision: number; certificates: TParsedCertificate[]; crls: Set<string> }[] = [];
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
      crls: crlIssuers(readDssItems(file, 'CRLs', revision.index)),
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
        verifyCms({
          cms: signature.contents,
          digest: signature.sha256,
          trustAnchors: options.trustAnchors,
          crls,
          extraCertificates: dssCertificates,
        }),
      ),
    );
    let dssRevisions: ReturnType<typeof findDssRevisions> | null = null;
    let anchors: TParsedCertificate[] | null = null;
    const validationData = () => {
      dssRevisions ??= findDssRevisions(file);
      anchors ??= parseCertificates(options.trustAnchors);
      return { dssRevisions, anchors };
    };

    const reports = signatures.map((signature, index): TPdfSignatureReport => {
      const check = checks[index] as TCmsVerification;
      const errors = [...check.errors];
      if (!signature.byteRangeValid) errors.push('byte-range-invalid');
      if (signature.revision < 0) errors.push('revision-not-found');
      const integrity = check.integrity && signature.byteRangeValid && signature.revision >= 0;
      const after = modifications.filter((modification) => modification.revision > signature.revision);
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
        level: integrity ? computeLevel(signature, check, signatures, checks, validationData) : null,
        integrity,
        certification: signature.certification,
        revision: signature.revision,
        coversWholeFile: signature.coversWholeFile,
        modifiedAfter: after.length > 0,
        modifications: after,
        errors,
      };
    });
    return {
      sha256: createHash('sha256').update(pdf).digest('hex'),
      certification,
      signatures: reports,
      modifications: modifications.filter((modification) => modification.revision > firstRevision),
    };
  };
}

/**
 * B-B: ETSI.CAdES.detached with signing-certificate-v2 and no signingTime; B-T: and a sound signature
 * timestamp; B-LT: and a later revision's DSS holding the chain's certificates and CRLs; B-LTA: and a sound
 * document timestamp in a revision after that DSS.
 */
function computeLevel(
  signature: TPdfSignature,
  check: TCmsVerification,
  signatures: TPdfSignature[],
  checks: TCmsVerification[],
  validationData: () => { dssRevisions: ReturnType<typeof findDssRevisions>; anchors: TParsedCertificate[] },
): TPadesLevel | null {
  if (signature.type !== 'signature' || signature.subFilter !== 'ETSI.CAdES.detached') return null;
  if (!check.hasSigningCertificateV2 || check.hasSigningTimeAttribute) return null;
  if (!check.timestamp?.integrity || !check.timestamp.chainTrusted) return 'B-B';
  const signerDer = check.signer?.certificate;
  const { dssRevisions, anchors } = validationData();
  const dss = signerDer
    ? dssRevisions.find(
        (candidate) =>
          candidate.revision > signature.revision &&
          dssCoversChain(signerDer, candidate.certificates, candidate.crls, anchors),
      )
    : undefined;
  if (!dss) return 'B-T';
  const archived = signatures.some(
    (other, index) =>
      other.type === 'document-timestamp' &&
      other.revision > dss.revision &&
      other.byteRangeValid &&
      checks[index]?.integrity === true &&
      checks[index]?.chainTrusted === true,
  );
  return archived ? 'B-LTA' : 'B-LT';
}

/**
 * Verifies every signature and document timestamp of a PDF: integrity (byte range, digest, CMS), signer and
 * chain to `trustAnchors` (with the file's DSS certificates and CRLs, and `crls`), times (/M and the
 * timestamps'), the PAdES level reached, and whether a later revision changes the document beyond what
 * its certification allows.
 */
export const verifyPdf: (pdf: Uint8Array, options: TVerifyPdfOptions) => Promise<TPdfVerification> =
  createPdfVerifier(verifyCmsSignature);
