/**
 * Archive-timestamp renewal (issue 33 item 5): on a platform whose first timestamp unit's certificate lives
 * three days and whose renewal window is one day, two and a half days after signing the delivery worker's
 * loop makes a new unit and gives every signed document a document
 * timestamp of it, after a DSS with fresh CRLs, as a new version that downloads serve. Two workers at once
 * renew each document once; a document a killed worker held waits for its lease. The renewed file still
 * reads valid B-LTA (our verifier, pdfsig, mutool) and, under faketime past the first unit's expiry,
 * OpenSSL verifies every chain with the DSS's CRLs alone. The evidence file gets its archive timestamp as
 * a new revision, and the signature history kept beside it one too, both the platform's records.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfSignatures, readSignatureTimestamps } from '@souscription/pdf-signature';
import { dossierEvidence, signatureDocuments, signatureDocumentVersions } from '../src/db/schema.js';
import { getPki, type TPki } from '../src/modules/pki/index.js';
import { renewEvidenceArchiveTimestamps } from '../src/modules/evidence/index.js';
import { renewArchiveTimestamps } from '../src/modules/signature/service/renew-archive-timestamps.js';
import { createIndependentValidators, type IndependentValidators } from './support/independent-validators.js';
import { chainsOf, createLaterChecks } from './support/long-term-checks.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;
let t: TestApp;
let pki: TPki;
let v: IndependentValidators;
let dossierId: number;
/** Each document as signed, then as renewed, by id. */
const before = new Map<number, Uint8Array>();
const after = new Map<number, Uint8Array>();
let firstUnit: Uint8Array;
/** How far the server's clock is ahead of the real one. */
let aheadMs = 0;
const serverNow = () => new Date(Date.now() + aheadMs);

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const expiryOf = (der: Uint8Array) => new Date(new X509Certificate(der).validTo);
const newestUnit = (pdf: Uint8Array) =>
  readSignatureTimestamps(readPdfSignatures(pdf).at(-1)!.contents).at(-1)!.unitCertificate!;

/** The dossier's documents as the advisor downloads them (each its current version), by id. */
async function download(): Promise<Map<number, Uint8Array>> {
  const headers = await t.authAs('conseiller');
  const list = await t.app.inject({ url: `/api/dossier/${dossierId}/docusign/documents`, headers });
  const files = new Map<number, Uint8Array>();
  for (const document of list.json().documents as { id: number }[]) {
    const url = `/api/dossier/${dossierId}/docusign/documents/${document.id}`;
    const resource = (await t.app.inject({ url, headers })).json().document.resource as string;
    files.set(document.id, new Uint8Array(Buffer.from(resource.slice(resource.indexOf(',') + 1), 'base64')));
  }
  return files;
}

let evidenceBefore: Uint8Array;
let historyBefore: Uint8Array;

/** The dossier's evidence file as the dossier manager downloads it (its latest revision). */
async function getEvidence(): Promise<Uint8Array> {
  const url = `/api/dossiers/${dossierId}/evidence`;
  const response = await t.app.inject({ url, headers: await t.authAs('gestionnaire') });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

/** The signature history as the advisor downloads it. */
async function getHistory(): Promise<Uint8Array> {
  const url = `/api/dossier/${dossierId}/docusign/history`;
  const response = await t.app.inject({ url, headers: await t.authAs('conseiller') });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(Buffer.from(response.json().envelopeHistoryData, 'base64'));
}

/** The renewal step as another worker runs it, with its clock at `now`. */
const renewAt = (now = serverNow()) =>
  renewArchiveTimestamps(
    { db: t.database.db, blobs: t.app.blobs, forms: t.app.forms, config: t.app.config, now: () => now },
    { windowDays: t.app.config.archiveRenewalWindowDays },
  );

async function verify(pdf: Uint8Array) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signatures/verify',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(pdf),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp(
    { archiveRenewalWindowDays: 1 },
    { pki: { timestampUnitValidityMs: 3 * DAY_MS }, clock: serverNow },
  );
  const d = createSignatureDriver(t);
  await d.init();
  pki = await getPki(t.database.db, t.config);
  firstUnit = pki.localTimestampAuthority.identity.certificate;
  v = await createIndependentValidators(t, 'archive-renewal');
  dossierId = await d.createFilledDossier({ clientId: await d.customerIdOf('client'), twoParties: true });
  expect((await d.submitSignatureBlock(dossierId, 'mission')).statusCode).toBe(200);
  await d.signAs(dossierId, 'mission', 'subscriber', 'client');
  await d.signAs(dossierId, 'mission', 'subscriber_advisor', 'conseiller');
  // Sealed by the delivery worker's job after the last answer (issue 32 point 7).
  await d.untilSealed(dossierId);
  // The subscription too: its sealing builds the dossier's evidence file and its signature history.
  expect((await d.submitSignatureBlock(dossierId, 'subscription')).statusCode).toBe(200);
  await d.signAs(dossierId, 'subscription', 'subscriber', 'client');
  await d.signAs(dossierId, 'subscription', 'subscriber_advisor', 'conseiller');
  await d.untilSealed(dossierId);
  for (const [id, pdf] of await download()) before.set(id, pdf);
  evidenceBefore = await getEvidence();
  historyBefore = await getHistory();
}, 300_000);
afterAll(async () => {
  await t?.close();
  v?.remove();
});

describe('renewing the archive timestamp of signed documents whose timestamp unit expires within the window', () => {
  it('the worker’s loop renews each document once with two workers at once, a document held by a killed worker after its lease, then nothing more', async () => {
    expect(expiryOf(firstUnit).getTime() - Date.now()).toBeLessThan(3 * DAY_MS + 60_000);
    expect(before.size).toBeGreaterThan(0);
    // Within the window, not yet: nothing is renewed, the unit stays.
    expect(await renewAt()).toBe(0);
    expect(pki.localTimestampAuthority.identity.certificate).toBe(firstUnit);
    aheadMs = 2.5 * DAY_MS;
    const [held, ...others] = [...before.keys()];
    // A worker killed (kill -9) in the middle of renewing it holds this one for its lease.
    await t.database.db
      .update(signatureDocuments)
      .set({ archiveClaimedUntil: new Date(serverNow().getTime() + 5 * 60_000) })
      .where(eq(signatureDocuments.id, held!));
    await Promise.all([t.app.delivery.runOnce(), renewAt()]);
    const versions = async (id: number) =>
      t.database.db
        .select()
        .from(signatureDocumentVersions)
        .where(eq(signatureDocumentVersions.documentId, id));
    expect(await versions(held!)).toEqual([]);
    for (const id of others) expect(await versions(id), `document ${id}`).toHaveLength(1);

    aheadMs += 6 * 60_000;
    expect(await renewAt()).toBe(1);
    expect(await renewAt()).toBe(0);
    for (const [id, pdf] of await download()) after.set(id, pdf);
    for (const [id, pdf] of after) {
      const history = await versions(id);
      expect(history, `document ${id}`).toEqual([
        expect.objectContaining({
          reason: 'archive_timestamp',
          previousSha256: sha256Hex(before.get(id)!),
          sha256: sha256Hex(pdf),
        }),
      ]);
      const [row] = await t.database.db
        .select()
        .from(signatureDocuments)
        .where(eq(signatureDocuments.id, id));
      expect(row!.signedSha256).toBe(sha256Hex(pdf));
      expect(row!.archiveExpiresAt!.getTime()).toBe(expiryOf(newestUnit(pdf)).getTime());
    }
  });

  it('the new document timestamp covers the previous file whole, and is made by a new unit that outlives the window', () => {
    expect(after.size).toBe(before.size);
    for (const [id, pdf] of after) {
      const previous = before.get(id)!;
      expect(Buffer.from(pdf.subarray(0, previous.length)).equals(Buffer.from(previous))).toBe(true);
      const signatures = readPdfSignatures(pdf);
      expect(signatures.map((signature) => signature.fieldName)).toEqual([
        ...readPdfSignatures(previous).map((signature) => signature.fieldName),
        'Horodatage_archive_1',
      ]);
      const archive = signatures.at(-1)!;
      expect(archive).toMatchObject({ type: 'document-timestamp', coversWholeFile: true });
      expect(archive.byteRange[0]).toBe(0);
      expect(archive.byteRange[1]).toBeGreaterThan(previous.length);
      expect(Buffer.from(newestUnit(previous)).equals(Buffer.from(firstUnit))).toBe(true);
      const unit = newestUnit(pdf);
      expect(Buffer.from(unit).equals(Buffer.from(firstUnit))).toBe(false);
      expect(expiryOf(unit).getTime() - Date.now()).toBeGreaterThan(9 * 365 * DAY_MS);
    }
  });

  it('our verifier still says valid B-LTA, and recognizes both versions as the platform’s record', async () => {
    expect(after.size).toBeGreaterThan(0);
    for (const [id, pdf] of after) {
      const body = await verify(pdf);
      expect(body.verdict, `document ${id}`).toBe('valid');
      expect(body.modifications).toEqual([]);
      expect(body.record).toMatchObject({ dossierId });
      const levels = body.signatures.map((signature: { level: string | null }) => signature.level);
      expect(levels).toEqual(['B-LTA', 'B-LTA', null, null]);
      expect((await verify(before.get(id)!)).record).toMatchObject({ dossierId });
    }
  }, 120_000);

  it('pdfsig and mutool still accept the renewed file', () => {
    expect(after.size).toBeGreaterThan(0);
    for (const pdf of after.values()) {
      const blocks = v.pdfsigBlocks(v.pdfsig(pdf));
      expect(blocks).toHaveLength(4);
      // pdfsig checks the parties' signatures (it leaves document timestamps unverified).
      for (const block of blocks.slice(0, 2)) {
        expect(block).toContain('Signature Validation: Signature is Valid.');
        expect(block).toContain('Certificate Validation: Certificate is Trusted.');
      }
      expect(blocks[3]).toContain('Signature Field Name: Horodatage_archive_1');
      expect(blocks[3]).toContain('Total document signed');
      const mutool = v.mutool(pdf);
      expect(mutool).not.toContain('Digest error');
      expect(mutool).not.toMatch(/signature is not valid/i);
    }
  });

  it('past the first unit’s expiry (faketime +3y), openssl verifies every chain with the DSS’s CRLs alone, and our verifier still says B-LTA', () => {
    expect(after.size).toBeGreaterThan(0);
    const later = createLaterChecks(pki.rootCertificate, '+3y');
    try {
      for (const pdf of after.values()) {
        const chains = chainsOf(pdf);
        expect(chains.at(-1)!.what).toBe('Horodatage_archive_1 (timestamp unit)');
        for (const chain of chains) {
          const result = later.opensslVerify(pdf, chain);
          expect(result.output, chain.what).toContain(': OK');
          expect(result.status, chain.what).toBe(0);
        }
        const { status, stderr, report } = later.verifyLater(pdf);
        expect(status, stderr).toBe(0);
        expect(report!.modifications).toBe(0);
        for (const signature of report!.signatures) {
          expect(signature, signature.fieldName).toMatchObject({ integrity: true, chainTrusted: true });
        }
        const levels = report!.signatures.map((signature) => signature.level);
        expect(levels).toEqual(['B-LTA', 'B-LTA', null, null]);
      }
    } finally {
      later.remove();
    }
  }, 240_000);

  it('the evidence file gets a new revision with the archive timestamp, its history too; both read valid and as the platform’s records', async () => {
    const evidence = await getEvidence();
    const history = await getHistory();
    for (const [renewed, previous] of [
      [evidence, evidenceBefore],
      [history, historyBefore],
    ] as const) {
      expect(renewed.length).toBeGreaterThan(previous.length);
      expect(Buffer.from(renewed.subarray(0, previous.length)).equals(Buffer.from(previous))).toBe(true);
      expect(readPdfSignatures(renewed).at(-1)).toMatchObject({
        fieldName: 'Horodatage_archive_1',
        type: 'document-timestamp',
        coversWholeFile: true,
      });
      expect(Buffer.from(newestUnit(renewed)).equals(Buffer.from(firstUnit))).toBe(false);
    }
    const renewedEvidence = await verify(evidence);
    expect(renewedEvidence.verdict).toBe('valid');
    expect(renewedEvidence.modifications).toEqual([]);
    expect(renewedEvidence.record).toMatchObject({ kind: 'evidence', dossierId, revision: 2 });
    // The revision before stays the platform's record as it was.
    expect((await verify(evidenceBefore)).record).toMatchObject({ kind: 'evidence', revision: 1 });
    const renewedHistory = await verify(history);
    expect(renewedHistory.verdict).toBe('valid');
    expect(renewedHistory.record).toMatchObject({ kind: 'signature-history', dossierId });
    // Renewed once: another pass, by any worker, finds nothing due.
    const deps = {
      db: t.database.db,
      blobs: t.app.blobs,
      forms: t.app.forms,
      config: t.app.config,
      now: serverNow,
    };
    expect(await renewEvidenceArchiveTimestamps(deps, { windowDays: 1 })).toBe(0);
    const rows = await t.database.db
      .select()
      .from(dossierEvidence)
      .where(eq(dossierEvidence.dossierId, dossierId));
    expect(rows.map((row) => row.revision).sort()).toEqual([1, 2]);
  }, 120_000);
});
