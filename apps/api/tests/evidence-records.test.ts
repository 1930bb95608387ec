/**
 * What the platform's records say and how it recognises them (issue 33 points 7–8, issue 32 point 2,
 * issue 34 point 13): each signer's certificate and signature say how they were authenticated (the
 * code's channel, its masked destination, the demo mailbox; the advisor's own sign-in), the evidence
 * file and the history say it in words — no raw codes, one local time format, « en présence de »
 * for a hosted signature — `/api/signatures/verify` names both as the platform's records, and
 * readers at once share one build of the evidence file.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCmsCertificates, readPdfSignatures } from '@souscription/pdf-signature';
import { queryRows } from '../src/db/client.js';
import { dossierEvidence, evidenceBuildClaims, platformRecords } from '../src/db/schema.js';
import { buildDossierEvidence } from '../src/modules/evidence/index.js';
import { createFormStore } from '../src/modules/forms/index.js';
import { describeEventHeading } from '../src/modules/signature/index.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createIndependentValidators, type IndependentValidators } from './support/independent-validators.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let v: IndependentValidators;
let id: number;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function getEvidence(dossierId: number) {
  const response = await t.app.inject({
    url: `/api/dossiers/${dossierId}/evidence`,
    headers: await t.authAs('gestionnaire'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

async function getHistory(dossierId: number) {
  const response = await t.app.inject({
    url: `/api/dossier/${dossierId}/docusign/history`,
    headers: await t.authAs('backoffice'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(Buffer.from(response.json().envelopeHistoryData, 'base64'));
}

/** The masked destination each party's verified code went to, as the trail recorded it. */
async function verifiedDestinations(dossierId: number) {
  const rows = await queryRows<{ step: string; party: string; details: { maskedDestination: string } }>(
    t.database.db,
    sql`SELECT e.step, ev.party, ev.details FROM signature_events ev
        JOIN signature_envelopes e ON e.id = ev.envelope_id
        WHERE e.dossier_id = ${dossierId} AND ev.type = 'code_verified' ORDER BY ev.id`,
  );
  return rows.map((row) => ({ step: row.step, party: row.party, masked: row.details.maskedDestination }));
}

/** The signed subscription form's party signatures, with each one's certificate as OpenSSL prints it. */
async function partyCertificates(dossierId: number) {
  const [row] = await queryRows<{ signed_sha256: string }>(
    t.database.db,
    sql`SELECT doc.signed_sha256 FROM signature_documents doc
        JOIN signature_envelopes e ON e.id = doc.envelope_id
        WHERE e.dossier_id = ${dossierId} AND e.step = 'subscription' ORDER BY doc.rank LIMIT 1`,
  );
  const pdf = (await t.app.blobs.get(row!.signed_sha256))!;
  return readPdfSignatures(pdf)
    .filter((signature) => signature.fieldName.startsWith('Signature_'))
    .map((signature) => {
      // The signer's own certificate among those the signature carries (its chain's CAs beside it).
      const texts = readCmsCertificates(signature.contents).map((certificate) =>
        v.run('openssl', [
          'x509',
          '-inform',
          'DER',
          '-in',
          v.scratch(certificate, 'cer'),
          '-noout',
          '-text',
          '-nameopt',
          'utf8',
        ]),
      );
      return {
        fieldName: signature.fieldName,
        reason: signature.reason ?? '',
        text: texts.find((text) => !text.includes('CA:TRUE')) ?? '',
      };
    });
}

/** What a person reads of the record, lines joined (pdftotext's layout may wrap a long line). */
function readText(pdf: Uint8Array): string {
  return v.run('pdftotext', [v.scratch(pdf, 'pdf'), '-']).replace(/\s+/g, ' ');
}

/** Codes and formats a person must never read in a record. */
function expectNoRawCodes(text: string) {
  for (const code of [
    'otp_sms',
    'otp_email',
    'codeChannel',
    'maskedDestination',
    'deliveredTo',
    'code_verified',
    'code_sent',
    'consent_accepted',
    'subscriber_advisor',
    'null',
    'undefined',
  ]) {
    expect(text, code).not.toContain(code);
  }
  expect(text).not.toMatch(/\b(completed|sent|signed)\b/);
  // One local time format: no ISO 8601 (UTC) time, no seconds.
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}/);
}

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  v = await createIndependentValidators(t, 'evidence-records');
  // A subscriber without an account: the advisor hosts her signatures beside him, then signs as himself.
  id = await d.createFilledDossier({ twoParties: true });
  for (const step of ['mission', 'subscription'] as const) {
    expect((await d.submitSignatureBlock(id, step)).statusCode).toBe(200);
    await d.signAs(id, step, 'subscriber', 'conseiller');
    await d.signAs(id, step, 'subscriber_advisor', 'conseiller');
    // Sealing (validation data, document timestamp, evidence file) is the delivery worker's job.
    await d.untilSealed(id);
  }
}, 300_000);
afterAll(async () => {
  await t?.close();
  v?.remove();
});

describe('how each signer was authenticated', () => {
  it('is in each signer’s certificate and signature: the code’s channel and masked destination, the demo mailbox; the advisor’s own sign-in', async () => {
    const [subscriber] = (await verifiedDestinations(id)).filter(
      (row) => row.step === 'subscription' && row.party === 'subscriber',
    );
    expect(subscriber?.masked).toMatch(/•/);
    const certificates = await partyCertificates(id);
    const claire = certificates.find((row) => row.fieldName === 'Signature_subscriber')!;
    // The user notice of the certificate policy (RFC 5280), as a validator shows it.
    expect(claire.text).toMatch(
      /Explicit Text: Signataire authentifié par code à usage unique envoyé par (SMS au|e-mail à)/,
    );
    expect(claire.text).toContain(subscriber!.masked);
    expect(claire.text).toContain('Démonstration : code remis dans la boîte de démonstration, non envoyé.');
    expect(claire.reason).toContain(`authentification : code à usage unique envoyé par`);
    expect(claire.reason).toContain(subscriber!.masked);

    const advisor = certificates.find((row) => row.fieldName === 'Signature_subscriber_advisor')!;
    expect(advisor.text).toMatch(
      /Explicit Text: Signataire authentifié par connexion d’Antoine Durand à la plateforme avec son propre compte \(sa session de conseiller\)\./,
    );
    expect(advisor.text).not.toContain('boîte de démonstration');
    expect(advisor.reason).toContain('(Conseiller) ; authentification : connexion d’Antoine Durand');
  }, 180_000);

  it('is in the evidence file and the history, in words: channel, masked destination, demo mailbox, the advisor’s session', async () => {
    const destinations = await verifiedDestinations(id);
    for (const text of [readText(await getEvidence(id)), readText(await getHistory(id))]) {
      expect(destinations.length).toBeGreaterThan(0);
      for (const { masked } of destinations) {
        expect(text).toMatch(
          new RegExp(`code à usage unique envoyé par (SMS au|e-mail à) ${escape(masked)}`),
        );
      }
      expect(text).toContain('le code a été remis dans la boîte de démonstration de la plateforme');
      expect(text).toContain(
        'connexion d’Antoine Durand à la plateforme avec son propre compte (sa session de conseiller)',
      );
    }
  }, 180_000);
});

describe('the evidence file and the history read as a person reads them', () => {
  it('are in the dossier’s language throughout, with no raw codes and one local time format', async () => {
    for (const text of [readText(await getEvidence(id)), readText(await getHistory(id))]) {
      expectNoRawCodes(text);
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(text).toContain('Signé par toutes les parties');
    }
    const evidence = readText(await getEvidence(id));
    expect(evidence).toContain('signée par toutes les parties');
    expect(evidence).toContain('Code vérifié');
  }, 180_000);

  it('say « en présence de » the advisor for the signature he hosted, never « par X en présence de X »', async () => {
    for (const text of [readText(await getEvidence(id)), readText(await getHistory(id))]) {
      expect(text).toContain('Signé — Souscripteur — en présence de Antoine Durand');
      expect(text).not.toMatch(/par Antoine Durand — en présence de Antoine Durand/);
      expect(text).not.toMatch(/par Antoine Durand en présence de/);
    }
  }, 180_000);

  it('name each signed document by what it is, not by its envelope’s step, in French and in English', async () => {
    const envelopeOf = async (dossierId: number) => {
      const rows = await queryRows<{ id: number | string; step: string }>(
        t.database.db,
        sql`SELECT id, step FROM signature_envelopes WHERE dossier_id = ${dossierId} ORDER BY id`,
      );
      return (step: string) => Number(rows.find((row) => row.step === step)!.id);
    };
    const french = readText(await getEvidence(id));
    const fr = await envelopeOf(id);
    expect(french).toContain(
      `Lettre de mission (lettre-de-mission-${id}.pdf) — Enveloppe n° ${fr('mission')}`,
    );
    // The adequacy report is signed in the mission's envelope, but it is no mission letter.
    expect(french).toContain(
      `Rapport d’adéquation (rapport-adequation-${id}.pdf) — Enveloppe n° ${fr('mission')}`,
    );
    expect(french).toContain(
      `Bulletin de souscription (bulletin-de-souscription-${id}.pdf) — Enveloppe n° ${fr('subscription')}`,
    );
    expect(french).not.toContain(`rapport-adequation-${id}.pdf — Lettre de mission`);

    const englishId = await d.signedDossier(await d.customerIdOf('client'), 'en');
    const english = readText(await getEvidence(englishId));
    const en = await envelopeOf(englishId);
    expect(english).toContain(
      `Mission letter (lettre-de-mission-${englishId}.pdf) — Envelope no. ${en('mission')}`,
    );
    expect(english).toContain(
      `Suitability report (rapport-adequation-${englishId}.pdf) — Envelope no. ${en('mission')}`,
    );
    expect(english).toContain(
      `Subscription form (bulletin-de-souscription-${englishId}.pdf) — Envelope no. ${en('subscription')}`,
    );
  }, 300_000);

  it('write times in the English format in an English record', () => {
    const event = {
      type: 'signed',
      party: 'subscriber',
      at: new Date('2026-11-28T13:05:00Z'),
      userName: 'Antoine Durand',
      hostedByName: 'Antoine Durand',
      details: {},
    };
    expect(describeEventHeading(event, 'en')).toBe(
      '28/11/2026, 14:05 — Signed — Subscriber — in the presence of Antoine Durand',
    );
    expect(describeEventHeading(event, 'fr')).toBe(
      '28/11/2026 14:05 — Signé — Souscripteur — en présence de Antoine Durand',
    );
  });
});

describe('/api/signatures/verify recognises the platform’s own records', () => {
  const verify = async (pdf: Uint8Array) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(pdf),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('names the evidence file, with its revision, and the signature history as sealed by the platform', async () => {
    const evidence = await verify(await getEvidence(id));
    expect(evidence.verdict).toBe('valid');
    expect(evidence.record).toEqual({
      kind: 'evidence',
      dossierId: id,
      signedAt: expect.any(String),
      revision: 1,
    });
    const history = await verify(await getHistory(id));
    expect(history.verdict).toBe('valid');
    expect(history.record).toEqual({
      kind: 'signature-history',
      dossierId: id,
      signedAt: expect.any(String),
      revision: null,
    });
  }, 180_000);

  it('names a later revision of the evidence file after a decision of the dossier manager', async () => {
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/integration-state/${id}`,
      headers: await t.authAs('gestionnaire'),
      payload: { integration_state: 'error', reason: 'Justificatif illisible' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const evidence = await verify(await getEvidence(id));
    expect(evidence.record).toMatchObject({ kind: 'evidence', dossierId: id, revision: 2 });
  }, 180_000);
});

describe('readers at once share one build of the evidence file', () => {
  const recordsOf = async (dossierId: number, kind: string) =>
    (
      await t.database.db
        .select()
        .from(platformRecords)
        .where(and(eq(platformRecords.dossierId, dossierId), eq(platformRecords.kind, kind)))
    ).length;

  it('builds once for eight readers of the evidence file and the history, and answers them the same bytes', async () => {
    // As a folder seeded before the seed made its records: nothing stored yet.
    await t.database.db.delete(dossierEvidence).where(eq(dossierEvidence.dossierId, id));
    const histories = await recordsOf(id, 'signature-history');
    const reads = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? getEvidence(id) : getHistory(id))),
    );
    expect(new Set(reads.filter((_, index) => index % 2 === 0).map(sha256Hex)).size).toBe(1);
    expect(new Set(reads.filter((_, index) => index % 2 === 1).map(sha256Hex)).size).toBe(1);
    // One history made and sealed for the one build.
    expect(await recordsOf(id, 'signature-history')).toBe(histories + 1);
    const rows = await t.database.db.select().from(dossierEvidence).where(eq(dossierEvidence.dossierId, id));
    expect(rows.map((row) => row.revision)).toEqual([1]);
    expect(rows[0]!.historySha256).toBe(sha256Hex(reads[1]!));
  }, 180_000);

  it('waits for another replica’s build (its claim in the database) instead of building beside it', async () => {
    await t.database.db.delete(dossierEvidence).where(eq(dossierEvidence.dossierId, id));
    const histories = await recordsOf(id, 'signature-history');
    // Another replica claimed the build.
    await t.database.db
      .insert(evidenceBuildClaims)
      .values({ dossierId: id, claimedUntil: new Date(Date.now() + 60_000) });
    const deps = {
      db: t.database.db,
      blobs: t.app.blobs,
      forms: createFormStore(t.database.db),
      config: t.config,
    };
    let done = false;
    const reading = buildDossierEvidence({ ...deps, now: () => new Date() }, id).then((row) => {
      done = true;
      return row;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(done).toBe(false);
    expect(await recordsOf(id, 'signature-history')).toBe(histories);
    // That replica is gone without building: its claim ends, this reader builds.
    await t.database.db.delete(evidenceBuildClaims).where(eq(evidenceBuildClaims.dossierId, id));
    const row = await reading;
    expect(row?.revision).toBe(1);
    expect(await recordsOf(id, 'signature-history')).toBe(histories + 1);
  }, 180_000);
});
