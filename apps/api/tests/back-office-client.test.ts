import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { dossiers, tenants } from '../src/db/schema.js';
import { createDossierFiller } from './support/managed-dossiers.js';
import { requestBackOfficeToken } from './support/back-office-token.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 28 item 6: a back office's machine client (OAuth2 client credentials on the embedded
 * provider, one per back office, scoped to its tenant) reads a dossier delivered to it and its
 * signed documents and its evidence file by API — and nothing else.
 */
const CLIENT = {
  clientId: 'back-office-demo',
  secret: 'a-long-secret-only-the-back-office-knows',
  tenant: 'demo',
};
let t: TestApp;
let delivered: number;
let notDelivered: number;

const requestToken = (clientId: string, secret: string) => requestBackOfficeToken(t.app, clientId, secret);

let bearer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(
    { backOfficeClients: [CLIENT], integrationWorker: false },
    { seedSignatures: true },
  );
  // A signed folder of the seed, with its sealed documents, delivered to the back office.
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
  const [signed] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT e.dossier_id::int AS id FROM signature_envelopes e
        JOIN signature_documents d ON d.envelope_id = e.id JOIN dossiers f ON f.id = e.dossier_id
        WHERE e.tenant_id = ${demo!.id} AND 'signed' = ANY(f.status) ORDER BY e.dossier_id LIMIT 1`,
  );
  delivered = signed!.id;
  await t.database.db.update(dossiers).set({ integrationState: 'sync' }).where(eq(dossiers.id, delivered));
  notDelivered = await createDossierFiller(t).fill();
  const token = await requestToken(CLIENT.clientId, CLIENT.secret);
  expect(token.statusCode, token.body).toBe(200);
  bearer = { authorization: `Bearer ${token.json().access_token}` };
  // Note: the seed signs its folders for real (PAdES), which takes a while on a loaded machine.
}, 480_000);
afterAll(async () => t?.close());

async function get(url: string) {
  return t.app.inject({ url, headers: bearer });
}

describe('the back office machine client', () => {
  it('gets a token with its secret, and none with another', async () => {
    expect((await requestToken(CLIENT.clientId, 'not-the-secret-of-this-back-office!!')).statusCode).toBe(
      401,
    );
    expect((await requestToken('someone-else', CLIENT.secret)).statusCode).toBe(401);
  });

  it('reads a dossier delivered to it, and its signed documents', async () => {
    const dossier = await get(`/api/dossiers/${delivered}`);
    expect(dossier.statusCode, dossier.body).toBe(200);
    expect(dossier.json().dossier.id).toBe(delivered);
    const documents = await get(`/api/dossier/${delivered}/docusign/documents`);
    expect(documents.statusCode, documents.body).toBe(200);
    const [first] = documents.json().documents as { id: number }[];
    const document = await get(`/api/dossier/${delivered}/docusign/documents/${first!.id}`);
    expect(document.statusCode, document.body).toBe(200);
    expect(document.json().document.resource).toMatch(/^data:application\/pdf;base64,JVBER/);
  });

  it('reads the evidence file of a dossier delivered to it, and not of one not delivered', async () => {
    const evidence = await get(`/api/dossiers/${delivered}/evidence`);
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(evidence.headers['content-type']).toBe('application/pdf');
    expect(evidence.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get(`/api/dossiers/${notDelivered}/evidence`)).statusCode).toBe(403);
  });

  it('does not read a dossier not delivered, nor one of another tenant', async () => {
    const refused = await get(`/api/dossiers/${notDelivered}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([{ property: 'id', message: 'api.error.dossier-forbidden' }]);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
    const [other] = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(and(ne(dossiers.tenantId, demo!.id), eq(dossiers.integrationState, 'sync')))
      .limit(1);
    if (other) expect((await get(`/api/dossiers/${other.id}`)).statusCode).toBe(403);
  });

  it('calls nothing else', async () => {
    for (const url of [
      '/api/users/me',
      '/api/dossiers',
      '/api/dossiers/retrieve-number-dossiers-by-status',
      '/api/clients',
      '/api/forms',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errors, url).toEqual([
        { property: 'authorization', message: 'api.error.forbidden' },
      ]);
    }
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${delivered}/values`,
      headers: { ...bearer, 'if-match': '1' },
      payload: { submittingBlockId: 1, values: [] },
    });
    expect(save.statusCode).toBe(403);
  });
});
