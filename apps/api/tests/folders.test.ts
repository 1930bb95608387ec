import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDossierActions, LIST_STATES, type TDossierSummary } from '@souscription/contract';
import { customers, dossiers, forms, receipts, tenants, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type ListBody = { dossiers: TDossierSummary[]; total_items: number };

const list = async (username: string, query: Partial<Record<string, string | number>> = {}) => {
  const response = await t.app.inject({
    url: '/api/dossiers',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: await t.authAs(username),
  });
  return response;
};
const listBody = async (username: string, query: Record<string, string | number> = {}): Promise<ListBody> => {
  const response = await list(username, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /dossiers', () => {
  it('pages by 10 by default, newest first, with the total', async () => {
    const body = await listBody('backoffice');
    expect(body.dossiers).toHaveLength(10);
    const ids = body.dossiers.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.total_items).toBeGreaterThan(40);
  });

  it('walks every page without losing or repeating a folder', async () => {
    const first = await listBody('backoffice', { itemsPerPage: 7 });
    const pages = Math.ceil(first.total_items / 7);
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page++) {
      const body = await listBody('backoffice', { itemsPerPage: 7, page });
      expect(body.dossiers.length).toBe(page < pages ? 7 : first.total_items - 7 * (pages - 1));
      // The last page tells the total from its own rows (issue 36): the same as every other page.
      expect(body.total_items).toBe(first.total_items);
      for (const d of body.dossiers) seen.add(d.id);
    }
    expect(seen.size).toBe(first.total_items);
    const beyond = await listBody('backoffice', { itemsPerPage: 7, page: pages + 1 });
    expect(beyond).toEqual({ dossiers: [], total_items: first.total_items });
  });

  it('refuses bad paging with the error shape', async () => {
    for (const query of [
      { page: 0 },
      { page: 'x' },
      { itemsPerPage: 101 },
      { itemsPerPage: 0 },
      { state: 'nope' },
    ]) {
      const response = await list('backoffice', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json().errors[0]).toHaveProperty('property');
    }
  });

  it('counts of the dashboard match the lists of each state, for every role', async () => {
    for (const username of ['conseiller', 'partenaire', 'backoffice', 'gestionnaire', 'client', 'prospect']) {
      const counts = (
        await t.app.inject({
          url: '/api/dossiers/retrieve-number-dossiers-by-status',
          headers: await t.authAs(username),
        })
      ).json();
      const byState = {
        'signed-files': counts.signed,
        'signature-files': counts.signature,
        'current-cases': counts.current,
        'abandoned-files': counts.abandoned,
        'to-correct': counts.to_correct,
      };
      for (const state of LIST_STATES) {
        expect((await listBody(username, { state })).total_items, `${username} ${state}`).toBe(
          byState[state],
        );
      }
    }
  });

  it('shows each list only folders of its category', async () => {
    const signed = await listBody('backoffice', { state: 'signed-files', itemsPerPage: 100 });
    expect(signed.dossiers.every((d) => d.status.split('|').includes('signed'))).toBe(true);
    const abandoned = await listBody('backoffice', { state: 'abandoned-files', itemsPerPage: 100 });
    expect(
      abandoned.dossiers.every((d) => d.status.includes('canceled') || d.status.includes('rejected')),
    ).toBe(true);
  });

  it('finds folders by customer name whatever the accents and case', async () => {
    const plain = await listBody('backoffice', { searchTerm: 'guerin' });
    const accented = await listBody('backoffice', { searchTerm: 'GUÉRIN' });
    expect(plain.total_items).toBeGreaterThan(0);
    expect(accented).toEqual(plain);
    for (const d of plain.dossiers) expect(d.client?.last_name).toBe('Guérin');
  });

  it('finds folders by client code, advisor, product and id', async () => {
    const byCode = await listBody('backoffice', { searchTerm: 's00012' });
    expect(byCode.dossiers.every((d) => d.client?.username === 'S00012')).toBe(true);
    const byAdvisor = await listBody('backoffice', { searchTerm: 'Lefèvre', itemsPerPage: 100 });
    expect(byAdvisor.total_items).toBeGreaterThan(0);
    expect(byAdvisor.dossiers.every((d) => d.advisor?.external_id === 'partenaire')).toBe(true);
    const byProduct = await listBody('backoffice', { searchTerm: 'habitat pierre', itemsPerPage: 100 });
    expect(byProduct.dossiers.every((d) => d.detail === 'HP')).toBe(true);
    const some = (await listBody('backoffice')).dossiers[3]!;
    const byId = await listBody('backoffice', { searchTerm: String(some.id) });
    expect(byId.dossiers.map((d) => d.id)).toContain(some.id);
  });

  it('tells the same total for a search whether its page is full, the last or empty', async () => {
    const all = await listBody('backoffice', { searchTerm: 's000', itemsPerPage: 100 });
    expect(all.total_items).toBeGreaterThan(2);
    const firstPage = await listBody('backoffice', { searchTerm: 's000', itemsPerPage: 2 });
    const lastPage = await listBody('backoffice', {
      searchTerm: 's000',
      itemsPerPage: all.total_items - 1,
      page: 2,
    });
    const beyond = await listBody('backoffice', { searchTerm: 's000', itemsPerPage: 2, page: 1000 });
    expect(firstPage.dossiers.map((d) => d.id)).toEqual(all.dossiers.slice(0, 2).map((d) => d.id));
    expect(lastPage.dossiers.map((d) => d.id)).toEqual(all.dossiers.slice(-1).map((d) => d.id));
    for (const body of [firstPage, lastPage, beyond]) expect(body.total_items).toBe(all.total_items);
    expect(await listBody('backoffice', { searchTerm: 'zzzqx' })).toEqual({ dossiers: [], total_items: 0 });
  });

  it('finds a folder by a piece of a word no folder held before, once created or once its text changes (issue 36)', async () => {
    const [someFolder] = await t.database.db
      .select()
      .from(dossiers)
      .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
      .where(eq(tenants.code, 'demo'))
      .limit(1);
    const { id: _id, category: _category, ...copy } = someFolder!.dossiers;
    const [added] = await t.database.db
      .insert(dossiers)
      .values({ ...copy, clientId: null, advisorId: null, searchText: 'anne kwyzbrodt s09999' })
      .returning({ id: dossiers.id });
    const found = (term: string) =>
      listBody('backoffice', { searchTerm: term, itemsPerPage: 100 }).then((body) =>
        body.dossiers.map((d) => d.id),
      );
    expect(await found('yzbro')).toEqual([added!.id]);
    expect(await found('anne kwyz')).toEqual([added!.id]);
    expect(await found('plixtorg')).toEqual([]);
    await t.database.db
      .update(dossiers)
      .set({ searchText: 'anne plixtorg s09999' })
      .where(eq(dossiers.id, added!.id));
    expect(await found('ixtor')).toEqual([added!.id]);
    expect(await found('yzbro')).toEqual([]);
  });

  it('treats LIKE wildcards in a search term literally', async () => {
    expect((await listBody('backoffice', { searchTerm: '%' })).total_items).toBe(0);
    expect((await listBody('backoffice', { searchTerm: '_' })).total_items).toBe(0);
  });

  it('filters by form', async () => {
    const demoForms = await t.database.db
      .select({ id: forms.id, backOffice: forms.isBackOffice })
      .from(forms)
      .innerJoin(tenants, eq(tenants.id, forms.tenantId))
      .where(eq(tenants.code, 'demo'));
    const subscription = demoForms.find((f) => !f.backOffice)!;
    const backOffice = demoForms.find((f) => f.backOffice)!;
    await makeFolder(['ongoing'], { backOfficeForm: true });
    const all = await listBody('backoffice');
    const onSubscription = await listBody('backoffice', { form: subscription.id, itemsPerPage: 100 });
    const onBackOffice = await listBody('backoffice', { form: backOffice.id, itemsPerPage: 100 });
    expect(onBackOffice.total_items).toBeGreaterThan(0);
    expect(onSubscription.total_items + onBackOffice.total_items).toBe(all.total_items);
    expect(onBackOffice.dossiers.every((d) => d.formId === backOffice.id && d.backOfficeForm)).toBe(true);
  });

  it('gives the folder summary fields of the spec', async () => {
    const [row] = (await listBody('conseiller', { state: 'signed-files' })).dossiers;
    expect(row).toMatchObject({
      formId: expect.any(Number),
      status: expect.stringContaining('signed'),
      present: expect.any(String),
      advisor: { external_id: expect.any(String) },
      creation_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      signature_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      subscriptionGlobalAmount: expect.any(Number),
      integrate_state: expect.any(String),
      pairing: { np: null, usu: null },
    });
  });

  it('never shows another tenant’s or another advisor’s folders', async () => {
    const aestiam = await listBody('conseiller.aestiam', { itemsPerPage: 100 });
    const demo = await listBody('backoffice', { itemsPerPage: 100 });
    const demoIds = new Set(demo.dossiers.map((d) => d.id));
    expect(aestiam.total_items).toBeGreaterThan(0);
    expect(aestiam.dossiers.some((d) => demoIds.has(d.id))).toBe(false);
    const [partner] = await t.database.db.select().from(users).where(eq(users.username, 'partenaire'));
    const advisorView = await listBody('conseiller', { itemsPerPage: 100 });
    for (const d of advisorView.dossiers) {
      const [row] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, d.id));
      const [customer] = row!.clientId
        ? await t.database.db.select().from(customers).where(eq(customers.id, row!.clientId))
        : [];
      expect(row!.advisorId === partner!.id && customer?.advisorId === partner!.id).toBe(false);
    }
  });

  it('lists an advisor’s own folders and those of the advisor’s customers, each once, newest first, page after page', async () => {
    const [advisor] = await t.database.db.select().from(users).where(eq(users.username, 'conseiller'));
    const [partner] = await t.database.db.select().from(users).where(eq(users.username, 'partenaire'));
    const mine = await t.database.db.select().from(customers).where(eq(customers.advisorId, advisor!.id));
    const others = await t.database.db.select().from(customers).where(eq(customers.advisorId, partner!.id));
    const [someFolder] = await t.database.db
      .select()
      .from(dossiers)
      .where(eq(dossiers.advisorId, advisor!.id))
      .limit(1);
    const { id: _id, category: _category, ...copy } = someFolder!;
    // One folder the advisor opened for another advisor's customer, one another advisor opened for his.
    const added = await t.database.db
      .insert(dossiers)
      .values([
        { ...copy, advisorId: advisor!.id, clientId: others[0]!.id, searchText: 'qzvunion' },
        { ...copy, advisorId: partner!.id, clientId: mine[0]!.id, searchText: 'qzvunion' },
      ])
      .returning({ id: dossiers.id });
    const visible = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(
        sql`${dossiers.tenantId} = ${advisor!.tenantId} AND (${dossiers.advisorId} = ${advisor!.id}
          OR ${dossiers.clientId} IN (SELECT id FROM customers WHERE advisor_id = ${advisor!.id}))`,
      );
    const expected = visible.map((row) => Number(row.id)).sort((a, b) => b - a);
    expect(expected).toEqual(expect.arrayContaining(added.map((row) => Number(row.id))));
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 3); page++) {
      const body = await listBody('conseiller', { itemsPerPage: 3, page });
      expect(body.total_items).toBe(expected.length);
      seen.push(...body.dossiers.map((d) => d.id));
    }
    expect(seen).toEqual(expected);
    const found = await listBody('conseiller', { searchTerm: 'QZVUNION' });
    expect(found.dossiers.map((d) => d.id)).toEqual(added.map((row) => Number(row.id)).sort((a, b) => b - a));
    expect(found.total_items).toBe(2);
  });

  it('gives a client only its own folders', async () => {
    const body = await listBody('client', { itemsPerPage: 100 });
    expect(body.total_items).toBeGreaterThan(0);
    expect(body.dossiers.every((d) => d.client?.username === 'S00012')).toBe(true);
  });

  it('names in a dossier read its advisor’s and subscriber’s accounts, and /users/me the user’s id', async () => {
    const headers = await t.authAs('client');
    const me = (await t.app.inject({ url: '/api/users/me', headers })).json();
    const [account] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'client'));
    expect(me.user.id).toBe(account!.id);
    const { dossiers: own } = await listBody('client', { itemsPerPage: 1 });
    const read = await t.app.inject({ url: `/api/dossiers/${own[0]!.id}`, headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().dossier.subscriber_user_id).toBe(account!.id);
    // A prospect without an account of their own: none.
    const [prospect] = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(
        sql`${dossiers.clientId} is null or not exists (select 1 from ${users} where ${users.customerId} = ${dossiers.clientId})`,
      )
      .limit(1);
    const other = await t.app.inject({
      url: `/api/dossiers/${prospect!.id}`,
      headers: await t.authAs('backoffice'),
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().dossier.subscriber_user_id).toBeNull();
  });
});

describe('GET /dossiers/integration-state', () => {
  it('lists signed folders by integration state for the dossier manager only', async () => {
    const headers = await t.authAs('gestionnaire');
    const response = await t.app.inject({
      url: '/api/dossiers/integration-state?integrationState=error',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ListBody;
    expect(body.total_items).toBeGreaterThan(0);
    expect(body.dossiers.every((d) => d.integrate_state === 'error' && d.status.includes('signed'))).toBe(
      true,
    );
    const refused = await t.app.inject({
      url: '/api/dossiers/integration-state',
      headers: await t.authAs('backoffice'),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /dossier/{id}/summary', () => {
  it('gives the address to open: the management screen for a signed folder of the dossier manager', async () => {
    const signed = (await listBody('gestionnaire', { state: 'signed-files' })).dossiers[0]!;
    const manager = await t.app.inject({
      url: `/api/dossier/${signed.id}/summary`,
      headers: await t.authAs('gestionnaire'),
    });
    expect(manager.json().summary).toMatchObject({ id: signed.id, url: `/manage-dossier/${signed.id}` });
    // The product as the list names it.
    expect(manager.json().summary).toMatchObject({ present: signed.present, detail: signed.detail });
    expect(signed.present).toEqual(expect.any(String));
    const advisor = await t.app.inject({
      url: `/api/dossier/${signed.id}/summary`,
      headers: await t.authAs('backoffice'),
    });
    expect(advisor.json().summary.url).toBe('/form');
  });

  it('answers 404 for an unknown folder and 403 for another tenant’s', async () => {
    const unknown = await t.app.inject({
      url: '/api/dossier/999999999/summary',
      headers: await t.authAs('conseiller'),
    });
    expect(unknown.statusCode).toBe(404);
    const demoFolder = (await listBody('backoffice')).dossiers[0]!;
    const foreign = await t.app.inject({
      url: `/api/dossier/${demoFolder.id}/summary`,
      headers: await t.authAs('conseiller.aestiam'),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0]).toEqual({ property: 'id', message: 'api.error.dossier-forbidden' });
    const malformed = await t.app.inject({
      url: '/api/dossier/abc/summary',
      headers: await t.authAs('conseiller'),
    });
    expect(malformed.statusCode).toBe(422);
  });
});

/** A folder of the demo tenant with the given status and form kind, created for the test. */
async function makeFolder(status: string[], options: { backOfficeForm?: boolean; owner?: string } = {}) {
  const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
  const [form] = await t.database.db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenant!.id), eq(forms.isBackOffice, options.backOfficeForm ?? false)));
  const [owner] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.username, options.owner ?? 'conseiller'));
  const [client] = await t.database.db.select().from(users).where(eq(users.username, 'client'));
  const [row] = await t.database.db
    .insert(dossiers)
    .values({
      tenantId: tenant!.id,
      formId: form!.id,
      advisorId: owner!.id,
      clientId: client!.customerId,
      status,
    })
    .returning();
  return row!;
}

const ROLES_BY_USER = {
  conseiller: 'advisor',
  manager: 'manager',
  backoffice: 'back_office_user',
  gestionnaire: 'manage_dossier',
  client: 'client',
} as const;

describe('abandon (PUT /dossiers/{id}/status canceled), the action table on the server', () => {
  const cases: { status: string[]; backOfficeForm: boolean }[] = [
    { status: ['ongoing'], backOfficeForm: false },
    { status: ['signature'], backOfficeForm: false },
    { status: ['signed'], backOfficeForm: false },
    { status: ['canceled'], backOfficeForm: false },
    { status: ['rejected'], backOfficeForm: false },
    { status: ['ongoing'], backOfficeForm: true },
  ];
  for (const [username, role] of Object.entries(ROLES_BY_USER)) {
    for (const c of cases) {
      const allowed = getDossierActions({
        role,
        status: c.status,
        features: { documentDownload: true, folderDuplication: false },
        backOfficeForm: c.backOfficeForm,
      }).abandon;
      it(`${role} ${allowed ? 'may' : 'may not'} abandon a ${c.status.join('|')} folder${c.backOfficeForm ? ' of the back-office form' : ''}`, async () => {
        const folder = await makeFolder(c.status, { backOfficeForm: c.backOfficeForm });
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/dossiers/${folder.id}/status`,
          headers: await t.authAs(username),
          payload: { status: 'canceled' },
        });
        const [after] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, folder.id));
        if (allowed) {
          expect(response.statusCode, response.body).toBe(200);
          expect(after!.status).toEqual(['canceled']);
        } else {
          expect(response.statusCode).toBe(403);
          expect(after!.status).toEqual(c.status);
        }
      });
    }
  }

  it('refuses any other status than canceled', async () => {
    const folder = await makeFolder(['ongoing']);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${folder.id}/status`,
      headers: await t.authAs('conseiller'),
      payload: { status: 'signed' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'status', message: 'api.error.status-not-allowed' }]);
  });

  it('removes the abandoned folder from the current list and shows it among the abandoned', async () => {
    const folder = await makeFolder(['ongoing']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${folder.id}/status`,
      headers: await t.authAs('conseiller'),
      payload: { status: 'canceled' },
    });
    const current = await listBody('conseiller', { state: 'current-cases', searchTerm: String(folder.id) });
    expect(current.dossiers.map((d) => d.id)).not.toContain(folder.id);
    const abandoned = await listBody('conseiller', {
      state: 'abandoned-files',
      searchTerm: String(folder.id),
    });
    expect(abandoned.dossiers.map((d) => d.id)).toContain(folder.id);
  });
});

describe('duplicate (POST /dossiers/{id}/duplicate)', () => {
  const setDuplication = async (on: boolean) => {
    await t.database.db
      .update(tenants)
      .set({
        features: sql`jsonb_set(${tenants.features}, '{folderDuplication}', ${on ? 'true' : 'false'}::jsonb)`,
      })
      .where(eq(tenants.code, 'demo'));
    t.app.tenants.invalidate();
  };

  it('is refused while the duplication switch is off', async () => {
    await setDuplication(false);
    const folder = await makeFolder(['ongoing']);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${folder.id}/duplicate`,
      headers: await t.authAs('conseiller'),
      payload: { documentDuplicate: false },
    });
    expect(response.statusCode).toBe(403);
  });

  for (const [username, role] of Object.entries(ROLES_BY_USER)) {
    for (const status of [['ongoing'], ['signed'], ['canceled'], ['rejected']]) {
      const allowed = getDossierActions({
        role,
        status,
        features: { documentDownload: true, folderDuplication: true },
        backOfficeForm: false,
      }).duplicate;
      it(`${role} ${allowed ? 'may' : 'may not'} duplicate a ${status.join('|')} folder`, async () => {
        await setDuplication(true);
        const folder = await makeFolder(status);
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/dossiers/${folder.id}/duplicate`,
          headers: await t.authAs(username),
          payload: { documentDuplicate: false },
        });
        expect(response.statusCode, response.body).toBe(allowed ? 201 : 403);
      });
    }
  }

  it('copies values, client and, when asked, the receipts, into a new ongoing folder of the caller', async () => {
    await setDuplication(true);
    const folder = await makeFolder(['canceled']);
    await t.database.db
      .update(dossiers)
      .set({ values: { '12': 'Dupont', '13': 'true' } })
      .where(eq(dossiers.id, folder.id));
    const file = await t.app.blobs.put(new Uint8Array([37, 80, 68, 70]));
    await t.database.db.insert(receipts).values({
      tenantId: folder.tenantId,
      dossierId: folder.id,
      elementId: 40,
      title: 'Pièce d’identité',
      mimetype: 'application/pdf',
      sha256: file.sha256,
    });
    for (const documentDuplicate of [false, true]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/dossiers/${folder.id}/duplicate`,
        headers: await t.authAs('manager'),
        payload: { documentDuplicate },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json().dossier;
      expect(created.values).toEqual(
        expect.arrayContaining([
          { elementId: 12, value: 'Dupont' },
          { elementId: 13, value: 'true' },
        ]),
      );
      const [row] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, created.id));
      expect(row!.status).toEqual(['ongoing']);
      expect(row!.clientId).toBe(folder.clientId);
      const copied = await t.database.db.select().from(receipts).where(eq(receipts.dossierId, created.id));
      expect(copied).toHaveLength(documentDuplicate ? 1 : 0);
    }
  });
});

describe('POST /dossiers and GET /clients', () => {
  it('lets an advisor open a folder for one of its customers, and not for another advisor’s', async () => {
    const headers = await t.authAs('conseiller');
    const clients = (await t.app.inject({ url: '/api/clients?itemsPerPage=100', headers })).json();
    expect(clients.total_items).toBeGreaterThan(0);
    const [form] = (await t.app.inject({ url: '/api/forms', headers })).json().forms;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId: form.id, clientId: clients.clients[0].id, submittingBlockId: null, values: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().dossier).toMatchObject({ form_id: form.id, direct: false });
    // The customer's names are there already (issue #18).
    expect(created.json().dossier.values).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: clients.clients[0].last_name })]),
    );

    const [foreign] = await t.database.db
      .select()
      .from(customers)
      .innerJoin(users, eq(users.id, customers.advisorId))
      .where(eq(users.username, 'partenaire'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId: form.id, clientId: foreign!.customers.id, values: [] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('searches customers by first name, last name or code, accents aside', async () => {
    const headers = await t.authAs('backoffice');
    const byName = (await t.app.inject({ url: '/api/clients?searchTerm=helene', headers })).json();
    expect(byName.clients.map((c: { first_name: string }) => c.first_name)).toContain('Hélène');
    const byCode = (await t.app.inject({ url: '/api/clients?searchTerm=S00012', headers })).json();
    expect(byCode.clients).toHaveLength(1);
    expect(byCode.clients[0].last_name).toBe('Martin');
  });

  it('finds a customer and her folders by full name in either order (issue 27)', async () => {
    const headers = await t.authAs('backoffice');
    for (const searchTerm of ['claire martin', 'Martin  Claire']) {
      const customers = (
        await t.app.inject({ url: `/api/clients?searchTerm=${encodeURIComponent(searchTerm)}`, headers })
      ).json();
      expect(customers.clients.map((c: { username: string }) => c.username)).toContain('S00012');
      expect(
        customers.clients.every((c: { first_name: string; last_name: string }) =>
          /claire/i.test(`${c.first_name} ${c.last_name}`),
        ),
      ).toBe(true);
      const folders = await listBody('backoffice', { searchTerm, itemsPerPage: 100 });
      expect(folders.total_items).toBeGreaterThan(0);
      for (const d of folders.dossiers) expect(d.client?.username).toBe('S00012');
    }
  });

  it('refuses the customer list to clients and a form of another tenant', async () => {
    expect((await t.app.inject({ url: '/api/clients', headers: await t.authAs('client') })).statusCode).toBe(
      403,
    );
    const [aestiamForm] = await t.database.db
      .select()
      .from(forms)
      .innerJoin(tenants, eq(tenants.id, forms.tenantId))
      .where(eq(tenants.code, 'aestiam'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: await t.authAs('conseiller'),
      payload: { formId: aestiamForm!.forms.id, clientId: null, values: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'formId', message: 'api.error.form' }]);
  });

  it('lets a direct prospect open its own direct folder', async () => {
    const headers = await t.authAs('prospect.direct');
    const [form] = (await t.app.inject({ url: '/api/forms', headers })).json().forms;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId: form.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().dossier.direct).toBe(true);
    const mine = await listBody('prospect.direct', { searchTerm: String(created.json().dossier.id) });
    expect(mine.total_items).toBe(1);
  });
});
