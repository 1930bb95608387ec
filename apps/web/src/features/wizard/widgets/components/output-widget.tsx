import type { ElementType } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { formatMoney, formatQuantity } from '../utils/format-values';
import { FieldErrors, FieldHelp, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

const MONEY_TYPES: ReadonlySet<ElementType> = new Set(['output_product_unit_price']);

/** The text an output shows for its value: amounts in euros, numbers the French way, option labels. */
function formatOutput({ element, state, locale }: TWidgetProps): string {
  const value = typeof state.value === 'string' ? state.value : state.value.join(', ');
  if (value.trim() === '') return '';
  const { financial, precision, options } = element.attributes;
  if (MONEY_TYPES.has(element.type) || financial) return formatMoney(value, locale) || value;
  if (element.type === 'output_scoring_text' || options?.length) {
    return options?.find((option) => option.value === value)?.label ?? value;
  }
  return formatQuantity(value, locale, precision);
}

/**
 * Outputs (spec 3): `calculate`, scoring number and text, product unit price and minimum shares. The value
 * is an `<output>` (a polite live region) named by the label, so a recalculated amount is announced.
 */
export function OutputWidget(props: TWidgetProps) {
  const { element, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const text = formatOutput(props);
  const bold = element.attributes.bold ? 'fw-bold' : '';
  return (
    <WidgetRoot element={element} hasErrors={props.state.errors.length > 0} className="app-widget-output">
      {field.label ? (
        <div id={field.ids.label} className="form-label mb-1">
          {field.label}
        </div>
      ) : null}
      <output
        id={field.ids.control}
        aria-labelledby={field.label ? field.ids.label : undefined}
        aria-describedby={field.describedBy}
        className={`app-widget-output-value ${bold}`}
      >
        {text || (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('not-set')}</span>
          </>
        )}
      </output>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}

/** `output_text`: a titled note (its presentation, else its value). */
export function OutputTextWidget(props: TWidgetProps) {
  const { element } = props;
  const field = useField(props);
  const value = typeof props.state.value === 'string' ? props.state.value : props.state.value.join(', ');
  const text = element.attributes.presentation?.trim() || value;
  return (
    <WidgetRoot element={element} hasErrors={false}>
      <div
        className="app-widget-note"
        role="note"
        aria-labelledby={field.label ? field.ids.label : undefined}
      >
        {field.label ? (
          <div id={field.ids.label} className="fw-semibold mb-1">
            {field.label}
          </div>
        ) : null}
        <div className={`app-widget-text ${element.attributes.bold ? 'fw-bold' : ''}`}>{text}</div>
      </div>
      <FieldHelp field={field} />
    </WidgetRoot>
  );
}

/** `presentation`: a paragraph of text (line breaks kept), with its label as a heading when it has one. */
export function PresentationWidget(props: TWidgetProps) {
  const { element } = props;
  const field = useField(props);
  const text = element.attributes.presentation?.trim() ?? '';
  return (
    <WidgetRoot element={element} hasErrors={false}>
      {field.label ? <p className="fw-semibold mb-1">{field.label}</p> : null}
      {text ? (
        <p className={`app-widget-text mb-0 ${element.attributes.bold ? 'fw-bold' : ''}`}>{text}</p>
      ) : null}
      <FieldHelp field={field} />
    </WidgetRoot>
  );
}
