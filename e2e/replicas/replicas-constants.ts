import { fileURLToPath } from 'node:url';
import { E2E_PORT } from '../support/e2e-constants.js';

/** What the replicas' start script tells the journeys: where to kill or start a replica, what to check. */
export type TReplicasRun = {
  /** `POST {controlUrl}/kill/a`, `POST {controlUrl}/start/a`. */
  controlUrl: string;
  databaseUrl: string;
  /** The last delivery the demo seed made itself (to files): the journeys' deliveries come after it. */
  seededOutboxId: number;
  /** HAProxy's log, one line per request: `status backend/server method path`. */
  haproxyLog: string;
  /** The back office's log, one `webhook-id` a line, in the order received. */
  webhookLog: string;
};

/** Written per port by replicas/start-replicas.ts once the replicas and HAProxy answer. */
export const REPLICAS_RUN_FILE = fileURLToPath(
  new URL(`../test-results-replicas-${E2E_PORT}.json`, import.meta.url),
);
