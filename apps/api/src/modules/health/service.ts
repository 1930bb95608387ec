import type { THealthResponse } from '@souscription/contract';
import type { IssuerStatus } from '../../auth/issuer-discovery.js';
import type { Database } from '../../db/client.js';
import { pingDatabase } from './queries.js';

/**
 * Liveness: the database answers; which database is in use; `degraded` with the reason while the
 * external OpenID issuer cannot be reached (nobody can sign in, the rest answers).
 */
export async function getHealth(
  db: Database,
  database: THealthResponse['database'],
  issuer: IssuerStatus,
): Promise<THealthResponse> {
  await pingDatabase(db);
  if (issuer.reachable) return { status: 'ok', database };
  return { status: 'degraded', database, reasons: [{ component: 'issuer', message: issuer.reason }] };
}
