/** The dossier context a form state evaluates in. */
export type FormContext = {
  /** The dossier's direct flag (read by `dossier` rules). */
  direct: boolean;
  /** The dossier's states; a dossier may be in several (read by `state` rules). */
  dossierState: readonly string[];
  /** Today, dd/mm/yyyy or yyyy-mm-dd (ages of `input_date` rules and `age()`). */
  today: string;
  /** The tenant code, for information (the tenant's data comes with the definition). */
  tenant?: string | null;
  /** The product code when the form has no product choice element or it is still empty. */
  productCode?: string | null;
  /** Receipts on the dossier: a file element with a receipt counts as filled. */
  receipts?: readonly { elementId: number }[];
  /** Read-only viewing (spec 5): nothing is required, everything is disabled. */
  readOnly?: boolean;
};
