import { i18n } from '../../shared/i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The mailbox's texts live with the feature (`demo-mailbox.` keys); the API's error keys of the
// mailbox are in the app's locales, where any screen may show them.
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
