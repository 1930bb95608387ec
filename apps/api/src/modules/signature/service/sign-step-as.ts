import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { readDemoMailboxCode } from '../../messages/index.js';
import { SIGNING_PAGE_PREFIX } from '../provider/embedded-provider.js';
import type { SigningProvider } from '../provider/signing-provider.js';
import { sendCeremonyCode, verifyCeremonyCode } from './ceremony-code.js';
import { openSignatureCeremony, type TRequestOrigin } from './open-signature-ceremony.js';
import {
  finishSigningPage,
  getCeremonyConsent,
  openSigningPage,
  type TPageRequest,
} from './signing-ceremony.js';
import type { CeremonyDeps } from './signature-deps.js';

/** How far a party goes: the address asked for (envelope sent), the page opened, or « Signer ». */
export type TSignUntil = 'sent' | 'delivered' | 'signed';

/**
 * One party's turn on a step, by `actor`, driven as the wizard and the signing page drive it: the
 * signing address asked for (on the first call the step's envelope is opened: its block's documents
 * generated, one recipient per party, `sent` events), then the page opened (`opened`), then the
 * party's one-time code asked for, read where the party reads it (the demo mailbox: this runs on
 * demo installations only), typed, and « Signer » with the consent given (`signed`; the last
 * signature completes the envelope and seals its documents). Every rule of the real flow applies
 * (who may sign for whom, open states, one envelope per step, the code). The demo seed gives its
 * signed folders their envelopes this way.
 * @throws ApiError as `POST …/ceremonies` refuses; Error when the signing page refuses (its `refusal`)
 *   or a step of the code does not go through.
 */
export async function signStepAs(
  deps: CeremonyDeps,
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
  if (opened.value.codeState !== 'not-needed') {
    if (deps.transport.mode !== 'demo-mailbox') throw new Error('signStepAs reads codes in the demo mailbox');
    const sent = await sendCeremonyCode(deps, token, request);
    if (!sent.ok) throw new Error(`signing page refused: ${sent.refusal}`);
    if (sent.notice.kind !== 'code-sent') throw new Error(`no code sent: ${sent.notice.kind}`);
    const code = await readDemoMailboxCode(deps.db, opened.value.recipient.id);
    const verified = await verifyCeremonyCode(deps, token, request, code ?? '');
    if (!verified.ok) throw new Error(`signing page refused: ${verified.refusal}`);
    if (verified.notice.kind !== 'code-verified')
      throw new Error(`code not verified: ${verified.notice.kind}`);
  }
  const finished = await finishSigningPage(deps, token, request, {
    decision: 'sign',
    consent: 'yes',
    consentVersion: getCeremonyConsent(opened.value).version,
  });
  if (!finished.ok) throw new Error(`signing page refused: ${finished.refusal}`);
  if (finished.problem) throw new Error(`not signed: ${finished.problem}`);
}
