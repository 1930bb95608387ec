import type { FastifyInstance } from 'fastify';

/** A back office's machine client, as `BACK_OFFICE_CLIENTS` declares it. */
export type TBackOfficeClient = { clientId: string; secret: string; tenant: string };

/** Asks the embedded provider for a client-credentials token, the secret in HTTP Basic. */
export function requestBackOfficeToken(app: FastifyInstance, clientId: string, secret: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials&scope=api',
  });
}

/** The bearer header of a back office's machine client. */
export async function backOfficeAuthorization(
  app: FastifyInstance,
  client: TBackOfficeClient,
): Promise<{ authorization: string }> {
  const response = await requestBackOfficeToken(app, client.clientId, client.secret);
  if (response.statusCode !== 200) throw new Error(`no token for ${client.clientId}: ${response.body}`);
  return { authorization: `Bearer ${response.json().access_token}` };
}
