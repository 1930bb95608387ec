import type { TField } from '../hooks/use-field';
import { toggleValue } from '../utils/value-list';
import type { TWidgetProps } from './widget-props.types';

type TOptionBoxesProps = {
  props: TWidgetProps;
  field: TField;
  /** The ticked option values, in the options' order. */
  selected: readonly string[];
  /**
   * `group` (an `input_checkbox` with options): each box is marked invalid and shows its option's
   * presentation; `select` (a multiple select): its frame is marked instead, labels alone.
   */
  variant: 'group' | 'select';
};

/** A box per option of an element whose value is the list of the ticked options' values. */
export function OptionBoxes({ props, field, selected, variant }: TOptionBoxesProps) {
  const group = variant === 'group';
  const { element, formState } = props;
  const options = element.attributes.options ?? [];
  const order = options.map((option) => option.value);
  return options.map((option, index) => {
    const id = `${field.ids.control}-${index}`;
    return (
      <div className="form-check" key={option.value}>
        <input
          id={id}
          name={element.name}
          type="checkbox"
          value={option.value}
          className={`form-check-input ${group && field.invalid ? 'is-invalid' : ''}`.trim()}
          checked={selected.includes(option.value)}
          onChange={(event) =>
            formState.set(element.id, toggleValue(selected, option.value, event.target.checked, order))
          }
          disabled={!field.editable}
        />
        <label className="form-check-label" htmlFor={id}>
          {option.label}
          {group && option.presentation ? (
            <span className="d-block small text-body-secondary">{option.presentation}</span>
          ) : null}
        </label>
      </div>
    );
  });
}
