import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Runs a chart's queries in one transaction with PostgreSQL's JIT compilation off. On a large
 * tenant the planner's cost of a year's cohort passes `jit_above_cost`, and compiling the query
 * then took 0.6–1.3 s of a call that reads in 50 ms (bench/README.md, « Suivi »).
 */
export async function readFigures<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return read(tx);
  });
}
