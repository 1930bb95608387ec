import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@souscription/contract';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { X509Certificate } from 'node:crypto';
import * as pkijs from 'pkijs';
import {
  readCmsCertificates,
  readDssItems,
  readPdfFile,
  readPdfSignatures,
  verifyCmsSignature,
  verifyPdf,
} from '@souscription/pdf-signature';
import { loadActor } from '../src/auth/actor.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { createEmbeddedProvider } from '../src/modules/signature/provider/embedded-provider.js';
import { signStepAs } from '../src/modules/signature/service/sign-step-as.js';
import type { CeremonyDeps } from '../src/modules/signature/service/signature-deps.js';
import { DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { createIndependentValidators } from './support/independent-validators.js';
import { checkPdfMetadata } from './support/pdf-metadata.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
/** Before the seed: nothing it makes (CA, certificate, CRL, signature time) may be dated earlier. */
const seededFrom = Date.now();
/** The clock skew a certificate may start before it is made. */
const SKEW_MS = 5 * 60_000;
const workDir = mkdtempSync(join(tmpdir(), 'seeded-signatures-'));

beforeAll(async () => {
  t = await createTestApp({}, { seedSignatures: true });
}, 480_000);
afterAll(async () => t?.close());

/** What Debian's pdfsig says of a PDF. */
function pdfsig(bytes: Uint8Array, name: string) {
  const path = join(workDir, name);
  writeFileSync(path, bytes);
  const run = spawnSync('pdfsig', [path], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A seeded folder of the demo tenant with exactly these states, owned by `conseiller`. */
async function seededFolder(status: string[], integrationState?: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    SELECT d.id FROM dossiers d JOIN users u ON u.id = d.advisor_id
    WHERE u.username = 'conseiller' AND d.status = string_to_array(${status.join(',')}, ',')
      AND (${integrationState ?? null}::text IS NULL OR d.integration_state = ${integrationState ?? null})
    ORDER BY d.id LIMIT 1`);
  expect(row, `a seeded ${status.join('+')} folder`).toBeDefined();
  return row!.id;
}

const envelopesOf = (id: number) =>
  rows<{ step: string; status: string; recipients: string[]; sealed: number }>(sql`
    SELECT e.step, e.status,
      (SELECT array_agg(r.party || ':' || r.status ORDER BY r.id) FROM signature_recipients r WHERE r.envelope_id = e.id) AS recipients,
      (SELECT count(*)::int FROM signature_documents s WHERE s.envelope_id = e.id AND s.signed_sha256 IS NOT NULL) AS sealed
    FROM signature_envelopes e WHERE e.dossier_id = ${id} ORDER BY e.id`);

describe('the demo seed’s signed folders', () => {
  // A second database seeded from scratch beside the first: more than the default 30 s on a loaded machine.
  it('keeps every folder’s planned states, integration state and dates (the dashboard counts)', async () => {
    const plain = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemo(plain.db);
      const query = sql`SELECT id, status, integration_state, signature_date IS NULL AS unsigned,
        validation_date IS NULL AS unvalidated FROM dossiers ORDER BY id`;
      const withSignatures = await rows<Record<string, unknown>>(query);
      const without = await queryRows<Record<string, unknown>>(plain.db, query);
      expect(withSignatures.map((row) => ({ ...row, id: Number(row.id) }))).toEqual(
        without.map((row) => ({ ...row, id: Number(row.id) })),
      );
    } finally {
      await plain.close();
    }
  }, 90_000);

  it('gives each signed subscriber their own birth details, not the happy path’s Jean-Pierre MARTIN’s, and the subscription’s ticked boxes', async () => {
    const signed = await rows<{ id: number; values: Record<string, unknown>; form_id: number }>(sql`
      SELECT d.id, d.values, d.form_id FROM dossiers d JOIN tenants t ON t.id = d.tenant_id
      WHERE t.code = 'demo' AND 'signed' = ANY(d.status) ORDER BY d.id`);
    const towns: string[] = [];
    for (const dossier of signed) {
      const answer = (element: number) => dossier.values[String(element + dossier.form_id * FORM_ID_STRIDE)];
      const town = answer(DEMO_ELEMENT.birthPlace);
      if (typeof town !== 'string') continue; // another form than the demo subscription
      towns.push(town);
      const where = `dossier ${dossier.id} (${town})`;
      expect(town, where).toBe(town.toUpperCase());
      if (town === 'AMIENS') expect(answer(DEMO_ELEMENT.birthDepartment), where).toBe('80');
      if (town !== 'LYON') expect(answer(DEMO_ELEMENT.birthDepartment), where).not.toBe('69');
      expect(answer(DEMO_ELEMENT.birthName), where).toBeUndefined();
      expect(answer(DEMO_ELEMENT.addressComplement), where).toBeUndefined();
      // The subscription signed, its block's boxes were ticked (« Je certifie l’exactitude… »).
      expect(answer(DEMO_ELEMENT.certifyAccuracy), where).toBe('true');
      expect(answer(DEMO_ELEMENT.documentsReceived), where).toBe('true');
    }
    expect(towns).toContain('AMIENS');
    // Each its own account: one IBAN shared by all made pairing propose one customer to everybody.
    const ibans = signed.map(
      (dossier) => dossier.values[String(DEMO_ELEMENT.dividendsIban + dossier.form_id * FORM_ID_STRIDE)],
    );
    expect(new Set(ibans.filter(Boolean)).size).toBe(towns.length);
    expect(new Set(towns).size).toBeGreaterThan(3);
  });

  it('downloads a signed folder as dossier-{id}.zip of sealed PDFs pdfsig calls valid', async () => {
    const id = await seededFolder(['signed'], 'sync');
    const envelopes = await envelopesOf(id);
    expect(envelopes.map((e) => [e.step, e.status])).toEqual([
      ['mission', 'completed'],
      ['subscription', 'completed'],
    ]);
    const list = await t.app.inject({
      url: `/api/dossier/${id}/docusign/documents`,
      headers: await t.authAs('conseiller'),
    });
    expect(list.statusCode, list.body).toBe(200);
    const titles = (list.json().documents as { title: string }[]).map((doc) => doc.title);
    expect(titles).toEqual(['Lettre de mission', 'Rapport d’adéquation', 'Bulletin de souscription']);

    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-disposition']).toContain(`dossier-${id}.zip`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toHaveLength(3);
    for (const [name, bytes] of Object.entries(files)) {
      const report = pdfsig(bytes, name);
      expect(report, name).toContain('Signature is Valid');
      expect(report).toContain('Total document signed');
    }
  });

  it('gives the advisor the history: the certificate of both envelopes, each party’s events', async () => {
    const id = await seededFolder(['signed'], 'sync');
    const history = await t.app.inject({
      url: `/api/dossier/${id}/docusign/history`,
      headers: await t.authAs('conseiller'),
    });
    expect(history.statusCode, history.body).toBe(200);
    const pdf = Buffer.from(history.json().envelopeHistoryData, 'base64');
    expect(pdfsig(pdf, `history-${id}.pdf`)).toContain('Signature is Valid');
    const text = execFileSync('pdftotext', [join(workDir, `history-${id}.pdf`), '-'], { encoding: 'utf8' });
    expect(text).toContain('Certificat de signature');
    expect(text).toContain('seed');
    const events = await rows<{ type: string; party: string | null; user_name: string | null; at: Date }>(sql`
      SELECT v.type, v.party, v.user_name, v.at FROM signature_events v
      JOIN signature_envelopes e ON e.id = v.envelope_id WHERE e.dossier_id = ${id} ORDER BY v.id`);
    const summary = events.map((event) => `${event.type}:${event.party ?? '-'}`);
    for (const step of [0, 1]) {
      const part = summary.slice(step * 11, step * 11 + 11);
      // The subscriber passes her one-time code; the advisor signs on his sign-in.
      expect(part).toEqual([
        'sent:subscriber',
        'sent:subscriber_advisor',
        'opened:subscriber',
        'code_sent:subscriber',
        'code_verified:subscriber',
        'consent_accepted:subscriber',
        'signed:subscriber',
        'opened:subscriber_advisor',
        'consent_accepted:subscriber_advisor',
        'signed:subscriber_advisor',
        'completed:-',
      ]);
    }
    expect(events.every((event) => event.type === 'completed' || event.user_name)).toBe(true);
    // Dated in the folder's past, the subscription on its signature date.
    const [dossier] = await rows<{ signature_date: Date }>(
      sql`SELECT signature_date FROM dossiers WHERE id = ${id}`,
    );
    const last = new Date(events.at(-1)!.at).getTime();
    expect(Math.abs(last - new Date(dossier!.signature_date).getTime())).toBeLessThan(3600_000);
  });

  it('the subscriber of `client` signed from her own account; the advisor hosts the others', async () => {
    const id = await seededFolder(['signed'], 'sync');
    const signers = await rows<{ party: string; username: string }>(sql`
      SELECT DISTINCT v.party, u.username FROM signature_events v JOIN users u ON u.id = v.user_id
      JOIN signature_envelopes e ON e.id = v.envelope_id
      WHERE e.dossier_id = ${id} AND v.type = 'signed' ORDER BY v.party`);
    expect(signers).toEqual([
      { party: 'subscriber', username: 'client' },
      { party: 'subscriber_advisor', username: 'conseiller' },
    ]);
  });

  it('a folder signed by its subscriber only has the mission out, which its advisor can finish', async () => {
    const id = await seededFolder(['signature', 'mission_signed_by_subscriber']);
    expect(await envelopesOf(id)).toEqual([
      {
        step: 'mission',
        status: 'sent',
        recipients: ['subscriber:signed', 'subscriber_advisor:sent'],
        // The subscriber's own signature is on both documents already.
        sealed: 2,
      },
    ]);
    const d = createSignatureDriver(t);
    await d.init();
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect((await d.getDossier(id)).status).toContain('mission_validated');
    expect((await envelopesOf(id))[0]).toMatchObject({ status: 'completed', sealed: 2 });
  });

  it('a folder with its mission validated has it sealed, and its subscription out', async () => {
    const id = await seededFolder(['signature', 'mission_validated', 'subscription_sent_to_subscriber']);
    expect(await envelopesOf(id)).toEqual([
      {
        step: 'mission',
        status: 'completed',
        recipients: ['subscriber:signed', 'subscriber_advisor:signed'],
        sealed: 2,
      },
      {
        step: 'subscription',
        status: 'sent',
        recipients: ['subscriber:sent', 'subscriber_advisor:sent'],
        sealed: 0,
      },
    ]);
    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toHaveLength(2);
  });

  it('gives no envelope to the folders that never went out for signature', async () => {
    const [row] = await rows<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM signature_envelopes e JOIN dossiers d ON d.id = e.dossier_id
      WHERE NOT d.status && ARRAY['signed', 'signature']`);
    expect(Number(row!.count)).toBe(0);
    const [signed] = await rows<{ missing: number }>(sql`
      SELECT count(*)::int AS missing FROM dossiers d WHERE 'signed' = ANY(d.status) AND NOT EXISTS (
        SELECT 1 FROM signature_envelopes e WHERE e.dossier_id = d.id AND e.step = 'subscription'
        AND e.status = 'completed')`);
    expect(Number(signed!.missing)).toBe(0);
  });

  it('its signers passed their one-time codes, and the demo mailbox starts empty of them', async () => {
    const [codes] = await rows<{ sent: number; verified: number }>(sql`
      SELECT count(*) FILTER (WHERE type = 'code_sent')::int AS sent,
             count(*) FILTER (WHERE type = 'code_verified')::int AS verified
      FROM signature_events WHERE party = 'subscriber'`);
    expect(Number(codes!.sent)).toBeGreaterThan(0);
    expect(Number(codes!.verified)).toBe(Number(codes!.sent));
    const [mailbox] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM demo_mailbox_messages WHERE template_id LIKE 'one-time-code%'`,
    );
    expect(Number(mailbox!.count)).toBe(0);
  });

  it('gives a signed folder the proofs its form requires, readable PDFs of its subscriber', async () => {
    const id = await seededFolder(['signed'], 'sync');
    const headers = await t.authAs('conseiller');
    const listed = await t.app.inject({ method: 'GET', url: `/api/dossiers/${id}/receipts`, headers });
    expect(listed.statusCode).toBe(200);
    const proofs = (listed.json() as { receipts: { id: number; category: string; title: string }[] })
      .receipts;
    expect(proofs.map((p) => p.category)).toEqual([
      'Carte nationale d’identité (recto et verso)',
      'Facture d’énergie ou de téléphone de moins de 3 mois',
      'Relevé d’identité bancaire',
    ]);
    const [holder] = await rows<{ name: string }>(sql`
      SELECT c.first_name || ' ' || upper(c.last_name) AS name FROM dossiers d
      JOIN customers c ON c.id = d.client_id WHERE d.id = ${id}`);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/dossiers/${id}/receipts/${proofs[0]!.id}`,
      headers,
    });
    const file = Buffer.from(
      (read.json() as { receipt: { resourceFile: string } }).receipt.resourceFile,
      'base64',
    );
    const path = join(workDir, `proof-${id}.pdf`);
    writeFileSync(path, file);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    expect(text).toContain(holder!.name);
    expect(text).toContain('Document d’exemple de la démonstration');
    expect(await checkPdfMetadata(new Uint8Array(file))).toMatchObject({
      wellFormed: true,
      utf8: true,
      disagreements: [],
      pdfa: {},
    });
  });

  it('gives no proof to the folders still being filled', async () => {
    const [row] = await rows<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM receipts r JOIN dossiers d ON d.id = r.dossier_id
      WHERE d.status = ARRAY['ongoing']`);
    expect(Number(row!.count)).toBe(0);
  });
});

/** Debian's validators trusting the platform's root (pdfsig's NSS database, OpenSSL's PEM), and that root. */
async function trustPlatformRoot() {
  const validators = await createIndependentValidators(t, 'seeded-claimed-times');
  const rootDer = new Uint8Array((await t.app.inject({ url: '/pki/root-ca.cer' })).rawPayload);
  return { validators, rootDer };
}

/**
 * Every CAdES signature of a PDF valid and trusted for pdfsig (NSS trusting the platform root, at the
 * present time), and each signature — signer or seal — verified at the time it claims (/M) by OpenSSL
 * (-attime) and by our CMS verifier; the document timestamps at their own time. Answers the field names.
 */
async function checkAtClaimedTimes(
  pdf: Uint8Array,
  name: string,
  trust: Awaited<ReturnType<typeof trustPlatformRoot>>,
) {
  const blocks = trust.validators.pdfsigBlocks(trust.validators.pdfsig(pdf));
  const signatures = readPdfSignatures(pdf);
  expect(blocks, name).toHaveLength(signatures.length);
  const file = readPdfFile(pdf);
  const dss = readDssItems(file, 'Certs');
  const crls = readDssItems(file, 'CRLs');
  for (const [index, signature] of signatures.entries()) {
    const label = `${name} ${signature.fieldName}`;
    // A signature at its /M; a document timestamp at its own time (the token's genTime).
    const at = signature.type === 'signature' ? signature.signingTime! : undefined;
    const check = await verifyCmsSignature({
      cms: signature.contents,
      digest: signature.sha256,
      trustAnchors: [trust.rootDer],
      crls,
      extraCertificates: dss,
      ...(at ? { at } : {}),
    });
    expect(check.errors, label).toEqual([]);
    expect(check.chainTrusted, label).toBe(true);
    if (!at) continue;
    expect(blocks[index], label).toContain('Signature Validation: Signature is Valid.');
    expect(blocks[index], label).toContain('Certificate Validation: Certificate is Trusted.');
    // Every signature carries the real time it was made (the folder's story keeps its past dates in its
    // history); the trusted time (the timestamp) is never before the claimed one.
    expect(at.getTime(), label).toBeGreaterThanOrEqual(seededFrom - SKEW_MS);
    expect(check.timestamp!.time.getTime(), label).toBeGreaterThanOrEqual(at.getTime() - 1000);
    expect(trust.validators.cmsVerify(pdf, signature, { untrusted: dss, at }), label).toContain(
      'CMS Verification successful',
    );
  }
  return signatures.map((signature) => signature.fieldName);
}

describe('the seeded signatures at the times they claim', () => {
  it('every signature of a signed folder and of its evidence file verifies at its own claimed time (signers, seal, timestamps): pdfsig trusting the platform root, OpenSSL at that time, and our verifier', async () => {
    const id = await seededFolder(['signed'], 'sync');
    const trust = await trustPlatformRoot();
    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const files = Object.entries(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(files).toHaveLength(3);
    for (const [name, pdf] of files) {
      expect(await checkAtClaimedTimes(pdf, name, trust)).toEqual([
        'Signature_subscriber',
        'Signature_subscriber_advisor',
        'Horodatage_document',
      ]);
      const report = await verifyPdf(pdf, { trustAnchors: [trust.rootDer] });
      expect(report.signatures.map((signature) => [signature.level, signature.modifiedAfter])).toEqual([
        ['B-LTA', false],
        ['B-LTA', false],
        [null, false],
      ]);
    }
    const evidence = await t.app.inject({
      url: `/api/dossiers/${id}/evidence`,
      headers: await t.authAs('gestionnaire'),
    });
    expect(evidence.statusCode, evidence.body).toBe(200);
    const fields = await checkAtClaimedTimes(
      new Uint8Array(evidence.rawPayload),
      `evidence-${id}.pdf`,
      trust,
    );
    expect(fields[0]).toBe('Cachet_plateforme');
    trust.validators.remove();
  });
});

/** When a DER certificate starts and ends, and whether it is a CA's. */
function validityOf(der: Uint8Array) {
  const certificate = new X509Certificate(der);
  return {
    subject: certificate.subject.replace(/\n/g, ', '),
    from: new Date(certificate.validFrom).getTime(),
    to: new Date(certificate.validTo).getTime(),
    ca: certificate.ca,
  };
}

describe('nothing the seed makes is backdated (issue 33)', () => {
  it('its CAs, the signers’ and seal’s hour-long certificates, its CRLs and its signature times start when they are made; the folder’s history keeps its story dates', async () => {
    for (const file of ['root-ca.cer', 'signing-ca.cer', 'tsa.cer']) {
      const der = new Uint8Array((await t.app.inject({ url: `/pki/${file}` })).rawPayload);
      expect(validityOf(der).from, file).toBeGreaterThanOrEqual(seededFrom - SKEW_MS);
    }
    const id = await seededFolder(['signed'], 'sync');
    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    const evidence = await t.app.inject({
      url: `/api/dossiers/${id}/evidence`,
      headers: await t.authAs('gestionnaire'),
    });
    const pdfs = [
      ...Object.entries(unzipSync(new Uint8Array(zip.rawPayload))),
      ['evidence', new Uint8Array(evidence.rawPayload)] as const,
    ];
    expect(pdfs).toHaveLength(4);
    for (const [name, pdf] of pdfs) {
      const signatures = readPdfSignatures(pdf);
      for (const signature of signatures) {
        const label = `${name} ${signature.fieldName}`;
        if (signature.signingTime)
          expect(signature.signingTime.getTime(), label).toBeGreaterThanOrEqual(seededFrom - SKEW_MS);
        for (const der of readCmsCertificates(signature.contents)) {
          const validity = validityOf(der);
          expect(validity.from, `${label}: ${validity.subject}`).toBeGreaterThanOrEqual(seededFrom - SKEW_MS);
          // A signer's or the seal's certificate: an hour (and the minute of skew before it).
          if (!validity.ca && !validity.subject.includes('Timestamp'))
            expect(validity.to - validity.from, `${label}: ${validity.subject}`).toBeLessThanOrEqual(
              61 * 60_000,
            );
        }
      }
      for (const der of readDssItems(readPdfFile(pdf), 'CRLs')) {
        const crl = pkijs.CertificateRevocationList.fromBER(der.slice().buffer);
        expect(crl.thisUpdate.value.getTime(), `${name} CRL`).toBeGreaterThanOrEqual(seededFrom - SKEW_MS);
      }
    }
    // The story: the folder was signed days before the seed ran, as its history and lists say.
    const [signedEvent] = await rows<{ at: Date }>(sql`
      SELECT max(v.at) AS at FROM signature_events v JOIN signature_envelopes e ON e.id = v.envelope_id
      WHERE e.dossier_id = ${id} AND v.type = 'signed'`);
    expect(new Date(signedEvent!.at).getTime()).toBeLessThan(seededFrom - 24 * 3600_000);
  });
});

describe('signStepAs: one party’s turn, as the signing page drives it', () => {
  it('sends, opens and signs with the flow’s own rules and states', async () => {
    const d = createSignatureDriver(t);
    await d.init();
    const id = await d.createFilledDossier({ clientId: await d.customerIdOf('client'), twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    const deps: CeremonyDeps = {
      db: t.database.db,
      blobs: t.app.blobs,
      forms: t.app.forms,
      config: t.config,
      now: () => new Date(),
      transport: t.app.messageTransport,
    };
    const provider = createEmbeddedProvider(deps);
    const actorOf = async (username: string) => {
      const [user] = await rows<{ id: string; role: string }>(
        sql`SELECT id, role FROM users WHERE username = ${username}`,
      );
      return loadActor(
        t.database.db,
        { userId: user!.id, username, role: user!.role as TRole, tenantCode: 'demo' },
        t.app.tenants,
      );
    };
    const origin = { ip: null, userAgent: 'vitest', locale: 'fr' as const };
    const turn = (
      username: string,
      party: 'subscriber' | 'subscriber_advisor',
      until: 'sent' | 'delivered' | 'signed',
    ) =>
      actorOf(username).then((actor) =>
        signStepAs(deps, provider, actor, { folderId: id, step: 'mission', party, origin, until }),
      );

    await turn('client', 'subscriber', 'sent');
    expect((await d.getDossier(id)).status).toContain('mission_sent_to_subscriber');
    await turn('client', 'subscriber', 'delivered');
    expect((await d.getDossier(id)).status).toContain('mission_delivered_to_subscriber');
    // The advisor may not sign for a subscriber who has her own account.
    await expect(turn('conseiller', 'subscriber', 'signed')).rejects.toMatchObject({
      statusCode: 403,
    });
    await turn('client', 'subscriber', 'signed');
    await turn('conseiller', 'subscriber_advisor', 'signed');
    const status = (await d.getDossier(id)).status;
    expect(status).toEqual(
      expect.arrayContaining([
        'mission_validated',
        'mission_signed_by_subscriber',
        'mission_signed_by_subscriber_advisor',
      ]),
    );
    expect((await envelopesOf(id)).at(-1)).toMatchObject({ status: 'completed', sealed: 2 });
    // Nothing left to sign: the flow refuses.
    await expect(turn('client', 'subscriber', 'signed')).rejects.toMatchObject({ statusCode: 403 });
  });
});
