/**
 * Sealing after the answer (issue 32 point 7): the last signature's request answers once the party's own
 * signature is written; the delivery worker's sealing job then adds each document's validation data and
 * document timestamp and, for the subscription, the evidence file — once, whether two workers race for
 * it or one was killed mid-job. Until it lands the dossier is `sealing` and its files meant to be kept
 * are refused with 409; when it lands the live channel announces the dossier.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPdfSignatures } from '@souscription/pdf-signature';
import { queryRows } from '../src/db/client.js';
import { dossierEvidence, signatureDocuments, signatureEnvelopes } from '../src/db/schema.js';
import { buildDossierEvidence } from '../src/modules/evidence/index.js';
import { DOSSIER_CHANGED_CHANNEL } from '../src/modules/live/dossier-change-hub.js';
import { createSealingJob, type SealingJob } from '../src/modules/signature/index.js';
import { DOCUMENT_TIMESTAMP_FIELD } from '../src/modules/signature/service/pades-documents.js';
import type { SealingDeps } from '../src/modules/signature/service/seal-completed-envelopes.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;

beforeAll(async () => {
  // The app's own worker does not run in the background here: each test runs the sealing jobs itself.
  t = await createTestApp({ integrationWorker: false });
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A sealing job of another worker (another replica), the app's own services behind it. */
function otherWorker(options: {
  leaseMs?: number;
  retryMs?: number;
  evidence?: (id: number) => Promise<void>;
}) {
  const deps: SealingDeps = {
    db: t.database.db,
    blobs: t.app.blobs,
    forms: t.app.forms,
    config: t.config,
    now: () => new Date(),
    afterSubscriptionSigned:
      options.evidence ??
      (async (dossierId) => {
        await buildDossierEvidence(deps, dossierId);
      }),
  };
  return createSealingJob(deps, options);
}

/** A dossier of Claire and her advisor with the mission letter signed by both (its envelope completed). */
async function missionSigned(): Promise<number> {
  const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  await d.signAs(id, 'mission', 'subscriber', 'client');
  await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
  return id;
}

/** The same, its subscription signed by both too. */
async function subscriptionSigned(): Promise<number> {
  const id = await missionSigned();
  await t.app.sealing.run();
  expect((await d.submitSignatureBlock(id, 'subscription')).statusCode).toBe(200);
  await d.signAs(id, 'subscription', 'subscriber', 'client');
  await d.signAs(id, 'subscription', 'subscriber_advisor', 'conseiller');
  return id;
}

async function envelopesOf(id: number) {
  return t.database.db
    .select()
    .from(signatureEnvelopes)
    .where(eq(signatureEnvelopes.dossierId, id))
    .orderBy(signatureEnvelopes.id);
}

/** Each document of the dossier's envelopes: how many party signatures and document timestamps it carries. */
async function documentsOf(id: number) {
  const envelopes = await envelopesOf(id);
  const rows = await t.database.db
    .select()
    .from(signatureDocuments)
    .where(
      inArray(
        signatureDocuments.envelopeId,
        envelopes.map((envelope) => envelope.id),
      ),
    )
    .orderBy(signatureDocuments.id);
  return Promise.all(
    rows.map(async (row) => {
      const signatures = readPdfSignatures((await t.app.blobs.get(row.signedSha256 ?? row.sha256))!);
      const timestamps = signatures.filter((signature) => signature.fieldName === DOCUMENT_TIMESTAMP_FIELD);
      return {
        signedSha256: row.signedSha256,
        parties: signatures.length - timestamps.length,
        documentTimestamps: timestamps.length,
      };
    }),
  );
}

async function evidenceRevisions(id: number) {
  const rows = await t.database.db.select().from(dossierEvidence).where(eq(dossierEvidence.dossierId, id));
  return rows.map((row) => row.revision);
}

const download = async (id: number) =>
  t.app.inject({ url: `/api/dossier/${id}/docusign/download`, headers: await t.authAs('conseiller') });

describe('the last signature', () => {
  it('answers without sealing; the dossier says « sealing » and the signed files wait', async () => {
    const id = await missionSigned();
    const [envelope] = await envelopesOf(id);
    expect(envelope!.status).toBe('completed');
    expect(envelope!.sealedAt).toBeNull();
    expect((await d.getDossier(id)).status).toEqual(expect.arrayContaining(['mission_validated', 'sealing']));
    // Every party's signature is there; no document timestamp yet.
    for (const document of await documentsOf(id)) {
      expect(document).toMatchObject({ parties: 2, documentTimestamps: 0 });
    }
    const early = await download(id);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().errors).toEqual([{ property: 'id', message: 'docusign.error-sealing' }]);
    const listed = await t.app.inject({
      url: `/api/dossier/${id}/docusign/envelopes`,
      headers: await t.authAs('conseiller'),
    });
    expect(listed.json().envelopes[0]).toMatchObject({ status: 'completed', sealedAt: null });
    expect(await t.app.sealing.run()).toBe(1);
  });
});

describe('the sealing job', () => {
  it('seals once, tells the screens, and leaves the dossier’s version alone', async () => {
    const id = await missionSigned();
    const before = await d.getDossier(id);
    const announced: string[] = [];
    const unlisten = await t.database.listen(DOSSIER_CHANGED_CHANNEL, (payload) => announced.push(payload));
    try {
      expect(await t.app.sealing.run()).toBe(1);
      const [envelope] = await envelopesOf(id);
      await vi.waitFor(() => expect(announced).toContain(`${envelope!.tenantId}:${id}`), { timeout: 10_000 });
    } finally {
      await unlisten();
    }
    const [envelope] = await envelopesOf(id);
    expect(envelope!.sealedAt).not.toBeNull();
    const after = await d.getDossier(id);
    expect(after.status).toContain('mission_validated');
    expect(after.status).not.toContain('sealing');
    expect(after.version).toBe(before.version);
    const sealed = await documentsOf(id);
    for (const document of sealed) expect(document).toMatchObject({ parties: 2, documentTimestamps: 1 });
    // Nothing left: a second pass claims nothing and changes no byte.
    expect(await t.app.sealing.run()).toBe(0);
    expect(await documentsOf(id)).toEqual(sealed);
    expect((await download(id)).statusCode).toBe(200);
  });

  it('seals once when two workers race for the same envelopes', async () => {
    const ids = [await missionSigned(), await missionSigned()];
    const workers = [otherWorker({}), otherWorker({}), t.app.sealing];
    const claimed = await Promise.all(workers.map((worker: SealingJob) => worker.run()));
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const id of ids) {
      expect((await envelopesOf(id))[0]!.sealedAt).not.toBeNull();
      for (const document of await documentsOf(id))
        expect(document).toMatchObject({ parties: 2, documentTimestamps: 1 });
    }
  });

  it('retries a job killed mid-way (lease run out) to exactly one sealed PDF per document and one evidence file', async () => {
    const id = await subscriptionSigned();
    expect((await d.getDossier(id)).status).toEqual(expect.arrayContaining(['signed', 'sealing']));
    const evidenceEarly = await t.app.inject({
      url: `/api/dossiers/${id}/evidence`,
      headers: await t.authAs('gestionnaire'),
    });
    expect(evidenceEarly.statusCode, evidenceEarly.body).toBe(409);
    // A worker seals the documents, then dies (kill -9) before the evidence file: its lease stays
    // until it runs out, nothing records the failure.
    let died = false;
    const dying = otherWorker({
      leaseMs: 1,
      evidence: () => {
        died = true;
        return new Promise<void>(() => {});
      },
    });
    void dying.run();
    await vi.waitFor(() => expect(died).toBe(true), { timeout: 120_000, interval: 50 });
    const half = await documentsOf(id);
    expect(half.every((document) => document.documentTimestamps === 1)).toBe(true);
    expect(await evidenceRevisions(id)).toEqual([]);
    // Once the lease ran out, another worker takes the job over and finishes it.
    await queryRows(t.database.db, sql`SELECT pg_sleep(0.01)`);
    expect(await otherWorker({}).run()).toBe(1);
    expect(await documentsOf(id)).toEqual(half);
    expect(await evidenceRevisions(id)).toEqual([1]);
    expect((await d.getDossier(id)).status).not.toContain('sealing');
    expect(await t.app.sealing.run()).toBe(0);
    expect(await evidenceRevisions(id)).toEqual([1]);
  });

  it('tries a failed sealing again, and records why it failed', async () => {
    const id = await subscriptionSigned();
    const failing = otherWorker({
      retryMs: 0,
      evidence: async () => {
        throw new Error('evidence store unavailable');
      },
    });
    expect(await failing.run()).toBe(1);
    const envelopes = await envelopesOf(id);
    const subscription = envelopes.find((envelope) => envelope.step === 'subscription')!;
    expect(subscription.sealedAt).toBeNull();
    expect(subscription.sealError).toBe('evidence store unavailable');
    expect(await otherWorker({}).run()).toBe(1);
    expect(await evidenceRevisions(id)).toEqual([1]);
    const sealed = (await envelopesOf(id)).find((envelope) => envelope.step === 'subscription')!;
    expect(sealed.sealedAt).not.toBeNull();
    expect(sealed.sealError).toBeNull();
    for (const document of await documentsOf(id)) expect(document.documentTimestamps).toBe(1);
  });
});
