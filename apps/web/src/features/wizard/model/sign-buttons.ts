import type { FormElement } from '@souscription/form-engine';

/** The parties who sign (spec 01 §4). */
export const SIGNING_PARTIES = [
  'subscriber',
  'co_subscriber',
  'subscriber_spouse',
  'subscriber_advisor',
] as const;
const SIGN_BUTTON =
  /^(mission|subscription)(?:_(subscriber|co_subscriber|subscriber_spouse|subscriber_advisor))?$/;

/** What a signature button signs: the mission or the subscription, for one party. */
export type TSignButtonTarget = {
  document: 'mission' | 'subscription';
  party: (typeof SIGNING_PARTIES)[number];
};

/**
 * The document and party of a `button_docusign_iframe` from its docusignId: 'mission' or
 * 'subscription', optionally followed by the party (`subscription_co_subscriber`); the subscriber
 * when none is named. null for an id of no known button.
 */
export function getSignButtonTarget(element: FormElement): TSignButtonTarget | null {
  const match = SIGN_BUTTON.exec(String(element.attributes.docusignId ?? '').trim());
  if (!match) return null;
  return {
    document: match[1] as TSignButtonTarget['document'],
    party: (match[2] ?? 'subscriber') as TSignButtonTarget['party'],
  };
}

/**
 * Spec 01 §4: a sign button is hidden when the folder is signed or mission_validated, or when its
 * state holds the signed-by state of that button's party; an unknown button counts as signed.
 */
export function isSignButtonHidden(element: FormElement, status: readonly string[]): boolean {
  if (element.type !== 'button_docusign_iframe') return false;
  if (status.includes('signed') || status.includes('mission_validated')) return true;
  const target = getSignButtonTarget(element);
  if (!target) return true;
  return status.includes(`${target.document}_signed_by_${target.party}`);
}
