import { i18n } from '../../shared/i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// « Suivi »'s texts (`insights.` keys) load with its screen.
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
