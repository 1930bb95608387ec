import * as asn1js from 'asn1js';
import { OID } from './oids.js';
import { readSignedData } from './read-signed-data.js';

/**
 * The certificates a CMS signature carries, and those of its signature-timestamp tokens, DER and each
 * once: what a DSS (B-LT) gathers beside the CRLs. Throws when `cms` is not a SignedData.
 */
export function readCmsCertificates(cms: Uint8Array): Uint8Array[] {
  const found = new Map<string, Uint8Array>();
  const collect = (input: Uint8Array | asn1js.AsnType) => {
    const { signedData, certificateDer } = readSignedData(input);
    for (const der of certificateDer.values()) found.set(Buffer.from(der).toString('base64'), der);
    for (const signerInfo of signedData.signerInfos) {
      for (const attribute of signerInfo.unsignedAttrs?.attributes ?? []) {
        if (attribute.type !== OID.signatureTimeStampToken) continue;
        for (const token of attribute.values) collect(token as asn1js.AsnType);
      }
    }
  };
  collect(cms);
  return [...found.values()];
}
