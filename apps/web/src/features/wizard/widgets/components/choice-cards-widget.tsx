import { useField } from '../hooks/use-field';
import { toSelectedValues, toggleValue } from '../utils/value-list';
import { FieldErrors, FieldHelp, FieldLegend, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * Rectangles (spec 2 « choice »): `choice`, `input_product_radio` and `unique_select_product_choice_radio`.
 * Each option is a card with its label and presentation; underneath, native radios in a radiogroup
 * (arrow keys move, Space selects), or checkboxes for a `multiple` choice.
 */
export function ChoiceCardsWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const options = element.attributes.options ?? [];
  const multiple = element.type === 'choice' && element.attributes.multiple === true;
  const selected = toSelectedValues(state.value);
  const order = options.map((option) => option.value);
  const wide = options.some((option) => Boolean(option.presentation)) || options.length > 4;

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset
        id={field.ids.control}
        role={multiple ? undefined : 'radiogroup'}
        aria-labelledby={field.label ? field.ids.label : undefined}
        aria-describedby={field.describedBy}
        aria-required={(!multiple && field.required) || undefined}
        aria-invalid={(!multiple && field.invalid) || undefined}
      >
        <FieldLegend field={field} locale={locale} announceRequired={multiple} />
        <div className={`app-widget-cards ${wide ? 'app-widget-cards-wide' : ''}`}>
          {options.map((option, index) => {
            const id = `${field.ids.control}-${index}`;
            const checked = selected.includes(option.value);
            return (
              <div key={option.value} className="app-widget-card-option">
                <input
                  id={id}
                  name={element.name}
                  type={multiple ? 'checkbox' : 'radio'}
                  value={option.value}
                  className="app-widget-card-input"
                  checked={checked}
                  onChange={(event) => {
                    formState.set(
                      element.id,
                      multiple
                        ? toggleValue(selected, option.value, event.target.checked, order)
                        : option.value,
                    );
                    field.touch();
                  }}
                  disabled={!field.editable}
                />
                <label
                  htmlFor={id}
                  className={`app-widget-card ${checked ? 'is-selected' : ''} ${field.invalid ? 'is-invalid' : ''}`}
                >
                  <span className="app-widget-card-mark" aria-hidden="true" />
                  <span className="app-widget-card-body">
                    <span className="app-widget-card-title">{option.label}</span>
                    {option.presentation ? (
                      <span className="app-widget-card-text">{option.presentation}</span>
                    ) : null}
                  </span>
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
