import { INTEGER_ELEMENT_TYPES, parseNumber, type ElementType } from '@souscription/form-engine';
import { useField } from '../hooks/use-field';
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

function toBound(value: number | string | null | undefined): number | undefined {
  return parseNumber(value ?? null) ?? undefined;
}

/**
 * Numbers (spec 3 and 9): integer, shares number, ordered integer, float, currency amount (step 0.01,
 * two decimals once the field is left, € after it), percentage integer and dismemberment rate (% after
 * it; read-only when calculated). min and max come from the element; the engine gives the messages.
 */
export function NumberInputWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const value = typeof state.value === 'string' ? state.value : '';
  const integer = INTEGER_ELEMENT_TYPES.has(element.type);
  const currency = element.type === 'input_float_currency_amount';
  const suffix = getNumberSuffix(element.type);
  const calculated = Boolean(element.calculate);
  const readOnly = field.readOnly || calculated;
  const suffixId = `${field.ids.control}-unit`;
  const describedBy = [suffix ? suffixId : null, field.describedBy].filter(Boolean).join(' ') || undefined;

  const onBlur = () => {
    if (!currency || readOnly || field.disabled) return;
    const number = parseNumber(value);
    if (number !== null && value !== number.toFixed(2)) formState.set(element.id, number.toFixed(2));
  };

  const input = (
    <input
      id={field.ids.control}
      name={element.name}
      type="number"
      className={`form-control app-widget-number ${field.invalid ? 'is-invalid' : ''} ${element.attributes.bold ? 'fw-bold' : ''}`}
      value={value}
      onChange={(event) => formState.set(element.id, event.target.value)}
      onBlur={onBlur}
      onWheel={(event) => event.currentTarget.blur()}
      min={toBound(element.attributes.min)}
      max={toBound(element.attributes.max)}
      step={integer ? 1 : 0.01}
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
