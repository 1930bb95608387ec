import { i18n } from '../i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The correction items' texts (`correction.` keys) load with the screens that show them — the
// management screen and the « À corriger » checklist — not with the first screen (its size budget).
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
