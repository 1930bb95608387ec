import { useField } from '../hooks/use-field';
import { RequiredMark, FieldErrors, FieldHelp, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/** `toggle`: a switch (role switch) whose value is 'true' / 'false'. */
export function ToggleWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <div className="form-check form-switch">
        <input
          id={field.ids.control}
          name={element.name}
          type="checkbox"
          role="switch"
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
