import { Suspense, lazy, useState, type ComponentType } from 'react';
import type { TWidgetProps } from './widget-props.types';

/** A widget loaded on demand; `preload` loads its module ahead. */
export type TLazyWidget = ComponentType<TWidgetProps> & { preload: () => Promise<unknown> };

/**
 * A widget whose module loads when a field of its type first shows, or when a form that has one opens
 * (`preloadFormWidgets`), not with the wizard (its first-load budget): the field appears once it is
 * there. Once loaded, a field renders it at once (`preload` loads it ahead; tests start with it).
 */
function lazyWidget(load: () => Promise<ComponentType<TWidgetProps>>): TLazyWidget {
  let loaded: ComponentType<TWidgetProps> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Deferred = lazy(async () => ({ default: await preload() }));
  function LazyWidget(props: TWidgetProps) {
    // Note: chosen once per field, so that a field never swaps its tree (and loses its state or focus).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWidget, { preload });
}

/**
 * `input_date` and `input_birthdate`: the date picker (react-datepicker, date-fns and its locales, about
 * a third of the wizard's scripts).
 */
export const LazyDateInputWidget = lazyWidget(
  async () => (await import('./date-input-widget')).DateInputWidget,
);
export const preloadDateInputWidget = LazyDateInputWidget.preload;

/** `input_file` and `input_receipt_file`: the upload, list and preview of proofs, on the proofs page only. */
export const LazyFileWidget = lazyWidget(async () => (await import('./file-widget')).FileWidget);
export const preloadFileWidget = LazyFileWidget.preload;

/** `input_iban_code` and `input_bic_code`: bank details typed part by part, on the payment block only. */
export const LazyBankPartsWidget = lazyWidget(
  async () => (await import('./bank-parts-widget')).BankPartsWidget,
);
export const preloadBankPartsWidget = LazyBankPartsWidget.preload;

/** `choice_autocomplete`, `datalist_choice` and the products' autocomplete: the combobox and its search. */
export const LazyAutocompleteWidget = lazyWidget(
  async () => (await import('./autocomplete-widget')).AutocompleteWidget,
);

/** `array_choice`: a question per row, each with its options. */
export const LazyArrayChoiceWidget = lazyWidget(
  async () => (await import('./array-choice-widget')).ArrayChoiceWidget,
);

/** `ordonnancement`: a ranking, item by item. */
export const LazyOrdonnancementWidget = lazyWidget(
  async () => (await import('./ordering-widgets')).OrdonnancementWidget,
);

/** `group_ordered_integers`: the group's children ranked by number. */
export const LazyOrderedIntegersGroupWidget = lazyWidget(
  async () => (await import('./ordering-widgets')).OrderedIntegersGroupWidget,
);

/** `range` and `input_percentage_range`: the slider. */
export const LazyRangeWidget = lazyWidget(async () => (await import('./range-widget')).RangeWidget);

/** `input_percentage_range_group`: sliders whose sum is bounded. */
export const LazyPercentageRangeGroupWidget = lazyWidget(
  async () => (await import('./percentage-range-group-widget')).PercentageRangeGroupWidget,
);

/** `convert_number_to_word`: an amount written out in words. */
export const LazyNumberToWordsWidget = lazyWidget(
  async () => (await import('./number-to-words-widget')).NumberToWordsWidget,
);
