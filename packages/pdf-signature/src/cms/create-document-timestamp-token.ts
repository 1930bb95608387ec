import type { TTimestampAuthority } from '../types.js';

/**
 * The TimeStampToken of a PAdES document timestamp (SubFilter ETSI.RFC3161, B-LTA): a token over the
 * SHA-256 of the PDF's byte ranges, to be written as the /Contents of a /DocTimeStamp dictionary.
 */
export async function createDocumentTimestampToken(
  digest: Uint8Array,
  authority: TTimestampAuthority,
): Promise<Uint8Array> {
  if (digest.length !== 32) throw new Error('The digest must be a SHA-256 digest (32 bytes)');
  return await authority.requestToken(digest);
}
