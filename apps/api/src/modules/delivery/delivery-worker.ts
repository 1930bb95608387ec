import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import { getOrCreateSecret } from '../../shared/app-secrets.js';
import { buildDeliveryPayload, type SignedDocumentsReader } from './build-delivery-payload.js';
import { deliverToFile } from './deliver-to-file.js';
import { deliverToWebhook } from './deliver-to-webhook.js';
import {
  claimDueMessages,
  scheduleRetry,
  settleMessage,
  type ClaimedMessage,
  type DeliveryOutcome,
} from './outbox-queries.js';
import { createPollingLoop } from './polling-loop.js';

/** The longest wait between two attempts, however many failed. */
const MAX_RETRY_MS = 3_600_000;

export type DeliveryWorkerOptions = {
  db: Database;
  /** Files go to `{dataDir}/integration/` when there is no target address. */
  dataDir: string;
  targetUrl: string | undefined;
  /** The Standard Webhooks secret (`whsec_…`); unset: generated once and kept in `app_secrets`. */
  webhookSecret: string | undefined;
  /** The secret being rotated out: deliveries are signed with it too while it is set. */
  previousWebhookSecret?: string | undefined;
  maxAttempts: number;
  retryMs: number;
  pollMs: number;
  readSignedDocuments: SignedDocumentsReader;
  /** Deliveries claimed at once. */
  batchSize?: number;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseMs?: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
  /** A dossier's integration state changed (sync or error): lists of its tenant are stale. */
  onStateChanged?: (tenantId: number) => void;
  /**
   * Periodic work of other modules run on the same loop after each batch (signature expiry,
   * reminders, signed copies): each claims its own rows so that any number of workers may run it;
   * answers how many rows it handled. A step that fails is logged and does not stop the others.
   */
  steps?: readonly DeliveryWorkerStep[];
};

/** One periodic step of the worker's loop. */
export type DeliveryWorkerStep = { name: string; run: () => Promise<number> };

export type DeliveryWorker = {
  /** Starts looking for due deliveries every `pollMs` (and at once when nudged). */
  start: () => void;
  /** Stops and waits for the deliveries under way. */
  stop: () => Promise<void>;
  /** Looks for due deliveries now (after a validation). */
  nudge: () => void;
  /** Claims and delivers one batch, then runs the periodic steps; how many deliveries were claimed. */
  runOnce: () => Promise<number>;
  /** The Standard Webhooks secret the target verifies with. */
  getWebhookSecret: () => Promise<string>;
};

const SECRET_NAME = 'integration_webhook_secret';

/** The webhook secret shared by every replica: the first to need it creates it. */
const getOrCreateWebhookSecret = (db: Database): Promise<string> =>
  getOrCreateSecret(db, SECRET_NAME, async () => `whsec_${randomBytes(32).toString('base64')}`);

/**
 * Delivers validated dossiers from the outbox: any number of workers (in any number of API
 * processes) claim due rows with `FOR UPDATE SKIP LOCKED` and a lease, so each delivery runs in
 * one worker at a time; a success moves the dossier to `sync`, the last failed attempt to `error`
 * with the target's reason in the history; failures in between wait `retryMs`, doubling.
 * Each batch: claim, deliver each message, settle it (or schedule its retry).
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db } = options;
  const workerId = randomUUID();
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  let secret: Promise<string> | null = null;
  const getWebhookSecret = () =>
    (secret ??= options.webhookSecret
      ? Promise.resolve(options.webhookSecret)
      : getOrCreateWebhookSecret(db));

  /**
   * Sends the dossier's payload to the target: the webhook, else a file in the data folder. Answers
   * the revision delivered (issue 35), for the history.
   */
  async function deliver(message: ClaimedMessage): Promise<number> {
    const payload = await buildDeliveryPayload(db, message, options.readSignedDocuments);
    if (!payload) throw new Error('dossier not found');
    const body = JSON.stringify(payload);
    if (options.targetUrl) {
      const secrets = [
        await getWebhookSecret(),
        ...(options.previousWebhookSecret ? [options.previousWebhookSecret] : []),
      ];
      await deliverToWebhook(options.targetUrl, secrets, message.idempotencyKey, body);
    } else {
      await deliverToFile(join(options.dataDir, 'integration'), `dossier-${message.idempotencyKey}`, body);
    }
    return payload.revision;
  }

  async function settle(message: ClaimedMessage, outcome: DeliveryOutcome): Promise<void> {
    const changed = await settleMessage(db, message, workerId, outcome);
    if (outcome.state === 'error') {
      options.log.warn(`delivery ${message.idempotencyKey} failed for good: ${outcome.reason}`);
    }
    if (changed) options.onStateChanged?.(message.tenantId);
  }

  /** A failed attempt: retried later, doubling the wait, until the last one settles as an error. */
  async function fail(message: ClaimedMessage, reason: string): Promise<void> {
    if (message.attempts >= options.maxAttempts) return settle(message, { state: 'error', reason });
    const delayMs = Math.min(options.retryMs * 2 ** (message.attempts - 1), MAX_RETRY_MS);
    await scheduleRetry(db, { id: message.id, workerId, reason, delayMs });
    options.log.warn(
      `delivery ${message.idempotencyKey} failed (attempt ${message.attempts}/${options.maxAttempts}, next in ${delayMs} ms): ${reason}`,
    );
  }

  async function runSteps(): Promise<void> {
    for (const step of options.steps ?? []) {
      try {
        await step.run();
      } catch (error) {
        options.log.warn(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueMessages(db, { workerId, leaseMs, batchSize });
    for (const message of claimed) {
      let revision: number;
      try {
        revision = await deliver(message);
      } catch (error) {
        await fail(message, error instanceof Error ? error.message : String(error));
        continue;
      }
      await settle(message, { state: 'sync', revision });
    }
    await runSteps();
    return claimed.length;
  }

  const loop = createPollingLoop({
    runOnce,
    batchSize,
    pollMs: options.pollMs,
    onError: (error) =>
      options.log.warn(`delivery worker: ${error instanceof Error ? error.message : String(error)}`),
  });
  return { ...loop, runOnce, getWebhookSecret };
}
