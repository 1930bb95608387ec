import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBSCRIPTION_FORM } from '../src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a new folder for an existing customer (issue #18)', () => {
  it('starts with the customer’s civility, names, e-mail and birth in the identity elements', async () => {
    const headers = await t.authAs('conseiller');
    const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms as {
      id: number;
      back_office: boolean;
    }[];
    const form = forms.find((candidate) => !candidate.back_office)!;
    const client = (await t.app.inject({ url: '/api/clients', headers })).json().clients[0] as {
      id: number;
      civility: string;
      first_name: string;
      last_name: string;
      email: string | null;
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId: form.id, clientId: client.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().dossier.id as number;
    const dossier = (await t.app.inject({ url: `/api/dossiers/${id}`, headers })).json().dossier as {
      values: { elementId: number; value: unknown }[];
    };
    const offset = form.id * FORM_ID_STRIDE;
    const valueOf = (localId: number) =>
      dossier.values.find((entry) => entry.elementId === localId + offset)?.value;
    const identity = DEMO_SUBSCRIPTION_FORM.identity;
    expect(valueOf(identity.civility!)).toBe(client.civility);
    expect(valueOf(identity.first_name!)).toBe(client.first_name);
    expect(valueOf(identity.last_name!)).toBe(client.last_name);
    if (client.email) expect(valueOf(identity.email!)).toBe(client.email);
    expect(String(valueOf(identity.birth_date!))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('starts empty for a lead (no customer yet)', async () => {
    const headers = await t.authAs('conseiller');
    const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms as {
      id: number;
      back_office: boolean;
    }[];
    const form = forms.find((candidate) => !candidate.back_office)!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId: form.id, clientId: null },
    });
    const id = created.json().dossier.id as number;
    const dossier = (await t.app.inject({ url: `/api/dossiers/${id}`, headers })).json().dossier;
    expect(dossier.values).toEqual([]);
  });
});
