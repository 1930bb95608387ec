/**
 * The documents of an envelope name every person who signs it (issue 25): one box per signer with
 * their « Lu et approuvé » and name, as the PDF reads (pdftotext).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
const workDir = mkdtempSync(join(tmpdir(), 'signature-signers-test-'));

beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

/** The text of each document of the dossier's envelope for a step, and its signers' names. */
async function envelopeTexts(id: number, step: string) {
  const documents = await queryRows<{ name: string; sha256: string }>(
    t.database.db,
    sql`SELECT d.name, d.sha256 FROM signature_documents d JOIN signature_envelopes e ON e.id = d.envelope_id
      WHERE e.dossier_id = ${id} AND e.step = ${step} ORDER BY d.rank`,
  );
  const recipients = await queryRows<{ party: string; name: string }>(
    t.database.db,
    sql`SELECT r.party, r.name FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
      WHERE e.dossier_id = ${id} AND e.step = ${step} ORDER BY r.id`,
  );
  const texts = await Promise.all(
    documents.map(async (document) => {
      const path = join(workDir, `${id}-${document.name}`);
      writeFileSync(path, (await t.app.blobs.get(document.sha256))!);
      // Without -layout: each box's lines come out one after the other.
      return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
    }),
  );
  return { documents, recipients, texts };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('signature boxes of the documents', () => {
  it('gives every signer of the mission envelope a box with « Lu et approuvé » and their name', async () => {
    // Claire, her husband as co-subscriber and spouse (one person, one box), the advisor.
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    const { documents, recipients, texts } = await envelopeTexts(id, 'mission');
    expect(recipients.map((recipient) => recipient.party)).toEqual([
      'subscriber',
      'co_subscriber',
      'subscriber_advisor',
    ]);
    expect(documents.map((document) => document.name)[0]).toMatch(/^lettre-de-mission/);
    for (const text of texts) {
      expect(text).toContain('Le souscripteur');
      expect(text).toContain('Le co-souscripteur, conjoint du souscripteur');
      expect(text).toContain('Le conseiller');
      expect(count(text, '« Lu et approuvé »')).toBe(3);
      for (const { name } of recipients) {
        expect(name).not.toBe('');
        // Named under its label and again under its mention.
        expect(count(text, name)).toBeGreaterThanOrEqual(2);
      }
      expect(text).not.toContain('précédée de la mention');
    }
  });

  it('gives a two-party dossier two boxes: the subscriber and the advisor', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    const { recipients, texts } = await envelopeTexts(id, 'mission');
    expect(recipients.map((recipient) => recipient.party)).toEqual(['subscriber', 'subscriber_advisor']);
    for (const text of texts) {
      expect(count(text, '« Lu et approuvé »')).toBe(2);
      expect(text).not.toContain('co-souscripteur');
    }
  });
});

describe('the signers the dossier read names (the wizard labels its sign buttons with them)', () => {
  type TNamed = { party: string; name: string; same_person_as?: string };
  const readSigners = async (id: number, username: string) => {
    const response = await t.app.inject({ url: `/api/dossiers/${id}`, headers: await t.authAs(username) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dossier.signers as TNamed[];
  };

  it('names every party whose button shows, as the envelope names its recipients', async () => {
    // Claire, her husband as co-subscriber and spouse (one person, named for both), the advisor.
    const id = await d.createFilledDossier({ clientId: claireId });
    const signers = await readSigners(id, 'client');
    expect(signers.map((signer) => signer.party)).toEqual([
      'subscriber',
      'co_subscriber',
      'subscriber_spouse',
      'subscriber_advisor',
    ]);
    const nameOf = (party: string) => signers.find((signer) => signer.party === party)!.name;
    expect(nameOf('subscriber_spouse')).toBe(nameOf('co_subscriber'));
    // The spouse's entry says she is the co-subscriber: the wizard shows one button for her.
    expect(signers.find((signer) => signer.party === 'subscriber_spouse')!.same_person_as).toBe(
      'co_subscriber',
    );
    expect(signers.filter((signer) => signer.same_person_as !== undefined)).toHaveLength(1);
    expect(nameOf('subscriber_advisor')).toBe('Antoine Durand');
    expect(nameOf('subscriber')).not.toBe(nameOf('co_subscriber'));
    // The advisor reads the same names.
    expect(await readSigners(id, 'conseiller')).toEqual(signers);

    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    const { recipients } = await envelopeTexts(id, 'mission');
    for (const recipient of recipients) expect(recipient.name).toBe(nameOf(recipient.party));
  });

  it('names only the subscriber and the advisor of a two-party dossier', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    const signers = await readSigners(id, 'conseiller');
    expect(signers.map((signer) => signer.party)).toEqual(['subscriber', 'subscriber_advisor']);
    for (const signer of signers) expect(signer.name).not.toBe('');
  });
});

describe('an envelope opens whatever the form cache holds', () => {
  it('opens when the dossier’s form must be read again from the database (no wait on the embedded one)', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    // Every read of a form misses the cache, as when its 60 s run out between the ceremony's checks
    // and the envelope's transaction: on the embedded database (one connection) a read from inside
    // that transaction would wait for the transaction to end, for ever.
    const forms = t.app.forms;
    const readForm = forms.getLoadedForm.bind(forms);
    const missing = vi.spyOn(forms, 'getLoadedForm').mockImplementation(async (formId) => {
      forms.invalidate();
      return readForm(formId);
    });
    try {
      const opened = await d.openCeremony(id, 'mission', 'subscriber', 'client');
      expect(opened.statusCode, opened.body).toBe(201);
    } finally {
      missing.mockRestore();
    }
  }, 60_000);
});
