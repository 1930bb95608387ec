import { isBackOfficeRole, type TRole } from '@souscription/contract';

/** Why the form is shown read-only, when it is. */
export type TReadOnlyReason = 'back-office' | 'status';

/** What the signed-in user may do on the open dossier (spec 02 §4 and §6). */
export type TWizardAccess = {
  /** back_office_user or manage_dossier. */
  backOffice: boolean;
  /** Nothing can be changed: widgets read-only, create-prospect and authorize disabled, nothing saved. */
  readOnly: boolean;
  /**
   * The read-only mode of spec 5 for the roles that view the client form: the engine runs with
   * `readOnly` (nothing required, everything disabled, sign buttons too). A dossier that has left the
   * ongoing state is read-only without it, so that its signature buttons stay usable.
   */
  engineReadOnly: boolean;
  readOnlyReason: TReadOnlyReason | null;
  /**
   * Back-office walk: every visible block of a page is shown read-only at once, with a 'next step'
   * link to the following page, instead of the one-block-at-a-time flow.
   */
  walk: boolean;
  /** The Modify button of a summary card reopens the block. */
  canModify: boolean;
  /**
   * A signed dossier opened by anyone but the back office: it reads as finished — every block
   * complete and readable, page after page, with the signed archive and the history offered.
   */
  finished: boolean;
  /**
   * A signed dossier under correction (issue 35): the blocks holding a flagged field, open for
   * editing while every other block stays read-only. Empty otherwise.
   */
  correctionBlockIds: ReadonlySet<number>;
};

const NO_BLOCKS: ReadonlySet<number> = new Set();

export type TWizardAccessInput = {
  role: TRole;
  /** The dossier's states. */
  status: readonly string[];
  /** The dossier is on the tenant's back-office form. */
  backOfficeForm: boolean;
  /** The blocks holding an open flagged field of a signed dossier (issue 35). */
  correctionBlockIds?: ReadonlySet<number>;
};

/** Whether the dossier is ongoing in the spec's sense: state ongoing, or no state yet. */
export function isOngoing(status: readonly string[]): boolean {
  return status.length === 0 || status.includes('ongoing');
}

/**
 * A signature envelope is out (mission_validation, signature) or the dossier signed: the answers are
 * locked (the server refuses to save them), the sign buttons stay usable. Once the mission is
 * validated the subscription block's own answers are still to give.
 */
export function isSignatureUnderway(status: readonly string[]): boolean {
  return ['mission_validation', 'signature', 'signed'].some((state) => status.includes(state));
}

/** Signed, or in signature: the back link is hidden and completed steps are no longer links. */
export function isSignedOrInSignature(status: readonly string[]): boolean {
  return status.includes('signed') || status.includes('signature');
}

/**
 * Decision (recorded in docs/decisions.md): read-only mode applies to
 * - back_office_user and manage_dossier on every form but the back-office form (spec 4: they skip
 *   saving there; the API answers 403), walking the blocks with 'next step' links;
 * - everyone else once the dossier has left the ongoing state (signed, in signature, canceled,
 *   mission or adequacy validation…): non-back-office users may modify only in the ongoing state;
 *   and once a signature envelope is out, even with 'ongoing' kept (the signed documents hold the
 *   answers). A signed dossier reads as finished: its pages are shown whole, read-only.
 */
export function getWizardAccess({
  role,
  status,
  backOfficeForm,
  correctionBlockIds = NO_BLOCKS,
}: TWizardAccessInput): TWizardAccess {
  const backOffice = isBackOfficeRole(role);
  if (backOffice) {
    return {
      backOffice,
      readOnly: !backOfficeForm,
      engineReadOnly: !backOfficeForm,
      readOnlyReason: backOfficeForm ? null : 'back-office',
      walk: !backOfficeForm,
      canModify: true,
      finished: false,
      correctionBlockIds: NO_BLOCKS,
    };
  }
  const open = isOngoing(status) && !isSignatureUnderway(status);
  const finished = status.includes('signed');
  return {
    backOffice,
    readOnly: !open,
    engineReadOnly: false,
    readOnlyReason: open ? null : 'status',
    walk: finished,
    canModify: open,
    finished,
    // The back office flags; the advisor's side and the customer correct (the server checks it).
    correctionBlockIds: finished ? correctionBlockIds : NO_BLOCKS,
  };
}

/**
 * A step of the stepper is a link when it is complete and the dossier is neither signed nor in
 * signature; always for back-office roles (spec 02 §2), and for a finished dossier, read page by page.
 */
export function isStepClickable(input: {
  backOffice: boolean;
  complete: boolean;
  current: boolean;
  status: readonly string[];
  finished?: boolean;
}): boolean {
  if (input.current) return false;
  if (input.backOffice || input.finished) return true;
  return input.complete && !isSignedOrInSignature(input.status);
}

/** The back link shows off the first page, outside the signed and signature states (spec 02 §2). */
export function isBackLinkShown(currentPageIndex: number, status: readonly string[]): boolean {
  return currentPageIndex > 0 && !isSignedOrInSignature(status);
}
