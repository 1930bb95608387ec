import { useField } from '../hooks/use-field';
import { toSelectedValues } from '../utils/value-list';
import { FieldErrors, FieldHelp, FieldLegend, RequiredMark, WidgetRoot } from './field-parts';
import { OptionBoxes } from './option-boxes';
import type { TWidgetProps } from './widget-props.types';

/**
 * `input_checkbox`: without options, one box whose value is 'true' / 'false' (a required one must be
 * ticked); with options, a group of boxes whose value is the list of ticked option values.
 * `toggle`: the one box, shown as a switch (role switch).
 */
export function CheckboxWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const options = element.attributes.options ?? [];

  if (options.length === 0 || element.type === 'toggle') {
    const asSwitch = element.type === 'toggle';
    return (
      <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
        <div className={asSwitch ? 'form-check form-switch' : 'form-check'}>
          <input
            id={field.ids.control}
            name={element.name}
            type="checkbox"
            role={asSwitch ? 'switch' : undefined}
            className={`form-check-input ${field.invalid ? 'is-invalid' : ''}`}
            checked={state.value === 'true'}
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
  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset id={field.ids.control} aria-describedby={field.describedBy}>
        <FieldLegend field={field} locale={locale} />
        <OptionBoxes props={props} field={field} selected={selected} variant="group" />
        <FieldHelp field={field} />
        <FieldErrors field={field} />
      </fieldset>
    </WidgetRoot>
  );
}
