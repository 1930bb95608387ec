import { useMemo, useState, type KeyboardEvent } from 'react';
import type { ElementOption } from '@souscription/form-engine';
import { useDatalistOptions, type TDatalistOption } from '../api/list-datalist-options';
import type { TWidgetProps } from '../components/widget-props.types';
import { useWidgetText } from '../i18n';
import { handleComboboxKey } from './handle-combobox-key';
import { useDebouncedValue } from './use-debounced-value';
import { useStoredLabel, type TChosenOption } from './use-stored-label';

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

/** The sentence the status region reads: the three-character hint, loading, an error or the count. */
function describeStatus(
  t: ReturnType<typeof useWidgetText>['t'],
  list: {
    showMinChars: boolean;
    open: boolean;
    loading: boolean;
    failed: boolean;
    tooShort: boolean;
    count: number;
  },
): string {
  if (list.showMinChars) return t('autocomplete.min-chars', { count: AUTOCOMPLETE_MIN_CHARS });
  if (!list.open) return '';
  if (list.loading) return t('autocomplete.loading');
  if (list.failed) return t('autocomplete.error');
  if (list.tooShort) return '';
  return list.count > 0 ? t('autocomplete.results', { count: list.count }) : t('autocomplete.no-result');
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
  const [chosen, setChosen] = useState<TChosenOption | null>(null);

  const typed = text ?? '';
  const term = useDebouncedValue(typed.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const searching = remote && open && (term.length >= AUTOCOMPLETE_MIN_CHARS || (listAll && term === ''));
  const search = useDatalistOptions(
    { datalistId: datalistId ?? 0, filter: listAll && term === '' ? '' : term, locale },
    searching,
  );

  const label = useStoredLabel({ datalistId, localOptions, value, locale, chosen });

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
  // Something typed that matches nothing: said under the field, not only to screen readers.
  const showNoMatch =
    open && !tooShort && !loading && !search.isError && options.length === 0 && typed.trim() !== '';
  const status = describeStatus(t, {
    showMinChars,
    open,
    loading,
    failed: search.isError,
    tooShort,
    count: options.length,
  });

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleComboboxKey(event, {
      open,
      expanded,
      editing: text !== null,
      options,
      activeIndex,
      setActiveIndex,
      choose,
      close,
      openList: () => {
        setOpen(true);
        if (canListAll) setListAll(true);
      },
    });

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
    /** « Aucun résultat » shows under the field too. */
    showNoMatch,
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
