import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { findDossierRecord, findTemplates } from '../queries.js';
import { buildDocumentModel } from './build-document-model.js';
import { formStoreOf } from './generate-block-documents.js';
import { loadDocumentInputs } from './load-document-inputs.js';

/** An answer put in place of the dossier's: its element id as the values key it, and the value. */
export type TAnswerInPlace = { key: string; value: unknown };

/**
 * Which of these answers the documents of a block SHOW: each one, put alone in place of the dossier's
 * answer, makes one of the block's documents read otherwise (its model: every text and value it
 * prints, calculations and visibility run by the engine as for the real documents). A document
 * follows what it shows, not the form's layout: a birth place is on the subscription form only, a
 * risk level in the mission's documents only. Nothing is rendered nor stored. Answers the keys shown.
 */
export async function findAnswersShownByBlock(
  deps: { db: Database; forms?: FormStore },
  dossierId: number,
  blockId: number,
  answers: readonly TAnswerInPlace[],
): Promise<Set<string>> {
  const shown = new Set<string>();
  const dossier = await findDossierRecord(deps.db, dossierId);
  if (!dossier || answers.length === 0) return shown;
  const forms = formStoreOf(deps);
  const stored = await forms.getStoredForm(dossier.formId);
  const keys = stored.blocks.find((block) => block.id === blockId)?.documents ?? [];
  const templates = await findTemplates(deps.db, dossier.formId, keys);
  if (templates.length === 0) return shown;
  const read = async (values: Record<string, unknown>) => {
    const inputs = await loadDocumentInputs(deps.db, forms, { ...dossier, values });
    return JSON.stringify(templates.map(({ template }) => buildDocumentModel(template, inputs, blockId)));
  };
  const now = await read(dossier.values);
  for (const answer of answers) {
    const values: Record<string, unknown> = { ...dossier.values, [answer.key]: answer.value };
    if (answer.value === undefined || answer.value === null) delete values[answer.key];
    if ((await read(values)) !== now) shown.add(answer.key);
  }
  return shown;
}
