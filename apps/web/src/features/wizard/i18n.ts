import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../shared/i18n/i18n';
import { TECHNICAL_ERROR_KEY } from '../../shared/api/api-error';
import fr from './locales/fr.json';

// The wizard's texts live with the feature: `wizard.` keys, plus the spec 02 §8 messages only the
// wizard shows (common.success-*, create-prospect, the prospect creation's legacy answers). The API's
// message keys are in the app's locales: any screen may show them.
// Note: merged without overwriting, so a text another feature already defines keeps its wording.
// The English texts come only with English; the wizard's route waits for them when English is on.
export const wizardTextsReady = addFeatureTexts(fr, () => import('./locales/en.json'));

/** The wizard's texts (keys under `wizard.`). */
export function useWizardText() {
  return useTranslation('translation', { keyPrefix: 'wizard' });
}

/** A message key of the API or the spec's catalogue in the interface language, else the technical message. */
export function useMessageText() {
  const { t } = useTranslation();
  return (key: string, fallbackKey: string = TECHNICAL_ERROR_KEY): string =>
    t(key, { defaultValue: t(fallbackKey, { defaultValue: t(TECHNICAL_ERROR_KEY) }) });
}
