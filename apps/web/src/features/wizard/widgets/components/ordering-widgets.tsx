import { useCallback, useState } from 'react';
import { parseNumber, type FormElement } from '@souscription/form-engine';
import { translateWidgetMessage, useWidgetText } from '../i18n';
import { useElementStates } from '../hooks/use-element-state';
import { useField } from '../hooks/use-field';
import { getChildElements } from '../utils/nested-elements';
import { FieldErrors, FieldHelp, FieldLegend, WidgetRoot } from './field-parts';
import { OrderList, type TOrderItem } from './order-list';
import type { TWidgetProps } from './widget-props.types';

/**
 * « Valider cet ordre » while the proposed order is not answered. Confirming removes the button, so the
 * focus goes to the « Ordre enregistré » note that takes its place (not to the page's body); from there
 * Tab goes on to the next field.
 */
function ConfirmOrder({
  ranked,
  editable,
  onConfirm,
  locale,
}: {
  ranked: boolean;
  editable: boolean;
  onConfirm: () => void;
  locale: TWidgetProps['locale'];
}) {
  const { t } = useWidgetText(locale);
  const [confirmed, setConfirmed] = useState(false);
  const focusNote = useCallback((note: HTMLParagraphElement | null) => note?.focus(), []);
  if (ranked) {
    return confirmed ? (
      <p ref={focusNote} tabIndex={-1} role="status" className="small text-success mt-2 mb-0">
        <span aria-hidden="true">✓ </span>
        {t('order.confirmed')}
      </p>
    ) : null;
  }
  if (!editable) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => {
          setConfirmed(true);
          onConfirm();
        }}
      >
        {t('order.confirm')}
      </button>
      <span className="small text-body-secondary">{t('order.confirm-hint')}</span>
    </div>
  );
}

/**
 * `ordonnancement` (sort): the options ranked by the user; the value is the option values in order. Until
 * the user moves an item or confirms the proposed order, the value stays empty (a required ranking is
 * then unanswered).
 */
export function OrdonnancementWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const options = element.attributes.options ?? [];
  const chosen = typeof state.value === 'string' ? (state.value ? [state.value] : []) : state.value;
  const known = chosen.filter((value) => options.some((option) => option.value === value));
  const order = [
    ...known,
    ...options.map((option) => option.value).filter((value) => !known.includes(value)),
  ];
  const items: TOrderItem[] = order.map((value) => {
    const option = options.find((candidate) => candidate.value === value);
    return { key: value, label: option?.label ?? value, description: option?.presentation };
  });
  const ranked = known.length > 0;
  const set = (next: readonly string[]) => {
    formState.set(element.id, [...next]);
    field.touch();
  };

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset id={field.ids.control} aria-describedby={field.describedBy}>
        <FieldLegend field={field} locale={locale} />
        <OrderList items={items} ranked={ranked} disabled={!field.editable} locale={locale} onMove={set} />
        <ConfirmOrder
          ranked={ranked}
          editable={field.editable}
          onConfirm={() => set(order)}
          locale={locale}
        />
        <FieldHelp field={field} />
        <FieldErrors field={field} />
      </fieldset>
    </WidgetRoot>
  );
}

function rankOf(value: unknown): number | null {
  return typeof value === 'string' ? parseNumber(value) : null;
}

/**
 * `group_ordered_integers`: its `input_ordered_integer` children ranked 1, 2, 3… with up / down buttons;
 * each move writes every child's rank at once. Children without a rank come last until confirmed. The
 * children's errors show under the group.
 */
export function OrderedIntegersGroupWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const field = useField(props);
  const children = getChildElements(formState.form, element);
  const childStates = useElementStates(
    formState,
    children.map((child) => child.id),
  );
  const visible = children
    .map((child, index) => ({ child, state: childStates[index] }))
    .filter((entry): entry is { child: FormElement; state: NonNullable<typeof entry.state> } =>
      Boolean(entry.state?.visible),
    );
  const sorted = [...visible].sort((left, right) => {
    const a = rankOf(left.state.value) ?? Number.POSITIVE_INFINITY;
    const b = rankOf(right.state.value) ?? Number.POSITIVE_INFINITY;
    return a - b;
  });
  const ranked = visible.length > 0 && visible.every((entry) => rankOf(entry.state.value) !== null);
  const items: TOrderItem[] = sorted.map(({ child }) => ({
    key: String(child.id),
    label: child.attributes.label ?? child.name,
  }));
  const disabled = !field.editable || visible.every((entry) => entry.state.disabled);
  const childErrors = field.shown
    ? visible.flatMap((entry) => entry.state.errors.map((error) => translateWidgetMessage(locale, error)))
    : [];
  const errors = [...new Set([...field.errors, ...childErrors])];
  const groupField = {
    ...field,
    required: field.required || visible.some((entry) => entry.state.required),
    errors,
    invalid: errors.length > 0,
    describedBy:
      [field.help ? field.ids.help : null, errors.length > 0 ? field.ids.error : null]
        .filter(Boolean)
        .join(' ') || undefined,
  };
  const hasErrors = state.errors.length > 0 || visible.some((entry) => entry.state.errors.length > 0);

  const set = (order: readonly string[]) => {
    formState.setMany(order.map((id, index) => ({ elementId: Number(id), value: String(index + 1) })));
    field.touch();
  };

  return (
    <WidgetRoot element={element} field={field} hasErrors={hasErrors}>
      <fieldset id={field.ids.control} aria-describedby={groupField.describedBy}>
        <FieldLegend field={groupField} locale={locale} />
        <OrderList items={items} ranked={ranked} disabled={disabled} locale={locale} onMove={set} />
        <ConfirmOrder
          ranked={ranked}
          editable={!disabled}
          onConfirm={() => set(items.map((item) => item.key))}
          locale={locale}
        />
        <FieldHelp field={groupField} />
        <FieldErrors field={groupField} />
      </fieldset>
    </WidgetRoot>
  );
}
