import { useWidgetText } from '../i18n';
import { useElementState } from '../hooks/use-element-state';
import { useField } from '../hooks/use-field';
import { formatMoney } from '../utils/format-values';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * `convert_number_to_word` (spec 5): the user writes the referenced amount in French words; the amount to
 * copy is shown above the field (live: it follows the amount), the engine compares the words
 * case-insensitively and gives 'element.error.different-to-expected'.
 */
export function NumberToWordsWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const reference = useElementState(formState, element.reference ?? element.id);
  const hasReference = element.reference !== null && element.reference !== undefined;
  const amount =
    hasReference && typeof reference.value === 'string' ? formatMoney(reference.value, locale) : '';
  const amountId = `${field.ids.control}-amount`;
  const value = typeof state.value === 'string' ? state.value : '';

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      {hasReference ? (
        <p id={amountId} className="app-widget-words-amount small mb-1" aria-live="polite">
          {amount ? t('words.amount', { amount }) : t('words.amount-missing')}
        </p>
      ) : null}
      <textarea
        id={field.ids.control}
        name={element.name}
        rows={2}
        className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => formState.set(element.id, event.target.value)}
        disabled={field.disabled}
        readOnly={field.readOnly}
        aria-required={field.required || undefined}
        aria-invalid={field.invalid || undefined}
        aria-describedby={
          [hasReference ? amountId : null, field.describedBy].filter(Boolean).join(' ') || undefined
        }
        spellCheck
        lang="fr"
        autoComplete="off"
      />
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
