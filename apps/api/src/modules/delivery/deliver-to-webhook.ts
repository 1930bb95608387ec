import { Webhook } from 'standardwebhooks';

/** How long the target may take to answer one delivery. */
const TIMEOUT_MS = 15_000;

/** The target refused or could not be reached; `message` is its reason as the history shows it. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

/**
 * Posts one delivery signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), with `Idempotency-Key` = the same id: a 2xx is a success; anything else
 * fails with the target's reason (its status and the start of its answer). Signed with each secret
 * given (the current one, then the one being rotated out), space-separated as Standard Webhooks allows.
 */
export async function deliverToWebhook(
  url: string,
  secrets: readonly string[],
  messageId: string,
  body: string,
): Promise<void> {
  const timestamp = new Date();
  const signature = secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' ');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': messageId,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
        'idempotency-key': messageId,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new DeliveryError(`unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 300);
  throw new DeliveryError(`HTTP ${response.status}${text ? `: ${text}` : ''}`);
}
