import { mayPushAnalytics } from '../../../shared/consent/analytics-consent';
import type { TSignatureTarget } from '../../../shared/signature/signature-message';

/** The window with the tag manager's queue (Google Tag Manager and alike read `dataLayer`). */
type TWindowWithDataLayer = Window & { dataLayer?: unknown[] };

/**
 * Spec 02 §4: one tenant gets an analytics event on signing. When the public configuration names
 * one, `{ event, signatureStep, signatureParty }` is pushed to `window.dataLayer`. Decision
 * (docs/decisions.md): what was signed, by which kind of party — never a name, an e-mail or the
 * dossier's id. With the tenant's cookie consent tool on, only once the user accepted audience
 * measurement.
 */
export function pushSignatureEvent(eventName: string | undefined, signed: TSignatureTarget): void {
  if (!eventName || !mayPushAnalytics()) return;
  const target = window as TWindowWithDataLayer;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: eventName, signatureStep: signed.step, signatureParty: signed.party });
}
