import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSearchTerm } from '../routing/use-list-params';
import { IconSearch, IconX } from './screen-icons';

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

type TSearchBoxProps = {
  /** The search in effect (lowercased); the box follows it when it changes elsewhere. */
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  /** Id of a text describing what the search matches. */
  describedBy?: string;
};

/**
 * A search field that searches while the user types (after a short pause) or on Enter; the
 * clear button empties it. The term handed over is trimmed and lowercased.
 */
export function SearchBox({ value, onSearch, label, placeholder, describedBy }: TSearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Follows a change made elsewhere (back button, link) unless it is the text already typed.
  const [followedValue, setFollowedValue] = useState(value);
  if (value !== followedValue) {
    setFollowedValue(value);
    if (normalizeSearchTerm(text) !== value) setText(value);
  }

  useEffect(() => {
    const term = normalizeSearchTerm(text);
    if (term === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(term), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = normalizeSearchTerm(text);
    if (term !== value) onSearch(term);
  };

  const clear = () => {
    setText('');
    if (value !== '') onSearch('');
    inputRef.current?.focus();
  };

  return (
    <form role="search" onSubmit={submit} className="app-search" aria-label={label}>
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {label}
      </label>
      <div className="input-group">
        <span className="input-group-text bg-white border-end-0 text-body-secondary" aria-hidden="true">
          <IconSearch size={16} />
        </span>
        <input
          ref={inputRef}
          id={id}
          type="search"
          className="form-control border-start-0 ps-0"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-describedby={describedBy}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-input"
        />
        {text ? (
          <button
            type="button"
            className="btn btn-outline-secondary app-search-clear"
            onClick={clear}
            aria-label={t('search.clear')}
          >
            <IconX size={16} />
          </button>
        ) : null}
      </div>
    </form>
  );
}
