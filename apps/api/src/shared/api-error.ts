import type { TApiError } from '@souscription/contract';

/** The one error class of the server; the error handler turns it into `{ errors: [...] }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: TApiError[];

  constructor(statusCode: number, errors: TApiError[]) {
    super(errors.map((e) => `${e.property}: ${e.message}`).join('; '));
    this.statusCode = statusCode;
    this.errors = errors;
  }

  static unauthorized(message = 'api.error.unauthorized'): ApiError {
    return new ApiError(401, [{ property: 'authorization', message }]);
  }

  static forbidden(property = 'authorization', message = 'api.error.forbidden'): ApiError {
    return new ApiError(403, [{ property, message }]);
  }

  static notFound(property: string, message = 'api.error.not-found'): ApiError {
    return new ApiError(404, [{ property, message }]);
  }

  static conflict(property: string, message: string): ApiError {
    return new ApiError(409, [{ property, message }]);
  }

  /** A service the answer depends on (the external OpenID issuer) cannot be reached for now. */
  static unavailable(property: string, message: string): ApiError {
    return new ApiError(503, [{ property, message }]);
  }

  static unprocessable(errors: TApiError[]): ApiError {
    return new ApiError(422, errors);
  }
}
