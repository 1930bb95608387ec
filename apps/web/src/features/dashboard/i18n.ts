import { i18n } from '../../shared/i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The dashboard's texts (`dashboard.` keys but its title, which the header's language test reads) load
// with it, not with the first screen (its size budget).
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
