import { ZErrorResponse, type TApiError } from '@souscription/contract';

/** Message key shown when a failure carries no message of its own. */
export const TECHNICAL_ERROR_KEY = 'common.technical-error';
/** No answer at all (the network dropped, the server unreachable): check the connection, try again. */
export const NETWORK_ERROR_KEY = 'common.network-error';
/** An answer that did not come within the call's time limit (a hung server or proxy): try again. */
export const TIMEOUT_ERROR_KEY = 'common.timeout-error';

/** A failed API call: the HTTP status and the `errors` of the wire error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TApiError[];

  constructor(status: number, errors: TApiError[]) {
    super(errors[0]?.message ?? TECHNICAL_ERROR_KEY);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** No answer came within the call's time limit (the server may still have done the work). */
  get timedOut(): boolean {
    return this.status === 0 && this.message === TIMEOUT_ERROR_KEY;
  }

  /** The message key of the first error about `property`, if any. */
  messageFor(property: string): string | undefined {
    return this.errors.find((error) => error.property === property)?.message;
  }
}

/** Reads a body that should be `{ errors: [...] }`; anything else becomes one technical error. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(body);
  if (parsed.success && parsed.data.errors.length > 0) return new ApiError(status, parsed.data.errors);
  return new ApiError(status, [{ property: '', message: TECHNICAL_ERROR_KEY }]);
}
