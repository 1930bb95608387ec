import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../browser/location';
import { beginSignOut, isSigningOut, saveTokens } from '../session/session';
import { getStored, setStored } from '../storage/local-storage';
import {
  jsonResponse,
  neverAnswer,
  requestsTo,
  stubFetch,
  tokenResponse,
  TEST_ISSUER,
} from '../test/fetch-stub';
import { apiClient } from './api-client';
import { ApiError } from './api-error';

vi.mock('../browser/location', () => ({
  assignLocation: vi.fn(),
  getOrigin: () => window.location.origin,
}));

const TOKEN_PATH = new URL(`${TEST_ISSUER}/token`).pathname;

function storeToken(accessToken: string, refreshToken: string | null = 'refresh-1') {
  setStored('token', {
    access_token: accessToken,
    token_type: 'Bearer',
    refresh_token: refreshToken,
    expires_in: 600,
    expires_at: Date.now() + 600_000,
  });
}

/** An API that accepts only `validToken`, like the real one after the old access token expired. */
function acceptOnly(validToken: string) {
  return (request: { url: URL; headers: Headers }) => {
    if (request.url.pathname !== '/api/things') return undefined;
    return request.headers.get('Authorization') === `Bearer ${validToken}`
      ? jsonResponse({ things: [1, 2] })
      : jsonResponse({ errors: [{ property: 'authorization', message: 'auth.invalid-token' }] }, 401);
  };
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

describe('apiClient', () => {
  it('sends the stored access token as a bearer Authorization header', async () => {
    storeToken('access-1');
    const { requests } = stubFetch(acceptOnly('access-1'));

    await expect(apiClient.get('/things')).resolves.toEqual({ things: [1, 2] });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('on a 401 refreshes the token once, stores it and retries the call once', async () => {
    storeToken('expired', 'refresh-1');
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === TOKEN_PATH) return tokenResponse('access-2', 'refresh-2');
      return acceptOnly('access-2')(request);
    });

    await expect(apiClient.get('/things')).resolves.toEqual({ things: [1, 2] });

    const tokenCalls = requestsTo(requests, TOKEN_PATH);
    expect(tokenCalls).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls[0]?.body ?? '');
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-1');
    expect(form.get('client_id')).toBe('souscription-web');
    expect(requestsTo(requests, '/api/things').map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer expired',
      'Bearer access-2',
    ]);
    const stored = getStored('token');
    expect(stored).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 600 });
    expect(stored!.expires_at).toBeGreaterThan(Date.now() + 590_000);
  });

  it('shares one refresh between concurrent calls that get a 401', async () => {
    storeToken('expired', 'refresh-1');
    let releaseToken: () => void = () => undefined;
    const tokenAnswered = new Promise<void>((resolve) => (releaseToken = resolve));
    const { requests } = stubFetch(async (request) => {
      if (request.url.pathname === TOKEN_PATH) {
        await tokenAnswered;
        return tokenResponse('access-2', 'refresh-2');
      }
      return acceptOnly('access-2')(request);
    });

    const first = apiClient.get('/things');
    const second = apiClient.get('/things');
    await vi.waitFor(() => expect(requestsTo(requests, TOKEN_PATH)).toHaveLength(1));
    releaseToken();

    await expect(Promise.all([first, second])).resolves.toEqual([{ things: [1, 2] }, { things: [1, 2] }]);
    expect(requestsTo(requests, TOKEN_PATH)).toHaveLength(1);
    expect(requestsTo(requests, '/api/things')).toHaveLength(4);
  });

  it('does not refresh again when another call already refreshed the token', async () => {
    storeToken('expired', 'refresh-1');
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === TOKEN_PATH) return tokenResponse('access-3');
      if (request.headers.get('Authorization') === 'Bearer expired') {
        // Another call refreshed the token while this one, sent with the old token, was under way.
        storeToken('access-2', 'refresh-2');
      }
      return acceptOnly('access-2')(request);
    });

    await expect(apiClient.get('/things')).resolves.toEqual({ things: [1, 2] });
    expect(requestsTo(requests, TOKEN_PATH)).toHaveLength(0);
    expect(requestsTo(requests, '/api/things').map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer expired',
      'Bearer access-2',
    ]);
  });

  it('when the refresh fails, drops the token, goes to /logout and rejects with a 401 ApiError', async () => {
    storeToken('expired', 'refresh-1');
    setStored('id_token', 'id-token-1');
    stubFetch((request) => {
      if (request.url.pathname === TOKEN_PATH) return jsonResponse({ error: 'invalid_grant' }, 400);
      return acceptOnly('never')(request);
    });

    const failure = apiClient.get('/things');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(assignLocation).toHaveBeenCalledWith('/logout');
    expect(getStored('token')).toBeNull();
    // The end-session call of /logout still needs it.
    expect(getStored('id_token')).toBe('id-token-1');
  });

  it('while signing out, a call answered 401 neither refreshes nor sends the browser to /logout again', async () => {
    storeToken('expired', 'refresh-1');
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === TOKEN_PATH) return tokenResponse('access-2');
      return acceptOnly('access-2')(request);
    });
    beginSignOut();

    await expect(apiClient.get('/things')).rejects.toMatchObject({ status: 401 });
    // A second visit to /logout would cancel the first on its way to the provider's end-session page.
    expect(assignLocation).not.toHaveBeenCalled();
    expect(requestsTo(requests, TOKEN_PATH)).toHaveLength(0);
    // Signing in again in this page ends the sign-out.
    saveTokens({ access_token: 'access-3', token_type: 'bearer', expires_in: 600 });
    expect(isSigningOut()).toBe(false);
  });

  it('retries only once: a second 401 is the answer', async () => {
    storeToken('expired', 'refresh-1');
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === TOKEN_PATH) return tokenResponse('access-2');
      return acceptOnly('another-token')(request);
    });

    await expect(apiClient.get('/things')).rejects.toMatchObject({ status: 401 });
    expect(requestsTo(requests, TOKEN_PATH)).toHaveLength(1);
    expect(requestsTo(requests, '/api/things')).toHaveLength(2);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('resolves an aborted request to null', async () => {
    storeToken('access-1');
    stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.url.pathname === '/api/slow') {
            setTimeout(() => reject(new DOMException('The operation was aborted.', 'AbortError')), 10);
          }
        }),
    );
    const controller = new AbortController();
    const pending = apiClient.get('/slow', { signal: controller.signal });
    controller.abort();

    await expect(pending).resolves.toBeNull();
  });

  it('parses a JSON error answered to a blob request and rejects with its errors', async () => {
    storeToken('access-1');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/7/docusign/download'
        ? jsonResponse(
            { errors: [{ property: 'dossier', message: 'docusign.documents_not_available' }] },
            404,
          )
        : undefined,
    );

    const failure = apiClient.getBlob('/dossier/7/docusign/download');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: 'docusign.documents_not_available',
      errors: [{ property: 'dossier', message: 'docusign.documents_not_available' }],
    });
  });

  it('gives the file of a successful blob request', async () => {
    storeToken('access-1');
    stubFetch(() => new Response('PK-zip', { headers: { 'Content-Type': 'application/zip' } }));

    const blob = await apiClient.getBlob('/dossier/7/docusign/download');
    expect(blob?.type).toBe('application/zip');
    await expect(blob!.text()).resolves.toBe('PK-zip');
  });

  it('gives true for a 204 answer to DELETE', async () => {
    storeToken('access-1');
    const { requests } = stubFetch(() => new Response(null, { status: 204 }));

    await expect(apiClient.delete('/dossiers/7/receipts/3')).resolves.toBe(true);
    expect(requests[0]?.method).toBe('DELETE');
  });

  it('builds the query string without null or undefined parameters', async () => {
    storeToken('access-1');
    const { requests } = stubFetch(() => jsonResponse({ dossiers: [], total_items: 0 }));

    await apiClient.get('/dossiers', {
      query: { page: 2, itemsPerPage: 10, searchTerm: undefined, form: null },
    });
    expect(requests[0]?.url.pathname).toBe('/api/dossiers');
    expect(requests[0]?.url.search).toBe('?page=2&itemsPerPage=10');
  });

  it('sends a JSON body and reads the API error shape as an ApiError', async () => {
    storeToken('access-1');
    const { requests } = stubFetch(() =>
      jsonResponse({ errors: [{ property: 'emailSigner', message: 'validation.error.email' }] }, 422),
    );

    const failure = apiClient.post('/profile', { emailSigner: 'nope' });
    await expect(failure).rejects.toMatchObject({ status: 422, message: 'validation.error.email' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"emailSigner":"nope"}');
  });

  it('turns no answer at all (a network cut) into the network error, not the technical one', async () => {
    storeToken('access-1');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiClient.put('/dossiers/7/values', {})).rejects.toMatchObject({
      status: 0,
      message: 'common.network-error',
    });
  });

  it('turns an error without the API error shape into the technical error', async () => {
    storeToken('access-1');
    stubFetch(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );

    await expect(apiClient.put('/dossiers/7/status', { status: 'canceled' })).rejects.toMatchObject({
      status: 502,
      message: 'common.technical-error',
    });
  });
});

describe('apiClient time limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether `promise` has settled once the pending callbacks ran. */
  async function isSettled(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  }

  it('ends a call the server never answers with the time-out message after 30 s, and a retry works', async () => {
    storeToken('access-1');
    let hung = true;
    stubFetch((request) => (hung ? neverAnswer(request) : jsonResponse({ things: [1] })));

    const call = apiClient.get('/things');
    const failure = expect(call).rejects.toMatchObject({ status: 0, message: 'common.timeout-error' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await isSettled(call)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
    await expect(call.catch((error: ApiError) => error.timedOut)).resolves.toBe(true);

    hung = false;
    await expect(apiClient.get('/things')).resolves.toEqual({ things: [1] });
  });

  it('gives an upload the time of its body on a slow mobile link (32 bytes a ms) beyond the 30 s', async () => {
    storeToken('access-1');
    stubFetch(neverAnswer);

    // 320 000 characters of base64 take 10 s at 256 kbit/s.
    const call = apiClient.put('/dossiers/7/receipts', { content: 'A'.repeat(320_000 - 14) });
    const failure = expect(call).rejects.toMatchObject({ message: 'common.timeout-error' });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(await isSettled(call)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it('still gives null when the caller aborts, and no time-out afterwards', async () => {
    storeToken('access-1');
    stubFetch(neverAnswer);
    const controller = new AbortController();

    const call = apiClient.get('/things', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10_000);
    controller.abort();
    await expect(call).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the body of a large answer by its length', async () => {
    storeToken('access-1');
    // Headers come at once; the body of 1 600 000 bytes (50 s at 32 bytes a ms) never does.
    stubFetch(({ signal }) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { headers: { 'Content-Length': '1600000' } });
    });

    const call = apiClient.getBlob('/dossiers/7/documents');
    const failure = expect(call).rejects.toMatchObject({ message: 'common.timeout-error' });
    await vi.advanceTimersByTimeAsync(79_999);
    expect(await isSettled(call)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });
});
