import { useField } from '../hooks/use-field';
import { toSelectedValues } from '../utils/value-list';
import { BooleanBox, OptionBoxes } from './box-parts';
import { FieldErrors, FieldHelp, FieldLegend, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * `input_checkbox`: without options, one box whose value is 'true' / 'false' (a required one must be
 * ticked); with options, a group of boxes whose value is the list of ticked option values.
 */
export function CheckboxWidget(props: TWidgetProps) {
  const { element, state, locale } = props;
  const field = useField(props);
  const options = element.attributes.options ?? [];

  if (options.length === 0) return <BooleanBox props={props} field={field} />;

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
