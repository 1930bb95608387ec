/**
 * Long-term validation (issue 33 item 5): the validation data a completed envelope's documents and its
 * sealed signature history carry still prove every signature three years later, when every signer's
 * certificate and every CRL has long expired. Checked under Debian's faketime by OpenSSL (each chain at its
 * timestamp's time, with only the DSS's CRLs) and by our verifier in a process of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getPki, type TPki } from '../src/modules/pki/index.js';
import { sealPlatformDocument } from '../src/modules/signature/service/pades-documents.js';
import { chainsOf, createLaterChecks } from './support/long-term-checks.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let pki: TPki;
let later: ReturnType<typeof createLaterChecks>;
const files: Record<string, Uint8Array> = {};

beforeAll(async () => {
  t = await createTestApp();
  const d = createSignatureDriver(t);
  await d.init();
  pki = await getPki(t.database.db, t.config);
  // Three years ahead, as faketime counts them.
  later = createLaterChecks(pki.rootCertificate, '+3y');
  const id = await d.createFilledDossier({ clientId: await d.customerIdOf('client'), twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  await d.signAs(id, 'mission', 'subscriber', 'client');
  await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
  // Sealed by the delivery worker's job after the last answer (issue 32 point 7).
  await d.untilSealed(id);
  const headers = await t.authAs('conseiller');
  const list = await t.app.inject({ url: `/api/dossier/${id}/docusign/documents`, headers });
  for (const document of list.json().documents as { id: number; name: string }[]) {
    const one = await t.app.inject({ url: `/api/dossier/${id}/docusign/documents/${document.id}`, headers });
    const resource = one.json().document.resource as string;
    files[document.name] = new Uint8Array(Buffer.from(resource.slice(resource.indexOf(',') + 1), 'base64'));
  }
  // The platform's seal, as on the signature history and the evidence file.
  const blank = await PDFDocument.create();
  blank.addPage();
  files['cachet de la plateforme'] = await sealPlatformDocument(pki, await blank.save(), {
    reason: 'Certificat de signature',
    now: new Date(),
  });
}, 300_000);
afterAll(async () => {
  await t?.close();
  later?.remove();
});

describe('three years after signing (faketime +3y), with only what the files carry', () => {
  it('openssl verify -attime <each timestamp> -crl_check_all accepts every chain (signers, seal, timestamp unit) with the DSS’s CRLs alone', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    for (const [name, pdf] of Object.entries(files)) {
      const chains = chainsOf(pdf);
      expect(chains.map((chain) => chain.what).join(', '), name).toMatch(/signer.*timestamp unit/);
      for (const chain of chains) {
        const result = later.opensslVerify(pdf, chain);
        expect(result.output, `${name}: ${chain.what}`).toContain(': OK');
        expect(result.status, `${name}: ${chain.what}`).toBe(0);
      }
      // Without the CRLs OpenSSL refuses: the check above rests on the DSS's revocation data.
      expect(later.opensslVerify(pdf, chains[0]!, false).output).toContain('unable to get certificate CRL');
    }
  });

  it('our verifier, in a process three years ahead, still says B-LTA for every signature, with revocation data issued after each signature timestamp', () => {
    for (const [name, pdf] of Object.entries(files)) {
      const { status, stderr, report } = later.verifyLater(pdf);
      expect(status, stderr).toBe(0);
      expect(new Date(report!.validatedAt).getTime() - Date.now(), name).toBeGreaterThan(
        3 * 364 * 24 * 3600_000,
      );
      expect(report!.modifications, name).toBe(0);
      const signatures = report!.signatures.filter(
        (signature) => !signature.fieldName.startsWith('Horodatage'),
      );
      expect(signatures.length, name).toBeGreaterThan(0);
      for (const signature of report!.signatures) {
        expect(signature, `${name}: ${signature.fieldName}`).toMatchObject({
          integrity: true,
          chainTrusted: true,
          revoked: false,
        });
        expect(signature.revocation.issuedAt, `${name}: ${signature.fieldName}`).not.toBeNull();
      }
      for (const signature of signatures) {
        expect(signature.level, `${name}: ${signature.fieldName}`).toBe('B-LTA');
        expect(new Date(signature.revocation.issuedAt!).getTime()).toBeGreaterThanOrEqual(
          Math.floor(new Date(signature.revocation.checkedAt).getTime() / 1000) * 1000,
        );
      }
    }
  });
});
