/**
 * The product as the document and signature benches measure it: the API on the embedded database
 * (PGlite, in memory) with the demo seed, an advisor signed in through the real provider, and the
 * demo subscription form's happy path to fill dossiers with.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import { generatedDocuments } from '../../apps/api/src/db/schema.js';
import {
  generateBlockDocuments,
  type GeneratedDocument,
} from '../../apps/api/src/modules/documents/service/generate-block-documents.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.js';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../../apps/api/src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../../apps/api/src/seed/seed-form-definitions.js';
import { seedDemo } from '../../apps/api/src/seed/seed-demo.js';
import { injectCall, signInThroughProvider } from '../../apps/api/tests/support/sign-in-flow.js';
import { createBlobStore } from '../../apps/api/src/storage/create-blob-store.js';
import { BASE_URL, testAppConfig } from '../../apps/api/tests/support/test-app.js';

export type DemoBenchApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The signed-in advisor's bearer header. */
  headers: { authorization: string };
  /** The demo subscription form, and the offset of its element and block ids. */
  formId: number;
  offset: number;
  close: () => Promise<void>;
};

/**
 * Starts the seeded product in memory and signs the demo advisor in. Its delivery worker does not run
 * in the background: a bench runs the jobs it measures itself (the sealing after a last signature).
 * `signatures`: the seed gives its signed folders their envelopes, sealed PDFs and evidence files, as
 * the product's seed does (slower).
 */
export async function startDemoBenchApp(options: { signatures?: boolean } = {}): Promise<DemoBenchApp> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = testAppConfig({ integrationWorker: false });
  await seedDemo(
    database.db,
    () => {},
    options.signatures ? { signatures: { blobs: await createBlobStore(database), config } } : {},
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokens = await signInThroughProvider(injectCall(app), {
    baseUrl: BASE_URL,
    username: 'conseiller',
    password: DEMO_PASSWORD,
  });
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const forms = (await app.inject({ url: '/api/forms', headers })).json().forms as {
    id: number;
    back_office: boolean;
  }[];
  const formId = forms.find((form) => !form.back_office)!.id;
  return {
    app,
    database,
    headers,
    formId,
    offset: formId * FORM_ID_STRIDE,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Saves one block of the happy path with `PUT /dossiers/{id}/values`; answers its time in ms. */
export async function saveDemoStep(bench: DemoBenchApp, id: number, step: DemoStep): Promise<number> {
  const { app, headers, offset } = bench;
  const { version } = (await app.inject({ url: `/api/dossiers/${id}`, headers })).json().dossier;
  const started = performance.now();
  const response = await app.inject({
    method: 'PUT',
    url: `/api/dossiers/${id}/values`,
    headers: { ...headers, 'if-match': String(version) },
    payload: {
      submittingBlockId: step.blockId + offset,
      values: step.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
    },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`block ${step.blockId}: ${response.body}`);
  return elapsed;
}

/** A new lead dossier filled up to the mission letter (blocks asking for receipts left out). */
export async function fillDemoDossier(bench: DemoBenchApp): Promise<number> {
  const { app, headers, formId } = bench;
  const created = await app.inject({
    method: 'POST',
    url: '/api/dossiers',
    headers,
    payload: { formId, clientId: null },
  });
  const id = created.json().dossier.id as number;
  const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter);
  for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo)) {
    if (!step.receipts?.length) await saveDemoStep(bench, id, step);
  }
  return id;
}

/**
 * The three documents of a dossier (mission letter, adequacy report, subscription form);
 * `fresh` forgets the last copies first so that all are made again.
 */
export async function generateDemoDocuments(
  bench: DemoBenchApp,
  id: number,
  fresh: boolean,
): Promise<GeneratedDocument[]> {
  const { app, offset } = bench;
  if (fresh) await app.db.delete(generatedDocuments).where(eq(generatedDocuments.dossierId, id));
  const deps = { db: app.db, blobs: app.blobs, forms: app.forms };
  return [
    ...(await generateBlockDocuments(deps, id, DEMO_BLOCK.missionLetter + offset)),
    ...(await generateBlockDocuments(deps, id, DEMO_BLOCK.subscriptionSignature + offset)),
  ];
}
