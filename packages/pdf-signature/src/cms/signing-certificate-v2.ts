import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { bytesEqual, digestWith, toArrayBuffer } from '../pki/crypto.js';
import { parseCertificate } from '../pki/read-certificate.js';
import { OID, getNodeHashName } from './oids.js';

/**
 * The ESS signing-certificate-v2 attribute (RFC 5035) binding a signature to its certificate: one
 * ESSCertIDv2 with the certificate's SHA-256 (the default hash, so not written) and its issuer and serial.
 */
export function createSigningCertificateV2Attribute(certificateDer: Uint8Array): pkijs.Attribute {
  const certificate = parseCertificate(certificateDer);
  const essCertIdV2 = new asn1js.Sequence({
    value: [
      new asn1js.OctetString({ valueHex: toArrayBuffer(digestWith('sha256', certificateDer)) }),
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [
              new asn1js.Constructed({
                idBlock: { tagClass: 3, tagNumber: 4 },
                value: [certificate.issuer.toSchema()],
              }),
            ],
          }),
          new asn1js.Integer({ valueHex: toArrayBuffer(certificate.serialNumber.valueBlock.valueHexView) }),
        ],
      }),
    ],
  });
  return new pkijs.Attribute({
    type: OID.signingCertificateV2,
    values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })],
  });
}

/**
 * Whether the first ESSCertIDv2 of a signing-certificate-v2 attribute value names this certificate:
 * its hash (SHA-256 unless said otherwise) equals the certificate's, and its issuer serial, if any, matches.
 */
export function matchesSigningCertificateV2(
  value: asn1js.AsnType,
  certificateDer: Uint8Array,
  certificate: pkijs.Certificate = parseCertificate(certificateDer),
): boolean {
  try {
    const certs = (value as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
    const first = certs.valueBlock.value[0] as asn1js.Sequence;
    const parts = first.valueBlock.value;
    let index = 0;
    let hashName = 'sha256';
    if (parts[0] instanceof asn1js.Sequence) {
      const algorithm = new pkijs.AlgorithmIdentifier({ schema: parts[0] });
      const name = getNodeHashName(algorithm.algorithmId);
      if (!name) return false;
      hashName = name;
      index = 1;
    }
    const hash = (parts[index] as asn1js.OctetString).valueBlock.valueHexView;
    if (!bytesEqual(hash, digestWith(hashName, certificateDer))) return false;
    const issuerSerial = parts[index + 1] as asn1js.Sequence | undefined;
    if (!issuerSerial) return true;
    const serial = (issuerSerial.valueBlock.value[1] as asn1js.Integer).valueBlock.valueHexView;
    return bytesEqual(serial, certificate.serialNumber.valueBlock.valueHexView);
  } catch {
    return false;
  }
}
