import { useMemo } from 'react';
import { translateMessage } from '@souscription/form-engine';
import { addFeatureTexts, i18n } from '../../../shared/i18n/i18n';
import { getEngineCatalogue } from '../model/engine-messages';
import type { TWidgetLocale, TWidgetMessage } from './components/element-widget.types';
import fr from './locales/fr.json';

// The widgets' own texts live with the feature, under the `widgets.` prefix of the app's namespace;
// the English ones come only with English (the wizard's route waits for them when English is on).
export const widgetTextsReady = addFeatureTexts(
  { widgets: fr },
  () => import('./locales/en.json').then((en) => ({ default: { widgets: en.default } })),
  true,
);

/**
 * The widgets' texts in the widget's language. The wizard passes the language, so no subscription to
 * i18next is needed. Note: react-i18next's useTranslation costs each widget an extra render after its
 * updates, which a keystroke cannot afford.
 */
export function useWidgetText(locale: TWidgetLocale) {
  const t = useMemo(() => i18n.getFixedT(locale, 'translation', 'widgets'), [locale]);
  return { t };
}

/**
 * Writes a validation message: the engine's keys with the engine's French or English texts (spec 5),
 * other keys (a 422 answer's) from the app's texts, and anything else (an element's own errorMessage)
 * as it is.
 */
export function translateWidgetMessage(
  locale: TWidgetLocale,
  { message, params = {} }: TWidgetMessage,
): string {
  const catalogue: Readonly<Record<string, string>> = getEngineCatalogue(locale);
  if (message in catalogue) return translateMessage(catalogue, message, params);
  if (i18n.exists(message, { lng: locale })) return i18n.t(message, { ...params, lng: locale });
  return translateMessage(catalogue, message, params);
}
