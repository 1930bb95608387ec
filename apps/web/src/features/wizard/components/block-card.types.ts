import type { ReactNode, Ref } from 'react';
import type { Block } from '@souscription/form-engine';
import type { TSignatureAccess } from '@souscription/contract';
import type { TBlockAction } from '../model/block-kind';
import type { TBlockCardState } from '../model/block-states';
import type { TSignatureFrameState } from '../model/wizard-reducer';
import type { TBlockSignature } from '../model/sign-buttons';
import type { TSignatureMessage } from '../../../shared/signature/signature-message';
import type { TBlockFieldsProps } from './block-fields';

export type TBlockCardProps = {
  block: Block;
  /** Position among the page's visible blocks (1-based) and their count. */
  number: number;
  count: number;
  state: TBlockCardState;
  /** The widgets' props (open and read-only states). */
  fields: Omit<TBlockFieldsProps, 'elements' | 'showErrors'> & Pick<TBlockFieldsProps, 'elements'>;
  showErrors: boolean;
  action: TBlockAction;
  /** A previous visible block exists (on this page or a previous one). */
  canGoBack: boolean;
  canModify: boolean;
  canDuplicate: boolean;
  /** The block is being saved. */
  saving: boolean;
  /** Something else runs: the buttons wait. */
  locked: boolean;
  signatureAccess: TSignatureAccess;
  /** The status explains why signing is not possible yet (the adequacy report is being written). */
  adequacyPending: boolean;
  /** A signature block: signed by every party shown, this user's signature to give, or others' awaited. */
  signature: TBlockSignature | null;
  /**
   * The subscriber's name when the block's declarations are hers to tick, not this user's (issue 32):
   * its fields are read-only and a note says so; null otherwise.
   */
  declarationsBy?: string | null;
  /** The signing page open in this block. */
  signatureFrame: TSignatureFrameState | null;
  onSigned: (message: TSignatureMessage) => void;
  onCloseFrame: () => void;
  /** The signing page could not be shown: ask for a new address. */
  onRetryFrame: () => void;
  /** The advisor cancelled the block's envelope out for signature: the dossier is read again. */
  onEnvelopeCancelled: () => void;
  /** A signed dossier read as finished: every block complete, shown read-only. */
  finished: boolean;
  /** Messages about this block's last action (failure banner, success notices), by its buttons. */
  messages?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  containerRef?: Ref<HTMLElement>;
  onSubmit: (blockId: number) => void;
  onBack: (blockId: number) => void;
  onModify: (blockId: number) => void;
  onDuplicate: () => void;
};
