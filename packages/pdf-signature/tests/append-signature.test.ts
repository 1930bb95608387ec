import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFName } from 'pdf-lib';
import {
  appendSignature,
  DEFAULT_TIMESTAMP_CONTENTS_SIZE,
  prepareSignature,
} from '../src/pdf/append-signature.js';
import { readPdfFile } from '../src/pdf/pdf-file.js';
import { readPdfSignatures } from '../src/verify/read-pdf-signatures.js';
import { createOpensslPki, type TOpensslPki } from './helpers/openssl-pki.js';
import { createContract, signThreeTimes, type TSignedStages } from './helpers/signed-document.js';
import { mutoolVerify, pdfsig, pdfsigBlocks, runTool, writeScratch } from './helpers/tools.js';

let pki: TOpensslPki;
let stages: TSignedStages;
let classicStages: TSignedStages;

beforeAll(async () => {
  pki = createOpensslPki(3);
  stages = signThreeTimes(await createContract(), pki);
  classicStages = signThreeTimes(await createContract({ classic: true }), pki);
}, 120_000);

afterAll(() => pki?.remove());

const signedBytes = (pdf: Uint8Array, [a, b, c, d]: [number, number, number, number]) =>
  Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);

describe('appendSignature and appendDss', () => {
  it('keep every earlier byte: each stage starts with the bytes of the one before', async () => {
    const original = await createContract();
    const chain = [...stages.signatures, stages.withDss, stages.final];
    expect(readPdfFile(chain[0] as Uint8Array).revisions).toHaveLength(2);
    let previous = stages.signatures[0] as Uint8Array;
    for (const next of chain.slice(1)) {
      expect(Buffer.compare(next.subarray(0, previous.length), previous)).toBe(0);
      previous = next;
    }
    expect(original.length).toBeLessThan((stages.signatures[0] as Uint8Array).length);
  });

  it('write a cross-reference stream after a stream and a table after a table, with /Prev, /Root, /Info', () => {
    for (const [final, kind] of [
      [stages.final, 'stream'],
      [classicStages.final, 'table'],
    ] as const) {
      const file = readPdfFile(final);
      expect(file.revisions).toHaveLength(6);
      for (const revision of file.revisions.slice(1)) {
        expect(revision.xrefKind).toBe(kind);
        expect(revision.trailer.get(PDFName.of('Prev'))?.toString()).toBe(
          String(file.revisions[revision.index - 1]?.xrefOffset),
        );
        expect(revision.trailer.get(PDFName.of('Root'))?.toString()).toBe(
          file.revisions[0]?.trailer.get(PDFName.of('Root'))?.toString(),
        );
        expect(revision.trailer.get(PDFName.of('Info'))?.toString()).toBe(
          file.revisions[0]?.trailer.get(PDFName.of('Info'))?.toString(),
        );
      }
    }
  });

  it('give pdfsig three valid signatures from a trusted root and a document timestamp covering the whole file', () => {
    for (const final of [stages.final, classicStages.final]) {
      const output = pdfsig(final, pki.nssDir);
      const blocks = pdfsigBlocks(output);
      expect(blocks).toHaveLength(4);
      blocks.slice(0, 3).forEach((block, index) => {
        expect(block).toContain(`Signature Field Name: Signature${index + 1}`);
        expect(block).toContain(`Signer Certificate Common Name: Signataire ${index + 1}`);
        expect(block).toContain('Signature Type: ETSI.CAdES.detached');
        expect(block).toContain('Signature Validation: Signature is Valid.');
        expect(block).toContain('Certificate Validation: Certificate is Trusted.');
        expect(block).toContain('Not total document signed');
      });
      // poppler 22.12 lists the document timestamp but does not validate ETSI.RFC3161 (« Signature Type: unknown »).
      expect(blocks[3]).toContain('Signature Field Name: Horodatage');
      expect(blocks[3]).toContain('Signer Certificate Common Name: PAdES Test TSA');
      expect(blocks[3]).toContain('Total document signed');
      expect(blocks[3]).not.toContain('Not total document signed');
    }
  });

  it('give pdfsig « Total document signed » for the last signature before anything is appended', () => {
    const blocks = pdfsigBlocks(pdfsig(stages.signatures[2] as Uint8Array, pki.nssDir));
    expect(blocks).toHaveLength(3);
    expect(blocks[2]).toContain('Signature is Valid.');
    expect(blocks[2]).toContain('Total document signed');
    expect(blocks[2]).not.toContain('Not total document signed');
  });

  it('give mutool valid digests: « unchanged since signing » for the last one, « edits since signing » for the earlier ones', () => {
    const last = mutoolVerify(stages.signatures[2] as Uint8Array);
    const verdicts =
      last.match(
        /The signature is valid[^\n]*|The document is unchanged since signing\.|Digest error[^\n]*/g,
      ) ?? [];
    expect(verdicts).toEqual([
      'The signature is valid but there have been edits since signing.',
      'The signature is valid but there have been edits since signing.',
      'The document is unchanged since signing.',
    ]);
    const final = mutoolVerify(stages.final);
    expect(final.match(/The signature is valid[^\n]*/g)).toHaveLength(3);
    expect(final).not.toContain('Digest error');
  });

  it('give openssl a CMS that verifies over the byte ranges, and a timestamp token that verifies over them too', () => {
    const signatures = readPdfSignatures(stages.final);
    expect(signatures.map((signature) => signature.type)).toEqual([
      'signature',
      'signature',
      'signature',
      'document-timestamp',
    ]);
    for (const signature of signatures.slice(0, 3)) {
      expect(pki.verifyCms(signature.contents, signedBytes(stages.final, signature.byteRange))).toContain(
        'CMS Verification successful',
      );
    }
    const timestamp = signatures[3];
    if (!timestamp) throw new Error('no document timestamp');
    const { output } = runTool('openssl', [
      'ts',
      '-verify',
      '-token_in',
      '-in',
      writeScratch(timestamp.contents, 'tst'),
      '-data',
      writeScratch(signedBytes(stages.final, timestamp.byteRange), 'bin'),
      '-CAfile',
      pki.rootPath,
      '-untrusted',
      pki.tsa.certPath,
    ]);
    expect(output).toContain('Verification: OK');
  });

  it('writes text strings as UTF-16BE with a byte order mark when they are not ASCII, and reads them back', () => {
    const [first] = readPdfSignatures(stages.final);
    expect(first?.reason).toBe('J’accepte les conditions — « lu et approuvé »');
    expect(first?.location).toBe('Paris, France');
    expect(Buffer.from(stages.final).toString('latin1')).toContain('/Reason <FEFF004A2019');
    expect(Buffer.from(stages.final).toString('latin1')).toContain('/Location (Paris, France)');
  });

  it('certifies the first signature with DocMDP P=2 (catalog /Perms) and only that one', () => {
    const signatures = readPdfSignatures(stages.final);
    expect(signatures.map((signature) => signature.certification)).toEqual([
      { permission: 2 },
      null,
      null,
      null,
    ]);
    expect(mutoolShow(stages.final, 'trailer/Root/Perms/DocMDP/Reference/1/TransformParams')).toMatch(
      /\/P 2/,
    );
  });

  it('adds an invisible widget on page 1 (/Rect [0 0 0 0], /F 132) and /SigFlags 3', () => {
    expect(mutoolShow(stages.final, 'trailer/Root/AcroForm/SigFlags')).toBe('3');
    const widget = mutoolShow(stages.final, 'trailer/Root/AcroForm/Fields/1');
    expect(widget).toMatch(/\/Rect \[ 0 0 0 0 \]/);
    expect(widget).toMatch(/\/F 132/);
    expect(mutoolShow(stages.final, 'trailer/Root/Pages/Kids/1/Annots')).toMatch(/\[ (\d+ 0 R ?){4}\]/);
  });

  it('signs again with the room it needs when a signature is longer than reserved, else once in the default room', async () => {
    const timestampOver = (pdf: Uint8Array, contentsSize?: number) => {
      const digests: Uint8Array[] = [];
      const signed = appendSignature(pdf, {
        fieldName: 'Horodatage2',
        subFilter: 'ETSI.RFC3161',
        ...(contentsSize ? { contentsSize } : {}),
        sign: async (digest) => {
          digests.push(digest);
          return pki.timestampToken(digest);
        },
      });
      return signed.then((bytes) => ({ bytes, calls: digests.length }));
    };
    const roomy = await timestampOver(stages.final);
    expect(roomy.calls).toBe(1);
    const [, , , , reserved] = readPdfSignatures(roomy.bytes);
    expect(reserved?.type).toBe('document-timestamp');
    const used = reserved!.contents.length;
    expect(reserved!.byteRange[2] - reserved!.byteRange[1]).toBe(DEFAULT_TIMESTAMP_CONTENTS_SIZE * 2 + 2);

    // A reservation too small (as an external timestamp unit's or issuer's longer chain would be).
    const tight = await timestampOver(stages.final, 64);
    expect(tight.calls).toBe(2);
    const [, , , , last] = readPdfSignatures(tight.bytes);
    expect(last!.byteRange[2] - last!.byteRange[1]).toBeGreaterThan(used * 2);
    // What the first try took and 2 KiB of room (a token's length varies by a few bytes: time, serial).
    expect(last!.byteRange[2] - last!.byteRange[1]).toBeLessThan((used + 2048 + 32) * 2);
    const blocks = pdfsigBlocks(pdfsig(tight.bytes, pki.nssDir));
    expect(blocks[4]).toContain('Signature Field Name: Horodatage2');
    expect(blocks[4]).toContain('Total document signed');
    const { output } = runTool('openssl', [
      'ts',
      '-verify',
      '-token_in',
      '-in',
      writeScratch(last!.contents, 'tst'),
      '-data',
      writeScratch(signedBytes(tight.bytes, last!.byteRange), 'bin'),
      '-CAfile',
      pki.rootPath,
      '-untrusted',
      pki.tsa.certPath,
    ]);
    expect(output).toContain('Verification: OK');
  });

  it('refuses a second certification, a field name already used, and a signature larger than the room reserved', async () => {
    const signed = stages.signatures[0] as Uint8Array;
    const sign = async () => new Uint8Array(10);
    await expect(
      appendSignature(signed, {
        fieldName: 'Autre',
        subFilter: 'ETSI.CAdES.detached',
        certify: { permission: 2 },
        sign,
      }),
    ).rejects.toThrow(/first signature/);
    await expect(
      appendSignature(signed, { fieldName: 'Signature1', subFilter: 'ETSI.CAdES.detached', sign }),
    ).rejects.toThrow(/already exists/);
    const prepared = prepareSignature(signed, {
      fieldName: 'Petit',
      subFilter: 'ETSI.CAdES.detached',
      contentsSize: 8,
    });
    expect(() => prepared.fill(new Uint8Array(9))).toThrow(/needs 9 bytes, 8 were reserved/);
  });
});

function mutoolShow(pdf: Uint8Array, path: string): string {
  return runTool('mutool', ['show', writeScratch(pdf), path]).output.trim();
}
