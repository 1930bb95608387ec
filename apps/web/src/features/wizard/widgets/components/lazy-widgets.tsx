import { Suspense, lazy, type ComponentType } from 'react';
import type { TWidgetProps } from './widget-props.types';

/**
 * A widget whose module loads when a field of its type first shows, not with the wizard: the field
 * appears once it is there. `preload` loads it ahead (tests start with it).
 */
function lazyWidget(load: () => Promise<ComponentType<TWidgetProps>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWidget(props: TWidgetProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Widget: LazyWidget, preload: load };
}

/**
 * `input_date` and `input_birthdate`: the date picker (react-datepicker, date-fns and its locales, about
 * a third of the wizard's scripts).
 */
const dateInput = lazyWidget(async () => (await import('./date-input-widget')).DateInputWidget);
export const LazyDateInputWidget = dateInput.Widget;
export const preloadDateInputWidget = dateInput.preload;

/** `input_file` and `input_receipt_file`: the upload, list and preview of proofs, on the proofs page only. */
const fileInput = lazyWidget(async () => (await import('./file-widget')).FileWidget);
export const LazyFileWidget = fileInput.Widget;
export const preloadFileWidget = fileInput.preload;

/** `input_iban_code` and `input_bic_code`: bank details typed part by part, on the payment block only. */
const bankPartsInput = lazyWidget(async () => (await import('./bank-parts-widget')).BankPartsWidget);
export const LazyBankPartsWidget = bankPartsInput.Widget;
export const preloadBankPartsWidget = bankPartsInput.preload;
