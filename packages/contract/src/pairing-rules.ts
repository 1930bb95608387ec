import { MANDATE_DETENTION_MODE, type TPairingScope } from './integration.js';

/**
 * The pairing rules of spec 01 §5, shared by the code modal (which tells before confirming) and
 * the server (which refuses).
 */

/**
 * Whether a customer's co-subscriber status fits the subscriber's: the message key when it does
 * not, null when it does. A subscription with a co-subscriber fits a customer with one and a
 * customer without one yet (spec 01 §5's « or with no cosous »: the delivery brings the
 * co-subscriber to that customer's account); a subscription without one never goes to a customer
 * held with a co-subscriber (that person would hold shares nobody subscribed for).
 */
export function findCosubscriberMismatch(
  customerHasCosubscriber: boolean,
  subscriberHasCosubscriber: boolean,
): 'validation.error.customer-without-cosubscriber' | null {
  return !subscriberHasCosubscriber && customerHasCosubscriber
    ? 'validation.error.customer-without-cosubscriber'
    : null;
}

/**
 * Whether pairing this customer brings the subscription's co-subscriber to an account that has
 * none yet (allowed, but the manager is told).
 */
export function isCosubscriberAdded(customerHasCosubscriber: boolean, subscriberHasCosubscriber: boolean) {
  return subscriberHasCosubscriber && !customerHasCosubscriber;
}

/** The customer code paired to each scope of a dossier (bare owner, usufructuary), or null. */
export type TScopePairing = { np: string | null; usu: string | null };

/**
 * Whether pairing a customer code to a scope would pair one customer to both scopes: the message
 * key when it would (codes compare without case), null otherwise.
 */
export function findDuplicatedPairing(
  pairing: TScopePairing,
  scope: TPairingScope,
  code: string,
): 'validation.error.duplicated-pairing' | null {
  const other = pairing[scope === 'np' ? 'usu' : 'np'];
  return other && other.toLowerCase() === code.toLowerCase() ? 'validation.error.duplicated-pairing' : null;
}

/** What the mandate rule reads of a dossier. */
export type TMandatePairingInput = {
  detentionMode: string | null;
  dismembermentScope: string | null;
  pairingNp: string | null;
  pairingUsu: string | null;
  forceMandate: boolean;
};

/** Whether a dossier held by mandate lacks a counterpart in this pairing (recorded as forceMandate). */
export function isMandateCounterpartMissing(detentionMode: string | null, pairing: TScopePairing): boolean {
  return detentionMode === MANDATE_DETENTION_MODE && (pairing.np === null || pairing.usu === null);
}

/**
 * The mandate rule of spec 01 §5: a mandate dossier with no pairing yet, or whose counterpart is
 * still missing (forceMandate), needs its counterpart paired — the usufructuary for a bare-owner
 * subscription (scope np), else the bare owner. The message key, or null when validation may go on.
 */
export function findMandatePairingError(
  dossier: TMandatePairingInput,
): 'validation.error.usufruct-pairing-required' | 'validation.error.bareowner-pairing-required' | null {
  if (dossier.detentionMode !== MANDATE_DETENTION_MODE) return null;
  const noPairing = dossier.pairingNp === null && dossier.pairingUsu === null;
  if (!noPairing && !dossier.forceMandate) return null;
  if (dossier.dismembermentScope?.startsWith('np')) {
    return dossier.pairingUsu === null ? 'validation.error.usufruct-pairing-required' : null;
  }
  return dossier.pairingNp === null ? 'validation.error.bareowner-pairing-required' : null;
}
