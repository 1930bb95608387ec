import { useMemo, useState, type KeyboardEvent } from 'react';
import type { ElementOption } from '@souscription/form-engine';
import { useDatalistOptions, type TDatalistOption } from '../api/list-datalist-options';
import type { TWidgetProps } from '../components/widget-props.types';
import { useWidgetText } from '../i18n';
import { useDebouncedValue } from './use-debounced-value';

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
 * The state of an autocomplete combobox: what is typed, whether the list is open (or lists all),
 * the option the arrows are on, the options — searched on the server (`GET /datalists/{id}/options`)
 * from three characters 300 ms after the last keystroke, or filtered from the element's own — the
 * label of the stored value and the sentence its status region reads.
 */
export function useAutocomplete({ element, state, formState, locale }: TWidgetProps) {
  const { t } = useWidgetText(locale);
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
  const showMinChars = open && tooShort && typed.trim() !== '';
  let status = '';
  if (showMinChars) status = t('autocomplete.min-chars', { count: AUTOCOMPLETE_MIN_CHARS });
  else if (open && loading) status = t('autocomplete.loading');
  else if (open && search.isError) status = t('autocomplete.error');
  else if (open && !tooShort)
    status =
      options.length > 0 ? t('autocomplete.results', { count: options.length }) : t('autocomplete.no-result');

  const close = () => {
    setText(null);
    setOpen(false);
    setListAll(false);
    setActiveIndex(-1);
  };

  const choose = (option: TDatalistOption) => {
    setChosen({ ...option, locale });
    close();
    formState.set(element.id, option.value);
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

  return {
    value,
    label,
    /** What the field shows: the text being typed, else the stored value's label. */
    shown: text ?? label,
    options,
    expanded,
    activeIndex,
    status,
    /** The « three characters » hint shows under the field too. */
    showMinChars,
    /** The whole list can be opened (a datalist_choice, or the element's own options). */
    canListAll,
    choose,
    close,
    onKeyDown,
    onType: (next: string) => {
      setText(next);
      setOpen(true);
      setListAll(false);
      setActiveIndex(-1);
      if (next.trim() === '' && value !== '') formState.set(element.id, '');
    },
    /** The element's own options open on focus; a server list waits for typing. */
    onFocus: () => {
      if (!remote) setOpen(true);
    },
    toggleAll: () => {
      setOpen(!expanded);
      setListAll(!expanded);
      setText(expanded ? null : '');
    },
    clear: () => {
      close();
      formState.set(element.id, '');
    },
  };
}
