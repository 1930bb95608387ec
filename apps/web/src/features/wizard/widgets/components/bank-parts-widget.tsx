import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  BIC_PART_SPECS,
  IBAN_PART_SPECS,
  joinBicParts,
  joinIbanParts,
  splitBicParts,
  splitIbanParts,
  type BankPartSpec,
} from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { FieldErrors, FieldHelp, FieldLegend, WidgetRoot } from './field-parts';
import type { TWidgetProps } from './widget-props.types';

type TParts = Record<string, string>;

type TBankDetail = {
  specs: readonly BankPartSpec<string>[];
  split: (value: string) => TParts;
  join: (parts: TParts) => string;
};

const IBAN: TBankDetail = {
  specs: IBAN_PART_SPECS,
  split: splitIbanParts,
  join: (parts) => joinIbanParts(parts as ReturnType<typeof splitIbanParts>),
};
const BIC: TBankDetail = {
  specs: BIC_PART_SPECS,
  split: splitBicParts,
  join: (parts) => joinBicParts(parts as ReturnType<typeof splitBicParts>),
};

const PART_PATTERNS: Record<BankPartSpec<string>['kind'], RegExp> = {
  letters: /^[A-Z]*$/,
  digits: /^\d*$/,
  alphanumerics: /^[A-Z0-9]*$/,
};

/** Whether a part fits its rule (characters and length; an optional part may stay empty). */
function fits(spec: BankPartSpec<string>, text: string): boolean {
  return (
    PART_PATTERNS[spec.kind].test(text) && text.length <= spec.maxLength && text.length >= spec.minLength
  );
}

/**
 * The parts to mark while the field shows an error: those breaking their rule, or all of them when
 * each fits on its own (wrong check digits, an unknown country).
 */
function findWrongParts(specs: readonly BankPartSpec<string>[], parts: TParts): ReadonlySet<string> {
  const wrong = specs.filter((spec) => !fits(spec, parts[spec.name] ?? '')).map((spec) => spec.name);
  return new Set(wrong.length > 0 ? wrong : specs.map((spec) => spec.name));
}

/** The parts after a box's text changed, and the box to move to (with the caret there) if any. */
type TTyped = { parts: TParts; focus: { index: number; caret: number } | null };

/**
 * What a box's new text does to the parts: a whole value pasted spreads from this box over the
 * following ones; a letter typed past a full box begins the next one (« CCBPFRPPLYO » typed letter
 * by letter fills the four BIC boxes), unless that one is full too.
 */
function typeInto(detail: TBankDetail, parts: TParts, index: number, text: string): TTyped {
  const spec = detail.specs[index]!;
  const before = parts[spec.name] ?? '';
  if (text.length <= spec.maxLength) return { parts: { ...parts, [spec.name]: text }, focus: null };
  if (text.length - before.length > 1) {
    // Pasted: the parts before this one, then the pasted text over this one and those after.
    const head = detail.specs.slice(0, index).map((earlier) => parts[earlier.name] ?? '');
    return { parts: detail.split([...head, text].join('')), focus: null };
  }
  const kept = { ...parts, [spec.name]: text.slice(0, spec.maxLength) };
  const following = detail.specs[index + 1];
  const overflow = text.slice(spec.maxLength);
  const next = following ? (parts[following.name] ?? '') : '';
  if (!following || next.length + overflow.length > following.maxLength) return { parts: kept, focus: null };
  return {
    parts: { ...kept, [following.name]: overflow + next },
    focus: { index: index + 1, caret: overflow.length },
  };
}

function ruleText(
  spec: BankPartSpec<string>,
  t: (key: string, options: { count: number }) => string,
): string {
  if (spec.minLength === 0) return t(`bank-parts.rules.optional`, { count: spec.maxLength });
  if (spec.minLength < spec.maxLength) return t('bank-parts.rules.up-to', { count: spec.maxLength });
  return t(`bank-parts.rules.${spec.kind}`, { count: spec.maxLength });
}

/** Puts the caret in a box once the render that fills it is done. */
function useFocusAfterRender(): (id: string, caret: number) => void {
  const pending = useRef<{ id: string; caret: number } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const box = document.getElementById(target.id);
    if (!(box instanceof HTMLInputElement)) return;
    box.focus();
    box.setSelectionRange(target.caret, target.caret);
  });
  return (id, caret) => {
    pending.current = { id, caret };
  };
}

/**
 * `input_iban_code` and `input_bic_code` (spec 5, input formatting): one box per part of the IBAN / RIB
 * (country, IBAN key, bank code, counter code, account number, RIB key) or of the BIC (bank, country,
 * location, optional branch), each with its rule under it. The parts join into the value the engine
 * checks (grouped by four for an IBAN, as the IBAN field stores it); a whole IBAN or BIC pasted into a
 * box spreads over the boxes from there, and typing past a full box goes on in the next one. A part
 * that breaks its rule is marked once errors show.
 */
export function BankPartsWidget(props: TWidgetProps) {
  const { element, state, formState, locale } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const detail = element.type === 'input_iban_code' ? IBAN : BIC;
  const value = typeof state.value === 'string' ? state.value : '';
  // The parts as typed: joining loses where an unfinished part ends, so they are kept here and read
  // again from the value only when it changes from elsewhere (stored answers, a reset).
  const [typed, setTyped] = useState(() => ({ value, parts: detail.split(value) }));
  let parts = typed.parts;
  if (typed.value !== value) {
    parts = detail.split(value);
    setTyped({ value, parts });
  }

  const boxIdOf = (index: number) =>
    index === 0 ? field.ids.control : `${field.ids.control}-${detail.specs[index]?.name}`;
  const moveTo = useFocusAfterRender();
  const onChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.replace(/\s/g, '').toUpperCase();
    const next = typeInto(detail, parts, index, text);
    const joined = detail.join(next.parts);
    setTyped({ value: joined, parts: next.parts });
    formState.set(element.id, joined);
    if (next.focus) moveTo(boxIdOf(next.focus.index), next.focus.caret);
  };

  const wrongParts = field.invalid ? findWrongParts(detail.specs, parts) : new Set<string>();

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <fieldset aria-describedby={field.describedBy} className="app-widget-bank-parts">
        <FieldLegend field={field} locale={locale} />
        <div className="d-flex flex-wrap gap-2">
          {detail.specs.map((spec, index) => {
            const id = boxIdOf(index);
            const text = parts[spec.name] ?? '';
            const wrong = wrongParts.has(spec.name);
            return (
              <div key={spec.name} className="app-widget-bank-part">
                <label htmlFor={id} className="form-label small mb-1">
                  {t(`bank-parts.parts.${spec.name}`)}
                </label>
                <input
                  id={id}
                  name={`${element.name}.${spec.name}`}
                  type="text"
                  className={`form-control app-widget-monospace ${wrong ? 'is-invalid' : ''}`}
                  style={{ width: `calc(${Math.max(spec.maxLength, 2) + 1}ch + 1.5rem)` }}
                  value={text}
                  onChange={onChange(index)}
                  disabled={field.disabled}
                  readOnly={field.readOnly}
                  aria-required={(field.required && spec.minLength > 0) || undefined}
                  aria-invalid={wrong || undefined}
                  aria-describedby={[`${id}-rule`, field.describedBy].filter(Boolean).join(' ')}
                  inputMode={spec.kind === 'digits' ? 'numeric' : undefined}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                <div id={`${id}-rule`} className="form-text mt-1">
                  {ruleText(spec, t)}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
