import DatePicker, { registerLocale } from 'react-datepicker';
import { enGB, fr } from 'date-fns/locale';
import {
  formatDate,
  getTodayInParis,
  parseDate,
  resolveDateBound,
  type CalendarDate,
  type DateBound,
} from '@souscription/form-engine';
import 'react-datepicker/dist/react-datepicker.css';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

registerLocale('fr', fr);
registerLocale('en', enGB);

function toJsDate(date: CalendarDate | null): Date | null {
  return date ? new Date(date.year, date.month - 1, date.day) : null;
}

/** A bound as the calendar greys days out: the same day the engine checks (today in France). */
function readBound(bound: DateBound | null | undefined): Date | null {
  const today = parseDate(getTodayInParis(new Date()));
  return today ? toJsDate(resolveDateBound(bound, today)) : null;
}

/** What the user typed, with the slashes added when they typed eight digits in a row ('12051980'). */
export function completeTypedDate(text: string): string {
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim());
  return digits ? `${digits[1]}/${digits[2]}/${digits[3]}` : text;
}

/**
 * `input_date` and `input_birthdate` (spec 2 and 9): react-datepicker in French, dd/mm/yyyy, placeholder
 * jj/mm/AAAA, minDate / maxDate. The field shows the engine's text, so typing works as well as picking:
 * each keystroke goes to the engine as typed (the engine reports an incomplete or impossible date), a
 * picked day goes as dd/mm/yyyy. Birth dates open on month and year lists. The calendar opens on a
 * click, not on focus: when the wizard focuses the first field in error, the calendar would cover
 * the error under it.
 */
export function DateInputWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const value = typeof state.value === 'string' ? state.value : '';
  const selected = toJsDate(parseDate(value));
  const minDate = readBound(element.attributes.minDate);
  const maxDate = readBound(element.attributes.maxDate);
  const birthdate = element.type === 'input_birthdate';

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={locale} />
      <DatePicker
        id={field.ids.control}
        name={element.name}
        locale={locale}
        dateFormat="dd/MM/yyyy"
        strictParsing
        placeholderText={t('date.placeholder')}
        value={value}
        selected={selected}
        onChange={() => undefined}
        onChangeRaw={(event, selection) => {
          if (selection) {
            formState.set(
              element.id,
              formatDate({
                day: selection.date.getDate(),
                month: selection.date.getMonth() + 1,
                year: selection.date.getFullYear(),
              }),
            );
            return;
          }
          const target = event?.target;
          if (target instanceof HTMLInputElement) formState.set(element.id, completeTypedDate(target.value));
        }}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        openToDate={selected ?? (birthdate ? (maxDate ?? undefined) : undefined)}
        showMonthDropdown={birthdate}
        showYearDropdown={birthdate}
        dropdownMode="select"
        preventOpenOnFocus
        disabled={field.disabled}
        readOnly={field.readOnly}
        autoComplete="off"
        className={`form-control ${field.invalid ? 'is-invalid' : ''}`}
        wrapperClassName="d-block"
        popperPlacement="bottom-start"
        showPopperArrow={false}
        ariaDescribedBy={field.describedBy}
        ariaInvalid={field.invalid ? 'true' : undefined}
        ariaRequired={field.required ? 'true' : undefined}
        ariaLabelClose={t('date.close')}
        chooseDayAriaLabelPrefix={t('date.choose-day')}
        disabledDayAriaLabelPrefix={t('date.unavailable-day')}
        monthAriaLabelPrefix={t('date.month')}
        previousMonthAriaLabel={t('date.previous-month')}
        nextMonthAriaLabel={t('date.next-month')}
        previousYearAriaLabel={t('date.previous-year')}
        nextYearAriaLabel={t('date.next-year')}
      />
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
