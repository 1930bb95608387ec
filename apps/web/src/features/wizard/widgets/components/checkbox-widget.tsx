import { useField } from '../hooks/use-field';
import { toSelectedValues, toggleValue } from '../utils/value-list';
import { FieldErrors, FieldHelp, FieldLegend, RequiredMark, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * `input_checkbox`: without options, one box whose value is 'true' / 'false' (a required one must be
 * ticked); with options, a group of boxes whose value is the list of ticked option values.
 */
export function CheckboxWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const options = element.attributes.options ?? [];

  if (options.length === 0) {
    const checked = state.value === 'true';
    return (
      <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
        <div className="form-check">
          <input
            id={field.ids.control}
            name={element.name}
            type="checkbox"
            className={`form-check-input ${field.invalid ? 'is-invalid' : ''}`}
            checked={checked}
            onChange={(event) => {
              formState.set(element.id, event.target.checked ? 'true' : 'false');
              field.touch();
            }}
            disabled={!field.editable}
            aria-required={field.required || undefined}
            aria-invalid={field.invalid || undefined}
            aria-describedby={field.describedBy}
          />
          <label id={field.ids.label} className="form-check-label" htmlFor={field.ids.control}>
            {field.label}
            {field.required ? <RequiredMark locale={locale} /> : null}
          </label>
        </div>
        <FieldHelp field={field} />
        <FieldErrors field={field} />
      </WidgetRoot>
    );
  }

  const selected = toSelectedValues(state.value);
  const order = options.map((option) => option.value);
  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset id={field.ids.control} aria-describedby={field.describedBy}>
        <FieldLegend field={field} locale={locale} />
        {options.map((option, index) => {
          const id = `${field.ids.control}-${index}`;
          return (
            <div className="form-check" key={option.value}>
              <input
                id={id}
                name={element.name}
                type="checkbox"
                value={option.value}
                className={`form-check-input ${field.invalid ? 'is-invalid' : ''}`}
                checked={selected.includes(option.value)}
                onChange={(event) =>
                  formState.set(element.id, toggleValue(selected, option.value, event.target.checked, order))
                }
                disabled={!field.editable}
              />
              <label className="form-check-label" htmlFor={id}>
                {option.label}
                {option.presentation ? (
                  <span className="d-block small text-body-secondary">{option.presentation}</span>
                ) : null}
              </label>
            </div>
          );
        })}
        <FieldHelp field={field} />
        <FieldErrors field={field} />
      </fieldset>
    </WidgetRoot>
  );
}
