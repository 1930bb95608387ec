import * as pkijs from 'pkijs';
import { toHex } from './crypto.js';
import { parseCertificateBytes } from './parsed-cache.js';

const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';
const EMAIL_ADDRESS = '1.2.840.113549.1.9.1';
const SUBJECT_ALT_NAME = '2.5.29.17';

const parsedCertificates = new WeakMap<Uint8Array, pkijs.Certificate>();

/**
 * A certificate parsed by pkijs from DER, remembered for as long as the same byte array lives and, by its
 * bytes, in the bounded cache of parsed-cache.ts: the CA certificates of an identity and of a DSS are
 * parsed once, not at every signature (pkijs parsing costs about a millisecond per certificate). The
 * parsed object is shared, so callers never modify it.
 */
export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  let certificate = parsedCertificates.get(der);
  if (!certificate) {
    certificate = parseCertificateBytes(der);
    parsedCertificates.set(der, certificate);
  }
  return certificate;
}

/** The display name of a distinguished name: its CN, else its O, else the whole name as text. */
export function getDisplayName(name: pkijs.RelativeDistinguishedNames): string {
  const find = (type: string) => name.typesAndValues.find((entry) => entry.type === type);
  const entry = find(COMMON_NAME) ?? find(ORGANIZATION);
  if (entry) return String(entry.value.valueBlock.value);
  return name.typesAndValues.map((item) => `${item.type}=${String(item.value.valueBlock.value)}`).join(', ');
}

/** The e-mail address of a certificate's subject: the emailAddress attribute, else the first SAN rfc822Name. */
export function getSubjectEmail(certificate: pkijs.Certificate): string | null {
  const attribute = certificate.subject.typesAndValues.find((entry) => entry.type === EMAIL_ADDRESS);
  if (attribute) return String(attribute.value.valueBlock.value);
  const san = certificate.extensions?.find((extension) => extension.extnID === SUBJECT_ALT_NAME);
  const names = (san?.parsedValue as pkijs.GeneralNames | undefined)?.names ?? [];
  const email = names.find((name) => name.type === 1);
  return email ? String(email.value) : null;
}

/** A certificate's serial number in lowercase hexadecimal. */
export function getSerialNumberHex(certificate: pkijs.Certificate): string {
  return toHex(certificate.serialNumber.valueBlock.valueHexView);
}

/** Whether two parsed certificates are the same certificate. */
export function isSameCertificate(a: pkijs.Certificate, b: pkijs.Certificate): boolean {
  return (
    Buffer.from(a.tbsView).equals(Buffer.from(b.tbsView)) &&
    Buffer.from(a.signatureValue.valueBlock.valueHexView).equals(
      Buffer.from(b.signatureValue.valueBlock.valueHexView),
    )
  );
}
