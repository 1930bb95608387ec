import { and, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { dossiers } from '../../db/schema.js';
import { visibleDossiersCondition } from '../dossiers/index.js';

/** Which of these folders the actor sees (the folder lists' own rule). */
export async function findVisibleDossierIds(db: Database, actor: Actor, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(inArray(dossiers.id, ids), visibleDossiersCondition(actor)));
  return rows.map((row) => row.id);
}
