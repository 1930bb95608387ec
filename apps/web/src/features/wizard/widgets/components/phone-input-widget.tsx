import { DEFAULT_PHONE_PREFIX, normalizePhone, validatePhone } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * A valid number written the same way whatever the user typed: E.164 (the engine's normalisation), with
 * French numbers grouped for reading: '06 12 34 56 78' → '+33 6 12 34 56 78'.
 */
export function formatPhone(value: string): string {
  const normalized = normalizePhone(value);
  const french = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(normalized);
  return french ? `+33 ${french.slice(1).join(' ')}` : normalized;
}

/**
 * `input_tel` (spec 9: country FR, default +33). An empty field receives '+33 ' when focused (which the
 * engine still counts as empty); a valid number is rewritten on leaving the field (see formatPhone).
 */
export function PhoneInputWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const value = typeof state.value === 'string' ? state.value : '';

  const onFocus = () => {
    if (field.editable && value.trim() === '') formState.set(element.id, `${DEFAULT_PHONE_PREFIX} `);
  };
  const onBlur = () => {
    if (!field.editable || value.trim() === '' || validatePhone(value) !== null) return;
    const formatted = formatPhone(value);
    if (formatted !== value) formState.set(element.id, formatted);
  };

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      <input
        id={field.ids.control}
        name={element.name}
        type="tel"
        className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => formState.set(element.id, event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        placeholder={t('phone.placeholder')}
        disabled={field.disabled}
        readOnly={field.readOnly}
        aria-required={field.required || undefined}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        autoComplete="tel"
        inputMode="tel"
      />
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
