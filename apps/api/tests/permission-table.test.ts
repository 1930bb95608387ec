/**
 * Every cell of the permission table (src/auth/permission-table.ts) through real tokens: each
 * operation of ALL_OPERATIONS × each demo account (every role, two tenants) and a back office's machine
 * client (client credentials) × — for an operation on
 * a folder — folders of every kind: the advisor's own ongoing, signed, canceled and delivered client-form
 * folders, another owner's, another tenant's, a back-office-form folder, and one that does not
 * exist. Whether a caller sees a folder is computed here in SQL from the visibility rule, not by
 * the server's query. A refused cell must answer the table's exact status and error; an allowed
 * cell must get past every permission check (whatever its empty request is then told).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ALL_OPERATIONS,
  API_PATH_PREFIX,
  getPathParamNames,
  type TFeatureSwitches,
  type TOperation,
  type TRole,
} from '@souscription/contract';
import { queryRows } from '../src/db/client.js';
import { dossiers, forms, tenants, users } from '../src/db/schema.js';
import { PERMISSION_TABLE, decidePermission, type TRefusal } from '../src/auth/permission-table.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import { PERMISSIONS_DOC_PATH, renderFormattedPermissionsDoc } from './support/permissions-doc-file.js';
import { backOfficeAuthorization } from './support/back-office-token.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A back office's machine client (client credentials), walked beside the demo accounts. */
const BACK_OFFICE_CLIENT = {
  clientId: 'back-office-demo',
  secret: 'the-back-office-secret-of-the-permission-walk',
  tenant: 'demo',
};
let backOfficeHeaders: { authorization: string };

let t: TestApp;
const folders: Record<string, number> = {};
const MISSING = 2_000_000_000;
let formIds = { form: 0, page: 0, block: 0, datalist: 0 };
const features: Record<string, TFeatureSwitches> = {};

/** Keys only the permission checks answer: an allowed cell never gets one of them. */
const PERMISSION_KEYS = new Set([
  'api.error.forbidden',
  'api.error.dossier-forbidden',
  'api.error.dossier-read-only',
  'api.error.dossier-not-modifiable',
  'api.error.dossier-not-found',
  'folder.error.cannot-delete-subscription-folder',
]);

beforeAll(async () => {
  t = await createTestApp({ backOfficeClients: [BACK_OFFICE_CLIENT] });
  const db = t.database.db;
  const userId = async (username: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const conseiller = await userId('conseiller');
  const [demo] = await db.select().from(tenants).where(eq(tenants.code, 'demo'));
  const [clientForm] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, demo!.id), eq(forms.isBackOffice, false)));
  const [backOfficeForm] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, demo!.id), eq(forms.isBackOffice, true)));
  // The advisor's own folder of one of its customers, as the seed made it: copied per state.
  const [own] = await queryRows<{ id: number }>(
    db,
    sql`SELECT d.id::int FROM dossiers d JOIN customers c ON c.id = d.client_id
        WHERE d.advisor_id = ${conseiller} AND c.advisor_id = ${conseiller} AND d.form_id = ${clientForm!.id}
        ORDER BY d.id LIMIT 1`,
  );
  const [source] = await db.select().from(dossiers).where(eq(dossiers.id, own!.id));
  const copy = async (changes: Partial<typeof dossiers.$inferInsert>) => {
    const { id: _id, category: _category, ...rest } = source!;
    const [row] = await db
      .insert(dossiers)
      .values({ ...rest, ...changes })
      .returning({ id: dossiers.id });
    return row!.id;
  };
  folders.ownOngoing = await copy({ status: ['ongoing'] });
  folders.ownAwaitingMission = await copy({ status: ['mission_validation'] });
  folders.ownSigned = await copy({ status: ['signed'] });
  folders.ownCanceled = await copy({ status: ['canceled'] });
  folders.ownDelivered = await copy({ status: ['signed'], integrationState: 'sync' });
  folders.otherOwner = await copy({
    status: ['ongoing'],
    advisorId: await userId('partenaire'),
    clientId: null,
  });
  folders.backOfficeForm = await copy({
    status: ['ongoing'],
    formId: backOfficeForm!.id,
    advisorId: await userId('gestionnaire'),
  });
  const [aestiam] = await queryRows<{ id: number }>(
    db,
    sql`SELECT d.id::int FROM dossiers d JOIN tenants t ON t.id = d.tenant_id WHERE t.code = 'aestiam' AND 'ongoing' = ANY(d.status) LIMIT 1`,
  );
  folders.otherTenant = aestiam!.id;
  folders.missing = MISSING;

  const [page] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM pages WHERE form_id = ${clientForm!.id} ORDER BY rank LIMIT 1`,
  );
  const [block] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM blocks WHERE page_id = ${page!.id} LIMIT 1`,
  );
  const [datalist] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM datalists WHERE form_id = ${clientForm!.id} LIMIT 1`,
  );
  formIds = { form: clientForm!.id, page: page!.id, block: block!.id, datalist: datalist?.id ?? 1 };
  for (const tenant of await db.select().from(tenants)) features[tenant.code] = tenant.features;
  for (const account of DEMO_ACCOUNTS) await t.authAs(account.username);
  backOfficeHeaders = await backOfficeAuthorization(t.app, BACK_OFFICE_CLIENT);
}, 180_000);

let cells = 0;
afterAll(async () => {
  console.log(`permission table: ${cells} cells checked through real tokens`);
  await t?.close();
});

/** Whether the account sees the folder, by the visibility rule of its role (spec 01 §6, issue 5). */
async function sees(username: string, dossierId: number): Promise<boolean> {
  const [row] = await queryRows<{ visible: boolean }>(
    t.database.db,
    sql`SELECT EXISTS (
      SELECT 1 FROM users u JOIN dossiers d ON d.id = ${dossierId} AND d.tenant_id = u.tenant_id
      WHERE u.username = ${username} AND (
        u.role IN ('manager', 'back_office_user', 'manage_dossier')
        OR (u.role IN ('advisor', 'partner') AND (d.advisor_id = u.id
              OR d.client_id IN (SELECT c.id FROM customers c WHERE c.advisor_id = u.id)))
        OR (u.role IN ('client', 'prospect', 'prospect_direct') AND u.customer_id IS NOT NULL AND (d.client_id = u.customer_id
              OR d.id IN (SELECT a.dossier_id FROM authorized_clients a WHERE a.customer_id = u.customer_id)))
      )) AS visible`,
  );
  return Boolean(row?.visible);
}

/** Whether the back office's client sees the folder: its tenant's, delivered (integration state sync). */
async function backOfficeSees(dossierId: number): Promise<boolean> {
  const [row] = await queryRows<{ visible: boolean }>(
    t.database.db,
    sql`SELECT EXISTS (
      SELECT 1 FROM dossiers d JOIN tenants tn ON tn.id = d.tenant_id
      WHERE d.id = ${dossierId} AND tn.code = ${BACK_OFFICE_CLIENT.tenant} AND d.integration_state = 'sync'
    ) AS visible`,
  );
  return Boolean(row?.visible);
}

type TCaller = {
  username: string;
  role: TRole;
  tenant: string;
  headers: () => Promise<{ authorization: string }>;
  sees: (dossierId: number) => Promise<boolean>;
};

/** Every demo account, and the back office's machine client. */
const callers = (): TCaller[] => [
  ...DEMO_ACCOUNTS.map((account) => ({
    username: account.username,
    role: account.role as TRole,
    tenant: account.tenant ?? 'demo',
    headers: () => t.authAs(account.username),
    sees: (dossierId: number) => sees(account.username, dossierId),
  })),
  {
    username: BACK_OFFICE_CLIENT.clientId,
    role: 'integration',
    tenant: BACK_OFFICE_CLIENT.tenant,
    headers: async () => backOfficeHeaders,
    sees: backOfficeSees,
  },
];

/** A value for a path param that is not the folder. */
function otherParam(name: string): string {
  switch (name) {
    case 'locale':
      return 'fr';
    case 'formId':
      return String(formIds.form);
    case 'pageId':
      return String(formIds.page);
    case 'blockId':
      return String(formIds.block);
    case 'datalistId':
      return String(formIds.datalist);
    case 'code':
      return 'S00012';
    case 'docusignId':
      return 'mission';
    default:
      return String(MISSING);
  }
}

/**
 * Bodies read (and checked) while they arrive, before any hook: sent valid, so that the table's
 * answer is the one seen. Note: an upload is parsed off the event loop as it streams in.
 */
const PARSED_BEFORE_PERMISSIONS: Record<string, Record<string, unknown>> = {
  uploadReceipts: {
    receipts: [
      { elementId: MISSING, title: 'piece.pdf', value: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') },
    ],
  },
};

/**
 * Calls an operation as the table's cells do; a server-sent event stream never ends by itself, so
 * its answer is read up to its head (an allowed caller's stream is then closed) or its error body.
 */
async function callOperation(
  operation: TOperation,
  request: { url: string; headers: Record<string, string>; payload?: Record<string, unknown> },
): Promise<{ statusCode: number; body: string }> {
  if (operation.answer !== 'events') {
    const response = await t.app.inject({ method: operation.method, ...request });
    return { statusCode: response.statusCode, body: response.body };
  }
  const response = await t.app.inject({ method: operation.method, ...request, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode < 400) {
    stream.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

const operations = ALL_OPERATIONS.filter((operation) => !operation.public);

describe('the permission table, cell by cell', () => {
  it('is what docs/permissions.md shows (npm run docs:permissions -w apps/api writes it)', async () => {
    expect(readFileSync(PERMISSIONS_DOC_PATH, 'utf8')).toBe(await renderFormattedPermissionsDoc());
  });

  it('has a row for every operation (a new operation is listed here until its row is written)', () => {
    const missing = operations.map((o) => o.operationId).filter((id) => !PERMISSION_TABLE[id]);
    expect(missing).toEqual([]);
  });

  for (const operation of operations) {
    it(`${operation.operationId}`, async () => {
      const permission = PERMISSION_TABLE[operation.operationId];
      if (!permission) return;
      const objects = permission.dossier ? Object.entries(folders) : [['none', 0] as const];
      const mismatches: string[] = [];
      for (const account of callers()) {
        const role = account.role;
        const tenantFeatures = features[account.tenant] ?? features.demo!;
        for (const [objectName, dossierId] of objects) {
          let expected: TRefusal | null;
          let path = operation.path;
          let body: Record<string, unknown> | undefined = operation.body
            ? (PARSED_BEFORE_PERMISSIONS[operation.operationId] ?? {})
            : undefined;
          if (permission.dossier) {
            const [from, name] = permission.dossier.param.split('.') as ['params' | 'body', string];
            if (from === 'body') body = { [name]: dossierId };
            else path = path.replace(`{${name}}`, String(dossierId));
            const [row] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, dossierId));
            const [form] = row
              ? await t.database.db.select().from(forms).where(eq(forms.id, row.formId))
              : [];
            expected = decidePermission(operation.operationId, role, tenantFeatures, {
              exists: Boolean(row),
              visible: row ? await account.sees(dossierId) : false,
              status: row?.status ?? [],
              backOfficeForm: form?.isBackOffice ?? false,
            });
          } else {
            expected = decidePermission(operation.operationId, role, tenantFeatures);
          }
          for (const name of getPathParamNames(path)) path = path.replace(`{${name}}`, otherParam(name));
          const response = await callOperation(operation, {
            url: `${API_PATH_PREFIX}${path}`,
            headers: await account.headers(),
            ...(body ? { payload: body } : {}),
          });
          cells += 1;
          const error = response.statusCode >= 400 ? JSON.parse(response.body).errors?.[0] : undefined;
          const cell = `${account.username} (${role}) on ${objectName}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (expected) {
            if (
              response.statusCode !== expected.status ||
              error?.message !== expected.message ||
              error?.property !== expected.property
            ) {
              mismatches.push(
                `${cell} — expected ${expected.status} ${expected.property}: ${expected.message}`,
              );
            }
          } else if (
            response.statusCode === 401 ||
            ((response.statusCode === 403 || response.statusCode === 404) &&
              PERMISSION_KEYS.has(error?.message))
          ) {
            mismatches.push(`${cell} — expected to be allowed`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    }, 120_000);
  }
});
