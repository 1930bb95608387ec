import type { TLocale, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { t, type TServerKey } from '../../../i18n/translate.js';

const PARTY_KEYS = {
  subscriber: 'signature.party.subscriber',
  co_subscriber: 'signature.party.co_subscriber',
  subscriber_spouse: 'signature.party.subscriber_spouse',
  subscriber_advisor: 'signature.party.subscriber_advisor',
} as const satisfies Record<TSignatureParty, TServerKey>;

const STEP_KEYS = {
  mission: 'signature.step.mission',
  subscription: 'signature.step.subscription',
} as const satisfies Record<TSignatureStep, TServerKey>;

/** The role of a party, in words (« Co-souscripteur »), as the signing page and the PDFs name it. */
export function describeParty(party: TSignatureParty, locale: TLocale): string {
  return t(locale, PARTY_KEYS[party]);
}

/** The step, in words (« Lettre de mission »). */
export function describeStep(step: TSignatureStep, locale: TLocale): string {
  return t(locale, STEP_KEYS[step]);
}
