import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { getOrCreateSecret } from '../../shared/app-secrets.js';
import { insertDeliveryHistory } from './outbox-queries.js';
import { buildDeliveryPayload, type SignedDocumentsReader } from './build-delivery-payload.js';
import { deliverToFile } from './deliver-to-file.js';
import { deliverToWebhook } from './deliver-to-webhook.js';

/** The longest wait between two attempts, however many failed. */
const MAX_RETRY_MS = 3_600_000;

export type DeliveryWorkerOptions = {
  db: Database;
  /** Files go to `{dataDir}/integration/` when there is no target address. */
  dataDir: string;
  targetUrl: string | undefined;
  /** The Standard Webhooks secret (`whsec_…`); unset: generated once and kept in `app_secrets`. */
  webhookSecret: string | undefined;
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
};

export type DeliveryWorker = {
  /** Starts looking for due deliveries every `pollMs` (and at once when nudged). */
  start: () => void;
  /** Stops and waits for the deliveries under way. */
  stop: () => Promise<void>;
  /** Looks for due deliveries now (after a validation). */
  nudge: () => void;
  /** Claims and delivers one batch; how many were claimed. */
  runOnce: () => Promise<number>;
  /** The Standard Webhooks secret the target verifies with. */
  getWebhookSecret: () => Promise<string>;
};

type ClaimedMessage = {
  id: number;
  tenantId: number;
  dossierId: number;
  dossierVersion: number;
  idempotencyKey: string;
  attempts: number;
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

  const claim = () =>
    queryRows<ClaimedMessage>(
      db,
      sql`UPDATE integration_outbox o
        SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), locked_by = ${workerId},
          attempts = o.attempts + 1
        WHERE o.id IN (
          SELECT id FROM integration_outbox
          WHERE status = 'pending' AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_attempt_at, id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.tenant_id AS "tenantId", o.dossier_id AS "dossierId",
          o.dossier_version AS "dossierVersion", o.idempotency_key AS "idempotencyKey", o.attempts`,
    );

  async function send(message: ClaimedMessage): Promise<void> {
    const payload = await buildDeliveryPayload(db, message, options.readSignedDocuments);
    if (!payload) throw new Error('dossier not found');
    const body = JSON.stringify(payload);
    if (options.targetUrl) {
      await deliverToWebhook(options.targetUrl, await getWebhookSecret(), message.idempotencyKey, body);
    } else {
      await deliverToFile(join(options.dataDir, 'integration'), `dossier-${message.idempotencyKey}`, body);
    }
  }

  async function succeed(message: ClaimedMessage): Promise<void> {
    const changed = await db.transaction(async (tx) => {
      const [mine] = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE integration_outbox SET status = 'delivered', delivered_at = now(), locked_until = NULL,
            last_error = NULL
          WHERE id = ${message.id} AND locked_by = ${workerId} AND status = 'pending' RETURNING id`,
      );
      if (!mine) return false;
      const [dossier] = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE dossiers SET integration_state = 'sync', version = version + 1, updated_at = now()
          WHERE id = ${message.dossierId} AND integration_state = 'validated' RETURNING id`,
      );
      if (!dossier) return false;
      await insertDeliveryHistory(tx, {
        tenantId: message.tenantId,
        dossierId: message.dossierId,
        state: 'sync',
        reason: null,
      });
      return true;
    });
    if (changed) options.onStateChanged?.(message.tenantId);
  }

  async function fail(message: ClaimedMessage, reason: string): Promise<void> {
    if (message.attempts < options.maxAttempts) {
      const delay = Math.min(options.retryMs * 2 ** (message.attempts - 1), MAX_RETRY_MS);
      await db.execute(
        sql`UPDATE integration_outbox SET locked_until = NULL, last_error = ${reason},
            next_attempt_at = now() + make_interval(secs => ${delay / 1000})
          WHERE id = ${message.id} AND locked_by = ${workerId} AND status = 'pending'`,
      );
      options.log.warn(
        `delivery ${message.idempotencyKey} failed (attempt ${message.attempts}/${options.maxAttempts}, next in ${delay} ms): ${reason}`,
      );
      return;
    }
    const changed = await db.transaction(async (tx) => {
      const [mine] = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE integration_outbox SET status = 'failed', locked_until = NULL, last_error = ${reason}
          WHERE id = ${message.id} AND locked_by = ${workerId} AND status = 'pending' RETURNING id`,
      );
      if (!mine) return false;
      const [dossier] = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE dossiers SET integration_state = 'error', version = version + 1, updated_at = now()
          WHERE id = ${message.dossierId} AND integration_state = 'validated' RETURNING id`,
      );
      if (!dossier) return false;
      await insertDeliveryHistory(tx, {
        tenantId: message.tenantId,
        dossierId: message.dossierId,
        state: 'error',
        reason,
      });
      return true;
    });
    options.log.warn(`delivery ${message.idempotencyKey} failed for good: ${reason}`);
    if (changed) options.onStateChanged?.(message.tenantId);
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const message of claimed) {
      try {
        await send(message);
      } catch (error) {
        await fail(message, error instanceof Error ? error.message : String(error));
        continue;
      }
      await succeed(message);
    }
    return claimed.length;
  }

  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  let again = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick(): void {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = runOnce()
      .then((count) => {
        running = false;
        schedule(count === batchSize || again ? 0 : options.pollMs);
        again = false;
      })
      .catch((error: unknown) => {
        running = false;
        again = false;
        options.log.warn(`delivery worker: ${error instanceof Error ? error.message : String(error)}`);
        schedule(options.pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    nudge() {
      if (!stopped) schedule(0);
    },
    runOnce,
    getWebhookSecret,
  };
}
