import type { THealthResponse } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { pingDatabase } from './queries.js';

/** Liveness: the database answers; and which database is in use. */
export async function getHealth(
  db: Database,
  database: THealthResponse['database'],
): Promise<THealthResponse> {
  await pingDatabase(db);
  return { status: 'ok', database };
}
