import type { ComponentType } from 'react';
import type { ElementState } from '@souscription/form-engine';
import type { TElementWidgetProps } from './element-widget.types';

/** What renders one element with its widget: the wizard's props, and errors a parent shows itself. */
export type TElementContentProps = TElementWidgetProps & {
  /** Message keys a parent shows instead of this widget (a percentage group shows the sum once). */
  hiddenErrors?: readonly string[];
};

/** What every widget of a type family receives: the wizard's props and the element's live state. */
export type TWidgetProps = TElementContentProps & {
  /** The element's state, read once by the dispatcher. */
  state: ElementState;
  /**
   * Renders a child element with its own widget. Handed down by the dispatcher, so a group renders
   * its children without importing the dispatcher, which imports the group (no import cycle).
   */
  ElementContent: ComponentType<TElementContentProps>;
};
