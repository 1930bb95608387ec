import { isMoneyElement, isNumericElement } from './is-numeric-element.js';
import { addFinding, type LintContext } from './lint-context.js';

/**
 * Reports calculations that read, as a number, an element that does not hold one (the result is then
 * always empty), and calculations computing money — marked financial or a currency amount, or reading
 * an amount or the product's price in arithmetic — without a `precision`.
 */
export function checkCalculations(context: LintContext): void {
  for (const [id, formula] of context.formulas) {
    const element = context.elementById.get(id);
    if (!element) continue;
    for (const readId of formula.numericReads) {
      const read = context.elementById.get(readId);
      if (!read || isNumericElement(read)) continue;
      addFinding(context, {
        severity: 'error',
        code: 'calculation.non-numeric-input',
        elementIds: [id, readId],
        blockIds: [element.block_id],
        params: { name: element.name, read: read.name, type: read.type },
      });
    }
    const computesMoney =
      isMoneyElement(element) ||
      formula.functions.has('product_price') ||
      formula.numericReads.some((readId) => {
        const read = context.elementById.get(readId);
        return read !== undefined && isMoneyElement(read);
      });
    const precision = element.attributes.precision;
    if (computesMoney && (precision === null || precision === undefined) && !formula.functions.has('words')) {
      addFinding(context, {
        severity: 'error',
        code: 'calculation.missing-precision',
        elementIds: [id],
        blockIds: [element.block_id],
        params: { name: element.name },
      });
    }
  }
}
