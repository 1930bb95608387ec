import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { canCreateDossier, type TRole } from '@souscription/contract';
import { customers, tenants } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * `POST /dossiers` follows the contract's getCreateDossierPermission, role by role, on a client form
 * and on the back-office form, with a customer or none, manual registration off and on.
 */
let t: TestApp;
let clientFormId: number;
let backOfficeFormId: number;
let anyCustomerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const forms = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('conseiller') })).json()
    .forms as { id: number; back_office: boolean }[];
  clientFormId = forms.find((form) => !form.back_office)!.id;
  backOfficeFormId = forms.find((form) => form.back_office)!.id;
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
  const [customer] = await t.database.db.select().from(customers).where(eq(customers.tenantId, demo!.id));
  anyCustomerId = customer!.id;
});
afterAll(async () => t?.close());

const USERS: Record<string, TRole> = {
  conseiller: 'advisor',
  partenaire: 'partner',
  manager: 'manager',
  backoffice: 'back_office_user',
  gestionnaire: 'manage_dossier',
  client: 'client',
  prospect: 'prospect',
  'prospect.direct': 'prospect_direct',
};

/** A customer the user may name: one of its list when it has one, else any of the tenant. */
async function customerFor(username: string): Promise<number> {
  const response = await t.app.inject({ url: '/api/clients', headers: await t.authAs(username) });
  return response.statusCode === 200 ? (response.json().clients[0].id as number) : anyCustomerId;
}

async function setManualRegistration(on: boolean) {
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
  await t.database.db
    .update(tenants)
    .set({ features: { ...demo!.features, manualRegistration: on } })
    .where(eq(tenants.code, 'demo'));
  t.app.tenants.invalidate();
}

async function create(username: string, backOfficeForm: boolean, forCustomer: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dossiers',
    headers: await t.authAs(username),
    payload: {
      formId: backOfficeForm ? backOfficeFormId : clientFormId,
      clientId: forCustomer ? await customerFor(username) : null,
    },
  });
  return response;
}

type TCase = { username: string; backOfficeForm: boolean; forCustomer: boolean; status: number };

// 201 where the contract allows it; otherwise 403, or 422 for a register-folder without a customer.
const EXPECTED: Record<'off' | 'on', TCase[]> = {
  off: [
    ...['conseiller', 'partenaire', 'manager'].flatMap((username) => [
      { username, backOfficeForm: false, forCustomer: true, status: 201 },
      { username, backOfficeForm: false, forCustomer: false, status: 201 },
      { username, backOfficeForm: true, forCustomer: true, status: 403 },
    ]),
    { username: 'prospect.direct', backOfficeForm: false, forCustomer: false, status: 201 },
    { username: 'prospect.direct', backOfficeForm: true, forCustomer: false, status: 403 },
    ...['backoffice', 'gestionnaire', 'client', 'prospect'].flatMap((username) => [
      { username, backOfficeForm: false, forCustomer: true, status: 403 },
      { username, backOfficeForm: true, forCustomer: true, status: 403 },
      { username, backOfficeForm: true, forCustomer: false, status: 403 },
    ]),
  ],
  on: [
    { username: 'gestionnaire', backOfficeForm: true, forCustomer: true, status: 201 },
    { username: 'gestionnaire', backOfficeForm: true, forCustomer: false, status: 422 },
    { username: 'gestionnaire', backOfficeForm: false, forCustomer: true, status: 403 },
    { username: 'backoffice', backOfficeForm: true, forCustomer: true, status: 403 },
    { username: 'backoffice', backOfficeForm: true, forCustomer: false, status: 403 },
    { username: 'conseiller', backOfficeForm: true, forCustomer: true, status: 403 },
  ],
};

describe('POST /dossiers, who creates which folder', () => {
  it.each(['off', 'on'] as const)(
    'answers as the contract says, manual registration %s',
    async (switchState) => {
      await setManualRegistration(switchState === 'on');
      try {
        for (const { username, backOfficeForm, forCustomer, status } of EXPECTED[switchState]) {
          const allowed = canCreateDossier({
            role: USERS[username]!,
            features: { manualRegistration: switchState === 'on' },
            backOfficeForm,
            forCustomer,
          });
          const label = `${username} on the ${backOfficeForm ? 'back-office' : 'client'} form, ${forCustomer ? 'a customer' : 'no customer'}`;
          expect(allowed, `${label}: the table disagrees with the contract`).toBe(status === 201);
          const response = await create(username, backOfficeForm, forCustomer);
          expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        }
      } finally {
        await setManualRegistration(false);
      }
    },
  );

  it('says why: the wrong kind of form, a register-folder without a customer', async () => {
    expect((await create('conseiller', true, true)).json().errors).toEqual([
      { property: 'formId', message: 'api.error.back-office-form-only' },
    ]);
    await setManualRegistration(true);
    try {
      expect((await create('gestionnaire', false, true)).json().errors).toEqual([
        { property: 'formId', message: 'api.error.back-office-form-only' },
      ]);
      expect((await create('gestionnaire', true, false)).json().errors).toEqual([
        { property: 'clientId', message: 'api.error.client' },
      ]);
      // The register-folder's capability check (spec 01 §2): for a client, not a prospect.
      const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
      const prospect = (
        await t.database.db.select().from(customers).where(eq(customers.tenantId, demo!.id))
      ).find((customer) => customer.isProspect)!;
      const listed = (
        await t.app.inject({ url: '/api/clients?itemsPerPage=100', headers: await t.authAs('gestionnaire') })
      ).json().clients as { id: number; prospect: boolean }[];
      expect(listed.find((customer) => customer.id === prospect.id)?.prospect).toBe(true);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/dossiers',
        headers: await t.authAs('gestionnaire'),
        payload: { formId: backOfficeFormId, clientId: prospect.id },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([{ property: 'clientId', message: 'api.error.client-prospect' }]);
    } finally {
      await setManualRegistration(false);
    }
  });
});
