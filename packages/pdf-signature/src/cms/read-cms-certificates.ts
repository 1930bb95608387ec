import { readSignedData } from './read-signed-data.js';

/**
 * The certificates a CMS signature carries, and those of its signature-timestamp tokens, DER and each
 * once: what a DSS (B-LT) gathers beside the CRLs. Throws when `cms` is not a SignedData.
 */
export function readCmsCertificates(cms: Uint8Array): Uint8Array[] {
  const found = new Map<string, Uint8Array>();
  const collect = (input: Uint8Array) => {
    const { certificateDer, timestampTokens } = readSignedData(input);
    for (const der of certificateDer.values()) found.set(Buffer.from(der).toString('base64'), der);
    for (const token of timestampTokens.flat()) collect(token);
  };
  collect(cms);
  return [...found.values()];
}
