import { MESSAGE_KEYS, PERCENTAGE_GROUP_TOTAL, parseNumber } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useElementStates } from '../hooks/use-element-state';
import { useField } from '../hooks/use-field';
import { formatQuantity } from '../utils/format-values';
import { getChildElements } from '../utils/nested-elements';
import { FieldErrors, FieldHelp, FieldLegend, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

const SUM_MESSAGE = [MESSAGE_KEYS.percentageRangeGroupSum, MESSAGE_KEYS.percentageRangeGroupSumExact];

/**
 * `input_percentage_range_group` (spec 5): its child percentages, their live total and the sum message
 * (between `min` and `max`, 100 by default). The children do not repeat the sum message: the group
 * shows it once.
 */
export function PercentageRangeGroupWidget(props: TWidgetProps) {
  const { element, state, formState, locale, ElementContent } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const children = getChildElements(formState.form, element);
  const childStates = useElementStates(
    formState,
    children.map((child) => child.id),
  );
  const total = childStates.reduce(
    (sum, child) =>
      child.visible ? sum + (parseNumber(typeof child.value === 'string' ? child.value : '') ?? 0) : sum,
    0,
  );
  const min = parseNumber(element.attributes.min ?? null) ?? PERCENTAGE_GROUP_TOTAL;
  const max = parseNumber(element.attributes.max ?? null) ?? PERCENTAGE_GROUP_TOTAL;
  const fits = total >= min && total <= max;
  const expected =
    min === max
      ? t('percentage-group.expected-exact', { value: formatQuantity(String(min), locale) })
      : t('percentage-group.expected-between', {
          min: formatQuantity(String(min), locale),
          max: formatQuantity(String(max), locale),
        });
  const totalId = `${field.ids.control}-total`;

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset
        id={field.ids.control}
        className="app-widget-group"
        aria-describedby={[totalId, field.describedBy].filter(Boolean).join(' ')}
      >
        <FieldLegend field={field} locale={locale} />
        <FieldHelp field={field} />
        {children.map((child) => (
          <ElementContent key={child.id} {...props} element={child} hiddenErrors={SUM_MESSAGE} />
        ))}
        <p
          id={totalId}
          className={`app-widget-total mb-0 ${fits ? 'text-success' : 'text-body-secondary'}`}
          aria-live="polite"
        >
          <strong>{t('percentage-group.total', { total: formatQuantity(String(total), locale) })}</strong>{' '}
          {expected}
        </p>
        <FieldErrors field={field} />
      </fieldset>
    </WidgetRoot>
  );
}
