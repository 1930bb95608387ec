import { assignLocation } from '../browser/location';
import { getStoredToken, isSigningOut, refreshSession } from '../session/session';
import { removeStored, type TStoredToken } from '../storage/local-storage';
import { ApiError, NETWORK_ERROR_KEY, TIMEOUT_ERROR_KEY, toApiError } from './api-error';
import { createTimeLimit, type TTimeLimit } from './time-limit';
import { buildApiUrl, type TQueryValue } from './operation-url';

export type { TQueryValue };

export type TRequestOptions<T> = {
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, TQueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Checks and types the JSON answer (a contract schema). */
  schema?: { parse: (data: unknown) => T };
  /** The server makes documents for this call (PDF, signatures, archives): it gets a longer limit. */
  slow?: boolean;
};

type TResponseKind = 'json' | 'blob';

/** One request: the path under the API prefix, what to send and what kind of answer to read. */
export type TApiRequest<T> = TRequestOptions<T> & {
  method: string;
  path: string;
  body?: unknown;
  kind: TResponseKind;
};
type TRequest<T> = TApiRequest<T>;

const SESSION_EXPIRED_ERROR = { property: 'authorization', message: 'common.session-expired' };

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
}

function send<T>(request: TRequest<T>, token: TStoredToken | null, limit: TTimeLimit): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: request.kind === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': document.documentElement.lang || 'fr',
    ...request.headers,
  };
  if (token) headers.Authorization = `Bearer ${token.access_token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  limit.start(body?.length ?? 0);
  return fetch(buildApiUrl(request.path, request.query), {
    method: request.method,
    headers,
    body,
    signal: limit.signal,
    credentials: request.credentials ?? 'same-origin',
  });
}

/**
 * After a 401: use a token another call has refreshed meanwhile, else refresh once (shared by all
 * callers). When the refresh fails the session is over: the token is dropped and the browser goes
 * to /logout, which ends the provider session with the id token still stored.
 */
async function renewToken(usedToken: TStoredToken | null): Promise<TStoredToken> {
  const current = getStoredToken();
  if (current && current.access_token !== usedToken?.access_token) return current;
  try {
    if (isSigningOut()) throw new Error('signing out');
    return await refreshSession();
  } catch {
    removeStored('token');
    if (!isSigningOut()) assignLocation('/logout');
    throw new ApiError(401, [SESSION_EXPIRED_ERROR]);
  }
}

async function readResponse<T>(response: Response, request: TRequest<T>): Promise<unknown> {
  if (!response.ok) {
    // Note: a failed file download still answers JSON errors; read them whatever was asked for.
    const body: unknown = isJson(response) ? await response.json().catch(() => null) : null;
    throw toApiError(response.status, body);
  }
  if (response.status === 204) return true;
  if (request.kind === 'blob') return response.blob();
  if (!isJson(response)) return response.text();
  const data: unknown = await response.json();
  return request.schema ? request.schema.parse(data) : data;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The one HTTP client of the app (spec 01 §7): bearer token, one shared refresh and one retry on
 * 401, /logout when the refresh fails, null when the caller aborted, ApiError for every failure —
 * `common.timeout-error` when no answer came within the call's time limit (see time-limit.ts).
 */
export async function sendApiRequest<T>(request: TRequest<T>): Promise<T | null> {
  const limit = createTimeLimit(request.signal, request.slow ?? false);
  try {
    const token = getStoredToken();
    let response = await send(request, token, limit);
    if (response.status === 401) {
      response = await send(request, await renewToken(token), limit);
    }
    limit.start(Number(response.headers.get('Content-Length')) || 0);
    return (await readResponse(response, request)) as T;
  } catch (error) {
    if (request.signal?.aborted) return null;
    if (limit.timedOut) throw new ApiError(0, [{ property: '', message: TIMEOUT_ERROR_KEY }]);
    if (isAbort(error, request.signal)) return null;
    if (error instanceof ApiError) throw error;
    // Note: fetch's TypeError is no answer at all (a network cut, the server unreachable): the words
    // say to check the connection and try again, not to call support.
    if (error instanceof TypeError) throw new ApiError(0, [{ property: '', message: NETWORK_ERROR_KEY }]);
    throw error;
  } finally {
    limit.stop();
  }
}

/**
 * The client by method and path, the layer under `call()`.
 * Note: screens and features call `call(operations.x, …)`, whose path and answer come from the
 * contract; a path written here by hand would be a second copy of the contract's.
 */
export const apiClient = {
  get<T = unknown>(path: string, options: TRequestOptions<T> = {}): Promise<T | null> {
    return sendApiRequest<T>({ ...options, method: 'GET', path, kind: 'json' });
  },
  getBlob(path: string, options: Omit<TRequestOptions<Blob>, 'schema'> = {}): Promise<Blob | null> {
    return sendApiRequest<Blob>({ ...options, method: 'GET', path, kind: 'blob' });
  },
  post<T = unknown>(path: string, body?: unknown, options: TRequestOptions<T> = {}): Promise<T | null> {
    return sendApiRequest<T>({ ...options, method: 'POST', path, body, kind: 'json' });
  },
  /** POST whose answer is a file (generated documents, archives). */
  postFile(
    path: string,
    body?: unknown,
    options: Omit<TRequestOptions<Blob>, 'schema'> = {},
  ): Promise<Blob | null> {
    return sendApiRequest<Blob>({ ...options, method: 'POST', path, body, kind: 'blob' });
  },
  put<T = unknown>(path: string, body?: unknown, options: TRequestOptions<T> = {}): Promise<T | null> {
    return sendApiRequest<T>({ ...options, method: 'PUT', path, body, kind: 'json' });
  },
  /** DELETE; a 204 answer gives true. */
  delete<T = true>(path: string, options: TRequestOptions<T> = {}): Promise<T | null> {
    return sendApiRequest<T>({ ...options, method: 'DELETE', path, kind: 'json' });
  },
};
