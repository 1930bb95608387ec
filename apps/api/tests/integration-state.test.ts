import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { dossiers, elements, forms, integrationOutbox, tenants } from '../src/db/schema.js';
import { computeDossierSummary } from '../src/modules/dossiers/service/compute-dossier-summary.js';
import { DEMO_BLOCK } from '../src/seed/forms/demo-subscription-form.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  ANSWERED_STEPS,
  addCustomer,
  createDossierFiller,
  detention,
  markSigned,
  withBlock,
} from './support/managed-dossiers.js';

let t: TestApp;
let filler: ReturnType<typeof createDossierFiller>;
/** The seed's dossiers are those up to this id; the tests' own come after. */
let lastSeededId: number;
beforeAll(async () => {
  // The delivery worker is driven by the delivery tests; here validated dossiers stay validated.
  t = await createTestApp({ integrationWorker: false });
  filler = createDossierFiller(t);
  const [last] = await t.database.db
    .select({ id: dossiers.id })
    .from(dossiers)
    .orderBy(desc(dossiers.id))
    .limit(1);
  lastSeededId = last!.id;
});
afterAll(async () => t?.close());

const manager = () => t.authAs('gestionnaire');
const putState = async (id: number, body: Record<string, unknown>, username = 'gestionnaire') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/integration-state/${id}`,
    headers: await t.authAs(username),
    payload: body,
  });
const getJson = async (url: string, username = 'gestionnaire') => {
  const response = await t.app.inject({ url, headers: await t.authAs(username) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const row = async (id: number) =>
  (await t.database.db.select().from(dossiers).where(eq(dossiers.id, id)))[0]!;

describe('summary fields computed from the answers (element roles)', () => {
  it('a dossier filled through the API: temporary dismemberment, bare ownership with a co-subscriber, 104 000 €', async () => {
    const id = await filler.fill();
    const summary = (await getJson(`/api/dossier/${id}/summary`, 'conseiller')).summary;
    expect(summary.detention_mode).toBe('direct');
    expect(summary.dismemberment_scope).toBe('np_cosous');
    const stored = await row(id);
    expect(stored.dismembermentType).toBe('temporary');
    expect(stored.amountCents).toBe(10_400_000);
  });

  it('a mandate for the usufruct; full property leaves no scope and no mandate', async () => {
    const usufruct = await filler.fill(
      withBlock(ANSWERED_STEPS, DEMO_BLOCK.detention, detention('Viager', 'Usufruit', 'mandate')),
    );
    expect(await row(usufruct)).toMatchObject({
      detentionMode: 'mandate',
      dismembermentType: 'viager',
      dismembermentScope: 'usu_cosous',
    });
    const full = await filler.fill(
      withBlock(ANSWERED_STEPS, DEMO_BLOCK.detention, detention('Pleine propriété', null, null)),
    );
    expect(await row(full)).toMatchObject({
      detentionMode: 'direct',
      dismembermentType: 'full_property',
      dismembermentScope: null,
    });
  });

  it('a duplicate computes them from the copied answers', async () => {
    await t.database.db
      .update(tenants)
      .set({ features: sql`jsonb_set(${tenants.features}, '{folderDuplication}', 'true'::jsonb)` })
      .where(eq(tenants.code, 'demo'));
    t.app.tenants.invalidate();
    const source = await filler.fill(
      withBlock(ANSWERED_STEPS, DEMO_BLOCK.detention, detention('Temporaire', 'Usufruit', 'mandate')),
    );
    // A summary that says otherwise than the answers is not copied: the copy's comes from its answers.
    await t.database.db
      .update(dossiers)
      .set({ detentionMode: null, dismembermentType: 'viager', dismembermentScope: 'np' })
      .where(eq(dossiers.id, source));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${source}/duplicate`,
      headers: await t.authAs('conseiller'),
      payload: { documentDuplicate: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await row(response.json().dossier.id)).toMatchObject({
      detentionMode: 'mandate',
      dismembermentType: 'temporary',
      dismembermentScope: 'usu_cosous',
      amountCents: 10_400_000,
    });
  });

  it('a new dossier has none until its answers say so', async () => {
    const id = await filler.fill([]);
    expect(await row(id)).toMatchObject({
      detentionMode: null,
      dismembermentType: null,
      dismembermentScope: null,
    });
  });

  it('the seeded dossiers store what their answers give', async () => {
    const seeded = await t.database.db
      .select({ dossier: dossiers, formId: forms.id })
      .from(dossiers)
      .innerJoin(forms, eq(forms.id, dossiers.formId))
      .where(and(ne(dossiers.values, {}), lte(dossiers.id, lastSeededId)));
    expect(seeded.length).toBeGreaterThan(20);
    const modes = new Set<string | null>();
    for (const { dossier, formId } of seeded) {
      const formElements = await t.database.db
        .select({ id: elements.id, attributes: elements.attributes })
        .from(elements)
        .where(eq(elements.formId, formId));
      const derived = computeDossierSummary(formElements, dossier.values);
      expect(derived, `dossier ${dossier.id}`).toEqual({
        detentionMode: dossier.detentionMode,
        dismembermentType: dossier.dismembermentType,
        dismembermentScope: dossier.dismembermentScope,
        amountCents: dossier.amountCents,
        amountPaidCents: dossier.amountPaidCents,
      });
      modes.add(dossier.detentionMode);
    }
    expect(modes).toEqual(new Set(['mandate', 'direct']));
  });
});

describe('who may call the management operations (manage_dossier of the tenant only)', () => {
  const calls = (id: number) => [
    {
      method: 'PUT' as const,
      url: `/api/dossiers/integration-state/${id}`,
      payload: { integration_state: 'validated' },
    },
    { method: 'GET' as const, url: `/api/dossier/integration-state/${id}/state` },
    { method: 'GET' as const, url: `/api/dossier/integration-state/${id}/history` },
    { method: 'GET' as const, url: `/api/dossier/integration-state/${id}/pairing` },
    { method: 'GET' as const, url: `/api/dossier/integration-state/${id}/pairing/customer` },
    {
      method: 'PUT' as const,
      url: `/api/dossier/integration-state/${id}/pairing/customer`,
      payload: { code: 'S00001', scope: 'np' },
    },
    { method: 'GET' as const, url: `/api/dossier/integration-state/${id}/view` },
    { method: 'GET' as const, url: '/api/dossier/integration-state/customer/S00001' },
  ];

  it.each([
    'conseiller',
    'partenaire',
    'manager',
    'backoffice',
    'client',
    'prospect',
    'prospect.direct',
    'conseiller.aestiam',
  ])('%s is refused every call (403), and nothing changes', async (username) => {
    const id = await filler.fill();
    await markSigned(t, id);
    const before = await row(id);
    for (const call of calls(id)) {
      const response = await t.app.inject({ ...call, headers: await t.authAs(username) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().errors[0].message).toBe('api.error.forbidden');
    }
    expect(await row(id)).toEqual(before);
  });

  it('without a token, every call is 401', async () => {
    for (const call of calls(1)) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });

  it("another tenant's dossier is refused to the manager and stays as it was", async () => {
    const [other] = await t.database.db
      .select({ dossier: dossiers })
      .from(dossiers)
      .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
      .where(and(eq(tenants.code, 'aestiam'), eq(dossiers.integrationState, 'ongoing')));
    const id = other!.dossier.id;
    for (const call of calls(id).slice(0, 7)) {
      const response = await t.app.inject({ ...call, headers: await manager() });
      // Note: the permission table (auth/) answers 403 for a folder the caller may not see; the
      // management services themselves only ever find their own tenant's (404 otherwise).
      expect([403, 404], `${call.method} ${call.url} ${response.body}`).toContain(response.statusCode);
      expect(['api.error.dossier-forbidden', 'api.error.dossier-not-found']).toContain(
        response.json().errors[0].message,
      );
    }
    expect((await row(id)).version).toBe(other!.dossier.version);
  });

  it("another tenant's customer code is not found", async () => {
    await addCustomer(t, { username: 'AEST-42', lastName: 'Ailleurs', tenant: 'aestiam' });
    const response = await t.app.inject({
      url: '/api/dossier/integration-state/customer/AEST-42',
      headers: await manager(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('validation.error.customer-not-found');
  });
});

describe('state changes (spec 01 §4–§5)', () => {
  it('refusing needs a non-blank reason; the refusal is in the history with its reason, user and date', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    for (const reason of [undefined, null, '', '   \n ']) {
      const response = await putState(id, { integration_state: 'refused', reason });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { property: 'reason', message: 'validation.error.reason-required' },
      ]);
    }
    const refused = await putState(id, {
      integration_state: 'refused',
      reason: '  Pièce d’identité illisible ',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ id, integration_state: 'refused', validation_date: null });
    const { history } = await getJson(`/api/dossier/integration-state/${id}/history`);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'state',
      state: 'refused',
      reason: 'Pièce d’identité illisible',
      user: { username: 'gestionnaire' },
      pairing: null,
    });
    expect(history[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await getJson(`/api/dossier/integration-state/${id}/state`)).toMatchObject({
      state: 'refused',
      manageable: false,
    });
  });

  it('nothing changes a refused, validated or synchronised dossier any more (409)', async () => {
    for (const state of ['refused', 'validated', 'sync'] as const) {
      const id = await filler.fill();
      await markSigned(t, id);
      await t.database.db.update(dossiers).set({ integrationState: state }).where(eq(dossiers.id, id));
      for (const body of [
        { integration_state: 'validated' },
        { integration_state: 'error', reason: 'x' },
        { integration_state: 'refused', reason: 'x' },
      ]) {
        const response = await putState(id, body);
        expect(response.statusCode, `${state} → ${body.integration_state}`).toBe(409);
        expect(response.json().errors[0].message).toBe('validation.error.integration-state-not-manageable');
      }
      expect((await row(id)).integrationState).toBe(state);
    }
  });

  it('error with a reason, then validated from error: one delivery queued in the same change', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    expect((await putState(id, { integration_state: 'error', reason: 'RIB manquant' })).statusCode).toBe(200);
    expect((await putState(id, { integration_state: 'error' })).statusCode).toBe(422);
    const validated = await putState(id, { integration_state: 'validated' });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().validation_date).toEqual(expect.any(String));
    const queued = await t.database.db
      .select()
      .from(integrationOutbox)
      .where(eq(integrationOutbox.dossierId, id));
    expect(queued).toEqual([
      expect.objectContaining({ dossierVersion: validated.json().version, status: 'pending', attempts: 0 }),
    ]);
    const { history } = await getJson(`/api/dossier/integration-state/${id}/history`);
    expect(history.map((entry: { state: string }) => entry.state)).toEqual(['validated', 'error']);
  });

  it('only a signed dossier is validated', async () => {
    const id = await filler.fill();
    const response = await putState(id, { integration_state: 'validated' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('validation.error.dossier-not-signed');
    expect(
      await t.database.db.select().from(integrationOutbox).where(eq(integrationOutbox.dossierId, id)),
    ).toEqual([]);
  });

  it('a stale version is refused (409) and changes nothing', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    const { version } = await getJson(`/api/dossier/integration-state/${id}/state`);
    const response = await putState(id, { integration_state: 'validated', version: version - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe('api.error.dossier-changed');
    expect((await row(id)).integrationState).toBe('ongoing');
  });

  it('an unknown state is refused', async () => {
    const id = await filler.fill();
    const response = await putState(id, { integration_state: 'sync' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('validation.error.integration-state');
  });
});

describe('the mandate pairing rule blocks validation (spec 01 §5)', () => {
  const pair = async (id: number, scope: 'np' | 'usu', code: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/dossier/integration-state/${id}/pairing/customer`,
      headers: await manager(),
      payload: { code, scope },
    });

  it('bare ownership under mandate needs its usufructuary paired; then it validates', async () => {
    await addCustomer(t, { username: 'MAND-NP', lastName: 'Nu', hasCosubscriber: true });
    await addCustomer(t, { username: 'MAND-USU', lastName: 'Usufruitier', hasCosubscriber: true });
    const id = await filler.fill(
      withBlock(ANSWERED_STEPS, DEMO_BLOCK.detention, detention('Temporaire', 'Nue-propriété', 'mandate')),
    );
    await markSigned(t, id);
    const refused = await putState(id, { integration_state: 'validated' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe('validation.error.usufruct-pairing-required');

    expect((await pair(id, 'np', 'MAND-NP')).statusCode).toBe(200);
    expect((await getJson(`/api/dossier/integration-state/${id}/pairing`)).forceMandate).toBe(true);
    expect((await putState(id, { integration_state: 'validated' })).json().errors[0].message).toBe(
      'validation.error.usufruct-pairing-required',
    );
    expect((await pair(id, 'usu', 'MAND-USU')).statusCode).toBe(200);
    expect(await getJson(`/api/dossier/integration-state/${id}/pairing`)).toMatchObject({
      pairing: { np: 'MAND-NP', usu: 'MAND-USU' },
      forceMandate: false,
      detention_mode: 'mandate',
      dismemberment_scope: 'np_cosous',
    });
    expect((await putState(id, { integration_state: 'validated' })).statusCode).toBe(200);
  });

  it('usufruct under mandate needs its bare owner paired', async () => {
    const id = await filler.fill(
      withBlock(ANSWERED_STEPS, DEMO_BLOCK.detention, detention('Temporaire', 'Usufruit', 'mandate')),
    );
    await markSigned(t, id);
    const refused = await putState(id, { integration_state: 'validated' });
    expect(refused.json().errors[0].message).toBe('validation.error.bareowner-pairing-required');
  });

  it('a direct dismemberment validates without pairing', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    expect((await putState(id, { integration_state: 'validated' })).statusCode).toBe(200);
  });
});

describe('the view page', () => {
  it('pages → blocks → elements with labels; choices by label, yes/no as booleans', async () => {
    const id = await filler.fill();
    const { pages } = await getJson(`/api/dossier/integration-state/${id}/view`);
    const all = pages.flatMap(
      (p: { blocks: { name: string; elements: { presentation: string; value: unknown }[] }[] }) =>
        p.blocks.flatMap((b) => b.elements.map((e) => ({ block: b.name, ...e }))),
    );
    const valueOf = (label: RegExp) =>
      all.find((e: { presentation: string }) => label.test(e.presentation))?.value;
    expect(pages[0].name).toBe('Souscripteur');
    expect(pages[0].blocks[0].elements.map((e: { presentation: string }) => e.presentation)).toContain(
      all.find((e: { value: unknown }) => e.value === 'MARTIN')?.presentation,
    );
    expect(valueOf(/^Nom d.usage$/)).toBe('MARTIN');
    expect(valueOf(/^Téléphone mobile$/)).toMatch(/^\+33 6( \d\d){4}$/);
    expect(valueOf(/^Mode de détention des parts$/)).toBe('Démembrement temporaire');
    expect(all.some((e: { value: unknown }) => typeof e.value === 'boolean')).toBe(true);
    // Hidden blocks (legal entity) are not shown.
    expect(all.some((e: { block: string }) => e.block === 'Personne morale')).toBe(false);
    const english = await getJson(`/api/dossier/integration-state/${id}/view?locale=en`);
    expect(english.pages[0].name).toBe('Subscriber');
  });

  it('gives amounts their € and rates their %, and nothing else a unit', async () => {
    const id = await filler.fill();
    const { pages } = await getJson(`/api/dossier/integration-state/${id}/view`);
    const all: { presentation: string; value: unknown; unit?: string }[] = pages.flatMap(
      (p: { blocks: { elements: { presentation: string; value: unknown; unit?: string }[] }[] }) =>
        p.blocks.flatMap((b) => b.elements),
    );
    const unitOf = (label: string) => all.find((e) => e.presentation === label)?.unit;
    expect(unitOf('Prix de souscription d’une part')).toBe('€');
    expect(unitOf('Montant total de la souscription')).toBe('€');
    expect(unitOf('Quote-part de l’usufruit')).toBe('%');
    expect(unitOf('Taux d’endettement actuel')).toBe('%');
    expect(all.find((e) => /^Nom d.usage$/.test(e.presentation))?.unit).toBeUndefined();
    expect(
      all.filter((e) => e.unit).every((e) => typeof e.value === 'string' && /^\d+(\.\d+)?$/.test(e.value)),
    ).toBe(true);
  });

  it('shows a datalist’s answers by their labels (a nationality, not its code), in the asked language', async () => {
    const id = await filler.fill();
    const elementsOf = (view: {
      pages: { blocks: { elements: { presentation: string; value: unknown }[] }[] }[];
    }) => view.pages.flatMap((p) => p.blocks.flatMap((b) => b.elements));
    const french = elementsOf(await getJson(`/api/dossier/integration-state/${id}/view`));
    expect(french.find((e) => e.presentation === 'Nationalité')?.value).toBe('Française');
    expect(french.find((e) => e.presentation === 'Pays de naissance')?.value).toBe('France');
    const english = elementsOf(await getJson(`/api/dossier/integration-state/${id}/view?locale=en`));
    expect(english.find((e) => e.presentation === 'Nationality')?.value).toBe('French');
  });
});
