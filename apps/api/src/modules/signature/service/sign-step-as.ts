import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { SIGNING_PAGE_PREFIX } from '../provider/embedded-provider.js';
import type { SigningProvider } from '../provider/signing-provider.js';
import { openSignatureCeremony, type TRequestOrigin } from './open-signature-ceremony.js';
import { finishSigningPage, openSigningPage, type TPageRequest } from './signing-ceremony.js';
import type { SignatureDeps } from './signature-deps.js';

/** How far a party goes: the address asked for (envelope sent), the page opened, or « Signer ». */
export type TSignUntil = 'sent' | 'delivered' | 'signed';

/**
 * One party's turn on a step, by `actor`, driven as the wizard and the signing page drive it: the
 * signing address asked for (on the first call the step's envelope is opened: its block's documents
 * generated, one recipient per party, `sent` events), then the page opened (`delivered`), then
 * « Signer » with the consent given (`signed`; the last signature completes the envelope and seals
 * its documents). Every rule of the real flow applies (who may sign for whom, open states, one
 * envelope per step). The demo seed gives its signed folders their envelopes this way.
 * @throws ApiError as `GET …/iframe` refuses; Error when the signing page refuses (its `refusal`).
 */
export async function signStepAs(
  deps: SignatureDeps,
  provider: SigningProvider,
  actor: Actor,
  input: {
    folderId: number;
    step: TSignatureStep;
    party: TSignatureParty;
    origin: TRequestOrigin;
    until?: TSignUntil;
  },
): Promise<void> {
  const { url } = await openSignatureCeremony(deps, provider, actor, input);
  const until = input.until ?? 'signed';
  if (until === 'sent') return;
  const token = url.slice(`${SIGNING_PAGE_PREFIX}/`.length);
  const request: TPageRequest = {
    userId: actor.userId,
    ip: input.origin.ip,
    userAgent: input.origin.userAgent,
  };
  const opened = await openSigningPage(deps, token, request);
  if (!opened.ok) throw new Error(`signing page refused: ${opened.refusal}`);
  if (until === 'delivered') return;
  const finished = await finishSigningPage(deps, token, request, 'sign');
  if (!finished.ok) throw new Error(`signing page refused: ${finished.refusal}`);
}
