import { getBlockKind } from '../model/block-kind';
import { getBlockSignature } from '../model/sign-buttons';
import type { TWizardModel } from './use-wizard-model';

type TBlockFlow = { start: (blockId: number) => void };

/**
 * A block's main button: a signature block has none until its signature happened (each party signs
 * with its own named button, issue 32), then goes on like any block; the form's last block finishes
 * (the submit use case); the others save and go on. Nothing while a block is closing.
 */
export function useBlockSubmit(
  model: TWizardModel,
  flows: { saveBlock: TBlockFlow; finishBlock: TBlockFlow },
): (blockId: number) => void {
  const { closingBlockId } = model.ui;
  const { formState, dossier, signer } = model;
  return (blockId: number) => {
    if (closingBlockId !== null) return;
    const kind = getBlockKind(formState.form, blockId);
    if (kind === 'mandate' || kind === 'signature') {
      if (getBlockSignature(formState, blockId, dossier.status, signer) === 'signed')
        flows.saveBlock.start(blockId);
      return;
    }
    (kind === 'finalisation' ? flows.finishBlock : flows.saveBlock).start(blockId);
  };
}
