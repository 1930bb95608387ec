/**
 * The element widgets of the form wizard (spec 02 §2 and §3): one component per element type family,
 * reading the engine through fine-grained subscriptions. The wizard renders `<ElementWidget>` for every
 * element of a block and calls `focusFirstError` after a failed submit.
 */
import './i18n';

export { ElementWidget, WIDGET_BY_TYPE, preloadFormWidgets } from './components/element-widget';
export type {
  TClientStatus,
  TElementWidgetProps,
  TWidgetAction,
  TWidgetLocale,
  TWidgetMessage,
  TWidgetReceipt,
  TReceiptsChange,
} from './components/element-widget.types';
export { useElementState, useElementStates } from './hooks/use-element-state';
export { focusFirstError } from './utils/focus-first-error';
export { isNestedElement } from './utils/nested-elements';
export { translateWidgetMessage, widgetTextsReady } from './i18n';
export { formatMoney } from './utils/format-values';
