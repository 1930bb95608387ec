import { Suspense, lazy } from 'react';
import type { TWidgetProps } from './widget-props.types';

const loadDateInputWidget = () => import('./date-input-widget');

const DateInputWidget = lazy(async () => ({ default: (await loadDateInputWidget()).DateInputWidget }));

/** Loads the date picker ahead of a date field (tests start with it). */
export function preloadDateInputWidget(): Promise<unknown> {
  return loadDateInputWidget();
}

/**
 * `input_date` and `input_birthdate`: the date picker (react-datepicker, date-fns and its locales, about
 * a third of the wizard's scripts) loads when a date field first shows, not with the wizard; the field
 * appears once it is there.
 */
export function LazyDateInputWidget(props: TWidgetProps) {
  return (
    <Suspense fallback={null}>
      <DateInputWidget {...props} />
    </Suspense>
  );
}
