import { useField } from '../hooks/use-field';
import { FieldErrors, FieldHelp, FieldLegend, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/** Short answers (Oui / Non, Madame / Monsieur) sit on one line. */
function fitsOnOneLine(labels: readonly string[]): boolean {
  return labels.length <= 4 && labels.every((label) => label.length <= 24);
}

/**
 * `input_radio` (variant 'circle', the default: round buttons, on one line when the answers are short) and
 * `input_radio_simple` (or variant 'simple': one answer per row, the whole row clickable). A radiogroup
 * of native radios: arrow keys move between answers.
 */
export function RadioWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const options = element.attributes.options ?? [];
  const simple = element.type === 'input_radio_simple' || element.attributes.variant === 'simple';
  const inline = !simple && fitsOnOneLine(options.map((option) => option.label));
  const value = typeof state.value === 'string' ? state.value : '';

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset
        id={field.ids.control}
        role="radiogroup"
        aria-labelledby={field.label ? field.ids.label : undefined}
        aria-describedby={field.describedBy}
        aria-required={field.required || undefined}
        aria-invalid={field.invalid || undefined}
      >
        <FieldLegend field={field} locale={locale} announceRequired={false} />
        <div className={simple ? 'list-group app-widget-radio-simple' : ''}>
          {options.map((option, index) => {
            const id = `${field.ids.control}-${index}`;
            const input = (
              <input
                id={id}
                name={element.name}
                type="radio"
                value={option.value}
                className={`form-check-input ${simple ? 'me-2 flex-shrink-0' : ''} ${field.invalid ? 'is-invalid' : ''}`}
                checked={value === option.value}
                onChange={() => {
                  formState.set(element.id, option.value);
                  field.touch();
                }}
                disabled={!field.editable}
              />
            );
            if (simple) {
              return (
                <label
                  key={option.value}
                  htmlFor={id}
                  className={`list-group-item list-group-item-action d-flex align-items-start ${value === option.value ? 'active-choice' : ''}`}
                >
                  {input}
                  <span>
                    {option.label}
                    {option.presentation ? (
                      <span className="d-block small text-body-secondary">{option.presentation}</span>
                    ) : null}
                  </span>
                </label>
              );
            }
            return (
              <div key={option.value} className={`form-check ${inline ? 'form-check-inline' : ''}`}>
                {input}
                <label className="form-check-label" htmlFor={id}>
                  {option.label}
                  {option.presentation ? (
                    <span className="d-block small text-body-secondary">{option.presentation}</span>
                  ) : null}
                </label>
              </div>
            );
          })}
        </div>
        <FieldHelp field={field} />
        <FieldErrors field={field} />
      </fieldset>
    </WidgetRoot>
  );
}
