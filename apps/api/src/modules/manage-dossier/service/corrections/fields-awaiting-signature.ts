import type { Database } from '../../../../db/client.js';
import { findAnswersShownByBlock } from '../../../documents/index.js';
import type { FormStore } from '../../../forms/index.js';
import { findUnsignedSteps } from '../../correction-round-queries.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Of the flagged fields whose answer is the one the round opened with, those whose answer still awaits
 * a signature, per document: a step's amendment of the last correction sent ended unsigned (declined,
 * cancelled, expired, voided), and the step's documents show the field with an answer other than the
 * one they were last signed with (`findUnsignedSteps`). Such an answer may be sent again as it is: the
 * next amendment carries it. A field shown only by documents whose amendment was signed is not there:
 * it was signed as it is, a correction must change it. Nearly every dossier: nothing ended unsigned,
 * one query.
 */
export async function findFieldsAwaitingSignature(
  deps: { db: Database; forms: FormStore },
  dossier: { id: number; values: Readonly<Record<string, unknown>> },
  fields: { keys: readonly string[]; before: Readonly<Record<string, unknown>> },
): Promise<Set<string>> {
  const awaiting = new Set<string>();
  const unchanged = fields.keys.filter((key) => same(fields.before[key], dossier.values[key]));
  if (unchanged.length === 0) return awaiting;
  const steps = (await findUnsignedSteps(deps.db, dossier.id)).filter((step) => !step.out);
  for (const step of steps) {
    const answers = unchanged
      .filter((key) => !awaiting.has(key) && !same(step.signed[key], dossier.values[key]))
      .map((key) => ({ key, value: step.signed[key] }));
    for (const key of await findAnswersShownByBlock(deps, dossier.id, step.blockId, answers)) {
      awaiting.add(key);
    }
  }
  return awaiting;
}
