import { useCallback, useMemo, useState, type FocusEvent } from 'react';
import type { ValidationMessage } from '@souscription/form-engine';
import { translateWidgetMessage } from '../i18n';
import type { TWidgetProps } from '../components/widget-props.types';

/** Ids tying a field's label, help and errors to its control (stable: e2e journeys may use them). */
export type TFieldIds = {
  /** The control (input, select, group). */
  control: string;
  /** The label or legend. */
  label: string;
  /** The help text. */
  help: string;
  /** The errors. */
  error: string;
};

/** Everything a widget needs to render a field the same way as the others. */
export type TField = {
  ids: TFieldIds;
  /** Label text, '' when none. */
  label: string;
  /** Help text, '' when none. */
  help: string;
  required: boolean;
  disabled: boolean;
  /** Read-only mode, or the element's own readonly attribute. */
  readOnly: boolean;
  /** Neither disabled nor read-only: user input is taken. */
  editable: boolean;
  /** Texts of the errors shown now (after blur or when the wizard asks). */
  errors: readonly string[];
  /** Errors are shown: aria-invalid. */
  invalid: boolean;
  /** Errors would show now if there were any (the field was left, or the wizard asks). */
  shown: boolean;
  /** The ids of the help and the shown errors, for aria-describedby. */
  describedBy: string | undefined;
  /** Marks the field as visited once focus leaves it (put on the widget's root). */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** A control of the field reported a change (input, select, checkbox…). */
  onEdit: () => void;
  /** Marks the field as visited now (e.g. after a choice made with the mouse). */
  touch: () => void;
};

/** Builds the ids of an element's field parts. */
export function getFieldIds(elementId: number): TFieldIds {
  const base = `element-${elementId}`;
  return { control: base, label: `${base}-label`, help: `${base}-help`, error: `${base}-error` };
}

/** Two values of a field alike (text, or the same list). */
function sameValue(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.join('\u0000') === b.join('\u0000') : a === b;
}

/**
 * The common state of a field: label, help, required / disabled / read-only flags, and the errors shown
 * after the user changed the field and left it, or once the wizard asks (after a submit): tabbing
 * through a block marks no untouched field in error. `hiddenErrors` drops messages a
 * parent shows instead (`hiddenErrors`: a percentage group's sum).
 */
export function useField(props: TWidgetProps): TField {
  const { element, state, showErrors, serverErrors, locale, hiddenErrors = [] } = props;
  const [touched, setTouched] = useState(false);
  // Whether the user changed the field since it showed: its value moved (derived while rendering,
  // React's way of adjusting state to a prop), or one of its controls reported a change (`onEdit`,
  // which a group also gets from its children).
  const [initialValue] = useState(state.value);
  const [edited, setEdited] = useState(false);
  if (!edited && !sameValue(state.value, initialValue)) setEdited(true);
  const onEdit = useCallback(() => setEdited(true), []);
  const ids = getFieldIds(element.id);
  const attributes = element.attributes;
  const hiddenKey = hiddenErrors.join('|');

  const errors = useMemo(() => {
    if (!showErrors && !touched) return [];
    const hidden = new Set(hiddenKey ? hiddenKey.split('|') : []);
    const messages: { message: string; params?: ValidationMessage['params'] }[] = [
      ...state.errors.filter((error) => !hidden.has(error.message)),
      ...(serverErrors ?? []).map((error) => ({
        message: error.message,
        params: Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)])),
      })),
    ];
    return [...new Set(messages.map((message) => translateWidgetMessage(locale, message)))];
  }, [showErrors, touched, state.errors, serverErrors, locale, hiddenKey]);

  const help = attributes.help?.trim() ?? '';
  const invalid = errors.length > 0;
  const describedBy =
    [help ? ids.help : null, invalid ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const readOnly = props.readOnly || attributes.readonly === true;
  const disabled = state.disabled;

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      if (edited) setTouched(true);
    },
    [edited],
  );
  const touch = useCallback(() => setTouched(true), []);

  return {
    ids,
    label: attributes.label?.trim() ?? '',
    help,
    required: state.required,
    disabled,
    readOnly,
    editable: !disabled && !readOnly,
    errors,
    invalid,
    shown: showErrors || touched,
    describedBy,
    onBlur,
    onEdit,
    touch,
  };
}
