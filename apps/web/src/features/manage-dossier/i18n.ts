import { i18n } from '../../shared/i18n/i18n';
import fr from './locales/fr.json';
import en from './locales/en.json';

// The dossier manager's texts (`management.` keys) load with its screens, not with the app's first
// load (the wizard's size budget). The integration states (`common.{state}`) and the API's message
// keys stay in the app's locales: any screen may show them.
// Note: merged without overwriting, so a text another feature already defines keeps its wording.
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
