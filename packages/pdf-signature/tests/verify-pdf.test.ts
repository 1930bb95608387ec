import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendDss,
  appendSignature,
  createCadesDetachedSignature,
  createCrl,
  verifyPdf,
} from '../src/index.js';
import { createTestPki, createWorkDir, issueTestSigner, runNss, toPem } from './helpers.js';
import { createOpensslPki } from './helpers/openssl-pki.js';
import { signLikeThePlatform, type TPlatformSignedStages } from './helpers/platform-signed-document.js';
import { createContract, signThreeTimes } from './helpers/signed-document.js';
import { mutoolVerify, pdfsig, pdfsigBlocks } from './helpers/tools.js';
import {
  addFreeTextAnnotation,
  addTextField,
  changeInfo,
  changeOneByte,
  overlayPageContent,
} from './helpers/tamper.js';

let stages: TPlatformSignedStages;
const verify = (pdf: Uint8Array) => verifyPdf(pdf, { trustAnchors: [stages.pki.root.certificate] });

beforeAll(async () => {
  stages = await signLikeThePlatform();
}, 60_000);

describe('verifyPdf', () => {
  it('reports three timestamped signatures at B-LTA, certified P=2, not modified, and the document timestamp', async () => {
    const report = await verify(stages.final);
    expect(report.certification).toEqual({ permission: 2 });
    expect(report.modifications).toEqual([]);
    expect(
      report.signatures.map((signature) => [signature.fieldName, signature.type, signature.level]),
    ).toEqual([
      ['Signature1', 'signature', 'B-LTA'],
      ['Signature2', 'signature', 'B-LTA'],
      ['Signature3', 'signature', 'B-LTA'],
      ['Horodatage', 'document-timestamp', null],
    ]);
    for (const signature of report.signatures) {
      expect(signature).toMatchObject({
        integrity: true,
        chainTrusted: true,
        revoked: false,
        modifiedAfter: false,
      });
      expect(signature.errors).toEqual([]);
      expect(signature.timestampTime).toBeInstanceOf(Date);
    }
    const [first, second] = report.signatures;
    expect(first?.signer?.name).toBe('Zoé Lefèvre');
    expect(first?.chain).toHaveLength(3);
    expect(first?.certification).toEqual({ permission: 2 });
    expect(second?.certification).toBeNull();
    expect(first?.signingTime?.toISOString()).toBe(stages.signingTimes[0]?.toISOString());
    expect(report.signatures[3]?.coversWholeFile).toBe(true);
  });

  it('reaches B-T before the validation data, B-LT with it, B-LTA with the document timestamp after it', async () => {
    const levels = async (pdf: Uint8Array) =>
      (await verify(pdf)).signatures.map((signature) => signature.level);
    expect(await levels(stages.signed)).toEqual(['B-T', 'B-T', 'B-T']);
    expect(await levels(stages.withDss)).toEqual(['B-LT', 'B-LT', 'B-LT']);
    expect(await levels(stages.final)).toEqual(['B-LTA', 'B-LTA', 'B-LTA', null]);
  });

  it('says when it validated and on which revocation data: CRLs issued after each signature timestamp', async () => {
    const now = new Date('2029-11-28T13:02:00Z');
    const report = await verifyPdf(stages.final, { trustAnchors: [stages.pki.root.certificate], now });
    expect(report.validatedAt).toEqual(now);
    const signatures = report.signatures.filter((signature) => signature.type === 'signature');
    for (const signature of signatures) {
      expect(signature.revocation?.checkedAt).toEqual(signature.timestampTime);
      expect(signature.revocation!.issuedAt!.getTime()).toBeGreaterThanOrEqual(
        Math.floor(signature.timestampTime!.getTime() / 1000) * 1000,
      );
    }
    expect(report.revocationDataIssuedAt).toEqual(signatures[0]?.revocation?.issuedAt);
    expect(report.signatures[3]?.revocation?.checkedAt).toEqual(report.signatures[3]?.timestampTime);
  });

  it('stays at B-T when the DSS holds only CRLs issued before the signatures, or CRLs no CA of the chain signed', async () => {
    const before = await Promise.all(
      [stages.pki.signingCa, stages.pki.root].map((issuer) =>
        createCrl({
          issuer,
          revoked: [],
          thisUpdate: new Date(Date.now() - 4 * 24 * 3600_000),
          nextUpdate: new Date(Date.now() + 3 * 24 * 3600_000),
        }),
      ),
    );
    const certificates = [stages.pki.signingCa.certificate, stages.pki.root.certificate];
    const stale = appendDss(stages.signed, { certificates, crls: before });
    const report = await verify(stale);
    expect(report.signatures.map((signature) => signature.level)).toEqual(['B-T', 'B-T', 'B-T']);
    expect(report.signatures[0]?.revocation?.issuedAt).toBeNull();
    expect(report.revocationDataIssuedAt).toBeNull();

    const other = await createTestPki('Autre autorité');
    const forged = await Promise.all(
      [other.signingCa, other.root].map((issuer) =>
        createCrl({
          issuer,
          revoked: [],
          thisUpdate: new Date(),
          nextUpdate: new Date(Date.now() + 3600_000),
        }),
      ),
    );
    const levels = (await verify(appendDss(stages.signed, { certificates, crls: forged }))).signatures.map(
      (signature) => signature.level,
    );
    expect(levels).toEqual(['B-T', 'B-T', 'B-T']);
  });

  it('gives B-B to a signature without timestamp, and no level to a CMS with signingTime and no signing-certificate-v2', async () => {
    const identity = await issueTestSigner(stages.pki);
    const unstamped = await appendSignature(await createContract(), {
      fieldName: 'Signature1',
      subFilter: 'ETSI.CAdES.detached',
      sign: (digest) => createCadesDetachedSignature({ digest, identity }),
    });
    expect((await verify(unstamped)).signatures[0]?.level).toBe('B-B');

    const pki = createOpensslPki(3);
    try {
      const { signatures } = signThreeTimes(await createContract(), pki);
      const report = await verifyPdf(signatures[0] as Uint8Array, { trustAnchors: [pki.rootDer] });
      expect(report.signatures[0]).toMatchObject({ integrity: true, chainTrusted: true, level: null });
      expect(report.signatures[0]?.errors).toContain('signing-time-present');
    } finally {
      pki.remove();
    }
  }, 60_000);

  it.each([
    ['an annotation « ANNULÉ »', addFreeTextAnnotation, /FreeText/],
    ['an overlay « 5 200 »', overlayPageContent, /page 1's content changed/],
    ['a new form field', addTextField, /« Montant » \(Tx\)/],
    ['an /Info change', changeInfo, /\/Info/],
  ])('reports every signature modified after %s, their integrity intact', async (_, tamper, description) => {
    const report = await verify(tamper(stages.final));
    for (const signature of report.signatures) {
      expect(signature.integrity).toBe(true);
      expect(signature.modifiedAfter).toBe(true);
      expect(signature.modifications.map((modification) => modification.description).join('\n')).toMatch(
        description,
      );
    }
  });

  it('reports every signature altered when one signed byte changes', async () => {
    const at = Buffer.from(stages.final).indexOf('/M (D:') + 6;
    const report = await verify(changeOneByte(stages.final, at));
    for (const signature of report.signatures) {
      expect(signature.integrity).toBe(false);
      expect(signature.level).toBeNull();
      expect(signature.errors.join(' ')).toMatch(/message-digest-mismatch|message-imprint-mismatch/);
    }
  });

  it('agrees with pdfsig (NSS trusting the platform root) and mutool on the platform-signed contract', () => {
    const work = createWorkDir();
    try {
      const nss = work.path('nss');
      mkdirSync(nss);
      expect(runNss('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']).status).toBe(0);
      const root = work.write('root.pem', toPem(stages.pki.root.certificate));
      expect(
        runNss('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'root', '-t', 'CT,C,C', '-i', root]).status,
      ).toBe(0);
      const blocks = pdfsigBlocks(pdfsig(stages.final, nss));
      expect(blocks).toHaveLength(4);
      for (const block of blocks.slice(0, 3)) {
        expect(block).toContain('Signature Validation: Signature is Valid.');
        expect(block).toContain('Certificate Validation: Certificate is Trusted.');
      }
      expect(blocks[3]).toContain('Total document signed');
      expect(blocks[3]).not.toContain('Not total document signed');
      const mutool = mutoolVerify(stages.final);
      expect(mutool.match(/The signature is valid but there have been edits since signing\./g)).toHaveLength(
        3,
      );
      expect(mutool).not.toContain('Digest error');
    } finally {
      work.cleanup();
    }
  });

  it('does not trust a chain to another root', async () => {
    const pki = createOpensslPki(0);
    try {
      const report = await verifyPdf(stages.final, { trustAnchors: [pki.rootDer] });
      expect(report.signatures.every((signature) => !signature.chainTrusted)).toBe(true);
    } finally {
      pki.remove();
    }
  }, 60_000);
});
