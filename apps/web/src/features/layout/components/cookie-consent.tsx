import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import TEXTS from './cookie-consent-texts.json';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { setAnalyticsConsent } from '../../../shared/consent/analytics-consent';

type TLocale = 'fr' | 'en';

/** The banner's and the preferences' texts in one language (they load with the tool, not with the app). */
function buildTranslation(locale: TLocale, close: string): CookieConsent.Translation {
  const t = (key: keyof (typeof TEXTS)['fr']) => TEXTS[locale][key];
  return {
    consentModal: {
      title: t('title'),
      description: t('description'),
      acceptAllBtn: t('accept'),
      acceptNecessaryBtn: t('reject'),
      showPreferencesBtn: t('manage'),
    },
    preferencesModal: {
      title: t('preferences-title'),
      acceptAllBtn: t('accept'),
      acceptNecessaryBtn: t('reject'),
      savePreferencesBtn: t('save'),
      closeIconLabel: close,
      sections: [
        {
          title: t('necessary-title'),
          description: t('necessary'),
          linkedCategory: 'necessary',
        },
        {
          title: t('analytics-title'),
          description: t('analytics'),
          linkedCategory: 'analytics',
        },
      ],
    },
  };
}

function reportChoice(): void {
  setAnalyticsConsent(CookieConsent.acceptedCategory('analytics'));
}

/**
 * The cookie consent tool (spec 01 §6, behind the tenant's `cookieConsent` switch): vanilla-cookieconsent's
 * banner and preferences (keyboard and screen-reader ready), the choice stored in its own cookie for
 * six months, and the « Mesure d’audience » category gating the tenant's analytics event. Loaded
 * only when the switch is on.
 */
export function CookieConsentTool({ locale }: { locale: TLocale }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const translations = {
      fr: buildTranslation('fr', i18n.t('common.close', { lng: 'fr' })),
      en: buildTranslation('en', i18n.t('common.close', { lng: 'en' })),
    };
    void CookieConsent.run({
      cookie: { name: 'souscription_consent', expiresAfterDays: 182 },
      // Every visitor of these signed-in screens is asked, automated browsers too (the library hides
      // the banner from any browser under automation, so a browser journey could never see it).
      hideFromBots: false,
      guiOptions: { consentModal: { layout: 'box', position: 'bottom right' } },
      categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
      language: { default: locale, translations },
      onConsent: reportChoice,
      onChange: reportChoice,
    });
    return () => CookieConsent.reset();
    // The tool runs once; a language change only switches its texts (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n]);
  useEffect(() => {
    void CookieConsent.setLanguage(locale);
  }, [locale]);
  return null;
}
