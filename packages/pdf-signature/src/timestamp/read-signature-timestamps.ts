import { X509Certificate } from 'node:crypto';
import { OID } from '../cms/oids.js';
import { readSignedData } from '../cms/read-signed-data.js';
import { readTimestampToken } from './read-timestamp-token.js';

/** One timestamp of a signature (or a document timestamp itself), read, not verified. */
export type TSignatureTimestamp = {
  /** The TSTInfo's genTime. */
  time: Date;
  /** The timestamp unit's certificate (the one the token carries that issued no other), DER, or null. */
  unitCertificate: Uint8Array | null;
  /** Every certificate the token carries, DER. */
  certificates: Uint8Array[];
};

/**
 * The timestamps a PDF signature's CMS holds: the signature-timestamp tokens of its signer infos, or, for a
 * document timestamp, the token itself. What validation data must cover (each chain at each time) and what
 * the archive renewal watches (when the newest unit certificate expires). Unreadable tokens are skipped:
 * the verifier is the one that judges them.
 */
export function readSignatureTimestamps(contents: Uint8Array): TSignatureTimestamp[] {
  let tokens: Uint8Array[];
  try {
    const read = readSignedData(contents);
    tokens =
      read.signedData.encapContentInfo.eContentType === OID.tstInfo
        ? [contents]
        : read.timestampTokens.flat();
  } catch {
    return [];
  }
  return tokens.flatMap((token) => {
    try {
      const { tstInfo } = readTimestampToken(token);
      const certificates = [...readSignedData(token).certificateDer.values()];
      return [{ time: tstInfo.genTime, unitCertificate: findLeaf(certificates), certificates }];
    } catch {
      return [];
    }
  });
}

/** The certificate among `certificates` that issued none of the others. */
function findLeaf(certificates: Uint8Array[]): Uint8Array | null {
  const parsed = certificates.map((der) => ({ der, x509: new X509Certificate(Buffer.from(der)) }));
  const leaf = parsed.find(
    (candidate) =>
      !candidate.x509.ca &&
      !parsed.some((other) => other !== candidate && other.x509.issuer === candidate.x509.subject),
  );
  return leaf?.der ?? null;
}
