import { parseNumber } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { formatQuantity } from '../utils/format-values';
import { toEditedNumberText, toStoredNumberText } from '../utils/number-text';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * `range` and `input_percentage_range` (spec 9: step 1, value shown, % after percentages). While the
 * value is empty the slider rests at `start` (else `min`) but shows no thumb and says « non
 * renseigné », so that it never shows a value that is not saved; percentages also get a number field
 * for typing an exact value (kept as typed: the engine refuses what is not a number).
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
          className={`form-range${number === null ? ' is-unset' : ''}`}
          min={min}
          max={max}
          step={1}
          value={number ?? start}
          onChange={(event) => set(event.target.value)}
          // Note: a click or a key on the resting thumb moves nothing, so no change event: it takes
          // the value shown.
          onPointerUp={(event) => {
            if (number === null) set(event.currentTarget.value);
          }}
          onKeyUp={(event) => {
            if (number === null && event.key !== 'Tab') set(event.currentTarget.value);
          }}
          disabled={field.disabled || field.readOnly}
          aria-required={field.required || undefined}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          aria-valuetext={shown}
        />
        {percentage ? (
          <div className="input-group input-group-sm app-widget-range-exact">
            <input
              type="text"
              className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="—"
              value={toEditedNumberText(value, locale)}
              onChange={(event) => set(toStoredNumberText(event.target.value, locale))}
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
