import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Button from 'react-bootstrap/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formsQueryOptions } from '../../../shared/forms/get-forms';
import { LOCALES, changeLocale } from '../../../shared/i18n/i18n';

/** FR / EN switch; the choice is kept in the local key `locale`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const switchTo = async (locale: (typeof LOCALES)[number]) => {
    await changeLocale(locale);
    // Note: the forms' names come from the server in the request's language.
    await queryClient.invalidateQueries({ queryKey: formsQueryOptions.queryKey });
  };
  return (
    <ButtonGroup size="sm" aria-label={t('header.language')}>
      {LOCALES.map((locale) => {
        const active = i18n.language === locale;
        return (
          <Button
            key={locale}
            variant={active ? 'primary' : 'outline-primary'}
            lang={locale}
            aria-label={t(`languages.${locale}`)}
            aria-pressed={active}
            data-testid={`language-${locale}`}
            onClick={() => void switchTo(locale)}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
