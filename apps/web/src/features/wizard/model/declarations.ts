import {
  findStepAwaitingDeclarations,
  givesSubscriberDeclarations,
  hasPartySigned,
} from '@souscription/contract';
import type { FormState } from '@souscription/form-engine';
import { getSignButtonTarget, listBlockSignButtons, type TSigner } from './sign-buttons';
import type { TWizardAccess } from './wizard-access';

/**
 * How a signature block's own answers — the subscriber's declarations (« Je certifie… », « J'ai lu
 * la lettre de mission ») — stand for this user (issue 32): 'edit' for whoever signs or hosts the
 * subscriber's part while they may change (also while the step's envelope is out, until she signed);
 * 'theirs' for anyone else while she has not signed (an advisor who signs first never ticks them: she
 * does, in her own ceremony); 'read-only' otherwise. null for a block without sign buttons.
 */
export type TDeclarations = 'edit' | 'theirs' | 'read-only';

export function getBlockDeclarations(
  formState: FormState,
  blockId: number,
  status: readonly string[],
  signer: TSigner,
  access: Pick<TWizardAccess, 'readOnly' | 'readOnlyReason'>,
): TDeclarations | null {
  const step = listBlockSignButtons(formState, blockId)
    .map(getSignButtonTarget)
    .find((target) => target !== null)?.step;
  if (step === undefined) return null;
  const herSigned = hasPartySigned(status, { step, party: 'subscriber' });
  if (!givesSubscriberDeclarations(signer.userId, signer.accounts)) return herSigned ? 'read-only' : 'theirs';
  if (!access.readOnly) return 'edit';
  const open = access.readOnlyReason === 'status' && findStepAwaitingDeclarations(status) === step;
  return open ? 'edit' : 'read-only';
}
