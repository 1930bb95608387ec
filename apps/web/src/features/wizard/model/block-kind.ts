import type { LoadedForm } from '@souscription/form-engine';
import { isOngoing } from './wizard-access';

/** What a block is for, which decides its main button (spec 02 §2). */
export type TBlockKind = 'standard' | 'mandate' | 'signature' | 'finalisation';

/** The main button of a block card: begin, keep on, sign or finish. */
export type TBlockAction = 'begin' | 'keep-on' | 'sign' | 'finish';

/** Whether a signature block may be used now, or what the user is told instead. */
export type TSignatureAccess = 'allowed' | 'check-email' | 'sign-first';

const MANDATE = /mission|mandat/i;

/**
 * Signature blocks hold an e-signature button (`button_docusign_iframe`); the mandate (mission
 * letter) block is the one whose button signs the mission. The finalisation block is the last
 * block of the form.
 */
export function getBlockKind(form: LoadedForm, blockId: number): TBlockKind {
  const blockIndex = form.blockIndexById.get(blockId);
  if (blockIndex === undefined) return 'standard';
  const loaded = form.blocks[blockIndex]!;
  const signButton = loaded.elementIndices
    .map((index) => form.elements[index]!.element)
    .find((element) => element.type === 'button_docusign_iframe');
  if (signButton) {
    const docusignId = String(signButton.attributes.docusignId ?? '');
    return MANDATE.test(docusignId) || MANDATE.test(loaded.block.slug ?? '') ? 'mandate' : 'signature';
  }
  return blockIndex === form.blocks.length - 1 ? 'finalisation' : 'standard';
}

/** The main button: begin on the form's first block, sign on signature blocks, finish at the end. */
export function getBlockAction(kind: TBlockKind, firstOfForm: boolean): TBlockAction {
  if (kind === 'mandate' || kind === 'signature') return 'sign';
  if (kind === 'finalisation') return 'finish';
  return firstOfForm ? 'begin' : 'keep-on';
}

/**
 * Spec 02 §4: the mandate block is allowed while ongoing or adequacy_report_validated; with
 * mission_validated or adequacy_report_validation the user is told to consult their e-mail,
 * otherwise to sign first. The other signature block is allowed while ongoing,
 * adequacy_report_validated or signed. Other blocks are always allowed. Decision
 * (docs/decisions.md): the signature happens here, in the block's iframe, so the mandate block also
 * stays allowed while the mission envelope is out (mission_validation), and the subscription block
 * once the mission is validated or its own envelope is out (mission_validated, signature).
 */
export function getSignatureAccess(kind: TBlockKind, status: readonly string[]): TSignatureAccess {
  const has = (state: string) => status.includes(state);
  if (kind === 'mandate') {
    if (isOngoing(status) || has('adequacy_report_validated') || has('mission_validation')) return 'allowed';
    if (has('mission_validated') || has('adequacy_report_validation')) return 'check-email';
    return 'sign-first';
  }
  if (kind === 'signature') {
    const allowed = ['adequacy_report_validated', 'signed', 'mission_validated', 'signature'];
    return isOngoing(status) || allowed.some(has) ? 'allowed' : 'sign-first';
  }
  return 'allowed';
}

/** A mandate or signature block: its main button signs. */
export function isSignatureBlock(form: LoadedForm, blockId: number): boolean {
  const kind = getBlockKind(form, blockId);
  return kind === 'mandate' || kind === 'signature';
}

/** The page a user who may no longer fill the form starts on: the one holding a signature block. */
export function findSignaturePageId(form: LoadedForm): number | null {
  const block = form.blocks.find((loaded) => isSignatureBlock(form, loaded.block.id));
  return block ? block.block.page_id : null;
}
