import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, dossiers } from '../src/db/schema.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  ANSWERED_STEPS,
  addCustomer,
  createDossierFiller,
  markSigned,
  withBlock,
} from './support/managed-dossiers.js';

let t: TestApp;
let filler: ReturnType<typeof createDossierFiller>;
/** The happy path's subscriber: M. Jean-Pierre MARTIN, 14/03/1968 in Lyon, with a co-subscriber. */
let martin: number;
/** The same subscriber without a co-subscriber, named LEFÈVRE. */
let lefevre: number;

const jointAnswer = (answer: 'Oui' | 'Non') => [{ elementId: DEMO_ELEMENT.hasCoSubscriber, value: answer }];
const renamed = (steps: typeof ANSWERED_STEPS, lastName: string) =>
  steps.map((step) =>
    step.blockId === DEMO_BLOCK.identity
      ? {
          ...step,
          values: step.values.map((v) =>
            v.elementId === DEMO_ELEMENT.lastName || v.elementId === DEMO_ELEMENT.birthName
              ? { ...v, value: lastName }
              : v,
          ),
        }
      : step,
  );

beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  filler = createDossierFiller(t);
  // The tenant's customer base, against the happy path's subscriber.
  await addCustomer(t, {
    username: 'MART-1',
    lastName: 'Martin',
    firstName: 'Jean Pierre',
    birthDate: '14/03/1968',
    birthCity: 'LYON',
    hasCosubscriber: true,
  });
  await addCustomer(t, {
    username: 'MART-2',
    lastName: 'de Martin',
    firstName: 'Jean-Pierre',
    email: 'Jean-Pierre.Martin@exemple.fr',
    hasCosubscriber: true,
  });
  await addCustomer(t, { username: 'MART-3', lastName: 'MARTIN', firstName: 'Paul', hasCosubscriber: false });
  await addCustomer(t, {
    username: 'PHONE-1',
    lastName: 'Durand',
    phone: '06 12 34 56 78',
    hasCosubscriber: true,
  });
  await addCustomer(t, {
    username: 'BIRTH-1',
    lastName: 'Zola',
    birthDate: '14/03/1968',
    hasCosubscriber: true,
  });
  await addCustomer(t, {
    username: 'IBAN-1',
    lastName: 'Autre',
    iban: 'FR7630006000011234567890189',
    hasCosubscriber: true,
  });
  await addCustomer(t, {
    username: 'LEF-1',
    lastName: 'LEFEVRE',
    firstName: 'Jean-Pierre',
    hasCosubscriber: false,
  });
  await addCustomer(t, { username: 'COSOUS-1', lastName: 'Tiers', hasCosubscriber: true });
  // The same person's account held alone (no co-subscriber yet), and a namesake born a day later.
  await addCustomer(t, {
    username: 'SOLO-1',
    lastName: 'MARTIN',
    firstName: 'Jean-Pierre',
    birthDate: '14/03/1968',
    birthCity: 'Lyon',
    hasCosubscriber: false,
  });
  await addCustomer(t, {
    username: 'MART-4',
    lastName: 'Martin',
    firstName: 'Jean-Pierre',
    birthDate: '15/03/1968',
    birthCity: 'Paris',
    hasCosubscriber: true,
  });

  martin = await filler.fill();
  lefevre = await filler.fill(
    withBlock(renamed(ANSWERED_STEPS, 'LEFÈVRE'), DEMO_BLOCK.jointSubscription, jointAnswer('Non')).filter(
      (step) => step.blockId !== DEMO_BLOCK.coSubscriber,
    ),
  );
  await markSigned(t, martin);
  await markSigned(t, lefevre);
});
afterAll(async () => t?.close());

const manager = () => t.authAs('gestionnaire');
const candidatesOf = async (id: number) => {
  const response = await t.app.inject({
    url: `/api/dossier/integration-state/${id}/pairing/customer`,
    headers: await manager(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const pair = async (id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dossier/integration-state/${id}/pairing/customer`,
    headers: await manager(),
    payload: body,
  });
type Candidate = {
  username: string;
  score: number;
  reasons: { key: string; params: Record<string, string> }[];
};

describe('potential customers, scored in the database, with their reasons', () => {
  it('recalls the subscriber on its scope (np) and none on the other', async () => {
    const body = await candidatesOf(martin);
    expect(body.subscribers.np).toMatchObject({
      civility: 'M.',
      firstName: 'Jean-Pierre',
      lastName: 'MARTIN',
      fullName: 'M. Jean-Pierre MARTIN',
      birthDay: '14/03/1968',
      birthCity: 'LYON',
      birthCountry: 'France',
      email: 'jean-pierre.martin@exemple.fr',
      isMoralPerson: false,
      cosous: true,
      partnerCode: 'conseiller',
    });
    expect(body.subscribers.usu).toBeNull();
    expect(body.customers.usu).toEqual([]);
  });

  it('names the birth country the dossier holds as a code, in the language asked for', async () => {
    const response = await t.app.inject({
      url: `/api/dossier/integration-state/${martin}/pairing/customer?locale=en`,
      headers: await manager(),
    });
    expect(response.json().subscribers.np.birthCountry).toBe('France');
    const wrong = await t.app.inject({
      url: `/api/dossier/integration-state/${martin}/pairing/customer?locale=de`,
      headers: await manager(),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ property: 'locale', message: 'api.error.locale' }]);
  });

  it('ranks by score; names without case, accents, hyphens or particles; phone, IBAN and e-mail too', async () => {
    const { customers } = await candidatesOf(martin);
    const byCode = new Map<string, Candidate>(customers.np.map((c: Candidate) => [c.username, c]));
    const keys = (code: string) => byCode.get(code)?.reasons.map((r) => r.key);
    expect(keys('MART-1')).toEqual([
      'validation.matching.same-name',
      'validation.matching.same-first-name',
      'validation.matching.same-birth-date',
      'validation.matching.same-birth-city',
    ]);
    expect(byCode.get('MART-1')!.score).toBe(95);
    expect(byCode.get('MART-2')!.reasons).toEqual([
      {
        key: 'validation.matching.close-name',
        params: { subscriber: 'MARTIN', customer: 'de Martin' },
        points: 40,
      },
      expect.objectContaining({ key: 'validation.matching.same-first-name' }),
      expect.objectContaining({ key: 'validation.matching.same-email' }),
    ]);
    expect(keys('PHONE-1')).toEqual(['validation.matching.same-phone']);
    expect(keys('IBAN-1')).toEqual(['validation.matching.same-iban']);
    const scores = customers.np.map((c: Candidate) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A birth date alone is chance, not a candidate.
    expect(byCode.has('BIRTH-1')).toBe(false);
  });

  it('lists, for a subscription with a co-subscriber, the customers with one and those without one yet', async () => {
    const withCo = await candidatesOf(martin);
    const solo = withCo.customers.np.find((c: Candidate) => c.username === 'SOLO-1');
    expect(solo, 'the same person, whose account has no co-subscriber yet').toBeDefined();
    expect(solo.score).toBe(95);
    expect(solo.reasons.at(-1)).toEqual({
      key: 'validation.matching.cosubscriber-added',
      params: {},
      points: 0,
    });
    const withoutCo = await candidatesOf(lefevre);
    expect(withoutCo.subscribers.np.cosous).toBe(false);
    expect(withoutCo.customers.np.every((c: { cosous: boolean }) => !c.cosous)).toBe(true);
  });

  it('explains where a proposed customer differs from the subscriber, for no points', async () => {
    const { customers } = await candidatesOf(martin);
    const namesake = customers.np.find((c: Candidate) => c.username === 'MART-4');
    expect(namesake.reasons.filter((r: { points: number }) => r.points === 0)).toEqual([
      {
        key: 'validation.matching.different-birth-date',
        params: { subscriber: '14/03/1968', customer: '15/03/1968' },
        points: 0,
      },
      {
        key: 'validation.matching.different-birth-city',
        params: { subscriber: 'LYON', customer: 'Paris' },
        points: 0,
      },
    ]);
    expect(namesake.score).toBe(55);
  });

  it('explains a close name as « Lefèvre / LEFEVRE »', async () => {
    const { customers } = await candidatesOf(lefevre);
    const lef = customers.np.find((c: Candidate) => c.username === 'LEF-1');
    expect(lef.reasons[0]).toEqual({
      key: 'validation.matching.close-name',
      params: { subscriber: 'LEFÈVRE', customer: 'LEFEVRE' },
      points: 40,
    });
  });

  it('allows a new customer only when no candidate is the subscriber himself', async () => {
    expect((await candidatesOf(martin)).creationAllowed).toEqual({ np: false, usu: false });
    expect((await candidatesOf(lefevre)).creationAllowed).toEqual({ np: true, usu: false });
  });
});

describe('pairing by code (spec 01 §5)', () => {
  it('pairs a customer, marks it selected, and writes the choice and its reasons in the history', async () => {
    const response = await pair(martin, { code: 'mart-1', scope: 'np', partner: 'conseiller' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      pairing: { np: 'MART-1', usu: null },
      entry: {
        kind: 'pairing',
        state: 'ongoing',
        user: { username: 'gestionnaire' },
        pairing: { scope: 'np', code: 'MART-1', partner: 'conseiller', score: 95 },
      },
    });
    expect(response.json().entry.pairing.reasons.map((r: { key: string }) => r.key)).toContain(
      'validation.matching.same-birth-date',
    );
    const selected = (await candidatesOf(martin)).customers.np.filter(
      (c: { selected: boolean }) => c.selected,
    );
    expect(selected.map((c: Candidate) => c.username)).toEqual(['MART-1']);
    expect((await t.database.db.select().from(dossiers).where(eq(dossiers.id, martin)))[0]!.pairingNp).toBe(
      'MART-1',
    );
    const history = (
      await t.app.inject({
        url: `/api/dossier/integration-state/${martin}/history`,
        headers: await manager(),
      })
    ).json().history;
    expect(history[0].pairing.code).toBe('MART-1');
    // The integration list names the customer beside its code.
    const list = await t.app.inject({
      url: '/api/dossiers/integration-state?integrationState=ongoing',
      headers: await manager(),
    });
    const row = list.json().dossiers.find((folder: { id: number }) => folder.id === martin);
    expect(row).toMatchObject({
      pairing: { np: 'MART-1', usu: null },
      pairing_names: { np: 'Jean Pierre Martin', usu: null },
    });
  });

  it('refuses the customer already paired to the other scope', async () => {
    const response = await pair(martin, { code: 'MART-1', scope: 'usu' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('validation.error.duplicated-pairing');
  });

  it('refuses a customer with a co-subscriber for a subscription without one', async () => {
    const withoutCo = await pair(lefevre, { code: 'COSOUS-1', scope: 'np' });
    expect(withoutCo.statusCode).toBe(422);
    expect(withoutCo.json().errors[0].message).toBe('validation.error.customer-without-cosubscriber');
  });

  it('pairs a subscription with a co-subscriber to the account its subscriber holds alone', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    const response = await pair(id, { code: 'solo-1', scope: 'np' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().entry.pairing).toMatchObject({
      code: 'SOLO-1',
      name: 'Jean-Pierre MARTIN',
      score: 95,
    });
    expect(response.json().entry.pairing.reasons.at(-1).key).toBe('validation.matching.cosubscriber-added');
    expect((await candidatesOf(id)).paired.np).toMatchObject({ username: 'SOLO-1', lastName: 'MARTIN' });
  });

  it('an unknown code is not found; the lookup by code finds the tenant’s customers only', async () => {
    const unknown = await pair(martin, { code: 'S99999', scope: 'np' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('validation.error.customer-not-found');
    const found = await t.app.inject({
      url: '/api/dossier/integration-state/customer/MART-2',
      headers: await manager(),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().customer).toMatchObject({ username: 'MART-2', lastName: 'de Martin', cosous: true });
  });

  it('a new customer (empty code) only where creation is allowed, given the next number and shown', async () => {
    const refused = await pair(martin, { code: '', scope: 'np' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe('validation.error.customer-creation-not-allowed');
    const numbers = (await t.database.db.select({ username: customers.username }).from(customers))
      .map((c) => /^S(\d+)$/.exec(c.username)?.[1])
      .filter((n) => n !== undefined)
      .map(Number);
    const created = await pair(lefevre, { code: '', scope: 'np' });
    expect(created.statusCode, created.body).toBe(200);
    const code = `S${String(Math.max(...numbers) + 1).padStart(5, '0')}`;
    expect(created.json().pairing).toEqual({ np: code, usu: null });
    expect(created.json().entry.pairing).toMatchObject({
      code,
      name: 'Jean-Pierre LEFÈVRE',
      created: true,
      score: null,
      reasons: [],
    });
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.username, code));
    expect(customer).toMatchObject({
      lastName: 'LEFÈVRE',
      firstName: 'Jean-Pierre',
      birthDate: '14/03/1968',
      birthCountry: 'France',
      hasCosubscriber: false,
    });
    // Listed at once as the subscriber himself, paired: no second account can be made for him.
    const after = await candidatesOf(lefevre);
    expect(after.paired.np).toMatchObject({ username: code });
    expect(after.customers.np.find((c: { username: string }) => c.username === code)).toMatchObject({
      selected: true,
    });
    expect(after.creationAllowed.np).toBe(false);
    expect((await pair(lefevre, { code: '', scope: 'np' })).statusCode).toBe(422);
  });

  it('nothing is paired once the dossier is refused (409)', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/integration-state/${id}`,
      headers: await manager(),
      payload: { integration_state: 'refused', reason: 'Doublon' },
    });
    const response = await pair(id, { code: 'MART-1', scope: 'np' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe('validation.error.integration-state-not-manageable');
  });

  it('an unknown scope is refused', async () => {
    const response = await pair(martin, { code: 'MART-1', scope: 'full' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('validation.error.pairing-scope');
  });
});
