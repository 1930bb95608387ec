import type { SignatureParty } from '@souscription/form-engine';
import { findBlockSigners, type TSignerSources } from '../../dossiers/index.js';
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
    subscriber_advisor: 'The advisor',
  },
};

const NO_CONTACT = { email: null, mobile: null, userId: null };

/**
 * The signature boxes of the documents of a signing block, as its envelope will sign them: one per
 * signer of the block's sign buttons by the dossiers module's one rule (`findBlockSigners`), labelled
 * by party in the document's language (the co-subscriber who is the spouse: one box saying so); the
 * subscriber's and the advisor's names as the documents write them. Empty for a block without sign
 * buttons, or one the answers hide.
 */
export function findDocumentSigners(
  inputs: DocumentInputs,
  blockId: number,
  names: { subscriber: string; advisor: string },
): TBlockSigner[] {
  const { definition, state, locale } = inputs;
  if (!state.isBlockVisible(blockId)) return [];
  const buttons = definition.elements.filter(
    (element) => element.block_id === blockId && element.type === 'button_docusign_iframe',
  );
  const sources: TSignerSources = {
    subscriber: { name: names.subscriber, ...NO_CONTACT },
    advisor: names.advisor ? { name: names.advisor, ...NO_CONTACT } : null,
  };
  const labels = LABELS[locale];
  return findBlockSigners(definition.elements, state, buttons, sources).map(({ party, alsoParty, name }) => ({
    party,
    label: alsoParty ? labels.co_subscriber_spouse : labels[party],
    name,
  }));
}
