/**
 * Long-term validation (issue 33 item 5): the validation data a completed envelope's documents and its
 * sealed signature history carry still prove every signature three years later, when every signer's
 * certificate and every CRL has long expired. Checked under Debian's faketime by OpenSSL (each chain at its
 * timestamp's time, with only the DSS's CRLs) and by our verifier in a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readCmsCertificates,
  readDssItems,
  readPdfFile,
  readPdfSignatures,
  readSignatureTimestamps,
} from '@souscription/pdf-signature';
import { PDFDocument } from 'pdf-lib';
import { getPki, type TPki } from '../src/modules/pki/index.js';
import { sealPlatformDocument } from '../src/modules/signature/service/pades-documents.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let pki: TPki;
let work: string;
const files: Record<string, Uint8Array> = {};
/** Three years ahead, as faketime counts them. */
const LATER = ['-f', '+3y'];
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const FAKETIME_ENV = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };

function pem(items: Uint8Array[], label: 'CERTIFICATE' | 'X509 CRL'): string {
  return items
    .map((der) => {
      const base64 = Buffer.from(der)
        .toString('base64')
        .replace(/(.{64})/g, '$1\n');
      return `-----BEGIN ${label}-----\n${base64.trimEnd()}\n-----END ${label}-----\n`;
    })
    .join('');
}

function write(name: string, text: string | Uint8Array): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

/** Every chain of a file to check: each signer's at its signature timestamp, each timestamp unit's at its time. */
function chainsOf(pdf: Uint8Array): { what: string; leaf: Uint8Array; at: Date }[] {
  return readPdfSignatures(pdf).flatMap((signature) => {
    const timestamps = readSignatureTimestamps(signature.contents);
    const units = timestamps.map((timestamp) => ({
      what: `${signature.fieldName} (timestamp unit)`,
      leaf: timestamp.unitCertificate!,
      at: timestamp.time,
    }));
    if (signature.type === 'document-timestamp') return units;
    const signer = readCmsLeaf(signature.contents);
    return [{ what: `${signature.fieldName} (signer)`, leaf: signer, at: timestamps[0]!.time }, ...units];
  });
}

/** The signer's certificate of a CAdES signature: the end-entity one that is no timestamp unit's. */
function readCmsLeaf(cms: Uint8Array): Uint8Array {
  const leaf = readCmsCertificates(cms).find((der) => {
    const certificate = new X509Certificate(der);
    return !certificate.ca && !certificate.keyUsage?.includes(TIME_STAMPING);
  });
  if (!leaf) throw new Error('no signer certificate in the CMS');
  return leaf;
}

beforeAll(async () => {
  t = await createTestApp();
  const d = createSignatureDriver(t);
  await d.init();
  pki = await getPki(t.database.db, t.config);
  work = mkdtempSync(join(tmpdir(), 'ltv-'));
  const id = await d.createFilledDossier({ clientId: await d.customerIdOf('client'), twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  await d.signAs(id, 'mission', 'subscriber', 'client');
  await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
  const headers = await t.authAs('conseiller');
  const list = await t.app.inject({ url: `/api/dossier/${id}/docusign/documents`, headers });
  for (const document of list.json().documents as { id: number; name: string }[]) {
    const one = await t.app.inject({ url: `/api/dossier/${id}/docusign/documents/${document.id}`, headers });
    const resource = one.json().document.resource as string;
    files[document.name] = new Uint8Array(Buffer.from(resource.slice(resource.indexOf(',') + 1), 'base64'));
  }
  // The platform's seal, as on the signature history and the evidence file.
  const blank = await PDFDocument.create();
  blank.addPage();
  files['cachet de la plateforme'] = await sealPlatformDocument(pki, await blank.save(), {
    reason: 'Certificat de signature',
    now: new Date(),
  });
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('three years after signing (faketime +3y), with only what the files carry', () => {
  it('openssl verify -attime <each timestamp> -crl_check_all accepts every chain (signers, seal, timestamp unit) with the DSS’s CRLs alone', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    const root = write('root.pem', pem([pki.rootCertificate], 'CERTIFICATE'));
    for (const [name, pdf] of Object.entries(files)) {
      const file = readPdfFile(pdf);
      const crls = readDssItems(file, 'CRLs');
      const certificates = readDssItems(file, 'Certs');
      const crlPath = write('dss-crls.pem', pem(crls, 'X509 CRL'));
      const untrusted = write('dss-certs.pem', pem(certificates, 'CERTIFICATE'));
      const chains = chainsOf(pdf);
      expect(chains.map((chain) => chain.what).join(', '), name).toMatch(/signer.*timestamp unit/);
      for (const chain of chains) {
        const leaf = write('leaf.pem', pem([chain.leaf], 'CERTIFICATE'));
        const attime = String(Math.floor(chain.at.getTime() / 1000));
        const result = spawnSync(
          'faketime',
          [
            ...LATER,
            'openssl',
            'verify',
            '-attime',
            attime,
            '-crl_check_all',
            '-CAfile',
            root,
            '-untrusted',
            untrusted,
            '-CRLfile',
            crlPath,
            leaf,
          ],
          { encoding: 'utf8', env: FAKETIME_ENV },
        );
        expect(`${result.stdout}${result.stderr}`, `${name}: ${chain.what}`).toContain(': OK');
        expect(result.status, `${name}: ${chain.what}`).toBe(0);
      }
      // Without the CRLs OpenSSL refuses: the check above rests on the DSS's revocation data.
      const without = spawnSync(
        'faketime',
        [
          ...LATER,
          'openssl',
          'verify',
          '-attime',
          String(Math.floor(chains[0]!.at.getTime() / 1000)),
          '-crl_check_all',
          '-CAfile',
          root,
          '-untrusted',
          untrusted,
          write('leaf.pem', pem([chains[0]!.leaf], 'CERTIFICATE')),
        ],
        { encoding: 'utf8', env: FAKETIME_ENV },
      );
      expect(`${without.stdout}${without.stderr}`).toContain('unable to get certificate CRL');
    }
  });

  it('our verifier, in a process three years ahead, still says B-LTA for every signature, with revocation data issued after each signature timestamp', () => {
    const root = write('root.der', pki.rootCertificate);
    for (const [name, pdf] of Object.entries(files)) {
      const result = spawnSync(
        'faketime',
        [
          ...LATER,
          'npx',
          'tsx',
          join(__dirname, 'support', 'verify-pdf-cli.ts'),
          write('file.pdf', pdf),
          root,
        ],
        { encoding: 'utf8', env: FAKETIME_ENV, cwd: join(__dirname, '..') },
      );
      expect(result.status, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as {
        validatedAt: string;
        revocationDataIssuedAt: string;
        modifications: number;
        signatures: {
          fieldName: string;
          level: string | null;
          integrity: boolean;
          chainTrusted: boolean;
          revoked: boolean;
          revocation: { checkedAt: string; issuedAt: string | null };
        }[];
      };
      expect(new Date(report.validatedAt).getTime() - Date.now(), name).toBeGreaterThan(
        3 * 364 * 24 * 3600_000,
      );
      expect(report.modifications, name).toBe(0);
      const signatures = report.signatures.filter(
        (signature) => !signature.fieldName.startsWith('Horodatage'),
      );
      expect(signatures.length, name).toBeGreaterThan(0);
      for (const signature of report.signatures) {
        expect(signature, `${name}: ${signature.fieldName}`).toMatchObject({
          integrity: true,
          chainTrusted: true,
          revoked: false,
        });
        expect(signature.revocation.issuedAt, `${name}: ${signature.fieldName}`).not.toBeNull();
      }
      for (const signature of signatures) {
        expect(signature.level, `${name}: ${signature.fieldName}`).toBe('B-LTA');
        expect(new Date(signature.revocation.issuedAt!).getTime()).toBeGreaterThanOrEqual(
          Math.floor(new Date(signature.revocation.checkedAt).getTime() / 1000) * 1000,
        );
      }
    }
  });
});
