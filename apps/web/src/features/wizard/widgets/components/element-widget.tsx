import { memo, type ComponentType } from 'react';
import type { ElementType } from '@souscription/form-engine';
import '../widgets.css';
import { useWidgetText } from '../i18n';
import { useElementState } from '../hooks/use-element-state';
import { getChildElements, isNestedElement } from '../utils/nested-elements';
import {
  ButtonWidget,
  CreateProspectButtonWidget,
  PrintButtonWidget,
  SignButtonWidget,
} from './button-widgets';
import { CheckboxWidget } from './checkbox-widget';
import { ChoiceCardsWidget } from './choice-cards-widget';
import type { TElementWidgetProps } from './element-widget.types';
import {
  LazyArrayChoiceWidget,
  LazyAutocompleteWidget,
  LazyBankPartsWidget,
  LazyDateInputWidget,
  LazyFileWidget,
  LazyNumberToWordsWidget,
  LazyOrderedIntegersGroupWidget,
  LazyOrdonnancementWidget,
  LazyPercentageRangeGroupWidget,
  LazyRangeWidget,
} from './lazy-widgets';
import { NumberInputWidget } from './number-input-widget';
import { OutputTextWidget, OutputWidget, PresentationWidget } from './output-widget';
import { PhoneInputWidget } from './phone-input-widget';
import { RadioWidget } from './radio-widget';
import { SelectWidget } from './select-widget';
import { TextInputWidget } from './text-input-widget';
import type { TElementContentProps, TWidgetProps } from './widget-props.types';

/** One component per type family; the record lists every element type of spec 3. */
export const WIDGET_BY_TYPE: Readonly<Record<ElementType, ComponentType<TWidgetProps>>> = {
  output_text: OutputTextWidget,
  presentation: PresentationWidget,
  calculate: OutputWidget,
  output_scoring_number: OutputWidget,
  output_scoring_text: OutputWidget,
  output_product_minimum_shares_number: OutputWidget,
  output_product_unit_price: OutputWidget,
  input_text: TextInputWidget,
  input_mail: TextInputWidget,
  input_iban: TextInputWidget,
  input_iban_code: LazyBankPartsWidget,
  input_bic_code: LazyBankPartsWidget,
  input_tel: PhoneInputWidget,
  input_date: LazyDateInputWidget,
  input_birthdate: LazyDateInputWidget,
  input_integer: NumberInputWidget,
  input_product_shares_number: NumberInputWidget,
  input_float: NumberInputWidget,
  input_float_currency_amount: NumberInputWidget,
  input_percentage_integer: NumberInputWidget,
  input_ordered_integer: NumberInputWidget,
  input_product_temporary_dismemberment_rate_percentage: NumberInputWidget,
  range: LazyRangeWidget,
  input_percentage_range: LazyRangeWidget,
  input_percentage_range_group: LazyPercentageRangeGroupWidget,
  convert_number_to_word: LazyNumberToWordsWidget,
  group_ordered_integers: LazyOrderedIntegersGroupWidget,
  ordonnancement: LazyOrdonnancementWidget,
  select: SelectWidget,
  select_ordered_integer: SelectWidget,
  unique_select_product_choice: SelectWidget,
  input_checkbox: CheckboxWidget,
  input_radio: RadioWidget,
  input_radio_simple: RadioWidget,
  toggle: CheckboxWidget,
  choice: ChoiceCardsWidget,
  input_product_radio: ChoiceCardsWidget,
  unique_select_product_choice_radio: ChoiceCardsWidget,
  choice_autocomplete: LazyAutocompleteWidget,
  datalist_choice: LazyAutocompleteWidget,
  unique_select_product_choice_autocomplete: LazyAutocompleteWidget,
  array_choice: LazyArrayChoiceWidget,
  input_file: LazyFileWidget,
  input_receipt_file: LazyFileWidget,
  button: ButtonWidget,
  button_print: PrintButtonWidget,
  button_docusign_iframe: SignButtonWidget,
  button_create_prospect: CreateProspectButtonWidget,
};

/**
 * Loads the widgets a form's elements need that do not come with the wizard (the lazy ones), so that
 * they are there before their page opens; resolves once they are (a failed one is left to load when
 * its field shows).
 */
export async function preloadFormWidgets(types: Iterable<ElementType>): Promise<void> {
  const widgets = new Set<ComponentType<TWidgetProps> & { preload?: () => Promise<unknown> }>();
  for (const type of types) {
    const widget = WIDGET_BY_TYPE[type];
    if (widget) widgets.add(widget);
  }
  await Promise.all([...widgets].map((widget) => widget.preload?.().catch(() => undefined)));
}

/** Types that render their children themselves, laid out as a group. */
const GROUP_TYPES: ReadonlySet<ElementType> = new Set([
  'input_percentage_range_group',
  'group_ordered_integers',
]);

function UnknownWidget({ element, locale }: TWidgetProps) {
  const { t } = useWidgetText(locale);
  return (
    <div className="alert alert-warning py-2" data-element-id={element.id}>
      {t('unknown-type', { type: element.type })}
    </div>
  );
}

/**
 * An element's widget without the nesting check: groups render their children through it. Reads the
 * element's live state (so it re-renders only when that element changes) and renders nothing while the
 * element is hidden.
 */
export function ElementWidgetContent(props: TElementContentProps) {
  const state = useElementState(props.formState, props.element.id);
  if (isAnnouncedNote(props.element)) {
    // A note a rule shows (a quiz's correction): its live region is there before the text arrives,
    // so a screen reader says the text when it appears.
    return (
      <div role="status" data-testid={`announce-${props.element.name}`}>
        {state.visible ? <VisibleElement {...props} state={state} /> : null}
      </div>
    );
  }
  if (!state.visible) return null;
  return <VisibleElement {...props} state={state} />;
}

/** An `output_text` shown by a rule: it appears while the user answers. */
function isAnnouncedNote(element: TElementContentProps['element']): boolean {
  return element.type === 'output_text' && element.condition?.actions.visible !== undefined;
}

function VisibleElement(props: TElementContentProps & { state: ReturnType<typeof useElementState> }) {
  const { state } = props;
  const Widget = WIDGET_BY_TYPE[props.element.type] ?? UnknownWidget;
  const children = GROUP_TYPES.has(props.element.type)
    ? []
    : getChildElements(props.formState.form, props.element);
  return (
    <>
      <Widget {...props} state={state} ElementContent={ElementWidgetContent} />
      {children.length > 0 ? (
        <div className="app-widget-children">
          {children.map((child) => (
            <ElementWidgetContent key={child.id} {...props} element={child} />
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * Renders one form element with the widget of its type (spec 2 and 3), reading the engine only through
 * {@link useElementState}. Hidden elements render nothing; so do elements another one renders inside
 * itself (a percentage group's or a ranking's children), so the wizard can render every element of a
 * block in order. Memoised: give it stable props (formState, element, onAction).
 */
export const ElementWidget = memo(function ElementWidget(props: TElementWidgetProps) {
  if (isNestedElement(props.formState.form, props.element.id)) return null;
  return <ElementWidgetContent {...props} />;
});
