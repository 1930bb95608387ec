import type { TSigningIdentity } from '../types.js';

/** The platform's own PKI: a root, an issuing CA for signer certificates, and a timestamp unit. */
export type TPlatformPki = {
  /** Self-signed root CA; its certificate is what validators are told to trust. `chain` is empty. */
  root: TSigningIdentity;
  /** Issues the short-lived signer certificates (path length 0). `chain` is `[root]`. */
  signingCa: TSigningIdentity;
  /** The RFC 3161 timestamp unit (critical EKU id-kp-timeStamping), issued by the root. `chain` is `[root]`. */
  timestampUnit: TSigningIdentity;
  /** The addresses the certificates name: serve each file's DER there. */
  urls: {
    rootCertificate: string;
    rootCrl: string;
    signingCaCertificate: string;
    signingCaCrl: string;
  };
};
