/**
 * An invitation's link opened after an amendment (issue 35 follow-up): the co-subscriber signed the
 * original documents by her links; the dossier is flagged, corrected and an amendment of the
 * subscription form opened. Her old link says what comes next — the corrected documents await her
 * signature by the new invitation — and, once she signed them, that this is done; the new link opens
 * the amendment, she signs it with her one-time code.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { readDemoMailboxCode } from '../src/modules/messages/index.js';
import { CONSENT_TEXT } from '../src/modules/signature/ceremony/consent-text.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createCorrectionDriver } from './support/correction-driver.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let c: ReturnType<typeof createCorrectionDriver>;
let claireId: number;

beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  d = createSignatureDriver(t);
  await d.init();
  c = createCorrectionDriver(t, d);
  claireId = await d.customerIdOf('client');
}, 180_000);
afterAll(async () => t?.close());

const page = (link: string, language: 'fr' | 'en' = 'fr') =>
  t.app.inject({
    url: link,
    headers: { 'user-agent': 'vitest-invitee', 'accept-language': language === 'fr' ? 'fr-FR' : 'en-GB' },
  });
const post = (link: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'user-agent': 'vitest-invitee', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function recipientOf(dossierId: number, step: string, party: string, revision: number) {
  const [row] = await queryRows<{ id: number | string; envelope_id: number | string }>(
    t.database.db,
    sql`SELECT r.id, r.envelope_id FROM signature_recipients r
        JOIN signature_envelopes e ON e.id = r.envelope_id
        WHERE e.dossier_id = ${dossierId} AND e.step = ${step} AND e.revision = ${revision}
          AND r.party = ${party}`,
  );
  return Number(row!.id);
}

/** A party signs by her link with the code she receives. */
async function signByLink(link: string, recipientId: number) {
  expect((await page(link)).statusCode).toBe(200);
  expect((await post(link, { action: 'send-code' })).statusCode).toBe(200);
  const code = await readDemoMailboxCode(t.database.db, recipientId);
  expect((await post(link, { action: 'verify-code', code: code! })).body).toContain('Code vérifié');
  const signed = await post(link, { action: 'sign', consent: 'yes', consentVersion: CONSENT_TEXT.version });
  expect(signed.statusCode, signed.body).toBe(303);
}

/** Each step: the advisor opens his part (the invitations go), both clients sign by link, then he signs. */
async function signedByLinks(): Promise<{ id: number; links: Record<string, string> }> {
  const id = await d.createFilledDossier({ clientId: claireId });
  const links: Record<string, string> = {};
  for (const step of ['mission', 'subscription'] as const) {
    expect((await d.submitSignatureBlock(id, step)).statusCode).toBe(200);
    expect((await d.openCeremony(id, step, 'subscriber_advisor', 'conseiller')).statusCode).toBe(201);
    for (const party of ['subscriber', 'co_subscriber']) {
      const recipientId = await recipientOf(id, step, party, 1);
      const link = (await c.invitationLinkOf(recipientId))!;
      await signByLink(link, recipientId);
      links[`${step}:${party}`] = link;
    }
    await d.signAs(id, step, 'subscriber_advisor', 'conseiller');
    await d.untilSealed(id);
  }
  return { id, links };
}

describe('an invitation link opened after an amendment', () => {
  it('the old link says the corrected documents await her by a new invitation, then that she signed them; the new link signs', async () => {
    const { id, links } = await signedByLinks();
    const birthPlace = await c.elementIdOf(id, 'birth_place');
    await c.setInError(id, 'Commune erronée', [{ kind: 'field', elementId: birthPlace, reason: 'Erronée' }]);
    await c.saveBlock(
      id,
      DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.identity)!,
      { [DEMO_ELEMENT.birthPlace]: 'Rennes' },
    );
    const sent = await c.send(id);
    expect(sent.statusCode, sent.body).toBe(200);

    // Her old link of the subscription form: her answer stands, and what comes next is said.
    const oldLink = links['subscription:co_subscriber']!;
    const old = await page(oldLink);
    expect(old.statusCode).toBe(409);
    expect(old.body).toContain('Signature enregistrée');
    expect(old.body).toContain('Vous avez déjà répondu par ce lien');
    expect(old.body).toMatch(
      /Ces documents ont été corrigés depuis\u00a0: «\u00a0Bulletin de souscription\u00a0» attend de nouveau votre signature\. Une nouvelle invitation vous a été envoyée le \d+ \S+ \d{4} à \d\d:\d\d\u00a0: signez par le lien de ce message/,
    );
    expect(old.body).not.toContain('Signature impossible');
    // In English, the documents named by their own title (the dossier's documents are in French).
    const oldEn = await page(oldLink, 'en');
    expect(oldEn.body).toMatch(
      /These documents have been corrected since: “Bulletin de souscription” awaits your signature again\. A new invitation was sent to you on \d+ \w+ \d{4} at \d\d:\d\d/,
    );
    // Her link of the mission, whose documents did not change: only her answer.
    const mission = await page(links['mission:co_subscriber']!);
    expect(mission.body).toContain('Vous avez déjà répondu par ce lien');
    expect(mission.body).not.toContain('corrigés');

    // The new link opens the amendment: the subscription form alone; she signs it with her code.
    const amendmentRecipient = await recipientOf(id, 'subscription', 'co_subscriber', 2);
    const newLink = (await c.invitationLinkOf(amendmentRecipient))!;
    expect(newLink).not.toBe(oldLink);
    const opened = await page(newLink);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain('Bulletin de souscription');
    expect(opened.body).not.toContain('Lettre de mission');
    expect(opened.body).toContain(
      'Documents corrigés (révision 2)\u00a0: ils remplacent ceux que vous avez déjà signés.',
    );
    await signByLink(newLink, amendmentRecipient);
    const done = await page(`${newLink}/done`);
    expect(done.body).toContain('Signature enregistrée');
    expect(done.body).not.toContain('corrigés');

    // The old link again: the corrected document is signed too, nothing else awaits her.
    const after = await page(oldLink);
    expect(after.body).toMatch(
      /Ces documents ont été corrigés depuis\u00a0: vous avez signé la version corrigée de «\u00a0Bulletin de souscription\u00a0» le \d+ \S+ \d{4} à \d\d:\d\d\. Rien d’autre n’est attendu de vous\./,
    );
    expect((await page(oldLink, 'en')).body).toContain('Nothing else is expected from you.');

    // The advisor withdraws the amendment before the subscriber signs it: her old link says the
    // correction no longer awaits her, her new one that it is no longer valid; neither is a dead end.
    const subscriberNew = (await c.invitationLinkOf(await recipientOf(id, 'subscription', 'subscriber', 2)))!;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/subscription/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'Correction à reprendre' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const subscriberOld = await page(links['subscription:subscriber']!);
    expect(subscriberOld.body).toContain(
      'Ces documents ont été corrigés depuis, mais la correction («\u00a0Bulletin de souscription\u00a0») n’attend plus votre signature\u00a0: votre conseiller vous dira si une nouvelle signature est nécessaire.',
    );
    const withdrawn = await page(subscriberNew);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.body).toContain('ces documents ne sont plus en attente de votre signature');
  }, 300_000);
});
