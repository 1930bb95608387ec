import type { TenantCode, TenantRule } from '../definition/tenant-configuration.types.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { PLEIN_AIR_INVEST_PRODUCT_CODE, TENANT_THRESHOLDS } from './tenant-thresholds.js';

/**
 * swisslife-am (spec 5): the file with role `threshold_receipt` is required when the subscription amount
 * (role `subscription_amount`) is greater than 30000 or the product is Plein Air Invest (PI); a missing
 * file then gives 'validation.error.upload-required'.
 */
export const SWISSLIFE_AM_RULES: readonly TenantRule[] = [
  {
    id: 'swisslife-am.receipt-above-30000-or-pi',
    description: 'File required when the subscription amount is greater than 30000 or the product is PI',
    target_role: 'threshold_receipt',
    when: {
      logical_operator: 'OR',
      tests: [
        {
          subject: 'subscription_amount',
          operator: 'greater',
          value: TENANT_THRESHOLDS.swisslifeReceiptAmount,
        },
        { subject: 'product_code', operator: 'equal', value: PLEIN_AIR_INVEST_PRODUCT_CODE },
      ],
    },
    actions: { required: true },
    message: MESSAGE_KEYS.uploadRequired,
  },
];

/**
 * aestiam (spec 5): from 50000 of subscription amount the proof fields (role `proof_document`, selects
 * for the legal-entity or natural-person proof) are enabled and required; left empty they give
 * 'validation.error.select-multiple' ('Veuillez sélectionner au moins un champ') or
 * 'validation.error.select-single' ('Veuillez sélectionner une réponse'). Below the threshold they keep
 * their static attributes (the seed defines them disabled and not required).
 */
export const AESTIAM_RULES: readonly TenantRule[] = [
  {
    id: 'aestiam.proof-from-50000',
    description: 'Proof documents enabled and required when the subscription amount is 50000 or more',
    target_role: 'proof_document',
    when: {
      tests: [
        {
          subject: 'subscription_amount',
          operator: 'greater_equal',
          value: TENANT_THRESHOLDS.aestiamProofAmount,
        },
      ],
    },
    actions: { required: true, disabled: false },
  },
];

/** The rules of every tenant of spec 9, for the API seed to store; tenants without rules have none. */
export const TENANT_RULES: Readonly<Record<TenantCode, readonly TenantRule[]>> = {
  voisin: [],
  sogenial: [],
  remake: [],
  'swisslife-am': SWISSLIFE_AM_RULES,
  paref: [],
  altarea: [],
  demo: [],
  aestiam: AESTIAM_RULES,
  norma: [],
  default: [],
};
