/** Spec 01 §9: the return page asks for the folder every 3 s… */
export const SIGNATURE_POLL_MS = 3000;
/** …and gives up after 25 s. */
export const SIGNATURE_GIVE_UP_MS = 25_000;
/** Spec 01 §9, 02 §9: a signature iframe that reported an error is cleared after 5000 ms. */
export const SIGNATURE_ERROR_CLEAR_MS = 5000;

/** What a sign button signs (its `docusignId`) and for whom. */
export type TSignatureTarget = {
  /** The signing step: 'mission' or 'subscription'. */
  step: string;
  /** The party: subscriber, co_subscriber, subscriber_spouse or subscriber_advisor. */
  party: string;
};

/**
 * How a signature attempt ended, as the iframe tells the wizard around it: signed; not confirmed
 * within 25 s; or ended without a signature for a reason the signing page reported (declined,
 * expired, cancelled, locked), which the frame itself explains.
 */
export type TSignatureOutcome = 'success' | 'failure' | 'ended';

const OUTCOMES: readonly string[] = ['success', 'failure', 'ended'] satisfies TSignatureOutcome[];

/** The message the signature pages post to the window around the iframe. */
export type TSignatureMessage = TSignatureTarget & {
  type: 'souscription:signature';
  outcome: TSignatureOutcome;
  dossierId: number;
};

const MESSAGE_TYPE = 'souscription:signature';

/**
 * Tells the window around the signature iframe how the attempt ended. The target origin is our own:
 * no other site may read it. Nothing is posted when the page is not in a frame.
 */
export function postSignatureMessage(message: Omit<TSignatureMessage, 'type'>): void {
  if (window.parent === window) return;
  window.parent.postMessage(
    { type: MESSAGE_TYPE, ...message } satisfies TSignatureMessage,
    window.location.origin,
  );
}

/**
 * The signature message of a `message` event, or null when the event is not one: it must come from
 * one of the trusted origins (ours, and the signing page's) and have the expected shape.
 */
export function readSignatureMessage(
  event: MessageEvent,
  trustedOrigins: readonly string[],
): TSignatureMessage | null {
  if (!trustedOrigins.includes(event.origin)) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<TSignatureMessage>;
  if (message.type !== MESSAGE_TYPE) return null;
  if (!OUTCOMES.includes(String(message.outcome))) return null;
  if (typeof message.dossierId !== 'number' || typeof message.step !== 'string') return null;
  if (typeof message.party !== 'string') return null;
  return message as TSignatureMessage;
}
