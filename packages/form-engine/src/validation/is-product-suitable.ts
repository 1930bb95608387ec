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
