import type { LoadedForm } from '@souscription/form-engine';

/** What a block is for, which decides its main button (spec 02 §2). */
export type TBlockKind = 'standard' | 'mandate' | 'signature' | 'finalisation';

/** The main button of a block card: begin, keep on, sign or finish. */
export type TBlockAction = 'begin' | 'keep-on' | 'sign' | 'finish' | 'save-correction';

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
