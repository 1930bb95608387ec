import { useRef, type ChangeEvent, type HTMLAttributes } from 'react';
import { formatElementInput, type ElementType } from '@souscription/form-engine';
import { useCaret } from '../hooks/use-caret';
import { useField } from '../hooks/use-field';
import { FieldErrors, FieldHelp, FieldLabel, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

type TInputTraits = {
  type: 'text' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  monospace?: boolean;
  spellCheck?: boolean;
};

const TRAITS: Partial<Record<ElementType, TInputTraits>> = {
  input_mail: { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false },
  input_iban: { type: 'text', autoComplete: 'off', monospace: true, spellCheck: false },
};

/**
 * Text, e-mail and IBAN fields. Each keystroke is formatted as spec 5 says before it reaches the
 * engine (IBAN: no spaces, then groups of four, upper-cased when asked; others: upper-case when asked), with the caret kept in place.
 */
export function TextInputWidget(props: TWidgetProps) {
  const { element, state, formState } = props;
  const field = useField(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const remember = useCaret(inputRef);
  const traits = TRAITS[element.type] ?? { type: 'text' as const };
  const value = typeof state.value === 'string' ? state.value : state.value.join(', ');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = formatElementInput(element, raw) as string;
    remember(raw, formatted, event.target.selectionStart);
    formState.set(element.id, formatted);
  };

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <FieldLabel field={field} locale={props.locale} />
      <input
        ref={inputRef}
        id={field.ids.control}
        name={element.name}
        type={traits.type}
        className={`form-control ${traits.monospace ? 'app-widget-monospace' : ''} ${field.invalid ? 'is-invalid' : ''} ${element.attributes.bold ? 'fw-bold' : ''}`}
        value={value}
        onChange={onChange}
        disabled={field.disabled}
        readOnly={field.readOnly}
        aria-required={field.required || undefined}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        autoComplete={traits.autoComplete}
        inputMode={traits.inputMode}
        spellCheck={traits.spellCheck}
        autoCapitalize={element.attributes.uppercase ? 'characters' : undefined}
      />
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
