import type { ElementState } from '@souscription/form-engine';
import type { TElementWidgetProps } from './element-widget.types';

/** What every widget of a type family receives: the wizard's props and the element's live state. */
export type TWidgetProps = TElementWidgetProps & {
  /** The element's state, read once by the dispatcher. */
  state: ElementState;
  /** Message keys a parent shows instead of this widget (a percentage group shows the sum once). */
  hiddenErrors?: readonly string[];
};
