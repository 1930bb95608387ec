import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TSigningIdentity } from '../types.js';
import { encodeUnsignedInteger, toArrayBuffer, toCryptoKey } from './crypto.js';
import { truncateToSeconds } from './certificate-profile.js';
import { parseCertificate } from './read-certificate.js';

/**
 * A CRL (RFC 5280 v2) signed by a CA with SHA-256: the revoked serial numbers with their revocation
 * times, the authority key identifier and a CRL number (by default the seconds of `thisUpdate`, so it
 * grows). Note: built with pkijs, because @peculiar/x509 2.2 writes an empty crlEntryExtensions that
 * RFC 5280 forbids and strict parsers (pkijs among them) refuse.
 */
export async function createCrl(params: {
  issuer: TSigningIdentity;
  /** Hexadecimal serial numbers (as `issueSignerCertificate` takes them) and when each was revoked. */
  revoked: { serialNumber: string; revokedAt: Date }[];
  thisUpdate: Date;
  nextUpdate: Date;
  crlNumber?: bigint;
}): Promise<Uint8Array> {
  const issuer = parseCertificate(params.issuer.certificate);
  const thisUpdate = truncateToSeconds(params.thisUpdate);
  const crlNumber = params.crlNumber ?? BigInt(Math.floor(thisUpdate.getTime() / 1000));
  const issuerKeyId = issuer.extensions?.find((extension) => extension.extnID === '2.5.29.14')
    ?.parsedValue as asn1js.OctetString | undefined;
  const extensions = [
    new pkijs.Extension({
      extnID: '2.5.29.20',
      critical: false,
      extnValue: toArrayBuffer(
        new Uint8Array(
          new asn1js.Integer({ valueHex: toArrayBuffer(encodeUnsignedInteger(crlNumber)) }).toBER(false),
        ),
      ),
    }),
  ];
  if (issuerKeyId) {
    const authorityKeyIdentifier = new pkijs.AuthorityKeyIdentifier({ keyIdentifier: issuerKeyId });
    extensions.unshift(
      new pkijs.Extension({
        extnID: '2.5.29.35',
        critical: false,
        extnValue: authorityKeyIdentifier.toSchema().toBER(false),
      }),
    );
  }
  const crl = new pkijs.CertificateRevocationList({
    version: 1,
    issuer: issuer.subject,
    thisUpdate: createTime(thisUpdate),
    nextUpdate: createTime(truncateToSeconds(params.nextUpdate)),
    ...(params.revoked.length
      ? {
          revokedCertificates: params.revoked.map(
            (entry) =>
              new pkijs.RevokedCertificate({
                userCertificate: new asn1js.Integer({
                  valueHex: toArrayBuffer(encodeUnsignedInteger(BigInt(`0x${entry.serialNumber}`))),
                }),
                revocationDate: createTime(truncateToSeconds(entry.revokedAt)),
              }),
          ),
        }
      : {}),
    crlExtensions: new pkijs.Extensions({ extensions }),
  });
  await crl.sign(await toCryptoKey(params.issuer.privateKey), 'SHA-256');
  return new Uint8Array(crl.toSchema(true).toBER(false));
}

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 §5.1.2.4). */
function createTime(date: Date): pkijs.Time {
  return new pkijs.Time({ type: date.getUTCFullYear() < 2050 ? 0 : 1, value: date });
}
