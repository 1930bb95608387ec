import { beforeEach, describe, expect, it, vi } from 'vitest';
import { operations } from '@souscription/contract';
import { setStored } from '../storage/local-storage';
import { jsonResponse, neverAnswer, stubFetch } from '../test/fetch-stub';
import { ApiError } from './api-error';
import { call } from './call';

beforeEach(() => {
  setStored('token', {
    access_token: 'access-1',
    token_type: 'Bearer',
    refresh_token: 'refresh-1',
    expires_in: 600,
    expires_at: Date.now() + 600_000,
  });
});

const dossier = {
  id: 7,
  form_id: 3,
  client_id: null,
  advistor_id: 'u-1',
  subscriber_user_id: null,
  signers: [],
  last_submitted_block_id: null,
  values: [],
  direct: false,
  receipts: [],
  authorized_clients: [],
  status: ['ongoing'],
  product_code: null,
  version: 4,
};

describe('call', () => {
  it('fills the path from the params, locale segment included, under the API prefix', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({ blocks: [{ id: 5, page_id: 2, title: 'Bloc', rank: 1 }] }),
    );

    const answer = await call(operations.listPageBlocks, { params: { locale: 'en', pageId: 2 } });

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/en/pages/2/blocks');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(answer?.blocks[0]?.title).toBe('Bloc');
  });

  it('sends the query without empty parameters, and the body as JSON with its headers', async () => {
    const { requests } = stubFetch((request) =>
      request.url.pathname === '/api/dossiers'
        ? jsonResponse({ dossiers: [], total_items: 0 })
        : jsonResponse({ dossier }),
    );

    await call(operations.saveDossierValues, {
      params: { id: 7 },
      headers: { 'if-match': '4' },
      body: { submittingBlockId: 12, productCode: null, values: [{ elementId: 3, value: 'x' }] },
    });
    await call(operations.listDossiers, { query: { page: 2, searchTerm: undefined, state: 'signed-files' } });

    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/dossiers/7/values');
    expect(requests[0]?.headers.get('If-Match')).toBe('4');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      submittingBlockId: 12,
      productCode: null,
      values: [{ elementId: 3, value: 'x' }],
    });
    expect(requests[1]?.url.pathname).toBe('/api/dossiers');
    expect(requests[1]?.url.search).toBe('?page=2&state=signed-files');
  });

  it('parses the success answer with the operation schema: an answer of another shape fails', async () => {
    stubFetch(() => jsonResponse({ dossier: { id: 'seven' } }));

    await expect(call(operations.getDossier, { params: { id: 7 } })).rejects.toThrow();
  });

  it('keeps the client rules: an error answer is an ApiError, an aborted call is null', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/dossiers/8'
        ? jsonResponse({ errors: [{ property: 'id', message: 'api.error.dossier-forbidden' }] }, 403)
        : new Promise<Response>(() => undefined),
    );

    const refused = call(operations.getDossier, { params: { id: 8 } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'api.error.dossier-forbidden' });

    const controller = new AbortController();
    controller.abort();
    await expect(
      call(operations.getDossier, { params: { id: 9 }, signal: controller.signal }),
    ).resolves.toBeNull();
  });

  it('gives true for a 204 and a Blob for a file answer', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : new Response('PK-zip', { headers: { 'Content-Type': 'application/zip' } }),
    );

    await expect(call(operations.deleteReceipt, { params: { folderId: 7, receiptId: 3 } })).resolves.toBe(
      true,
    );
    const blob = await call(operations.downloadSignedDocuments, { params: { id: 7 } });

    expect(requests[0]?.url.pathname).toBe('/api/dossiers/7/receipts/3');
    expect(requests[1]?.url.pathname).toBe('/api/dossier/7/docusign/download');
    expect(blob?.type).toBe('application/zip');
    await expect(blob!.text()).resolves.toBe('PK-zip');
  });

  it('sends a body to an operation that has one even when every field has a default', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({ dossier: { id: 9, form_id: 3, values: [], direct: false } }, 201),
    );

    await call(operations.duplicateDossier, { params: { id: 7 } });

    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toBe('{}');
  });
});

describe('call time limits', () => {
  it('waits 120 s for a call that makes documents, 30 s for the others', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(neverAnswer);
      const outcomes: string[] = [];
      const track = (name: string, promise: Promise<unknown>) =>
        promise.catch((error: ApiError) => outcomes.push(`${name}: ${error.message}`));
      const dossierCall = track('dossier', call(operations.getDossier, { params: { id: 7 } }));
      const preview = track(
        'preview',
        call(operations.previewDocument, { params: { folderId: 7 }, body: { documentId: 1 } }),
      );

      await vi.advanceTimersByTimeAsync(30_000);
      expect(outcomes).toEqual(['dossier: common.timeout-error']);
      await vi.advanceTimersByTimeAsync(90_100);
      expect(outcomes).toEqual(['dossier: common.timeout-error', 'preview: common.timeout-error']);
      await Promise.all([dossierCall, preview]);
    } finally {
      vi.useRealTimers();
    }
  });
});
