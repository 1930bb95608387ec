import type { TCorrectionsResponse, TLocale } from '@souscription/contract';
import type { Actor } from '../../../../auth/actor.js';
import type { Database } from '../../../../db/client.js';
import { findDossierForActor } from '../../../dossiers/index.js';
import type { FormStore } from '../../../forms/index.js';
import { findOpenCorrectionItems } from '../../corrections-queries.js';
import { createCorrectionItemReader } from './to-correction-item.js';

/** `GET /dossier/{id}/corrections`: the « À corriger » checklist of a dossier the caller sees. */
export async function listCorrections(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  locale: TLocale,
): Promise<TCorrectionsResponse> {
  const dossier = await findDossierForActor(db, actor, id);
  const rows = await findOpenCorrectionItems(db, dossier.id);
  if (rows.length === 0) return { items: [] };
  const read = createCorrectionItemReader(await forms.getDefinition(dossier.formId, locale));
  return { items: rows.map(read) };
}
