import { useId } from 'react';
import { SearchBox } from './search-box';

type TListSearchProps = {
  /** The search in effect (from the address). */
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder: string;
  /** What the search matches, read by assistive technology with the field. */
  help: string;
};

/** A list's search field, with the hidden text that says what it matches. */
export function ListSearch({ value, onSearch, label, placeholder, help }: TListSearchProps) {
  const helpId = useId();
  return (
    <>
      <SearchBox
        value={value}
        onSearch={onSearch}
        label={label}
        placeholder={placeholder}
        describedBy={helpId}
      />
      <p id={helpId} className="visually-hidden">
        {help}
      </p>
    </>
  );
}
