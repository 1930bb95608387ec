import {
  appendDss,
  appendSignature,
  createCadesDetachedSignature,
  createCrl,
  createDocumentTimestampToken,
  createLocalTimestampAuthority,
  type TPlatformPki,
} from '../../src/index.js';
import { createTestPki, issueTestSigner } from '../helpers.js';
import { createContract } from './signed-document.js';

/** A contract signed through the package's own cryptography, at each stage of the platform's flow. */
export type TPlatformSignedStages = {
  pki: TPlatformPki;
  signed: Uint8Array;
  withDss: Uint8Array;
  final: Uint8Array;
  signingTimes: Date[];
};

/**
 * Three parties sign (each with a certificate of their own; the first certifies with P=2), each signature
 * timestamped by the platform's unit; then the DSS (CA certificates, CRLs) and a document timestamp.
 */
export async function signLikeThePlatform(): Promise<TPlatformSignedStages> {
  const pki = await createTestPki('Souscription PDF');
  const authority = createLocalTimestampAuthority({
    identity: pki.timestampUnit,
    policyOid: '1.3.6.1.4.1.99999.2',
  });
  let pdf = await createContract();
  const signingTimes: Date[] = [];
  for (const [index, name] of ['Zoé Lefèvre', 'Marc Dupont', 'Conseillère Martin'].entries()) {
    const identity = await issueTestSigner(pki, { subject: { name, email: `party${index}@example.com` } });
    const signingTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    signingTimes.push(signingTime);
    pdf = await appendSignature(pdf, {
      fieldName: `Signature${index + 1}`,
      subFilter: 'ETSI.CAdES.detached',
      name,
      reason: 'Je signe le bulletin de souscription — « lu et approuvé »',
      signingTime,
      ...(index === 0 ? { certify: { permission: 2 as const } } : {}),
      sign: (digest) => createCadesDetachedSignature({ digest, identity, timestampAuthority: authority }),
    });
  }
  const now = new Date();
  const nextUpdate = new Date(now.getTime() + 7 * 24 * 3600_000);
  const crls = await Promise.all(
    [pki.signingCa, pki.root].map((issuer) =>
      createCrl({ issuer, revoked: [], thisUpdate: now, nextUpdate }),
    ),
  );
  const withDss = appendDss(pdf, {
    certificates: [pki.signingCa.certificate, pki.root.certificate, pki.timestampUnit.certificate],
    crls,
  });
  const final = await appendSignature(withDss, {
    fieldName: 'Horodatage',
    subFilter: 'ETSI.RFC3161',
    sign: (digest) => createDocumentTimestampToken(digest, authority),
  });
  return { pki, signed: pdf, withDss, final, signingTimes };
}
