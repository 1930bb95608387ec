import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Drops what follows `params:` in a failed query's text (drizzle writes the values there). */
function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);
}

type LoggedError = { type: string; message: string; stack?: string; [key: string]: unknown };

/**
 * An error as the log shows it: type, message, stack, code and cause, without what may hold a
 * customer's data — a failed query's parameters (drizzle puts them in the message and `params`) and
 * PostgreSQL's `detail` (`Key (email)=(…) already exists`).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = { type: error.constructor.name, message: withoutQueryParams(error.message) };
  if (error.stack) logged.stack = withoutQueryParams(error.stack);
  for (const key of ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint']) {
    if (fields[key] !== undefined) logged[key] = fields[key];
  }
  if ('params' in fields) logged.params = REDACTED;
  if ('detail' in fields) logged.detail = REDACTED;
  if (fields.cause !== undefined && depth < 5) logged.cause = serializeError(fields.cause, depth + 1);
  return logged;
}

/**
 * Fastify's logger (pino): errors through {@link serializeError}; credentials of a request never
 * written, should a request's headers be logged.
 */
export function createLoggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
      err: (error) => serializeError(error) as LoggedError & { stack: string },
      error: (error) => serializeError(error),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        'res.headers["set-cookie"]',
        'params',
        'err.params',
        'password',
      ],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
