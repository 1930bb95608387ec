import type { TArrayRow } from '../hooks/use-array-choice-rows';
import type { TField } from '../hooks/use-field';
import { useWidgetText } from '../i18n';
import { formatPercent } from '../utils/format-values';
import type { TWidgetProps } from './widget-props.types';

/**
 * One row of the dismemberment table: its radio, its label, the usufruct and bare-ownership
 * percentages when the table is rated, its detail when any row has one. Clicking the row chooses it
 * and puts the focus on its radio.
 */
export function ArrayChoiceRow({
  row,
  id,
  name,
  selected,
  field,
  columns,
  locale,
  onChoose,
}: {
  row: TArrayRow;
  id: string;
  name: string;
  selected: boolean;
  field: TField;
  columns: { rated: boolean; detailed: boolean };
  locale: TWidgetProps['locale'];
  onChoose: (row: TArrayRow) => void;
}) {
  const { t } = useWidgetText(locale);
  return (
    <tr
      className={`${selected ? 'table-active app-widget-array-selected' : ''} ${field.editable ? 'app-widget-array-row' : ''}`}
      onClick={(event) => {
        if (!field.editable) return;
        onChoose(row);
        event.currentTarget.querySelector('input')?.focus();
      }}
    >
      <td className="app-widget-array-pick">
        <input
          id={id}
          name={name}
          type="radio"
          className="form-check-input"
          value={row.value}
          checked={selected}
          onChange={() => onChoose(row)}
          onClick={(event) => event.stopPropagation()}
          disabled={!field.editable}
          aria-label={t('array-choice.choose', { option: row.label })}
          aria-describedby={field.describedBy}
        />
      </td>
      <td>{row.label}</td>
      {columns.rated ? (
        <>
          <td className="text-end">
            {row.usufruct === null ? '' : formatPercent(String(row.usufruct), locale)}
          </td>
          <td className="text-end">
            {row.bareOwnership === null ? '' : formatPercent(String(row.bareOwnership), locale)}
          </td>
        </>
      ) : null}
      {columns.detailed ? <td className="small text-body-secondary">{row.detail}</td> : null}
    </tr>
  );
}
