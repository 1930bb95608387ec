import { i18n } from '../i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The folder lists' texts (`folders.`, `pagination.`, `evidence.`, `duplicate.`, `signature-awaited.` keys) load with the screens that show folders — lists, their
// modals, the management screens — not with the first screen (its size budget).
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
