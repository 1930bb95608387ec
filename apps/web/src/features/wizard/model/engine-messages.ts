import { MESSAGES_FR, type MessageCatalogue } from '@souscription/form-engine';
import { withEnglish } from '../../../shared/i18n/i18n';

/** The engine's English messages, once English is on (a French visitor's wizard does not carry them). */
let english: MessageCatalogue | null = null;
/** Resolves once the English messages are in, at once while English is off. */
export const engineMessagesReady = withEnglish(() =>
  import('@souscription/form-engine/messages-en').then((messages) => {
    english = messages.MESSAGES_EN;
  }),
);

/** The engine's catalogue of the interface language (French until the English one is in). */
export function getEngineCatalogue(locale: string): MessageCatalogue {
  return locale === 'en' && english ? english : MESSAGES_FR;
}
