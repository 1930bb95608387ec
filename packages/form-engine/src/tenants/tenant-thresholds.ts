/** Business thresholds of spec 9, in euros. */
export const TENANT_THRESHOLDS = {
  /** swisslife-am: a file is required when the subscription amount is greater than this. */
  swisslifeReceiptAmount: 30000,
  /** aestiam: proof documents are required when the subscription amount is at least this. */
  aestiamProofAmount: 50000,
  /** A conditional block appears when an amount exceeds this. */
  conditionalBlockAmount: 100000,
} as const;

/** Product code of Plein Air Invest, which needs the swisslife-am file whatever the amount. */
export const PLEIN_AIR_INVEST_PRODUCT_CODE = 'PI';
