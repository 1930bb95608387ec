import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { queryRows } from '../src/db/client.js';
import { listSignedDocuments } from '../src/modules/signature/service/list-signed-documents.js';
import { computeSha256 } from '../src/storage/blob-store.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
const workDir = mkdtempSync(join(tmpdir(), 'signature-test-'));

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  // The `client` account's customer record: a folder the advisor makes for her.
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

const category = async (id: number) =>
  (
    await queryRows<{ category: string; signature_date: Date | null; integration_state: string }>(
      t.database.db,
      sql`SELECT category, signature_date, integration_state FROM dossiers WHERE id = ${id}`,
    )
  )[0]!;

/** What Debian's pdfsig says of a PDF (exit status and text). */
function pdfsig(bytes: Uint8Array, name: string) {
  const path = join(workDir, name);
  writeFileSync(path, bytes);
  const run = spawnSync('pdfsig', [path], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

describe('a dossier signed by its two parties (subscriber with an account, advisor)', () => {
  let id: number;
  beforeAll(async () => {
    id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  }, 120_000);

  it('refuses the subscriber’s address to the advisor: the client signs for herself', async () => {
    const response = await d.iframe(id, 'mission', 'subscriber', 'conseiller');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe('docusign.error-party-not-allowed');
  });

  it('refuses a party the dossier does not have, and a button no form has', async () => {
    const absent = await d.iframe(id, 'mission', 'co_subscriber', 'conseiller');
    expect(absent.statusCode).toBe(422);
    expect(absent.json().errors[0].message).toBe('docusign.error-party-absent');
    const unknown = await d.iframe(id, 'contract', 'subscriber', 'conseiller');
    expect(unknown.statusCode).toBe(422);
  });

  it('signs the mission: sent, opened, signed per party, then mission_validated', async () => {
    const subscriber = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect(subscriber.url).toMatch(/^\/sign\/[\w-]{40,}$/);
    let status = (await d.getDossier(id)).status;
    expect(status).toEqual(
      expect.arrayContaining([
        'ongoing',
        'mission_validation',
        'mission_sent_to_subscriber',
        'mission_sent_to_subscriber_advisor',
      ]),
    );
    // The answers are locked while the mission is out.
    const locked = await d.submitSignatureBlock(id, 'mission');
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors[0].message).toBe('dossier.error.sign-to-finalize');

    const page = await d.open(subscriber);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The code step comes first: « Signer » shows once the party's code is verified.
    expect(page.body).toContain('Recevoir un code');
    expect(page.body).not.toContain('>Signer<');
    expect(page.body).toContain('Refuser');
    expect(page.body).toContain('Lettre de mission');
    status = (await d.getDossier(id)).status;
    expect(status).toContain('mission_delivered_to_subscriber');
    expect(status).not.toContain('mission_sent_to_subscriber');

    await d.passCode(subscriber);
    const done = await d.decide(subscriber, 'sign');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `/docusign/return?dossierId=${id}&docusignId=mission&party=subscriber&event=signing_complete`,
    );
    status = (await d.getDossier(id)).status;
    expect(status).toContain('mission_signed_by_subscriber');
    expect(status).toContain('mission_validation');
    expect(status).not.toContain('mission_validated');
    expect((await category(id)).category).toBe('signature');

    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    status = (await d.getDossier(id)).status;
    expect(status).toEqual(
      expect.arrayContaining(['ongoing', 'mission_validated', 'mission_signed_by_subscriber_advisor']),
    );
    expect(status).not.toContain('mission_validation');
    const again = await d.iframe(id, 'mission', 'subscriber', 'client');
    expect(again.statusCode).toBe(403);
    expect(again.json().errors[0].message).toBe('docusign.error-already-signed');
  });

  it('signs the subscription: signed with its date, integration ongoing, in « signés »', async () => {
    expect((await d.submitSignatureBlock(id, 'subscription')).statusCode).toBe(200);
    await d.signAs(id, 'subscription', 'subscriber_advisor', 'conseiller');
    let status = (await d.getDossier(id)).status;
    expect(status).toContain('signature');
    expect(status).toContain('subscription_signed_by_subscriber_advisor');
    expect((await category(id)).category).toBe('signature');
    await d.signAs(id, 'subscription', 'subscriber', 'client');
    status = (await d.getDossier(id)).status;
    expect(status).toContain('signed');
    expect(status).not.toContain('ongoing');
    expect(status).not.toContain('signature');
    const row = await category(id);
    expect(row.category).toBe('signed');
    expect(row.signature_date).not.toBeNull();
    expect(row.integration_state).toBe('ongoing');
    // Its documents are sealed by the delivery worker's job, after the last signature's answer.
    await d.untilSealed(id);
  });

  it('lists the documents, gives each as a data URI, and downloads them sealed as dossier-{id}.zip', async () => {
    const list = await t.app.inject({
      url: `/api/dossier/${id}/docusign/documents`,
      headers: await t.authAs('client'),
    });
    expect(list.statusCode, list.body).toBe(200);
    const documents = list.json().documents as { id: number; name: string; title: string; rank: number }[];
    expect(documents.length).toBeGreaterThanOrEqual(3);
    expect(documents.map((doc) => doc.rank)).toEqual(documents.map((_, index) => index + 1));
    const one = await t.app.inject({
      url: `/api/dossier/${id}/docusign/documents/${documents[0]!.id}`,
      headers: await t.authAs('client'),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().document.resource).toMatch(/^data:application\/pdf;base64,JVBER/);

    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain(`dossier-${id}.zip`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files);
    expect(names.length).toBe(documents.length);
    const signed = await listSignedDocuments(t.database.db, id);
    expect(signed.map((doc) => doc.name).sort()).toEqual([...names].sort());
    for (const name of names)
      expect(signed.find((doc) => doc.name === name)!.sha256).toBe(computeSha256(files[name]!));
  });

  it('signs each PDF once per party, then timestamps it: pdfsig says valid; one changed byte makes it invalid', async () => {
    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    for (const [name, bytes] of Object.entries(files)) {
      const report = pdfsig(bytes, name);
      expect(report, name).toContain('Signature is Valid');
      expect(report).toContain('ETSI.CAdES.detached');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signature Field Name: Signature_subscriber_advisor');
      expect(report.match(/Signature is Valid/g)?.length, name).toBe(2);
    }
    const [name, bytes] = Object.entries(files)[0]!;
    const tampered = new Uint8Array(bytes);
    // A byte inside the signed range (the PDF header's comment line), not the signature itself.
    tampered[10] = tampered[10]! ^ 0x01;
    expect(pdfsig(tampered, `tampered-${name}`)).not.toContain('Signature is Valid');
  });

  it('gives the history to the advisor (base64 PDF) and refuses it to the client', async () => {
    const history = await t.app.inject({
      url: `/api/dossier/${id}/docusign/history`,
      headers: await t.authAs('conseiller'),
    });
    expect(history.statusCode).toBe(200);
    const pdf = Buffer.from(history.json().envelopeHistoryData, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfsig(pdf, 'history.pdf')).toContain('Signature is Valid');
    const text = execFileSync('pdftotext', [join(workDir, 'history.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Certificat de signature');
    expect(text).toContain('vitest');
    const client = await t.app.inject({
      url: `/api/dossier/${id}/docusign/history`,
      headers: await t.authAs('client'),
    });
    expect(client.statusCode).toBe(403);
    expect(client.json().errors[0].message).toBe('docusign.error-history-not-allowed');
  });

  it('finalises on submit once signed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/submit`,
      headers: await t.authAs('conseiller'),
      payload: { submittingBlockId: d.offset + 802 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().dossier.status).toContain('signed');
  });

  it('honours the tenant’s document download switch', async () => {
    const setDownload = async (on: boolean) => {
      await t.database.db.execute(
        sql`UPDATE tenants SET features = jsonb_set(features, '{documentDownload}', ${on ? 'true' : 'false'}::jsonb) WHERE code = 'demo'`,
      );
      t.app.tenants.invalidate();
    };
    await setDownload(false);
    try {
      const off = await t.app.inject({
        url: `/api/dossier/${id}/docusign/download`,
        headers: await t.authAs('conseiller'),
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().errors[0].message).toBe('docusign.error-download-not-allowed');
    } finally {
      await setDownload(true);
    }
    const on = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(on.statusCode).toBe(200);
  });

  it('refuses another tenant’s user', async () => {
    const response = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller.aestiam'),
    });
    expect([403, 404]).toContain(response.statusCode);
  });
});

describe('refused addresses and refusals', () => {
  let id: number;
  beforeAll(async () => {
    id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    await d.submitSignatureBlock(id, 'mission');
  }, 120_000);

  it('refuses a second use, another user’s browser and a late use with a clear page', async () => {
    const first = await d.ceremony(id, 'mission', 'subscriber', 'client');
    const advisor = await d.ceremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    // The advisor's browser (its cookie) opening the client's address.
    const stranger = await d.open(first, advisor.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).toContain('autre utilisateur');
    // No cookie at all.
    const bare = await t.app.inject({ url: first.url });
    expect(bare.statusCode).toBe(403);

    expect((await d.open(first)).statusCode).toBe(200);
    // Back or a reload in the same browser: the same page again (issue 32), until the party answers.
    const replay = await d.open(first);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain('Recevoir un code');

    const late = await d.ceremony(id, 'mission', 'subscriber', 'client');
    await t.database.db.execute(
      sql`UPDATE signature_ceremonies SET expires_at = now() - interval '1 second' WHERE opened_at IS NULL AND party = 'subscriber'`,
    );
    const expired = await d.open(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expiré');
    expect(expired.body).toContain('event=ttl_expired');

    const unknown = await t.app.inject({ url: '/sign/not-a-token', headers: { cookie: first.cookie } });
    expect(unknown.statusCode).toBe(404);
    // Nothing was signed by any of it.
    expect((await d.getDossier(id)).status).not.toContain('mission_signed_by_subscriber');
  });

  it('signing needs the consent box', async () => {
    const c = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await d.open(c)).statusCode).toBe(200);
    await d.passCode(c);
    const withoutConsent = await d.decide(c, 'sign', false);
    expect(withoutConsent.statusCode).toBe(422);
    expect((await d.getDossier(id)).status).not.toContain('mission_signed_by_subscriber');
  });

  it('a refusal ends the envelope: declined_by, the answers editable again, a new envelope next time', async () => {
    const c = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await d.open(c)).statusCode).toBe(200);
    const done = await d.decide(c, 'decline');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('event=decline');
    const status = (await d.getDossier(id)).status;
    expect(status).toContain('mission_declined_by_subscriber');
    expect(status).not.toContain('mission_validation');
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/submit`,
      headers: await t.authAs('conseiller'),
      payload: { submittingBlockId: d.offset + 802 },
    });
    expect(submit.statusCode).toBe(422);
    expect(submit.json().errors[0].message).toBe('dossier.error.signature-required');
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/submit`,
      headers: await t.authAs('conseiller'),
      payload: { submittingBlockId: d.offset + 802 },
    });
    expect(out.json().errors[0].message).toBe('dossier.error.sign-to-finalize');
    expect((await d.getDossier(id)).status).toEqual(
      expect.arrayContaining(['mission_validation', 'mission_sent_to_subscriber']),
    );
  });

  it('refuses download and history before signature (spec 01 §6)', async () => {
    const fresh = await d.createFilledDossier({ twoParties: true });
    const download = await t.app.inject({
      url: `/api/dossier/${fresh}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(download.statusCode).toBe(403);
    expect(download.json().errors[0].message).toBe('docusign.error-download-not-allowed');
    const history = await t.app.inject({
      url: `/api/dossier/${fresh}/docusign/history`,
      headers: await t.authAs('conseiller'),
    });
    expect(history.statusCode).toBe(403);
    const documents = await t.app.inject({
      url: `/api/dossier/${fresh}/docusign/documents`,
      headers: await t.authAs('conseiller'),
    });
    expect(documents.json()).toEqual({ documents: [] });
  });
});

describe('four parties signing at once', () => {
  it('lands every signature (row lock on the dossier), then mission_validated; the spouse who is the co-subscriber signs once', async () => {
    // A lead folder: the subscriber has no account, the advisor hosts every party in person.
    const id = await d.createFilledDossier({ twoParties: false });
    await d.submitSignatureBlock(id, 'mission');
    const parties = ['subscriber', 'co_subscriber', 'subscriber_spouse', 'subscriber_advisor'];
    const ceremonies = [];
    for (const party of ['subscriber', 'co_subscriber', 'subscriber_advisor']) {
      ceremonies.push(await d.ceremony(id, 'mission', party, 'conseiller'));
    }
    expect((await d.getDossier(id)).status).toEqual(
      expect.arrayContaining(parties.map((party) => `mission_sent_to_${party}`)),
    );
    const recipients = await queryRows<{ party: string; also_party: string | null }>(
      t.database.db,
      sql`SELECT r.party, r.also_party FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
          WHERE e.dossier_id = ${id} ORDER BY r.id`,
    );
    expect(recipients).toEqual([
      { party: 'subscriber', also_party: null },
      { party: 'co_subscriber', also_party: 'subscriber_spouse' },
      { party: 'subscriber_advisor', also_party: null },
    ]);
    for (const c of ceremonies) expect((await d.open(c)).statusCode).toBe(200);
    // The advisor's own part is bound to his sign-in; the others each pass their own code.
    for (const c of ceremonies.slice(0, 2)) await d.passCode(c);
    const results = await Promise.all(ceremonies.map((c) => d.decide(c, 'sign')));
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    const status = (await d.getDossier(id)).status;
    expect(status).toEqual(
      expect.arrayContaining(['mission_validated', ...parties.map((party) => `mission_signed_by_${party}`)]),
    );
    expect(status).not.toContain('mission_validation');
  }, 60_000);
});

describe('the tenant’s analytics event', () => {
  it('is in the public config of the demo tenant', async () => {
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(config.analytics).toEqual({ signatureEvent: 'signature_completed' });
  });
});
