import { useId } from 'react';
import Form from 'react-bootstrap/Form';

type TFormSelectProps = {
  label: string;
  labelClassName: string;
  /** The form chosen; undefined for the « none » option. */
  value: number | undefined;
  options: readonly { id: number; label: string }[];
  /** A first option for no form in particular (all of them), when there is one. */
  noneLabel?: string;
  onChange: (formId: number | undefined) => void;
  testId: string;
};

/** A choice among the tenant's forms (a list's filter, the form of a new folder). */
export function FormSelect({
  label,
  labelClassName,
  value,
  options,
  noneLabel,
  onChange,
  testId,
}: TFormSelectProps) {
  const id = useId();
  return (
    <>
      <Form.Label htmlFor={id} className={labelClassName}>
        {label}
      </Form.Label>
      <Form.Select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        data-testid={testId}
      >
        {noneLabel === undefined ? null : <option value="">{noneLabel}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
