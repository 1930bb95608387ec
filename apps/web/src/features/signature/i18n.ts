import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The signature pages' texts load with them (they open in the signature iframe, never with the
// wizard's first screen): `signature-return.` keys.
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);

/** The signature pages' texts (keys under `signature-return.`). */
export function useSignatureText() {
  return useTranslation('translation', { keyPrefix: 'signature-return' });
}
