import { SIGNATURE_PARTIES, type ElementRole, type SignatureParty } from '@souscription/form-engine';
import type { DocumentLocale } from '../document-template.types.js';
import type { DocumentInputs } from './load-document-inputs.js';

/** One signature box of a document made for a signing block: who signs it. */
export type TBlockSigner = { party: SignatureParty; label: string; name: string };

const LABELS: Record<DocumentLocale, Record<SignatureParty | 'co_subscriber_spouse', string>> = {
  fr: {
    subscriber: 'Le souscripteur',
    co_subscriber: 'Le co-souscripteur',
    co_subscriber_spouse: 'Le co-souscripteur, conjoint du souscripteur',
    subscriber_spouse: 'Le conjoint du souscripteur',
    subscriber_advisor: 'Le conseiller',
  },
  en: {
    subscriber: 'The subscriber',
    co_subscriber: 'The co-subscriber',
    co_subscriber_spouse: "The co-subscriber, the subscriber's spouse",
    subscriber_spouse: "The subscriber's spouse",
    subscriber_advisor: 'The adviser',
  },
};

/** The co-subscriber's relationship option that declares them the subscriber's spouse (one person). */
const SPOUSE_RELATIONSHIP = 'conjoint';

/**
 * Who signs the documents of a signing block, as its envelope will: one box per party whose sign
 * button the dossier's answers show (the form decides: the co-subscriber only with one, the spouse
 * only when married, the adviser unless direct), in the parties' order; the co-subscriber declared
 * as the spouse is one person with one box. Names from the answers by element role, the subscriber's
 * and the adviser's as the documents write them. Empty for a block without sign buttons.
 */
export function findBlockSigners(
  inputs: DocumentInputs,
  blockId: number,
  names: { subscriber: string; advisor: string },
): TBlockSigner[] {
  const { definition, state, locale } = inputs;
  if (!state.isBlockVisible(blockId)) return [];
  const shown = new Set(
    definition.elements
      .filter((element) => element.block_id === blockId && element.type === 'button_docusign_iframe')
      .filter((element) => state.isVisible(element.id))
      .map((element) => element.attributes.signatureParty ?? 'subscriber'),
  );
  const textOf = (role: ElementRole): string => {
    const element = definition.elements.find(
      (candidate) => candidate.attributes.role === role && state.isVisible(candidate.id),
    );
    const value = element ? state.getValue(element.id) : '';
    return (typeof value === 'string' ? value : value.join(' ')).trim();
  };
  const fullName = (first: ElementRole, last: ElementRole) => `${textOf(first)} ${textOf(last)}`.trim();
  const coSubscriberIsSpouse =
    textOf('co_subscriber_relationship') === SPOUSE_RELATIONSHIP && shown.has('subscriber_spouse');
  const labels = LABELS[locale];
  const signers: TBlockSigner[] = [];
  for (const party of SIGNATURE_PARTIES) {
    if (!shown.has(party)) continue;
    switch (party) {
      case 'subscriber':
        signers.push({ party, label: labels.subscriber, name: names.subscriber });
        break;
      case 'co_subscriber':
        signers.push({
          party,
          label: coSubscriberIsSpouse ? labels.co_subscriber_spouse : labels.co_subscriber,
          name: fullName('co_subscriber_first_name', 'co_subscriber_last_name'),
        });
        break;
      case 'subscriber_spouse':
        if (coSubscriberIsSpouse && shown.has('co_subscriber')) break;
        signers.push({
          party,
          label: labels.subscriber_spouse,
          name: fullName('spouse_first_name', 'spouse_last_name'),
        });
        break;
      case 'subscriber_advisor':
        if (names.advisor) signers.push({ party, label: labels.subscriber_advisor, name: names.advisor });
        break;
    }
  }
  return signers;
}
