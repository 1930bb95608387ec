import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECEIPT_BYTES } from '@souscription/contract';
import { FILE_ELEMENT_TYPES, type FormDefinition } from '@souscription/form-engine';
import { tenants } from '../src/db/schema.js';
import { BLOB_CHUNK_BYTES } from '../src/storage/database-blob-store.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Receipts in the blob store: large files in and out intact, refusals, categories, duplicates. */
let t: TestApp;
let formId: number;
let dossierId: number;
let definition: FormDefinition;

/** A file the type sniffer reads as a PDF, of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file element of the form with types, and one of its types. */
const typedElement = () => {
  const element = definition.elements.find(
    (e) => FILE_ELEMENT_TYPES.has(e.type) && (e.attributes.types?.length ?? 0) > 0,
  )!;
  return { element, type: element.attributes.types![0]! };
};

beforeAll(async () => {
  t = await createTestApp();
  const headers = await t.authAs('conseiller');
  formId = (await t.app.inject({ url: '/api/forms', headers }))
    .json()
    .forms.find((f: { back_office: boolean }) => !f.back_office).id;
  dossierId = (
    await t.app.inject({ method: 'POST', url: '/api/dossiers', headers, payload: { formId } })
  ).json().dossier.id;
  definition = (await t.app.forms.getLoadedForm(formId)).definition;
});
afterAll(async () => t?.close());

const upload = async (receipts: Record<string, unknown>[], folderId = dossierId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${folderId}/receipts`,
    headers: await t.authAs('conseiller'),
    payload: { receipts },
  });

const receiptOf = (value: string, overrides: Record<string, unknown> = {}) => {
  const { element, type } = typedElement();
  return { elementId: element.id, typeId: String(type.id), title: 'Relevé', value, ...overrides };
};

describe('receipts in the blob store', () => {
  // Note: its time is measured by npm run bench:uploads (bench/README.md), not asserted on a shared machine.
  it('takes a 10 MiB receipt and gives back exactly its bytes', async () => {
    const file = pdfOf(MAX_RECEIPT_BYTES);
    const response = await upload([receiptOf(file.toString('base64'))]);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json().dossier.receipts.at(-1);
    const read = await t.app.inject({ url: receipt.resource, headers: await t.authAs('conseiller') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    const body = read.json().receipt;
    expect(body).toMatchObject({ id: receipt.receiptId, title: 'Relevé', mimetype: 'application/pdf' });
    const bytes = Buffer.from(body.resourceFile, 'base64');
    expect(bytes.length).toBe(file.length);
    expect(sha(bytes)).toBe(sha(file));
    // The bytes are in the blob store under their SHA-256, once.
    expect(Buffer.from((await t.app.blobs.get(sha(file)))!).equals(file)).toBe(true);
  });

  it('gives back files of every size around the store’s chunks intact (1 to 10 chunks, odd sizes)', async () => {
    const chunk = BLOB_CHUNK_BYTES;
    for (const size of [1, 3, chunk - 1, chunk, chunk + 1, 3 * chunk + 7, 9 * chunk + 5]) {
      const bytes = randomBytes(size);
      const stored = await t.app.blobs.put(bytes);
      expect(stored).toEqual({ sha256: sha(bytes), size });
      expect(await t.app.blobs.put(bytes)).toEqual(stored);
      expect(Buffer.from((await t.app.blobs.get(stored.sha256))!).equals(bytes), `size ${size}`).toBe(true);
    }
    expect(await t.app.blobs.get('0'.repeat(64))).toBeUndefined();
  });

  it('refuses a file over 10 MiB, and a body over the route’s limit, in the error shape', async () => {
    const tooLarge = await upload([receiptOf(pdfOf(MAX_RECEIPT_BYTES + 1).toString('base64'))]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toEqual({
      errors: [{ property: 'receipts.0.value', message: 'ged.upload-too-large' }],
    });
    // Six files of 10 MiB in base64: over the 60 MiB the route reads.
    const value = Buffer.alloc(MAX_RECEIPT_BYTES).toString('base64');
    const overLimit = await upload(Array.from({ length: 6 }, () => receiptOf(value)));
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json()).toEqual({ errors: [{ property: 'body', message: 'api.error.body-too-large' }] });
    // The same body sent without a length (chunked): refused once 60 MiB have come, not read to its end.
    const json = JSON.stringify({ receipts: Array.from({ length: 6 }, () => receiptOf(value)) });
    const chunked = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${dossierId}/receipts`,
      headers: { ...(await t.authAs('conseiller')), 'content-type': 'application/json' },
      payload: Readable.from(
        (function* () {
          for (let at = 0; at < json.length; at += 1024 * 1024) yield json.slice(at, at + 1024 * 1024);
        })(),
      ),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toEqual({ errors: [{ property: 'body', message: 'api.error.body-too-large' }] });
  });

  it('reads base64 with or without a data URI, line breaks or padding; refuses what is not base64, empty files and other types', async () => {
    const file = pdfOf(5_000);
    const canonical = file.toString('base64');
    const accepted = {
      canonical,
      'data URI': `data:application/pdf;base64,${canonical}`,
      'line breaks': canonical.replace(/(.{76})/g, '$1\r\n'),
      'no padding': pdfOf(5_001).toString('base64').replace(/=+$/, ''),
    };
    for (const [label, value] of Object.entries(accepted)) {
      const response = await upload([receiptOf(value)]);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
    }
    const refused = {
      'ged.upload-not-base64': `${canonical.slice(0, 100)}!${canonical.slice(100)}`,
      'ged.upload-empty': '',
      // A GIF (not a receipt type), whatever comes after its signature.
      'ged.upload-file-type': Buffer.concat([Buffer.from('GIF89a'), file]).toString('base64'),
    };
    for (const [message, value] of Object.entries(refused)) {
      const response = await upload([receiptOf(value)]);
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toEqual({ errors: [{ property: 'receipts.0.value', message }] });
    }
  });

  it('stores nothing of an upload it refuses after reading it (type of the element, caller)', async () => {
    const file = pdfOf(300_000);
    const wrongType = await upload([receiptOf(file.toString('base64'), { typeId: 'no-such-type' })]);
    expect(wrongType.statusCode).toBe(422);
    const client = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${dossierId}/receipts`,
      headers: await t.authAs('client'),
      payload: { receipts: [receiptOf(file.toString('base64'))] },
    });
    expect(client.statusCode).toBe(403);
    expect(await t.app.blobs.get(sha(file))).toBeUndefined();
    // The same file, accepted, is then stored.
    expect((await upload([receiptOf(file.toString('base64'))])).statusCode).toBe(200);
    expect(Buffer.from((await t.app.blobs.get(sha(file)))!).equals(file)).toBe(true);
  });

  it('answers the contract’s refusals and malformed JSON as on any other route', async () => {
    const noTitle = await upload([receiptOf('JVBERi0xLjQK', { title: ' ' })]);
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json()).toEqual({
      errors: [{ property: 'receipts.0.title', message: 'ged.upload-title' }],
    });
    const nul = await upload([receiptOf('JVBERi0xLjQK', { title: 'a\u0000b' })]);
    expect(nul.json()).toEqual({
      errors: [{ property: 'receipts.0.title', message: 'api.error.text-invalid' }],
    });
    const malformed = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${dossierId}/receipts`,
      headers: { ...(await t.authAs('conseiller')), 'content-type': 'application/json' },
      payload: '{"receipts": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: [{ property: 'body', message: 'api.error.malformed-json' }] });
    // Nothing of a refused upload was listed.
    const list = await t.app.inject({
      url: `/api/dossiers/${dossierId}/receipts`,
      headers: await t.authAs('conseiller'),
    });
    expect(list.json().receipts.every((r: { title: string }) => r.title === 'Relevé')).toBe(true);
  });

  it('lists each receipt with its id and category: its type’s name on the element, in the asked language', async () => {
    const { element, type } = typedElement();
    const untyped = definition.elements.find(
      (e) => FILE_ELEMENT_TYPES.has(e.type) && !(e.attributes.types?.length ?? 0),
    );
    const pdf = pdfOf(2_000).toString('base64');
    const response = await upload([
      receiptOf(pdf, { title: 'Avis' }),
      ...(untyped ? [{ elementId: untyped.id, title: 'Sans type', value: pdf }] : []),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const headers = await t.authAs('conseiller');
    const french = (await t.app.inject({ url: `/api/dossiers/${dossierId}/receipts`, headers })).json();
    const avis = french.receipts.find((r: { title: string }) => r.title === 'Avis');
    expect(avis).toMatchObject({ id: avis.receiptId, category: type.presentation, elementId: element.id });
    if (untyped) {
      const sansType = french.receipts.find((r: { title: string }) => r.title === 'Sans type');
      expect(sansType.category).toBe(untyped.attributes.label);
    }
    const english = await t.app.forms.getDefinition(formId, 'en');
    const englishType = english.elements
      .find((e) => e.id === element.id)!
      .attributes.types!.find((ty) => String(ty.id) === String(type.id))!;
    const inEnglish = (
      await t.app.inject({ url: `/api/dossiers/${dossierId}/receipts?locale=en`, headers })
    ).json();
    expect(inEnglish.receipts.find((r: { title: string }) => r.title === 'Avis').category).toBe(
      englishType.presentation,
    );
    const badLocale = await t.app.inject({ url: `/api/dossiers/${dossierId}/receipts?locale=de`, headers });
    expect(badLocale.statusCode).toBe(422);
  });

  it('keeps the receipts of a dossier duplicated with its documents readable, sharing their bytes', async () => {
    await t.database.db
      .update(tenants)
      .set({ features: sql`jsonb_set(${tenants.features}, '{folderDuplication}', 'true'::jsonb)` })
      .where(eq(tenants.code, 'demo'));
    t.app.tenants.invalidate();
    const headers = await t.authAs('conseiller');
    const source = (await t.app.inject({ url: `/api/dossiers/${dossierId}/receipts`, headers })).json()
      .receipts;
    const duplicate = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${dossierId}/duplicate`,
      headers,
      payload: { documentDuplicate: true },
    });
    expect(duplicate.statusCode, duplicate.body).toBeLessThan(300);
    const copyId = duplicate.json().dossier.id;
    const copies = (await t.app.inject({ url: `/api/dossiers/${copyId}/receipts`, headers })).json().receipts;
    expect(copies.map((r: { title: string }) => r.title)).toEqual(
      source.map((r: { title: string }) => r.title),
    );
    for (const [index, copy] of copies.entries()) {
      const original = (await t.app.inject({ url: source[index].resource, headers })).json().receipt;
      const copied = (await t.app.inject({ url: copy.resource, headers })).json().receipt;
      expect(copied.resourceFile).toBe(original.resourceFile);
    }
  });
});
