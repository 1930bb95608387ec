import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossiers, tenants } from '../src/db/schema.js';
import {
  BACK_OFFICE_HAPPY_PATH_VALUES,
  DEMO_HAPPY_PATH_VALUES,
  DEMO_INVALID_CASES,
  type DemoStep,
} from '../src/seed/forms/demo-happy-path.js';
import { DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { createDemoDossiers, type DemoDossiers } from './support/demo-dossiers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: DemoDossiers;
let formId: number;
let offset: number;
beforeAll(async () => {
  t = await createTestApp();
  d = await createDemoDossiers(t);
  ({ formId, offset } = d);
});
afterAll(async () => t?.close());

const createDossier: DemoDossiers['createDossier'] = (...args) => d.createDossier(...args);
const getDossier: DemoDossiers['getDossier'] = (...args) => d.getDossier(...args);
const putReceipts: DemoDossiers['putReceipts'] = (...args) => d.putReceipts(...args);
const submit: DemoDossiers['submit'] = (...args) => d.submit(...args);

async function replay(dossierId: number, steps: readonly DemoStep[]) {
  for (const step of steps) {
    await putReceipts(dossierId, step.receipts);
    const response = await submit(dossierId, step);
    expect(response.statusCode, `block ${step.blockId}: ${response.body}`).toBe(200);
  }
}

describe('the demo form filled through the API alone', () => {
  it('accepts every block of the happy path and stores the values exactly', async () => {
    const id = await createDossier();
    await replay(id, DEMO_HAPPY_PATH_VALUES);
    const dossier = await getDossier(id);
    const stored = new Map<number, unknown>(
      dossier.values.map((v: { elementId: number; value: unknown }) => [v.elementId, v.value]),
    );
    for (const step of DEMO_HAPPY_PATH_VALUES) {
      for (const entry of step.values) {
        if (entry.value === '' || (Array.isArray(entry.value) && entry.value.length === 0)) continue;
        expect(stored.get(entry.elementId + offset), `element ${entry.elementId}`).toEqual(entry.value);
      }
    }
    const lastStep = DEMO_HAPPY_PATH_VALUES[DEMO_HAPPY_PATH_VALUES.length - 1]!;
    expect(dossier.last_submitted_block_id).toBe(lastStep.blockId + offset);
    expect(dossier.version).toBe(1 + DEMO_HAPPY_PATH_VALUES.length);
  });
});

describe('names and places are written alike', () => {
  it('upper-cases the birth town and département as it does the names and the town of residence', async () => {
    const id = await createDossier();
    const identity = DEMO_HAPPY_PATH_VALUES[0]!;
    const typed: Record<number, string> = {
      [DEMO_ELEMENT.lastName]: 'martin',
      [DEMO_ELEMENT.birthPlace]: 'ajaccio',
      [DEMO_ELEMENT.birthDepartment]: '2a',
      [DEMO_ELEMENT.firstNames]: 'Jean-Pierre',
    };
    const response = await submit(id, {
      ...identity,
      values: identity.values.map((entry) => ({ ...entry, value: typed[entry.elementId] ?? entry.value })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = new Map<number, unknown>(
      (await getDossier(id)).values.map((v: { elementId: number; value: unknown }) => [v.elementId, v.value]),
    );
    expect(stored.get(DEMO_ELEMENT.lastName + offset)).toBe('MARTIN');
    expect(stored.get(DEMO_ELEMENT.birthPlace + offset)).toBe('AJACCIO');
    expect(stored.get(DEMO_ELEMENT.birthDepartment + offset)).toBe('2A');
    expect(stored.get(DEMO_ELEMENT.firstNames + offset)).toBe('Jean-Pierre');
  });
});

/**
 * The errors the server answers for a case: the engine's (the fixture's expectation), except that a
 * value which is none of its element's options is refused before the engine even runs.
 */
async function expectedServerErrors(
  blockId: number,
  values: DemoStep['values'],
  engineErrors: { elementId: number; message: string }[],
) {
  const { definition } = await t.app.forms.getLoadedForm(formId);
  const outsideOptions = values.filter((entry) => {
    const element = definition.elements.find((e) => e.id === entry.elementId + offset);
    const options = element?.attributes.options;
    if (!element || element.block_id !== blockId + offset || !options?.length) return false;
    const chosen = Array.isArray(entry.value) ? entry.value : [entry.value];
    return chosen.some((v) => v !== '' && !options.some((o) => o.value === v));
  });
  if (outsideOptions.length) {
    return outsideOptions.map((e) => ({
      property: String(e.elementId + offset),
      message: 'validation.error.unknown-option',
    }));
  }
  return engineErrors.map((e) => ({ property: String(e.elementId + offset), message: e.message }));
}

describe('every rule of spec 5 is enforced by the server', () => {
  for (const invalid of DEMO_INVALID_CASES) {
    it(`${invalid.rule}: ${invalid.description}`, async () => {
      const id = await createDossier();
      const before = DEMO_HAPPY_PATH_VALUES.slice(
        0,
        DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === invalid.blockId),
      );
      await replay(id, [...before, ...(invalid.setup ?? [])]);
      const happyStep = DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === invalid.blockId);
      await putReceipts(id, invalid.receipts ?? happyStep?.receipts);
      const versionBefore = (await getDossier(id)).version;
      const response = await submit(id, { blockId: invalid.blockId, values: invalid.values });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual(
        await expectedServerErrors(invalid.blockId, invalid.values, invalid.expectedErrors),
      );
      expect((await getDossier(id)).version).toBe(versionBefore);
    });
  }
});

describe('what the server never trusts', () => {
  it('recomputes calculated values and ignores entries of other blocks', async () => {
    const id = await createDossier();
    const first = DEMO_HAPPY_PATH_VALUES[0]!;
    const other = DEMO_HAPPY_PATH_VALUES[1]!.values[0]!;
    const response = await submit(id, {
      blockId: first.blockId,
      values: [...first.values, { elementId: other.elementId, value: other.value }],
    });
    expect(response.statusCode).toBe(200);
    const stored = (await getDossier(id)).values.map((v: { elementId: number }) => v.elementId);
    expect(stored).not.toContain(other.elementId + offset);
  });

  it('refuses a block that does not exist', async () => {
    const id = await createDossier();
    const response = await submit(id, { blockId: 9_999, values: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].property).toBe('submittingBlockId');
  });
});

describe('optimistic concurrency', () => {
  it('saves one of two submits made on the same version and refuses the other with 409', async () => {
    const id = await createDossier();
    const { version } = await getDossier(id);
    const step = DEMO_HAPPY_PATH_VALUES[0]!;
    const [a, b] = await Promise.all([
      submit(id, step, 'conseiller', version),
      submit(id, step, 'conseiller', version),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await getDossier(id);
    expect(after.version).toBe(version + 1);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors).toEqual([{ property: 'version', message: 'api.error.dossier-changed' }]);
  });

  it('requires the version read', async () => {
    const id = await createDossier();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/values`,
      headers: await t.authAs('conseiller'),
      payload: { submittingBlockId: DEMO_HAPPY_PATH_VALUES[0]!.blockId + offset, values: [] },
    });
    expect(response.statusCode).toBe(428);
  });
});

describe('who may read and change a dossier', () => {
  it('lets back-office roles read but not change a client-form dossier', async () => {
    const id = await createDossier();
    for (const username of ['backoffice', 'gestionnaire']) {
      expect(
        (await t.app.inject({ url: `/api/dossiers/${id}`, headers: await t.authAs(username) })).statusCode,
      ).toBe(200);
      const response = await submit(id, DEMO_HAPPY_PATH_VALUES[0]!, username);
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses another advisor, another tenant and an unrelated client, reading or writing', async () => {
    const id = await createDossier();
    const { version } = await getDossier(id);
    for (const username of ['partenaire', 'conseiller.aestiam', 'client', 'prospect']) {
      const read = await t.app.inject({ url: `/api/dossiers/${id}`, headers: await t.authAs(username) });
      expect(read.statusCode, username).toBe(403);
      const write = await submit(id, DEMO_HAPPY_PATH_VALUES[0]!, username, version);
      expect(write.statusCode, username).toBe(403);
    }
    expect((await getDossier(id)).version).toBe(version);
  });

  it('tells a dossier awaiting the mission signature that it must be signed', async () => {
    const id = await createDossier();
    await t.database.db
      .update(dossiers)
      .set({ status: ['mission_validation'] })
      .where(eq(dossiers.id, id));
    const response = await submit(id, DEMO_HAPPY_PATH_VALUES[0]!);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { property: 'status', message: 'dossier.error.sign-to-finalize' },
    ]);
  });

  it('refuses changes once the dossier left the ongoing state', async () => {
    const id = await createDossier();
    await t.database.db
      .update(dossiers)
      .set({ status: ['signed'] })
      .where(eq(dossiers.id, id));
    expect((await submit(id, DEMO_HAPPY_PATH_VALUES[0]!)).statusCode).toBe(403);
  });
});

describe('prospects and authorized clients', () => {
  it('creates the prospect from the identity values, then refuses the same e-mail again', async () => {
    const id = await createDossier();
    await replay(id, DEMO_HAPPY_PATH_VALUES.slice(0, 2));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      headers: await t.authAs('conseiller'),
      payload: { dossierId: id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const prospect = created.json().prospect;
    const dossier = await getDossier(id);
    expect(dossier.client_id).toBe(prospect.id);
    expect(dossier.authorized_clients).toContain(prospect.id);

    const second = await createDossier();
    await replay(second, DEMO_HAPPY_PATH_VALUES.slice(0, 2));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      headers: await t.authAs('conseiller'),
      payload: { dossierId: second },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { property: 'email', message: 'User already exists for customer email' },
    ]);
  });

  it('authorizes a customer of the tenant, and not one of another tenant', async () => {
    const id = await createDossier();
    const clients = (
      await t.app.inject({ url: '/api/clients', headers: await t.authAs('conseiller') })
    ).json().clients;
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/authorized-clients`,
      headers: await t.authAs('conseiller'),
      payload: { clientsId: [clients[0].id] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().dossier.authorized_clients).toContain(clients[0].id);
    const foreign = (
      await t.app.inject({ url: '/api/clients', headers: await t.authAs('conseiller.aestiam') })
    ).json().clients[0].id;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/authorized-clients`,
      headers: await t.authAs('conseiller'),
      payload: { clientsId: [foreign] },
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('form calls', () => {
  it('lists the tenant’s forms with where the wizard goes after their last block', async () => {
    const forms = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('conseiller') })).json()
      .forms as { back_office: boolean; redirect_url: string }[];
    expect(forms.filter((f) => !f.back_office).map((f) => f.redirect_url)).toEqual(['/tableau-de-bord']);
    expect(forms.filter((f) => f.back_office).map((f) => f.redirect_url)).toEqual(['/dossiers']);
  });

  it('serves the pages, blocks and elements of a form in French and English, not to another tenant', async () => {
    const headers = await t.authAs('conseiller');
    const pages = (await t.app.inject({ url: `/api/forms/${formId}/pages`, headers })).json().pages;
    expect(pages.length).toBeGreaterThanOrEqual(6);
    // Spec 02 §3, a page's fields: progress too, where every bar starts (a page not begun).
    expect(pages.map((page: { progress: unknown }) => page.progress)).toEqual(pages.map(() => 0));
    const definition = (await t.app.inject({ url: `/api/en/forms/${formId}/definition`, headers })).json();
    expect(definition.pages[0]).toMatchObject({ id: pages[0].id, progress: 0 });
    const blocksFr = (await t.app.inject({ url: `/api/fr/pages/${pages[0].id}/blocks`, headers })).json()
      .blocks;
    const blocksEn = (await t.app.inject({ url: `/api/en/pages/${pages[0].id}/blocks`, headers })).json()
      .blocks;
    expect(blocksFr.length).toBe(blocksEn.length);
    expect(blocksFr[0].title).not.toBe(blocksEn[0].title);
    const elements = (
      await t.app.inject({ url: `/api/fr/blocks/${blocksFr[0].id}/elements`, headers })
    ).json().elements;
    expect(elements.length).toBeGreaterThan(0);
    const mapping = (await t.app.inject({ url: `/api/fr/forms/${formId}/mapping`, headers })).json();
    expect(mapping.elements.length).toBeGreaterThan(50);
    const foreign = await t.app.inject({
      url: `/api/forms/${formId}/pages`,
      headers: await t.authAs('conseiller.aestiam'),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/de/forms/${formId}/mapping`, headers })).statusCode).toBe(422);
  });
});

describe('values the engine leaves to the server', () => {
  it('refuses a value that is none of the element’s options', async () => {
    const id = await createDossier();
    const step = DEMO_HAPPY_PATH_VALUES[0]!;
    const { definition } = await t.app.forms.getLoadedForm(formId);
    const withOptions = definition.elements.find(
      (e) => e.block_id === step.blockId + offset && (e.attributes.options?.length ?? 0) > 0,
    )!;
    const response = await submit(id, {
      blockId: step.blockId,
      values: step.values.map((v) =>
        v.elementId + offset === withOptions.id ? { elementId: v.elementId, value: 'n-importe-quoi' } : v,
      ),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { property: String(withOptions.id), message: 'validation.error.unknown-option' },
    ]);
  });

  it('never takes a file as filled from a value sent with the block', async () => {
    const invalid = DEMO_INVALID_CASES.find((c) => c.rule === 'required-uploads')!;
    const id = await createDossier();
    const before = DEMO_HAPPY_PATH_VALUES.slice(
      0,
      DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === invalid.blockId),
    );
    await replay(id, before);
    await putReceipts(id, invalid.receipts ?? []);
    const fileElementId = invalid.expectedErrors[0]!.elementId;
    const response = await submit(id, {
      blockId: invalid.blockId,
      values: [...invalid.values, { elementId: fileElementId, value: 'x' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      invalid.expectedErrors.map((e) => ({ property: String(e.elementId + offset), message: e.message })),
    );
  });
});

describe('the back-office form', () => {
  it('is registered by the dossier manager, filled by the back office, and its last block registers the paper subscription', async () => {
    // Note: only manage_dossier registers (with manual registration on), for a customer; the
    // back_office_user modifies what was registered (docs/decisions.md, create permission).
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
    await t.database.db
      .update(tenants)
      .set({ features: { ...demo!.features, manualRegistration: true } })
      .where(eq(tenants.id, demo!.id));
    t.app.tenants.invalidate();
    const headers = await t.authAs('gestionnaire');
    const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms;
    const backOfficeFormId = forms.find((f: { back_office: boolean }) => f.back_office).id as number;
    const client = (await t.app.inject({ url: '/api/clients', headers })).json().clients[0];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId: backOfficeFormId, clientId: client.id },
    });
    await t.database.db.update(tenants).set({ features: demo!.features }).where(eq(tenants.id, demo!.id));
    t.app.tenants.invalidate();
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().dossier.id as number;
    const shift = backOfficeFormId * FORM_ID_STRIDE - offset;
    for (const [index, step] of BACK_OFFICE_HAPPY_PATH_VALUES.entries()) {
      await putReceipts(
        id,
        (step.receipts ?? []).map((r) => ({ ...r, elementId: r.elementId + shift })),
        'backoffice',
      );
      const response = await submit(
        id,
        {
          blockId: step.blockId + shift,
          values: step.values.map((v) => ({ ...v, elementId: v.elementId + shift })),
        },
        'backoffice',
      );
      expect(response.statusCode, response.body).toBe(200);
      const last = index === BACK_OFFICE_HAPPY_PATH_VALUES.length - 1;
      expect(response.json().dossier.status).toEqual(last ? ['registered'] : ['ongoing']);
    }
  });
});
