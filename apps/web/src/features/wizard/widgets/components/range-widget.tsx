import { parseNumber } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { formatQuantity } from '../utils/format-values';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * `range` and `input_percentage_range` (spec 9: step 1, value shown, % after percentages). The slider
 * starts at `start` (else `min`) while the value is empty, and says « non renseigné » until it is moved;
 * percentages also get a number field for typing an exact value.
 */
export function RangeWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const value = typeof state.value === 'string' ? state.value : '';
  const min = parseNumber(element.attributes.min ?? null) ?? 0;
  const max = parseNumber(element.attributes.max ?? null) ?? 100;
  const start = parseNumber(element.attributes.start ?? null) ?? min;
  const number = parseNumber(value);
  const percentage = element.type === 'input_percentage_range';
  const suffix = percentage ? (locale === 'fr' ? '\u00a0%' : '%') : '';
  const shown = number === null ? t('not-set') : `${formatQuantity(value, locale)}${suffix}`;
  const outputId = `${field.ids.control}-value`;
  const set = (text: string) => formState.set(element.id, text);

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      <div className="app-widget-range-row">
        <input
          id={field.ids.control}
          name={element.name}
          type="range"
          className="form-range"
          min={min}
          max={max}
          step={1}
          value={number ?? start}
          onChange={(event) => set(event.target.value)}
          disabled={field.disabled || field.readOnly}
          aria-required={field.required || undefined}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          aria-valuetext={shown}
        />
        {percentage ? (
          <div className="input-group input-group-sm app-widget-range-exact">
            <input
              type="number"
              className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
              min={min}
              max={max}
              step={1}
              inputMode="numeric"
              value={value}
              onChange={(event) => set(event.target.value)}
              onWheel={(event) => event.currentTarget.blur()}
              disabled={field.disabled}
              readOnly={field.readOnly}
              aria-labelledby={field.ids.label}
              aria-invalid={field.invalid || undefined}
              aria-describedby={field.describedBy}
            />
            <span className="input-group-text" aria-hidden="true">
              %
            </span>
          </div>
        ) : (
          <output
            id={outputId}
            htmlFor={field.ids.control}
            className={`app-widget-range-value ${number === null ? 'text-body-secondary' : ''}`}
          >
            {shown}
          </output>
        )}
      </div>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
