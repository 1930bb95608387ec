import { i18n } from '../../shared/i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The public verifier's texts load with its page (`verification.` keys); the API's error keys of the
// verify operation are here too, as only this page calls it.
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
