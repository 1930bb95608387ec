import type { MessageCatalogue } from './message-keys.js';

/** English texts of the engine's messages; the spec's own texts where it gives them. */
export const MESSAGES_EN: MessageCatalogue = {
  'validation.error.required': 'Please enter the {{label}} field',
  'validation.error.phone': 'Invalid phone number format',
  'validation.error.email': 'Invalid email',
  'validation.error.iban': 'Invalid IBAN format',
  'validation.error.bic': 'Invalid BIC format',
  'validation.error.iban-parts': 'The IBAN format entered is incorrect.',
  'validation.error.bic-parts': 'BIC code invalid',
  'validation.error.receipt': 'Please upload your {{label}} receipt file',
  'validation.error.upload-required': 'Please upload this mandatory document',
  'validation.error.siret': 'Invalid SIRET',
  'validation.error.minvalue': 'Please enter a value of at least {{value}}',
  'validation.error.maxvalue': 'Please enter a value less than or equal to {{value}}',
  'validation.error.number': 'Please enter a number',
  'validation.error.integer': 'Please enter a whole number',
  'validation.error.checkbox': 'Please tick “{{label}}”',
  'validation.error.checkboxes': 'Please tick at least one box',
  'validation.error.decimals': 'Please enter at most {{value}} decimals',
  'validation.error.select-multiple': 'Please select at least one field',
  'validation.error.select-single': 'Please select one field',
  'validation.error.unknown-option': 'Please choose one of the proposed answers',
  'validation.error.percentage-range-group-sum': 'Sum of values should be between {{min}} and {{max}}',
  'validation.error.percentage-range-group-sum-exact': 'The values must add up to {{value}}',
  'validation.error.ordering-required': 'Please rank the choices of “{{label}}”, or confirm the order shown',
  'validation.error.pattern': 'The format entered is invalid',
  'validation.error.postal-code': 'The postal code must have 5 digits',
  'validation.error.ordered-integers-distinct': 'Each rank can be given only once',
  'element.error.different-to-expected': 'The amount in words does not match the amount',
  'validation.error.date': 'Please enter a valid date (dd/mm/yyyy)',
  'validation.error.mindate': 'Please enter a date on or after {{date}}',
  'validation.error.maxdate': 'Please enter a date on or before {{date}}',
  'validation.error.phones-must-differ':
    'To sign the subscription online, two different phone numbers are required',
  'validation.error.spouse-phone-must-differ':
    "The spouse's phone must be different from the subscriber's phone",
  'validation.error.mail-must-be-different-from-co-sub':
    "The co-subscriber's email must be different from the subscriber's email",
  'validation.error.mail-must-be-different-from-partner':
    "The partner's email must be different from the subscriber's email",
  'validation.error.mail-must-be-different-from-spouse':
    "The spouse's email must be different from the subscriber's email",
  'validation.error.suitability-must-be-yes':
    'Your subscription cannot be registered. Please contact the management company or your financial advisor to complete your knowledge of the risks of the product.',
  'validation.error.suitability-must-be-no':
    'Your subscription cannot be registered with this answer. Please contact the management company or your financial advisor.',
  'validation.error.unknown-block': 'This block does not belong to the form',
  'validation.error.block-not-visible': 'This block is not available for this dossier',
};
