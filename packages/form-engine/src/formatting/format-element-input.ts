import type { FormElement } from '../definition/form-definition.types.js';
import type { ElementValue } from '../values/element-value.types.js';
import { formatBic } from './format-bic.js';
import { formatIban } from './format-iban.js';
import { formatUppercase } from './format-uppercase.js';

/**
 * Applies an element's input formatting (spec 5) to a typed value: IBAN elements group by four (and
 * upper-case when `uppercase` is set), BIC elements strip spaces and upper-case, the SIRET element
 * strips spaces (it is printed « 123 456 789 00012 » on a Kbis, checked as digits only), other text
 * elements upper-case when `uppercase` is set. Lists are left as they are.
 */
export function formatElementInput(element: FormElement, value: ElementValue): ElementValue {
  if (typeof value !== 'string') return value;
  switch (element.type) {
    case 'input_iban':
    case 'input_iban_code':
      return formatIban(value, { uppercase: element.attributes.uppercase === true });
    case 'input_bic_code':
      return formatBic(value);
    default:
      if (element.attributes.role === 'siret') return value.replace(/\s+/g, '');
      return element.attributes.uppercase ? formatUppercase(value) : value;
  }
}
