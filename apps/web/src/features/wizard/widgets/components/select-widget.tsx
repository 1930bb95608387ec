import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { toSelectedValues } from '../utils/value-list';
import { OptionBoxes } from './option-boxes';
import { FieldErrors, FieldHelp, FieldLabel, FieldLegend, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/**
 * `select`, `select_ordered_integer` and the list variant of `unique_select_product_choice`. Single: a
 * native select; when the element is not required its first option « Aucune sélection » clears it. The
 * chosen option's presentation (a product's description and price) shows under it. Multiple: a list of
 * boxes, with « Effacer la sélection » when not required.
 */
export function SelectWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const options = element.attributes.options ?? [];
  const selected = toSelectedValues(state.value);

  if (element.attributes.multiple) {
    return (
      <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
        <fieldset id={field.ids.control} aria-describedby={field.describedBy}>
          <FieldLegend field={field} locale={locale} />
          <div
            className={`app-widget-multi ${field.invalid ? 'is-invalid' : ''} ${!field.editable ? 'is-disabled' : ''}`}
          >
            <OptionBoxes props={props} field={field} selected={selected} variant="select" />
          </div>
          {!field.required && field.editable && selected.length > 0 ? (
            <button
              type="button"
              className="btn btn-link btn-sm px-0"
              onClick={() => formState.set(element.id, [])}
            >
              {t('select.clear')}
            </button>
          ) : null}
          <FieldHelp field={field} />
          <FieldErrors field={field} />
        </fieldset>
      </WidgetRoot>
    );
  }

  const value = selected[0] ?? '';
  const presentation = options.find((option) => option.value === value)?.presentation;
  const presentationId = `${field.ids.control}-presentation`;
  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      <select
        id={field.ids.control}
        name={element.name}
        className={`form-select ${field.invalid ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => {
          formState.set(element.id, event.target.value);
          field.touch();
        }}
        disabled={!field.editable}
        aria-required={field.required || undefined}
        aria-invalid={field.invalid || undefined}
        aria-describedby={
          [presentation ? presentationId : null, field.describedBy].filter(Boolean).join(' ') || undefined
        }
      >
        {field.required ? (
          <option value="" disabled={value !== ''}>
            {t('select.placeholder')}
          </option>
        ) : (
          <option value="">{t('select.none')}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {presentation ? (
        <div id={presentationId} className="app-widget-option-presentation small mt-1">
          {presentation}
        </div>
      ) : null}
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
