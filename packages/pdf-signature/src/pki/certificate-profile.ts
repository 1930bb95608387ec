import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import { x509 } from './x509.js';

/** The files the platform publishes under `PUBLIC_URL/pki/`, named in its certificates' AIA and CRL DP. */
export const PKI_PUBLIC_FILES = {
  rootCertificate: 'root-ca.cer',
  rootCrl: 'root-ca.crl',
  signingCaCertificate: 'signing-ca.cer',
  signingCaCrl: 'signing-ca.crl',
} as const;

/** id-kp-documentSigning (RFC 9336), beside emailProtection which NSS and OpenSSL require of a signer. */
export const ID_KP_DOCUMENT_SIGNING = '1.3.6.1.5.5.7.3.36';

/** A positive random serial number of 128 bits, hexadecimal (RFC 5280 §4.1.2.2: at most 20 octets). */
export function createSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return bytes.toString('hex');
}

/** Whole seconds: X.509 and RFC 3161 times carry no fraction here, so a time never rounds up past a bound. */
export function truncateToSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** The URL of one published PKI file. */
export function getPkiUrl(publicUrl: string, file: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/pki/${file}`;
}

/** Authority information access with the issuer certificate's address (caIssuers). */
export function createCaIssuersExtension(url: string): x509.Extension {
  return new x509.AuthorityInfoAccessExtension({ caIssuers: new x509.GeneralName('url', url) });
}

/** CRL distribution points with one address. */
export function createCrlDistributionPointsExtension(url: string): x509.Extension {
  return new x509.CRLDistributionPointsExtension([url]);
}

/**
 * Certificate policies with one policy whose user notice says, in words, how the subject's identity was
 * checked (RFC 5280 §4.2.1.4; explicitText at most 200 characters, UTF8String).
 */
export function createCertificatePoliciesExtension(policyOid: string, policyText: string): x509.Extension {
  const explicitText = [...policyText].slice(0, 200).join('');
  const policies = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.ObjectIdentifier({ value: policyOid }),
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({
                value: [
                  new asn1js.ObjectIdentifier({ value: '1.3.6.1.5.5.7.2.2' }), // id-qt-unotice
                  new asn1js.Sequence({ value: [new asn1js.Utf8String({ value: explicitText })] }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  });
  return new x509.Extension('2.5.29.32', false, policies.toBER(false));
}
