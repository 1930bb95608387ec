import type { MessageCatalogue } from './message-keys.js';

/**
 * French texts of the engine's messages (the default language). The spec's French texts are kept
 * word for word, including « différents » in the spouse phone message, written with the typographic
 * apostrophe like every other French text of the product.
 */
export const MESSAGES_FR: MessageCatalogue = {
  'validation.error.required': 'Veuillez renseigner le champ {{label}}',
  'validation.error.phone': 'Le format du numéro de téléphone est invalide',
  'validation.error.email': 'L’adresse e-mail est invalide',
  'validation.error.iban': 'Le format de l’IBAN saisi est incorrect.',
  'validation.error.bic': 'Le format du BIC est invalide',
  'validation.error.iban-parts': 'Le format de l’IBAN saisi est incorrect.',
  'validation.error.bic-parts': 'Code BIC invalide',
  'validation.error.receipt': 'Veuillez téléverser votre justificatif {{label}}',
  'validation.error.upload-required': 'Merci de téléverser ce document obligatoire',
  'validation.error.siret': 'SIRET invalide',
  'validation.error.minvalue': 'Veuillez saisir une valeur d’au moins {{value}}',
  'validation.error.maxvalue': 'Veuillez saisir une valeur inférieure ou égale à {{value}}',
  'validation.error.number': 'Veuillez saisir un nombre',
  'validation.error.integer': 'Veuillez saisir un nombre entier',
  'validation.error.checkbox': 'Veuillez cocher la case «\u00a0{{label}}\u00a0»',
  'validation.error.checkboxes': 'Veuillez cocher au moins une case',
  'validation.error.decimals': 'Veuillez saisir au plus {{value}} décimales',
  'validation.error.select-multiple': 'Veuillez sélectionner au moins un champ',
  'validation.error.select-single': 'Veuillez sélectionner une réponse',
  'validation.error.unknown-option': 'Veuillez choisir l’une des réponses proposées',
  'validation.error.percentage-range-group-sum':
    'La somme des valeurs doit être comprise entre {{min}} et {{max}}',
  'validation.error.percentage-range-group-sum-exact': 'La somme des valeurs doit être égale à {{value}}',
  'validation.error.ordering-required':
    'Veuillez classer les choix de « {{label}} », ou valider l’ordre proposé',
  'validation.error.pattern': 'Le format saisi est invalide',
  'validation.error.postal-code': 'Le code postal doit comporter 5 chiffres',
  'validation.error.ordered-integers-distinct': 'Chaque rang ne peut être attribué qu’une seule fois',
  'element.error.different-to-expected': 'Le montant en lettres ne correspond pas au montant saisi',
  'validation.error.date': 'Veuillez saisir une date valide (jj/mm/aaaa)',
  'validation.error.mindate': 'Veuillez saisir une date postérieure ou égale au {{date}}',
  'validation.error.maxdate': 'Veuillez saisir une date antérieure ou égale au {{date}}',
  'validation.error.phones-must-differ':
    'Pour pouvoir signer la souscription en ligne, il est nécessaire d’avoir 2 numéros de téléphones différents',
  'validation.error.spouse-phone-must-differ':
    'Le téléphone du conjoint doit être différents du téléphone du souscripteur',
  'validation.error.mail-must-be-different-from-co-sub':
    'L’adresse e-mail du co-souscripteur doit être différente de celle du souscripteur',
  'validation.error.mail-must-be-different-from-partner':
    'L’adresse e-mail du partenaire doit être différente de celle du souscripteur',
  'validation.error.mail-must-be-different-from-spouse':
    'L’adresse e-mail du conjoint doit être différente de celle du souscripteur',
  'validation.error.suitability-must-be-yes':
    'Votre souscription ne peut pas être enregistrée. Veuillez contacter la société de gestion ou votre conseiller financier afin de compléter votre connaissance des risques du produit.',
  'validation.error.suitability-must-be-no':
    'Votre souscription ne peut pas être enregistrée avec cette réponse. Veuillez contacter la société de gestion ou votre conseiller financier.',
  'validation.error.unknown-block': 'Ce bloc n’appartient pas au formulaire',
  'validation.error.block-not-visible': 'Ce bloc n’est pas disponible pour ce dossier',
};
