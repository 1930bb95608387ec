import { useId } from 'react';
import { useAutocomplete } from '../hooks/use-autocomplete';
import { useField } from '../hooks/use-field';
import { useWidgetText } from '../i18n';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

export { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '../hooks/use-autocomplete';

/**
 * `choice_autocomplete`, `datalist_choice` and `unique_select_product_choice_autocomplete`: a combobox
 * (ARIA 1.2 pattern: input with a listbox popup, arrow keys, Enter, Escape). With a `datalistId` it
 * searches `GET /datalists/{id}/options` from three characters, 300 ms after the last keystroke;
 * `datalist_choice` can also open the whole list. Without one it filters the element's own options.
 * The value is the chosen option's value; the field shows its label.
 */
export function AutocompleteWidget(props: TWidgetProps) {
  const { element, state, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const listboxId = useId();
  const combobox = useAutocomplete(props);
  const { value, label, options, expanded, activeIndex, status } = combobox;

  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      <div
        className="app-widget-combobox"
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
            combobox.close();
        }}
      >
        <div className="input-group">
          <input
            id={field.ids.control}
            name={element.name}
            type="text"
            role="combobox"
            className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
            value={combobox.shown}
            onChange={(event) => combobox.onType(event.target.value)}
            onKeyDown={combobox.onKeyDown}
            onFocus={() => {
              if (field.editable) combobox.onFocus();
            }}
            disabled={field.disabled}
            readOnly={field.readOnly}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-required={field.required || undefined}
            aria-invalid={field.invalid || undefined}
            aria-describedby={field.describedBy}
          />
          {combobox.canListAll && field.editable ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              tabIndex={-1}
              aria-label={t('autocomplete.show-all')}
              title={t('autocomplete.show-all')}
              onClick={combobox.toggleAll}
            >
              <span aria-hidden="true">▾</span>
            </button>
          ) : null}
          {value !== '' && field.editable ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t('autocomplete.clear', { label })}
              title={t('autocomplete.clear', { label })}
              onClick={combobox.clear}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={field.ids.label}
          className="app-widget-listbox"
          hidden={!expanded}
        >
          {expanded
            ? options.map((option, index) => (
                <li
                  key={option.value}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={option.value === value}
                  className={`app-widget-listbox-option ${index === activeIndex ? 'is-active' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => combobox.choose(option)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        <div className="visually-hidden" role="status">
          {status}
        </div>
        {combobox.showMinChars || combobox.showNoMatch ? (
          <div className="form-text" aria-hidden="true" data-testid="autocomplete-hint">
            {status}
          </div>
        ) : null}
      </div>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
