import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
const workDir = mkdtempSync(join(tmpdir(), 'ceremony-guards-'));

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
}, 120_000);
afterAll(async () => t?.close());

const envelopesOf = async (id: number) =>
  queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM signature_envelopes WHERE dossier_id = ${id}`);

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(bytes: Uint8Array, name: string): string {
  const path = join(workDir, name);
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('no ceremony before the dossier is ready to sign', () => {
  it('refuses a dossier whose only filled block is the identity block, and opens no envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: await t.authAs('conseiller'),
      payload: { formId: d.formId, clientId: null },
    });
    const id = response.json().dossier.id as number;
    const identity = DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === DEMO_BLOCK.identity)!;
    expect((await d.submit(id, identity)).statusCode).toBe(200);

    const refused = await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors as { property: string; message: string }[];
    expect(errors.length).toBeGreaterThan(3);
    expect(new Set(errors.map((error) => error.message))).toEqual(
      new Set(['docusign.error-block-incomplete']),
    );
    expect(errors.map((error) => error.property)).toContain(`blocks.${DEMO_BLOCK.contact + d.offset}`);
    expect(errors.map((error) => error.property)).not.toContain(`blocks.${DEMO_BLOCK.identity + d.offset}`);
    expect(await envelopesOf(id)).toEqual([]);
    expect((await d.getDossier(id)).status).toEqual(['ongoing']);
  });

  it('refuses a « non adapté » conclusion: a wrong quiz answer makes the report say so too', async () => {
    const id = await d.createFilledDossier({
      twoParties: true,
      overrides: { [DEMO_ELEMENT.quizGuarantee]: 'Oui' },
    });
    const refused = await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ property: 'adequacy', message: 'docusign.error-unsuitable' }]);
    expect(await envelopesOf(id)).toEqual([]);

    const listed = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/documents/list`,
      headers: await t.authAs('conseiller'),
      payload: { block_id: DEMO_BLOCK.missionLetter + d.offset },
    });
    const report = (listed.json().documents as { id: number; filename: string }[]).find((document) =>
      document.filename.startsWith('rapport-adequation'),
    )!;
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/preview`,
      headers: await t.authAs('conseiller'),
      payload: { documentId: report.id, save: false },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const text = pdfText(preview.rawPayload, 'unsuitable-report.pdf');
    expect(text).toContain('non adapté');
    expect(text).not.toContain('✔ Produit adapté');
  }, 120_000);

  it('GET …/iframe changes nothing: no envelope, no lock, no address; it asks the wizard to POST', async () => {
    const id = await d.createFilledDossier({ twoParties: true });
    const before = await d.getDossier(id);
    const read = await d.iframe(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect(read.statusCode).toBe(409);
    expect(read.json().errors).toEqual([{ property: 'docusignId', message: 'docusign.error-open-required' }]);
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(await envelopesOf(id)).toEqual([]);
    const after = await d.getDossier(id);
    expect(after.status).toEqual(before.status);
    expect(after.version).toBe(before.version);
    // The answers stay editable: nothing was sent.
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    // The read refuses as the opening would, without changing anything either.
    const notAllowed = await d.iframe(id, 'mission', 'subscriber', 'conseiller.aestiam');
    expect([403, 404]).toContain(notAllowed.statusCode);

    const opened = await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().docusign.url).toMatch(/^\/sign\//);
    expect(await envelopesOf(id)).toHaveLength(1);
  }, 120_000);

  it('GET …/iframe gives the party’s signing address while the envelope is out (spec 01 §7, 02 §7)', async () => {
    const id = await d.createFilledDossier({ twoParties: true });
    // The subscriber's declarations saved, as the wizard does before her part is signed.
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.ceremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    const envelopes = await envelopesOf(id);

    // The advisor hosts the subscriber's part: a fresh one-time address, bound to his browser.
    const read = await d.iframe(id, 'mission', 'subscriber', 'conseiller');
    expect(read.statusCode, read.body).toBe(200);
    const url = read.json().docusign.url as string;
    expect(url).toMatch(/^\/sign\//);
    const cookie = String(read.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/Path=\/sign; HttpOnly; SameSite=Strict/);
    const page = await d.open({ url, cookie: cookie.split(';')[0]!, dossierId: id, party: 'subscriber' });
    expect(page.statusCode, page.body).toBe(200);
    // It opened nothing new.
    expect(await envelopesOf(id)).toEqual(envelopes);

    // The spec's error cases: another advisor's folder, an unknown party's button, a part signed.
    expect([403, 404]).toContain(
      (await d.iframe(id, 'mission', 'subscriber', 'conseiller.aestiam')).statusCode,
    );
    expect((await d.iframe(id, 'mission', 'nobody', 'conseiller')).statusCode).toBe(422);
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    const signed = await d.iframe(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect(signed.statusCode).toBe(403);
    expect(signed.json().errors).toEqual([{ property: 'party', message: 'docusign.error-already-signed' }]);
  }, 120_000);
});
