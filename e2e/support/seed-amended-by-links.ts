/**
 * The folder of the « invitation link after an amendment » journey, made through the real API before
 * the server listens: the demo client's folder with her husband as co-subscriber, both steps signed
 * (the two clients each by the link of their invitation with the one-time code they receive, the
 * advisor on his sign-in), sealed; then the manager flags the birth place, the advisor corrects it
 * and sends the correction: an amendment of the subscription form is out, each party invited by a
 * new link. The journey is the parties': their old links and their new ones, in the browser.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client.js';
import { readDemoMailboxCode } from '../../apps/api/src/modules/messages/index.js';
import { CONSENT_TEXT } from '../../apps/api/src/modules/signature/ceremony/consent-text.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import type { TFolderTools } from './seed-journey-folders.js';

/** The birth place the advisor writes in the correction. */
export const AMENDED_BIRTH_PLACE = 'VILLEURBANNE';

type THeaders = Record<string, string>;

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what}: HTTP ${response.statusCode} ${response.body}`);
}

/** The latest invitation link a recipient of the folder received, read in the demo mailbox. */
async function linkOf(
  app: FastifyInstance,
  dossierId: number,
  step: string,
  party: string,
  revision: number,
) {
  const [row] = await queryRows<{ id: number | string; text: string }>(
    app.db,
    sql`SELECT r.id, m.text FROM signature_recipients r
        JOIN signature_envelopes e ON e.id = r.envelope_id
        JOIN demo_mailbox_messages m ON m.recipient_id = r.id AND m.template_id = 'signature-invitation'
        WHERE e.dossier_id = ${dossierId} AND e.step = ${step} AND e.revision = ${revision}
          AND r.party = ${party}
        ORDER BY m.id DESC LIMIT 1`,
  );
  const link = row?.text.match(/(\/sign\/[A-Za-z0-9_-]+)/)?.[1];
  if (!row || !link) throw new Error(`no invitation of ${party} on ${step} (revision ${revision})`);
  return { recipientId: Number(row.id), link };
}

/** A party signs by her link: the page, « Recevoir un code », the code from the mailbox, « Signer ». */
async function signByLink(app: FastifyInstance, link: string, recipientId: number) {
  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: link,
      headers: { 'user-agent': 'e2e-seed', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  await expectStatus(await app.inject({ url: link, headers: { 'user-agent': 'e2e-seed' } }), 200, link);
  await expectStatus(await post({ action: 'send-code' }), 200, `${link} code`);
  const code = await readDemoMailboxCode(app.db, recipientId);
  await expectStatus(await post({ action: 'verify-code', code: code ?? '' }), 200, `${link} verify`);
  const signed = await post({ action: 'sign', consent: 'yes', consentVersion: CONSENT_TEXT.version });
  await expectStatus(signed, 303, `${link} sign`);
}

/** The advisor's part: his signing address asked for (the envelope opens on the first call). */
async function openAdvisorPart(app: FastifyInstance, advisor: THeaders, dossierId: number, step: string) {
  const opened = await app.inject({
    method: 'POST',
    url: `/api/dossiers/${dossierId}/docusigns/${step}/ceremonies`,
    headers: advisor,
    payload: { party: 'subscriber_advisor' },
  });
  await expectStatus(opened, 201, `${step} of folder ${dossierId}`);
  return {
    url: (opened.json() as { docusign: { url: string } }).docusign.url,
    cookie: String(opened.headers['set-cookie'] ?? '').split(';')[0] ?? '',
  };
}

/** The advisor opens his part (the clients' invitations go), they sign by link, then he signs. */
async function signStep(app: FastifyInstance, advisor: THeaders, dossierId: number, step: string) {
  await openAdvisorPart(app, advisor, dossierId, step);
  for (const party of ['subscriber', 'co_subscriber']) {
    const { link, recipientId } = await linkOf(app, dossierId, step, party, 1);
    await signByLink(app, link, recipientId);
  }
  const { url, cookie } = await openAdvisorPart(app, advisor, dossierId, step);
  const headers = { cookie, 'user-agent': 'e2e-seed' };
  await expectStatus(await app.inject({ url, headers }), 200, `the advisor's ${step} page`);
  const signed = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'sign',
      consent: 'yes',
      consentVersion: CONSENT_TEXT.version,
    }).toString(),
  });
  await expectStatus(signed, 303, `the advisor's ${step}`);
  await app.sealing.run();
}

/**
 * Signs the folder (filled up to the mission letter) by links, saves and signs the subscription, then
 * flags, corrects and sends: the subscription form's amendment is out.
 */
export async function seedAmendedByLinks(app: FastifyInstance, tools: TFolderTools): Promise<void> {
  const { submit, advisor, manager } = tools;
  const dossierId = tools.ids.invitationAmendment;
  await signStep(app, advisor, dossierId, 'mission');
  await submit(dossierId, DEMO_BLOCK.subscriptionSignature);
  await signStep(app, advisor, dossierId, 'subscription');
  const [birthPlace] = await queryRows<{ id: number | string }>(
    app.db,
    sql`SELECT e.id FROM elements e JOIN dossiers d ON d.form_id = e.form_id
        WHERE d.id = ${dossierId} AND e.name = 'birth_place'`,
  );
  const flagged = await app.inject({
    method: 'POST',
    url: `/api/dossier/integration-state/${dossierId}/corrections`,
    headers: manager,
    payload: {
      items: [{ kind: 'field', elementId: Number(birthPlace?.id), reason: 'Commune de naissance erronée' }],
    },
  });
  await expectStatus(flagged, 201, `flagging folder ${dossierId}`);
  await submit(dossierId, DEMO_BLOCK.identity, { [DEMO_ELEMENT.birthPlace]: AMENDED_BIRTH_PLACE });
  const sent = await app.inject({
    method: 'POST',
    url: `/api/dossier/${dossierId}/corrections/send`,
    headers: advisor,
  });
  await expectStatus(sent, 200, `the correction of folder ${dossierId}`);
}
