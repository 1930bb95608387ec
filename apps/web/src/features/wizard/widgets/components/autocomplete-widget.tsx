import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ElementOption } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useDatalistOptions, type TDatalistOption } from '../api/list-datalist-options';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useField } from '../hooks/use-field';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/** Spec 5 and 9: the server is searched from three typed characters. */
export const AUTOCOMPLETE_MIN_CHARS = 3;

/** Wait after the last keystroke before searching the server. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

const NO_OPTIONS: readonly ElementOption[] = [];

/** Lower-case and without accents, so that « etats » finds « États-Unis ». */
function toSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * `choice_autocomplete`, `datalist_choice` and `unique_select_product_choice_autocomplete`: a combobox
 * (ARIA 1.2 pattern: input with a listbox popup, arrow keys, Enter, Escape). With a `datalistId` it
 * searches `GET /datalists/{id}/options` from three characters, 300 ms after the last keystroke;
 * `datalist_choice` can also open the whole list. Without one it filters the element's own options.
 * The value is the chosen option's value; the field shows its label.
 */
export function AutocompleteWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const listboxId = useId();
  const datalistId = element.attributes.datalistId ?? null;
  const localOptions = element.attributes.options ?? NO_OPTIONS;
  const remote = datalistId !== null;
  const canListAll = element.type === 'datalist_choice' || !remote;
  const value = typeof state.value === 'string' ? state.value : (state.value[0] ?? '');

  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [listAll, setListAll] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [chosen, setChosen] = useState<(TDatalistOption & { locale: string }) | null>(null);

  const typed = text ?? '';
  const term = useDebouncedValue(typed.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const searching = remote && open && (term.length >= AUTOCOMPLETE_MIN_CHARS || (listAll && term === ''));
  const search = useDatalistOptions(
    { datalistId: datalistId ?? 0, filter: listAll && term === '' ? '' : term, locale },
    searching,
  );

  // The label of a stored value: the option just chosen, the element's options, else asked to the server.
  const knownLabel =
    (chosen?.value === value && chosen.locale === locale ? chosen.label : undefined) ??
    localOptions.find((option) => option.value === value)?.label;
  const lookup = useDatalistOptions(
    { datalistId: datalistId ?? 0, filter: value, locale },
    remote && value !== '' && !knownLabel,
  );
  const label = knownLabel ?? lookup.data?.find((option) => option.value === value)?.label ?? value;

  const options: readonly TDatalistOption[] = useMemo(() => {
    if (remote) return searching ? (search.data ?? []) : [];
    const wanted = toSearchText(typed);
    return localOptions
      .filter((option) => wanted === '' || toSearchText(`${option.label} ${option.value}`).includes(wanted))
      .map((option) => ({ value: option.value, label: option.label }));
  }, [remote, searching, search.data, localOptions, typed]);

  const tooShort = remote && !listAll && typed.trim().length < AUTOCOMPLETE_MIN_CHARS;
  const loading = searching && (search.isFetching || term !== typed.trim());
  const expanded = open && !tooShort && !loading && options.length > 0;
  let status = '';
  if (open && tooShort && typed.trim() !== '')
    status = t('autocomplete.min-chars', { count: AUTOCOMPLETE_MIN_CHARS });
  else if (open && loading) status = t('autocomplete.loading');
  else if (open && search.isError) status = t('autocomplete.error');
  else if (open && !tooShort)
    status =
      options.length > 0 ? t('autocomplete.results', { count: options.length }) : t('autocomplete.no-result');

  const choose = (option: TDatalistOption) => {
    setChosen({ ...option, locale });
    setText(null);
    setOpen(false);
    setListAll(false);
    setActiveIndex(-1);
    formState.set(element.id, option.value);
  };

  const close = () => {
    setText(null);
    setOpen(false);
    setListAll(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (canListAll) setListAll(true);
          return;
        }
        setActiveIndex((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
        return;
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (open || text !== null) {
          event.preventDefault();
          close();
        }
        return;
      default:
    }
  };

  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      <div
        className="app-widget-combobox"
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
            close();
        }}
      >
        <div className="input-group">
          <input
            id={field.ids.control}
            name={element.name}
            type="text"
            role="combobox"
            className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
            value={text ?? label}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              setOpen(true);
              setListAll(false);
              setActiveIndex(-1);
              if (next.trim() === '' && value !== '') formState.set(element.id, '');
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (!remote && field.editable) setOpen(true);
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
          {canListAll && field.editable ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              tabIndex={-1}
              aria-label={t('autocomplete.show-all')}
              title={t('autocomplete.show-all')}
              onClick={() => {
                setOpen(!expanded);
                setListAll(!expanded);
                setText(expanded ? null : '');
              }}
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
              onClick={() => {
                close();
                formState.set(element.id, '');
              }}
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
                  onClick={() => choose(option)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        <div className="visually-hidden" role="status">
          {status}
        </div>
        {open && tooShort && typed.trim() !== '' ? (
          <div className="form-text" aria-hidden="true">
            {status}
          </div>
        ) : null}
      </div>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
