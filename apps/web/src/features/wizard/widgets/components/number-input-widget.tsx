import { useState } from 'react';
import { INTEGER_ELEMENT_TYPES, parseNumber, type ElementType } from '@souscription/form-engine';
import { useField } from '../hooks/use-field';
import { toDisplayedNumberText, toEditedNumberText, toStoredNumberText } from '../utils/number-text';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

const PERCENT_TYPES: ReadonlySet<ElementType> = new Set([
  'input_percentage_integer',
  'input_product_temporary_dismemberment_rate_percentage',
]);

/** The unit shown after the field: € for amounts, % for percentages. */
export function getNumberSuffix(type: ElementType): string | null {
  if (type === 'input_float_currency_amount') return '€';
  return PERCENT_TYPES.has(type) ? '%' : null;
}

/**
 * Numbers (spec 3 and 9): integer, shares number, ordered integer, float, currency amount (two
 * decimals once the field is left, € after it), percentage integer and dismemberment rate (% after
 * it; read-only when calculated). A text field, not `type="number"`, so that a French decimal comma
 * and grouping spaces are taken whatever the browser's language: it is edited with the language's
 * separator and read grouped once left (« 250 000,00 »); the engine gets the number with a point
 * and gives the min / max messages. What is not a number (« 12a ») is kept as typed and refused by
 * the engine with « Veuillez saisir un nombre »: a field never drops a character silently.
 */
export function NumberInputWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const value = typeof state.value === 'string' ? state.value : '';
  const integer = INTEGER_ELEMENT_TYPES.has(element.type);
  const currency = element.type === 'input_float_currency_amount';
  const suffix = element.attributes.unit?.trim() || getNumberSuffix(element.type);
  const calculated = Boolean(element.calculate);
  const readOnly = field.readOnly || calculated;
  const suffixId = `${field.ids.control}-unit`;
  const describedBy = [suffix ? suffixId : null, field.describedBy].filter(Boolean).join(' ') || undefined;

  // What is typed, while the field has the focus; the stored value otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const editable = !readOnly && !field.disabled;
  const text = draft ?? toDisplayedNumberText(value, locale, currency ? 2 : undefined);

  const onFocus = () => {
    if (editable) setDraft(toEditedNumberText(value, locale));
  };
  const onBlur = () => {
    setDraft(null);
    if (!currency || !editable) return;
    const number = parseNumber(value);
    if (number !== null && value !== number.toFixed(2)) formState.set(element.id, number.toFixed(2));
  };

  const input = (
    <input
      id={field.ids.control}
      name={element.name}
      type="text"
      className={`form-control app-widget-number ${field.invalid ? 'is-invalid' : ''} ${element.attributes.bold ? 'fw-bold' : ''}`}
      value={text}
      onChange={(event) => {
        setDraft(event.target.value);
        formState.set(element.id, toStoredNumberText(event.target.value, locale));
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      autoComplete="off"
      inputMode={integer ? 'numeric' : 'decimal'}
      disabled={field.disabled}
      readOnly={readOnly}
      aria-required={field.required || undefined}
      aria-invalid={field.invalid || undefined}
      aria-describedby={describedBy}
      lang={locale}
    />
  );

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      {suffix ? (
        <div className={`input-group app-widget-number-group ${field.invalid ? 'has-validation' : ''}`}>
          {input}
          <span className="input-group-text" id={suffixId}>
            {suffix}
          </span>
        </div>
      ) : (
        input
      )}
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
