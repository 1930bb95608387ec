/**
 * The seam between the package's two halves: the cryptography (PKI, CMS, RFC 3161 timestamps) and the
 * PDF side (incremental updates, signature dictionaries, DSS, verification of a whole file).
 */

/** A certificate and its private key, with the chain up to (and including) the root. DER bytes. */
export type TSigningIdentity = {
  /** The signer's certificate, DER. */
  certificate: Uint8Array;
  /** Issuer certificates from the signer's issuer up to the root, DER. */
  chain: Uint8Array[];
  /** The private key of `certificate` (Node's KeyObject or WebCrypto's CryptoKey). */
  privateKey: CryptoKey | import('node:crypto').KeyObject;
};

/** A source of RFC 3161 timestamp tokens: the platform's own unit or an external authority. */
export type TTimestampAuthority = {
  /** A TimeStampToken (a CMS ContentInfo, DER) over the given SHA-256 digest. */
  requestToken(sha256Digest: Uint8Array): Promise<Uint8Array>;
};

/** What a CMS check says about one signature or timestamp token. */
export type TCmsVerification = {
  /** The signature value verifies over the signed attributes, and the message digest matches. */
  integrity: boolean;
  signer: { name: string; email: string | null; serialNumber: string; certificate: Uint8Array } | null;
  /** Subject names from the signer up to the trust anchor found, or as far as the chain went. */
  chain: string[];
  /** The chain ends at one of the given trust anchors and every certificate was valid at `validAt`. */
  chainTrusted: boolean;
  /** The time the chain was checked at: the timestamp's time when there is one, else now. */
  validAt: Date;
  /** ETSI baseline signed attributes. */
  hasSigningCertificateV2: boolean;
  hasSigningTimeAttribute: boolean;
  /** The signature-timestamp token in the unsigned attributes, or the token itself for a document timestamp. */
  timestamp: {
    time: Date;
    integrity: boolean;
    authority: string;
    chainTrusted: boolean;
    /** The timestamp unit's certificate (DER), when the token names one it carries or was given. */
    certificate: Uint8Array | null;
  } | null;
  /** A certificate of the chain is revoked by one of the given CRLs. */
  revoked: boolean;
  errors: string[];
};
