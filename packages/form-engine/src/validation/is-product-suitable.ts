import type { FormState } from '../state/form-state.types.js';
import { SUITABILITY_ANSWERS } from './validate-suitability-answer.js';

function sameAnswer(value: unknown, expected: string): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === expected.toLowerCase();
}

/**
 * The adequacy conclusion (« produit adapté »): every visible suitability question has the answer
 * it expects ('Oui', or 'Non' for the `suitability_no` one), there is at least one, and every
 * visible knowledge assessment (`knowledge_assessment`) reads its first option, the best result — a
 * wrong quiz answer makes the product unsuitable. What the adequacy report concludes and what lets
 * a dossier reach its signature.
 */
export function isProductSuitable(state: FormState): boolean {
  let questions = 0;
  for (const { element } of state.form.elements) {
    if (!state.isVisible(element.id)) continue;
    const role = element.attributes.role;
    const value = state.getValue(element.id);
    if (role === 'suitability_yes' || role === 'suitability_no') {
      questions += 1;
      const expected = role === 'suitability_yes' ? SUITABILITY_ANSWERS.yes : SUITABILITY_ANSWERS.no;
      if (!sameAnswer(value, expected)) return false;
    } else if (role === 'knowledge_assessment') {
      const best = element.attributes.options?.[0]?.value;
      if (best === undefined || !sameAnswer(value, String(best))) return false;
    }
  }
  return questions > 0;
}

/** An answer that makes the product unsuitable: a suitability question answered against what it expects, or a knowledge assessment short of its best result. */
export type TUnsuitableAnswer = { elementId: number; kind: 'suitability' | 'knowledge' };

/**
 * The answers given so far that already make the product unsuitable (issue 32: said where it is
 * decided, as soon as it is): each visible suitability question answered, but not as it expects, and
 * each visible knowledge assessment calculated, but not at its best. Unanswered questions decide
 * nothing yet. Empty while nothing given makes it unsuitable (`isProductSuitable` may still be false
 * until every question is answered).
 */
export function findUnsuitableAnswers(state: FormState): TUnsuitableAnswer[] {
  const causes: TUnsuitableAnswer[] = [];
  for (const { element } of state.form.elements) {
    if (!state.isVisible(element.id)) continue;
    const role = element.attributes.role;
    const value = state.getValue(element.id);
    if (value === undefined || value === null || value === '') continue;
    if (role === 'suitability_yes' || role === 'suitability_no') {
      const expected = role === 'suitability_yes' ? SUITABILITY_ANSWERS.yes : SUITABILITY_ANSWERS.no;
      if (!sameAnswer(value, expected)) causes.push({ elementId: element.id, kind: 'suitability' });
    } else if (role === 'knowledge_assessment') {
      const best = element.attributes.options?.[0]?.value;
      if (best !== undefined && !sameAnswer(value, String(best)))
        causes.push({ elementId: element.id, kind: 'knowledge' });
    }
  }
  return causes;
}
