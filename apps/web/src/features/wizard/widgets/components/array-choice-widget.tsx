import { useEffect, useState } from 'react';
import { useWidgetText } from '../i18n';
import { useArrayChoiceRows, type TArrayRow } from '../hooks/use-array-choice-rows';
import { useField } from '../hooks/use-field';
import { ArrayChoiceRow } from './array-choice-row';
import { FieldErrors, FieldHelp, RequiredMark, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

/** Spec 9: when a single row fits, it is chosen after 500 ms. */
export const ARRAY_CHOICE_AUTO_CLICK_MS = 500;

/**
 * `array_choice`, the dismemberment table (spec 2 and 9): one row per duration with its usufruct and bare
 * ownership percentages; clicking a row (or its radio, with the keyboard) chooses it, the value being the
 * duration in years. When a single row fits, it is chosen after 500 ms.
 */
export function ArrayChoiceWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const rows = useArrayChoiceRows(formState, element, (count) => t('array-choice.years', { count }));
  const value = typeof state.value === 'string' ? state.value : (state.value[0] ?? '');
  const rated = rows.some((row) => row.usufruct !== null);
  const [announcement, setAnnouncement] = useState('');
  const [autoClicked, setAutoClicked] = useState<string | null>(null);

  const onlyValue = rows.length === 1 ? (rows[0]?.value ?? null) : null;
  const shouldAutoClick = onlyValue !== null && value === '' && field.editable && autoClicked !== onlyValue;
  useEffect(() => {
    if (!shouldAutoClick || onlyValue === null) return;
    const timer = window.setTimeout(() => {
      setAutoClicked(onlyValue);
      formState.set(element.id, onlyValue);
      setAnnouncement(t('array-choice.auto-selected'));
    }, ARRAY_CHOICE_AUTO_CLICK_MS);
    return () => window.clearTimeout(timer);
  }, [shouldAutoClick, onlyValue, formState, element.id, t]);
  const detailed = rows.some((row) => row.detail);

  const choose = (row: TArrayRow) => {
    if (!field.editable) return;
    formState.set(element.id, row.value);
    field.touch();
  };

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      {rows.length === 0 ? (
        <>
          {field.label ? (
            <p id={field.ids.label} className="form-label mb-1">
              {field.label}
            </p>
          ) : null}
          <p className="small text-body-secondary mb-0">{t('array-choice.empty')}</p>
        </>
      ) : (
        <div className="table-responsive app-widget-array">
          <table
            className="table table-sm table-hover align-middle mb-0"
            aria-describedby={field.describedBy}
          >
            <caption id={field.ids.label} className="form-label caption-top text-body">
              {field.label}
              {field.required ? <RequiredMark locale={locale} announce /> : null}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="app-widget-array-pick">
                  <span className="visually-hidden">{t('array-choice.choose', { option: '' })}</span>
                </th>
                <th scope="col">{rated ? t('array-choice.duration') : t('array-choice.option')}</th>
                {rated ? (
                  <>
                    <th scope="col" className="text-end">
                      {t('array-choice.usufruct')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('array-choice.bare-ownership')}
                    </th>
                  </>
                ) : null}
                {detailed ? <th scope="col">{t('array-choice.detail')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <ArrayChoiceRow
                  key={row.value}
                  row={row}
                  id={index === 0 ? field.ids.control : `${field.ids.control}-${index}`}
                  name={element.name}
                  selected={row.value === value}
                  field={field}
                  columns={{ rated, detailed }}
                  locale={locale}
                  onChoose={choose}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
