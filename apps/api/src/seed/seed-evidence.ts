import type { Database } from '../db/client.js';
import { buildDossierEvidence } from '../modules/evidence/index.js';
import { createFormStore } from '../modules/forms/index.js';
import type { SeedSignatureDeps, SeededFolder } from './seed-signatures.js';

/**
 * The evidence file of every seeded signed folder, with the signature history it holds, made and sealed
 * now, after the dossier manager's decisions (issue 34): the first reader of a seeded folder's history or
 * evidence file gets stored bytes instead of waiting for them to be made. Made on the real clock (a
 * record says when it was made); the story's dates are in its texts.
 */
export async function seedEvidence(
  db: Database,
  signing: SeedSignatureDeps,
  folders: readonly SeededFolder[],
  log: (message: string) => void,
): Promise<void> {
  const signed = folders.filter((folder) => folder.status.includes('signed'));
  const deps = { db, ...signing, forms: createFormStore(db), now: () => new Date() };
  for (const folder of signed) await buildDossierEvidence(deps, folder.id);
  log(`sealed the evidence files of ${signed.length} signed dossiers`);
}
