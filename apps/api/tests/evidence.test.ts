/**
 * The dossier's evidence file (issue 26): built and sealed once when the subscription is signed, its
 * attachments the signed documents (checked with poppler's pdfdetach against their recorded SHA-256),
 * its seal valid for pdfsig, and each decision of the dossier manager appended as a new sealed revision
 * that leaves the earlier signatures valid.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfSignatures, verifyPdf } from '@souscription/pdf-signature';
import { dossierEvidence, signatureDocuments, signatureEnvelopes } from '../src/db/schema.js';
import { buildDeliveryPayload } from '../src/modules/delivery/build-delivery-payload.js';
import { getPki, type TPki } from '../src/modules/pki/index.js';
import { listSignedDocuments } from '../src/modules/signature/index.js';
import { checkStrictDer } from '../../../packages/pdf-signature/tests/helpers/strict-der.js';
import { checkPdfMetadata } from './support/pdf-metadata.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createIndependentValidators, type IndependentValidators } from './support/independent-validators.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let v: IndependentValidators;
let pki: TPki;
let claireId: number;

const pdfsigBlocks = (pdf: Uint8Array) => v.pdfsigBlocks(v.pdfsig(pdf));
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function getEvidence(id: number, username: string) {
  return t.app.inject({ url: `/api/dossiers/${id}/evidence`, headers: await t.authAs(username) });
}

/** The signed documents the dossier's envelopes hold, by SHA-256 of their signed bytes. */
async function signedDocumentsOf(id: number) {
  return t.database.db
    .select({ name: signatureDocuments.name, signedSha256: signatureDocuments.signedSha256 })
    .from(signatureDocuments)
    .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureDocuments.envelopeId))
    .where(eq(signatureEnvelopes.dossierId, id));
}

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  pki = await getPki(t.database.db, t.config);
  claireId = await d.customerIdOf('client');
  v = await createIndependentValidators(t, 'evidence');
}, 180_000);
afterAll(async () => {
  await t?.close();
  v?.remove();
});

describe('the evidence file of a dossier signed by the subscriber and the advisor', () => {
  let id: number;
  let first: Uint8Array;

  beforeAll(async () => {
    id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    const before = await getEvidence(id, 'gestionnaire');
    expect(before.statusCode, before.body).toBe(404);
    expect(before.json().errors).toEqual([{ property: 'folderId', message: 'evidence.error-not-signed' }]);
    expect((await d.submitSignatureBlock(id, 'subscription')).statusCode).toBe(200);
    await d.signAs(id, 'subscription', 'subscriber', 'client');
    await d.signAs(id, 'subscription', 'subscriber_advisor', 'conseiller');
    // The evidence file is the sealing job's, after the last signature's answer.
    await d.untilSealed(id);
  }, 300_000);

  it('is built and stored when the subscription is signed, and downloads the same bytes every time', async () => {
    const rows = await t.database.db.select().from(dossierEvidence).where(eq(dossierEvidence.dossierId, id));
    expect(rows.map((row) => row.revision)).toEqual([1]);
    const response = await getEvidence(id, 'gestionnaire');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dossier-de-preuve-${id}.pdf"`,
    );
    first = new Uint8Array(response.rawPayload);
    expect(sha256Hex(first)).toBe(rows[0]!.sha256);
    const again = await getEvidence(id, 'backoffice');
    expect(sha256Hex(new Uint8Array(again.rawPayload))).toBe(rows[0]!.sha256);
  });

  it('is readable by the subscriber on their own dossier, not by the advisor', async () => {
    expect((await getEvidence(id, 'client')).statusCode).toBe(200);
    const advisor = await getEvidence(id, 'conseiller');
    expect(advisor.statusCode).toBe(403);
  });

  it('embeds every signed document: pdfdetach extracts them and each matches its recorded SHA-256', async () => {
    const out = join(v.work, `detached-${id}`);
    mkdirSync(out);
    const path = v.scratch(first, 'pdf');
    const list = v.run('pdfdetach', ['-list', path]);
    execFileSync('pdfdetach', ['-saveall', '-o', out, path]);
    const extracted = Object.fromEntries(
      readdirSync(out).map((name) => [name, sha256Hex(readFileSync(join(out, name)))]),
    );
    const recorded = await signedDocumentsOf(id);
    expect(recorded.length).toBeGreaterThan(0);
    for (const document of recorded) {
      expect(document.signedSha256, document.name).not.toBeNull();
      expect(extracted[document.name], `${document.name} in ${list}`).toBe(document.signedSha256);
    }
    expect(Object.keys(extracted)).toContain(`reponses-dossier-${id}.json`);
    const answers = JSON.parse(readFileSync(join(out, `reponses-dossier-${id}.json`), 'utf8'));
    expect(answers.dossierId).toBe(id);
    // The page text names each document with its digest before and after signing.
    const text = v.run('pdftotext', ['-layout', path, '-']);
    for (const document of recorded) expect(text).toContain(document.signedSha256!);
    expect(text).toContain('Dossier de preuve');
    expect(text).toContain('Réponses signées');
  });

  it('is archival: well-formed UTF-8 XMP declaring PDF/A-3b and agreeing with Info, an sRGB output intent, a document ID, attachments related to it', async () => {
    const raw = Buffer.from(first).toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>');
    expect(await checkPdfMetadata(first)).toMatchObject({
      wellFormed: true,
      utf8: true,
      bom: true,
      disagreements: [],
      title: `Dossier de preuve — Dossier n° ${id}`,
      pdfa: { part: '3', conformance: 'B' },
    });
    expect(raw).toMatch(/\/ID \[ ?<[0-9A-F]{32}> ?<[0-9A-F]{32}> ?\]/);
    const doc = await PDFDocument.load(first, { updateMetadata: false });
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))?.toString()).toBe('/GTS_PDFA1');
    expect(intent.lookup(PDFName.of('DestOutputProfile'))).toBeDefined();
    const related = doc.catalog
      .lookup(PDFName.of('AF'), PDFArray)
      .asArray()
      .map((ref) => doc.context.lookup(ref, PDFDict))
      .map((spec) => [
        (spec.lookup(PDFName.of('UF')) as PDFHexString | PDFString).decodeText(),
        spec.get(PDFName.of('AFRelationship'))?.toString(),
      ]);
    expect(related).toContainEqual([`reponses-dossier-${id}.json`, '/Data']);
    for (const document of await signedDocumentsOf(id)) {
      expect(related).toContainEqual([document.name, '/Source']);
    }
    const fonts = v.run('pdffonts', [v.scratch(first, 'pdf')]);
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    // pdffonts' columns: emb sub uni object ID. Every font embedded, with its Unicode map.
    for (const row of rows) expect(row).toMatch(/ yes +(yes|no) +yes +\d+ +\d+$/);
  });

  it('is sealed by the platform: pdfsig finds the certifying seal valid and trusted, the timestamp closing the file', async () => {
    const blocks = pdfsigBlocks(first);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('Signature Field Name: Cachet_plateforme');
    expect(blocks[0]).toContain('Signature Validation: Signature is Valid.');
    expect(blocks[0]).toContain('Certificate Validation: Certificate is Trusted.');
    expect(blocks[1]).toContain('Total document signed');
    const report = await verifyPdf(first, { trustAnchors: pki.trustAnchors });
    expect(report.modifications).toEqual([]);
    expect(report.signatures[0]).toMatchObject({
      integrity: true,
      chainTrusted: true,
      level: 'B-LTA',
      certification: { permission: 2 },
    });
  });

  it('appends a sealed, timestamped revision for a manager’s decision, the earlier seal still valid', async () => {
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/integration-state/${id}`,
      headers: await t.authAs('gestionnaire'),
      payload: { integration_state: 'error', reason: 'Justificatif de domicile illisible' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(dossierEvidence)
      .where(eq(dossierEvidence.dossierId, id))
      .orderBy(dossierEvidence.revision);
    expect(rows.map((row) => row.revision)).toEqual([1, 2]);
    const response = await getEvidence(id, 'gestionnaire');
    const second = new Uint8Array(response.rawPayload);
    expect(sha256Hex(second)).toBe(rows[1]!.sha256);
    // An incremental revision: the first file's bytes are the new file's beginning.
    expect(Buffer.from(second.subarray(0, first.length)).equals(Buffer.from(first))).toBe(true);
    const decision = readPdfSignatures(second).find((signature) => signature.fieldName === 'Decision_2');
    expect(decision?.reason).toContain('Justificatif de domicile illisible');

    const blocks = pdfsigBlocks(second);
    expect(blocks).toHaveLength(4);
    for (const block of [blocks[0]!, blocks[2]!]) {
      expect(block).toContain('Signature Validation: Signature is Valid.');
      expect(block).toContain('Certificate Validation: Certificate is Trusted.');
    }
    expect(blocks[3]).toContain('Total document signed');
    const report = await verifyPdf(second, { trustAnchors: pki.trustAnchors });
    expect(report.modifications).toEqual([]);
    for (const signature of report.signatures) {
      expect(signature, signature.fieldName).toMatchObject({ integrity: true, modifiedAfter: false });
    }
    expect(report.signatures.find((signature) => signature.fieldName === 'Decision_2')?.level).toBe('B-LTA');
    // The revision leaves the metadata as it was: still well-formed and equal to Info.
    expect(await checkPdfMetadata(second)).toMatchObject({ wellFormed: true, disagreements: [] });
    // Every seal, its timestamp and each document timestamp: DER, as python3-asn1crypto reads strictly.
    const contents = readPdfSignatures(second).map((signature) => signature.contents);
    expect(checkStrictDer('content-info', contents)).toEqual(contents.map(() => ({ ok: true, errors: [] })));
  });

  it('goes in the delivery payload as its latest revision’s SHA-256', async () => {
    const [latest] = await t.database.db
      .select()
      .from(dossierEvidence)
      .where(inArray(dossierEvidence.dossierId, [id]))
      .orderBy(sql`${dossierEvidence.revision} DESC`)
      .limit(1);
    const payload = await buildDeliveryPayload(
      t.database.db,
      { dossierId: id, dossierVersion: 1, idempotencyKey: `${id}-1` },
      listSignedDocuments,
    );
    expect(payload?.evidence).toEqual({ sha256: latest!.sha256, revision: latest!.revision });
  });
});

describe('an English dossier: its evidence file and its signature history in English, the history stored', () => {
  let id: number;

  beforeAll(async () => {
    // The dossier's language is its documents': whoever opens each signature does it in English.
    id = await d.signedDossier(claireId, 'en');
  }, 300_000);

  const getHistory = async () => {
    const response = await t.app.inject({
      url: `/api/dossier/${id}/docusign/history`,
      headers: await t.authAs('conseiller'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Uint8Array(Buffer.from(response.json().envelopeHistoryData, 'base64'));
  };

  it('writes the evidence file in English', async () => {
    const evidence = await getEvidence(id, 'gestionnaire');
    expect(evidence.statusCode, evidence.body).toBe(200);
    const text = v.run('pdftotext', ['-layout', v.scratch(new Uint8Array(evidence.rawPayload), 'pdf'), '-']);
    expect(text).toContain('Evidence file');
    expect(text).not.toContain('Dossier de preuve');
    expect(await checkPdfMetadata(new Uint8Array(evidence.rawPayload))).toMatchObject({
      wellFormed: true,
      disagreements: [],
      title: expect.stringMatching(new RegExp(`^Evidence file — Folder n(o\\.|°) ${id}$`)),
      pdfa: { part: '3', conformance: 'B' },
    });
  });

  it('answers the history the evidence file holds, in English: the same bytes at every download, sealed', async () => {
    const first = await getHistory();
    const again = await getHistory();
    expect(sha256Hex(again)).toBe(sha256Hex(first));
    const evidence = await getEvidence(id, 'backoffice');
    const out = join(v.work, `detached-en-${id}`);
    mkdirSync(out);
    execFileSync('pdfdetach', ['-saveall', '-o', out, v.scratch(new Uint8Array(evidence.rawPayload), 'pdf')]);
    expect(sha256Hex(readFileSync(join(out, `signature-history-${id}.pdf`)))).toBe(sha256Hex(first));
    const text = v.run('pdftotext', [v.scratch(first, 'pdf'), '-']);
    expect(text).toContain('Signature certificate');
    expect(text).not.toContain('Certificat de signature');
    expect(await checkPdfMetadata(first)).toMatchObject({
      wellFormed: true,
      utf8: true,
      disagreements: [],
      title: 'Signature certificate',
    });
    const [seal] = pdfsigBlocks(first);
    expect(seal).toContain('Signature Validation: Signature is Valid.');
    expect(seal).toContain('Certificate Validation: Certificate is Trusted.');
  });
});
