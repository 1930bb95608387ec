import { ConfigError } from '../../config.js';
import { MessageError, type TSms, type TSmsProvider } from './message.types.js';

export type HttpSmsGatewayOptions = {
  /** Where each SMS is POSTed. */
  url: string;
  /** Sent as the value of `authHeader` (`Bearer …`, an API key), when set. */
  auth?: string | undefined;
  /** The header carrying `auth` (`Authorization` unless the gateway names another, e.g. `X-API-Key`). */
  authHeader?: string | undefined;
  /** HTTP Basic credentials, instead of `auth`. */
  user?: string | undefined;
  password?: string | undefined;
  /** The body, with `{{to}}`, `{{text}}` and `{{from}}` where the values go. */
  body: string;
  /** `json`: the body is JSON, values escaped as JSON string contents; `form`: URL-encoded. */
  contentType: 'json' | 'form';
  /** The sender name or number (`{{from}}`). */
  from: string;
  /** How long one request may take (ms). */
  timeoutMs?: number;
};

const PLACEHOLDER = /\{\{(to|text|from)\}\}/g;

/** The body of one SMS: the template with each placeholder replaced, escaped for the content type. */
export function renderSmsGatewayBody(
  template: string,
  contentType: 'json' | 'form',
  values: { to: string; text: string; from: string },
): string {
  const escape =
    contentType === 'json'
      ? (value: string) => JSON.stringify(value).slice(1, -1)
      : (value: string) => encodeURIComponent(value);
  return template.replace(PLACEHOLDER, (_match, name: keyof typeof values) => escape(values[name]));
}

/**
 * An HTTP SMS gateway: one POST per SMS, its body written from a template, its credentials in a
 * header or HTTP Basic; any 2xx answer is a sent message.
 * @throws ConfigError when the template does not name `{{to}}` and `{{text}}`, or is not JSON with
 *   `json`.
 */
export function createHttpSmsGateway(options: HttpSmsGatewayOptions): TSmsProvider {
  if (!options.body.includes('{{to}}') || !options.body.includes('{{text}}')) {
    throw new ConfigError('Invalid environment: SMS_GATEWAY_BODY must contain {{to}} and {{text}}');
  }
  if (options.contentType === 'json') {
    const sample = renderSmsGatewayBody(options.body, 'json', {
      to: '+33600000000',
      text: 'a "b"\n',
      from: 'x',
    });
    try {
      JSON.parse(sample);
    } catch {
      throw new ConfigError(
        'Invalid environment: SMS_GATEWAY_BODY must be JSON with SMS_GATEWAY_CONTENT_TYPE=json (placeholders inside quotes)',
      );
    }
  }
  const headers: Record<string, string> = {
    'content-type': options.contentType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
    accept: 'application/json, */*',
  };
  if (options.user !== undefined) {
    const credentials = `${options.user}:${options.password ?? ''}`;
    headers.authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
  } else if (options.auth) {
    headers[(options.authHeader ?? 'Authorization').toLowerCase()] = options.auth;
  }
  return {
    send: async (sms: TSms) => {
      const body = renderSmsGatewayBody(options.body, options.contentType, { ...sms, from: options.from });
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new MessageError('sms', 'refused', `SMS gateway unreachable: ${(error as Error).message}`);
      }
      // The answer is read so that the connection can be reused; only its status counts.
      const answer = await response.text().catch(() => '');
      if (!response.ok) {
        throw new MessageError(
          'sms',
          'refused',
          `SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`,
        );
      }
    },
  };
}
