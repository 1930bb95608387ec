/**
 * No code pumping (issue 32): the loop that sent 316 codes a minute from one folder — open an
 * envelope, ask codes, end it with « Refuser » (no code needed), type new numbers, reopen — run over
 * a minute of the server's clock by every role that can open a ceremony, from a new address at each
 * turn (the per-address limits aside): the party, dossier and account limits, kept in PostgreSQL,
 * outlive the envelopes, recipients and numbers. At most 3 codes per party and 10 per dossier reach
 * the message store, and the advisor gets at most one refusal e-mail per dossier and quarter of an
 * hour. The minute is the server's clock moved ahead turn by turn (as the limits read it), not a
 * minute waited: the same turns whatever the machine's speed, in seconds rather than a minute.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { sendAdvisorNotices } from '../src/modules/signature/index.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createDemoMailboxTransport } from '../src/modules/messages/index.js';
import { createSignatureDriver, type Ceremony } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;

/** How far the server's clock is moved ahead of the real one (the loop moves it turn by turn). */
let aheadMs = 0;
const clock = () => new Date(Date.now() + aheadMs);

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

/** How long the attacker loops, on the server's clock (real requests, one turn after the other). */
const LOOP_MS = 60_000;
/** Turns in that minute: 2 codes asked a turn, far beyond every party's and dossier's limit. */
const TURNS = 40;

/** A new mobile number at every turn (the attacker's « new numbers »). */
let phoneSeed = 10_000_000;
const newPhone = () => `06${String(phoneSeed++).padStart(8, '0')}`;

/** The contact and co-subscriber blocks again, with new mobile numbers for both parties. */
async function typeNewNumbers(id: number, username: string) {
  for (const [blockId, elementId] of [
    [DEMO_BLOCK.contact, DEMO_ELEMENT.subscriberPhone],
    [DEMO_BLOCK.coSubscriber, DEMO_ELEMENT.coPhone],
  ] as const) {
    const step = DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === blockId)!;
    await d.submit(
      id,
      {
        ...step,
        values: step.values.map((v) => (v.elementId === elementId ? { ...v, value: newPhone() } : v)),
      },
      username,
    );
  }
}

const pagePost = (ceremony: Ceremony, fields: Record<string, string>, address: string) =>
  t.app.inject({
    method: 'POST',
    url: ceremony.url,
    remoteAddress: address,
    headers: { cookie: ceremony.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Code sends the page refused for the party's, dossier's or account's limit. */
let refusedByLimit = 0;

/** One turn: open each party's ceremony, ask a code on each, refuse on the first, new numbers. */
async function pumpOnce(id: number, username: string, parties: readonly string[], address: string) {
  await d.submitSignatureBlock(id, 'mission', username);
  const opened: Ceremony[] = [];
  for (const party of parties) {
    const response = await d.openCeremony(id, 'mission', party, username);
    if (response.statusCode !== 201) continue;
    const ceremony: Ceremony = {
      url: response.json().docusign.url as string,
      cookie: String(response.headers['set-cookie'] ?? '').split(';')[0]!,
      dossierId: id,
      party,
    };
    await t.app.inject({ url: ceremony.url, remoteAddress: address, headers: { cookie: ceremony.cookie } });
    const sent = await pagePost(ceremony, { action: 'send-code' }, address);
    if (sent.body.includes('Trop de codes ont été demandés')) refusedByLimit += 1;
    opened.push(ceremony);
  }
  if (opened[0]) await pagePost(opened[0], { action: 'decline', reason: 'Pas maintenant.' }, address);
  await sendAdvisorNotices(
    {
      db: t.database.db,
      blobs: t.app.blobs,
      forms: t.app.forms,
      config: t.app.config,
      now: clock,
      transport: createDemoMailboxTransport(),
    },
    100,
  );
  await typeNewNumbers(id, username);
}

const codesPerParty = (id: number) =>
  queryRows<{ party: string; codes: number }>(
    t.database.db,
    sql`SELECT r.party, count(*)::int AS codes FROM demo_mailbox_messages m
        JOIN signature_recipients r ON r.id = m.recipient_id
        WHERE m.dossier_id = ${id} AND m.template_id LIKE 'one-time-code%' GROUP BY r.party`,
  );

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.database.db, query))[0]!.n);

describe.each([
  { username: 'conseiller', parties: ['subscriber', 'co_subscriber'], role: 1 },
  { username: 'client', parties: ['subscriber', 'co_subscriber'], role: 2 },
  { username: 'prospect.direct', parties: ['subscriber', 'co_subscriber'], role: 3 },
])('the pumping loop as $username', ({ username, parties, role }) => {
  it('sends at most 3 codes per party and 10 per dossier in a minute, and tells the advisor once', async () => {
    const id =
      username === 'client'
        ? await d.createFilledDossier({ clientId: claireId })
        : await d.createFilledDossier({ username });
    refusedByLimit = 0;
    for (let turn = 0; turn < TURNS; turn += 1) {
      await pumpOnce(id, username, parties, `198.18.${role}.${turn + 1}`);
      aheadMs += LOOP_MS / TURNS;
    }
    const ends = await countOf(
      sql`SELECT count(*)::int AS n FROM signature_envelopes WHERE dossier_id = ${id} AND status <> 'sent'`,
    );
    // The loop did run: envelopes opened and ended again and again, and the limits said no.
    expect(ends).toBeGreaterThanOrEqual(3);
    expect(refusedByLimit).toBeGreaterThan(0);
    const perParty = await codesPerParty(id);
    expect(perParty.length).toBeGreaterThan(0);
    for (const row of perParty) expect(row.codes, row.party).toBeLessThanOrEqual(3);
    expect(perParty.reduce((sum, row) => sum + row.codes, 0)).toBeLessThanOrEqual(10);
    const notices = await countOf(
      sql`SELECT count(*)::int AS n FROM demo_mailbox_messages WHERE dossier_id = ${id} AND template_id LIKE 'envelope-%'`,
    );
    expect(notices).toBeLessThanOrEqual(1);
  }, 240_000);
});
