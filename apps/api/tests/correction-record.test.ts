/**
 * Issue 35, point 6: the record stays whole. The back office receives revision 2 with the changed
 * items, exactly as the OpenAPI document's `dossierValidated` webhook describes it (the file the
 * delivery worker dropped, validated against the served schema). Once a correction is sent and signed, the evidence file
 * is made again as a new edition: each round's flagging (by whom, why), its sending, the answers
 * before → after (the recalculated amount too), the receipt replaced, the document signed again by
 * its signers and when, the manager's decision after it; every earlier version of the answers and the
 * edition it replaces attached; certified, timestamped and valid for pdfsig and our verifier.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DELIVERY_WEBHOOK, ZDeliveryPayload } from '@souscription/contract';
import { verifyPdf } from '@souscription/pdf-signature';
import { queryRows } from '../src/db/client.js';
import { dossierEvidence, dossiers } from '../src/db/schema.js';
import { getPki } from '../src/modules/pki/index.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createCorrectionDriver } from './support/correction-driver.js';
import { checkPdfMetadata } from './support/pdf-metadata.js';
import { createIndependentValidators, type IndependentValidators } from './support/independent-validators.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let c: ReturnType<typeof createCorrectionDriver>;
let v: IndependentValidators;
let claireId: number;
let dataDir: string;

beforeAll(async () => {
  // The delivery drops its JSON file in the data folder, as in production without a target URL.
  dataDir = mkdtempSync(join(tmpdir(), 'correction-record-'));
  t = await createTestApp({ dataDir, integrationWorker: false, integrationTargetUrl: undefined });
  d = createSignatureDriver(t);
  await d.init();
  c = createCorrectionDriver(t, d);
  claireId = await d.customerIdOf('client');
  v = await createIndependentValidators(t, 'correction-record');
}, 180_000);
afterAll(async () => {
  await t?.close();
  v?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const stepOf = (blockId: number) => DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === blockId)!;
/** pdftotext's lines of a PDF (poppler writes each no-break space as a plain one). */
const linesOf = (pdf: Uint8Array) =>
  v
    .run('pdftotext', [v.scratch(pdf, 'pdf'), '-'])
    .split('\n')
    .filter((line) => line.trim());
/** pdftotext's reading of a PDF, its lines joined. */
const textOf = (pdf: Uint8Array) => linesOf(pdf).join(' ').replace(/\s+/g, ' ');
/** French typography: no line starts with what a (no-break) space binds to the word before it. */
const expectFrenchLineBreaks = (lines: string[]) =>
  expect(lines.filter((line) => /^\s*[:;!?»€%]/.test(line))).toEqual([]);

/** The evidence file as the manager downloads it, and pdftotext's reading of it. */
async function readEvidence(id: number) {
  const response = await t.app.inject({
    url: `/api/dossiers/${id}/evidence`,
    headers: await t.authAs('gestionnaire'),
  });
  expect(response.statusCode).toBe(200);
  const bytes = new Uint8Array(response.rawPayload);
  return { bytes, text: textOf(bytes) };
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file an evidence file holds, however deep: its attachments (pdfdetach), then those of each
 * earlier revision it attaches, and so on.
 */
function detachDeep(pdf: Uint8Array, folder: string): { name: string; bytes: Uint8Array }[] {
  const out = join(v.work, folder);
  mkdirSync(out, { recursive: true });
  v.run('pdfdetach', ['-saveall', '-o', out, v.scratch(pdf, 'pdf')]);
  return readdirSync(out).flatMap((name) => {
    const file = { name, bytes: new Uint8Array(readFileSync(join(out, name))) };
    return name.startsWith('dossier-de-preuve-')
      ? [file, ...detachDeep(file.bytes, `${folder}-${name}`)]
      : [file];
  });
}

/** The SHA-256 of every signed document of the dossier's envelopes. */
async function signedDigests(id: number): Promise<string[]> {
  const rows = await queryRows<{ signed_sha256: string }>(
    t.database.db,
    sql`SELECT doc.signed_sha256 FROM signature_documents doc
        JOIN signature_envelopes e ON e.id = doc.envelope_id
        WHERE e.dossier_id = ${id} AND doc.signed_sha256 IS NOT NULL`,
  );
  return rows.map((row) => row.signed_sha256);
}

async function evidenceRows(id: number) {
  return t.database.db
    .select()
    .from(dossierEvidence)
    .where(eq(dossierEvidence.dossierId, id))
    .orderBy(dossierEvidence.revision);
}

/** Runs the delivery worker until the dossier is delivered; the JSON file it dropped. */
async function deliveredFile(id: number): Promise<unknown> {
  for (let round = 0; round < 200; round++) {
    await t.app.delivery.runOnce();
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    if (dossier!.integrationState === 'sync') {
      const [name] = readdirSync(join(dataDir, 'integration')).filter((file) =>
        file.startsWith(`dossier-${id}-`),
      );
      return JSON.parse(readFileSync(join(dataDir, 'integration', name!), 'utf8'));
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('delivery never settled');
}

/** The served OpenAPI document's description of the webhook's body, as one JSON Schema. */
async function describedDeliverySchema(): Promise<Record<string, unknown>> {
  const doc = (await t.app.inject({ url: '/docs/json' })).json();
  const post = doc.webhooks[DELIVERY_WEBHOOK.name].post;
  expect(post.requestBody.content['application/json'].schema).toEqual({
    $ref: `#/components/schemas/${DELIVERY_WEBHOOK.schemaId}`,
  });
  const schemas = JSON.parse(
    JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
  );
  return { ...schemas[DELIVERY_WEBHOOK.schemaId], $defs: schemas };
}

describe('a corrected dossier on the record', () => {
  let id: number;
  let evidence: Uint8Array;
  let text: string;
  let delivered: unknown;

  beforeAll(async () => {
    id = await c.signedDossier(claireId);
    const shares = await c.elementIdOf(id, 'shares');
    const amountInWords = await c.elementIdOf(id, 'amount_in_words');
    const receipts = await t.app.inject({
      url: `/api/dossiers/${id}/receipts`,
      headers: await t.authAs('conseiller'),
    });
    const receipt = receipts.json().receipts[0] as { receiptId: number; elementId: number };
    await c.setInError(id, 'Montant à revoir', [
      { kind: 'field', elementId: shares, reason: 'Le client souscrit 500 parts' },
      { kind: 'field', elementId: amountInWords, reason: 'Montant en lettres à refaire' },
      {
        kind: 'receipt',
        elementId: receipt.elementId,
        receiptId: receipt.receiptId,
        problem: 'expired',
        reason: 'Pièce expirée',
      },
    ]);
    // The advisor: 500 shares (the amount follows, 100 000 €, 65 000 € paid), its words, a new receipt.
    await c.saveBlock(id, stepOf(DEMO_BLOCK.product), { [DEMO_ELEMENT.shares]: '500' });
    await c.saveBlock(id, stepOf(DEMO_BLOCK.detention), {
      [DEMO_ELEMENT.amountInWords]: 'soixante-cinq mille euros',
    });
    await c.replaceReceipt(receipt.receiptId, 'Pièce renouvelée');
    const sent = await c.send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    const amendments = sent.json().amendments as { envelopeId: number }[];
    expect(amendments.length).toBeGreaterThan(0);
    for (const amendment of amendments) {
      // Each party signs both amendments: ten minutes pass between them (3 codes per party per 10 minutes).
      await t.database.db.execute(sql`DELETE FROM throttle_events WHERE key LIKE ${`code-party:${id}:%`}`);
      await c.signByInvitations(amendment.envelopeId);
    }
    await d.untilSealed(id);
    const validated = await c.decide(id, 'validated');
    expect(validated.statusCode, validated.body).toBe(200);
    delivered = await deliveredFile(id);
    ({ bytes: evidence, text } = await readEvidence(id));
  }, 600_000);

  it('is delivered as revision 2 with its changed items, as the OpenAPI document describes the webhook', async () => {
    expect(delivered).toMatchObject({
      revision: 2,
      changedItems: expect.arrayContaining([
        expect.objectContaining({ kind: 'field', name: 'shares', reason: 'Le client souscrit 500 parts' }),
        expect.objectContaining({ kind: 'receipt', problem: 'expired', reason: 'Pièce expirée' }),
      ]),
    });
    const described = z.fromJSONSchema((await describedDeliverySchema()) as never);
    const checked = described.safeParse(delivered);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(ZDeliveryPayload.safeParse(delivered).error?.issues ?? []).toEqual([]);
    // The described schema is strict: a field it does not describe, or a revision as text, fails.
    const payload = delivered as Record<string, unknown>;
    expect(described.safeParse({ ...payload, extra: 1 }).success).toBe(false);
    expect(described.safeParse({ ...payload, revision: '2' }).success).toBe(false);
    expect(described.safeParse({ ...payload, changedItems: [{ kind: 'field' }] }).success).toBe(false);
  });

  it('tells the round: flagged by whom and why, sent, each answer before → after, the receipt replaced, who signed again when, the decision', async () => {
    expect(text).toContain('Corrections après signature');
    expect(text).toContain('Correction — révision 2');
    expect(text).toMatch(/Signalé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par [^,]+, dossier mis en erreur/);
    expect(text).toContain('Le client souscrit 500 parts');
    expect(text).toContain('Pièce expirée');
    expect(text).toMatch(/Correction envoyée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par /);
    expect(text).toMatch(/: 520 → 500/);
    expect(text).toContain('soixante-sept mille six cents euros → soixante-cinq mille euros');
    // An amount the engine calculated follows the correction, marked as such.
    expect(text).toMatch(/104 ?000[^→]*→ 100 ?000[^(]*\(suit la correction\)/);
    // Amounts as French writes them, each whole on its line, and no line starting with « : » or « € ».
    const lines = linesOf(evidence);
    expect(lines).toContainEqual(
      expect.stringMatching(/: 104 000,00 € → 100 000,00 € \(suit la correction\)$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Montant total de la souscription : 100 000,00 €$/));
    expectFrenchLineBreaks(lines);
    expect(text).toContain('remplacée');
    expect(text).toContain('→ Pièce renouvelée');
    expect(text).toContain(`bulletin-de-souscription-${id}.pdf`);
    expect(text).toMatch(/Souscripteur — signé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain('Décision après la correction');
    expect(text).toMatch(/Décision après la correction \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} — validé/);
  });

  it('is a new edition holding the one it replaces and every version of the answers', async () => {
    const rows = await evidenceRows(id);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const latest = rows.at(-1)!;
    expect(text).toContain(`remplace sa révision ${latest.revision - 1}`);
    const out = join(v.work, `attachments-${id}`);
    mkdirSync(out, { recursive: true });
    v.run('pdfdetach', ['-saveall', '-o', out, v.scratch(evidence, 'pdf')]);
    const names = readdirSync(out);
    expect(names).toContain(`dossier-de-preuve-${id}-revision-${latest.revision - 1}.pdf`);
    const held = detachDeep(evidence, `deep-${id}`);
    const before = JSON.parse(readFileSync(join(out, `reponses-dossier-${id}-revision-1.json`), 'utf8'));
    const now = JSON.parse(readFileSync(join(out, `reponses-dossier-${id}.json`), 'utf8'));
    const sharesKey = String(DEMO_ELEMENT.shares + d.offset);
    expect([before.answers[sharesKey], now.answers[sharesKey]]).toEqual(['520', '500']);
    // Both subscription forms, as first signed and as signed again; every signed document as it stands
    // once in the whole file (what the earlier revision holds is not attached a second time).
    const forms = held.filter((file) => file.name.endsWith(`bulletin-de-souscription-${id}.pdf`));
    expect(forms.length).toBeGreaterThanOrEqual(2);
    const digests = held.map((file) => sha256Hex(file.bytes));
    const signed = await signedDigests(id);
    expect(signed.length).toBeGreaterThanOrEqual(6);
    for (const digest of signed) expect(digests.filter((held) => held === digest)).toHaveLength(1);
    expect(text).toContain('Déjà contenu, tel qu’il a été signé, dans la révision');
  });

  it('holds every earlier revision as it was sealed, each still valid for pdfsig and our verifier', async () => {
    const rows = await evidenceRows(id);
    const pki = await getPki(t.database.db, t.config);
    const revisions = detachDeep(evidence, `revisions-${id}`).filter((file) =>
      file.name.startsWith(`dossier-de-preuve-${id}-revision-`),
    );
    // The editions a correction replaced, down the chain; a decision's revision begins with the one before.
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    for (const file of revisions) {
      const revision = Number(/revision-(\d+)\.pdf$/.exec(file.name)![1]);
      expect(sha256Hex(file.bytes), file.name).toBe(rows.find((row) => row.revision === revision)!.sha256);
      const blocks = v.pdfsigBlocks(v.pdfsig(file.bytes));
      for (const block of blocks.filter((block) => /Signature Field Name: (Cachet|Decision)/.test(block))) {
        expect(block, file.name).toContain('Signature Validation: Signature is Valid.');
        expect(block, file.name).toContain('Certificate Validation: Certificate is Trusted.');
      }
      const report = await verifyPdf(file.bytes, { trustAnchors: pki.trustAnchors });
      expect(report.modifications, file.name).toEqual([]);
      for (const signature of report.signatures)
        expect(signature, `${file.name} ${signature.fieldName}`).toMatchObject({ integrity: true });
      expect(report.signatures[0], file.name).toMatchObject({
        chainTrusted: true,
        certification: { permission: 2 },
      });
    }
    const first = (await t.app.blobs.get(rows[0]!.sha256))!;
    const second = revisions.find((file) => file.name.endsWith('-revision-2.pdf'))!;
    expect(Buffer.from(second.bytes.subarray(0, first.length)).equals(Buffer.from(first))).toBe(true);
  });

  it('is certified and timestamped: pdfsig and our verifier find it valid and unmodified', async () => {
    const blocks = v.pdfsigBlocks(v.pdfsig(evidence));
    expect(blocks[0]).toContain('Signature Field Name: Cachet_plateforme');
    expect(blocks[0]).toContain('Signature Validation: Signature is Valid.');
    expect(blocks[0]).toContain('Certificate Validation: Certificate is Trusted.');
    expect(blocks.at(-1)).toContain('Total document signed');
    const pki = await getPki(t.database.db, t.config);
    const report = await verifyPdf(evidence, { trustAnchors: pki.trustAnchors });
    expect(report.modifications).toEqual([]);
    expect(report.signatures[0]).toMatchObject({
      integrity: true,
      chainTrusted: true,
      level: 'B-LTA',
      certification: { permission: 2 },
    });
  });
});

describe('an English dossier’s receipt-only correction on the record', () => {
  let id: number;
  let text: string;
  let evidence: Uint8Array;

  beforeAll(async () => {
    id = await c.signedDossier(claireId, 'en');
    const receipts = await t.app.inject({
      url: `/api/dossiers/${id}/receipts`,
      headers: await t.authAs('conseiller'),
    });
    const receipt = receipts.json().receipts[0] as { receiptId: number; elementId: number };
    await c.setInError(id, 'Expired', [
      {
        kind: 'receipt',
        elementId: receipt.elementId,
        receiptId: receipt.receiptId,
        problem: 'expired',
        reason: 'Expired ID',
      },
    ]);
    await c.replaceReceipt(receipt.receiptId, 'Renewed ID');
    const sent = await c.send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().amendments).toEqual([]);
    ({ bytes: evidence, text } = await readEvidence(id));
  }, 600_000);

  it('is made again at once, in English: the receipt replaced, no document signed again', async () => {
    expect(text).toContain('Corrections after signature');
    expect(text).not.toContain('Corrections après signature');
    expect(text).toContain('Correction — revision 2');
    expect(text).toMatch(/Flagged on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} by [^,]+, folder set in error/);
    expect(text).toMatch(/\(expired receipt\): Expired ID/);
    expect(text).toMatch(/Correction sent on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} by /);
    expect(text).toContain('No answer changed.');
    expect(text).toContain('replaced');
    expect(text).toContain('→ Renewed ID');
    expect(text).toContain('no document changed, no new signature');
    expect(text).toContain('No decision after this correction yet.');
    // English punctuation: « Form: … », no space before the colon.
    expect(text).toMatch(/Form: \S/);
    expect(text).not.toMatch(/\w : /);
    expect(linesOf(evidence)).toContainEqual(
      expect.stringMatching(/^Total subscription amount: €104,000\.00$/),
    );
    expect(await checkPdfMetadata(evidence)).toMatchObject({
      wellFormed: true,
      disagreements: [],
      pdfa: { part: '3', conformance: 'B' },
    });
  });
});
