/** Object identifiers of CMS (RFC 5652), ESS (RFC 2634/5035), TSP (RFC 3161) and CAdES used here. */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificate: '1.2.840.113549.1.9.16.2.12',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsaPss: '1.2.840.113549.1.1.10',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  emailAddress: '1.2.840.113549.1.9.1',
  commonName: '2.5.4.3',
} as const;

/** Node's name of a digest algorithm given by OID, or null when it is not one we accept. */
export function getNodeHashName(oid: string): string | null {
  switch (oid) {
    case OID.sha256:
      return 'sha256';
    case OID.sha384:
      return 'sha384';
    case OID.sha512:
      return 'sha512';
    case OID.sha1:
      return 'sha1';
    default:
      return null;
  }
}
