import { useField } from '../hooks/use-field';
import { BooleanBox } from './box-parts';
import type { TWidgetProps } from './widget-props.types';

/** `toggle`: a switch (role switch) whose value is 'true' / 'false'. */
export function ToggleWidget(props: TWidgetProps) {
  return <BooleanBox props={props} field={useField(props)} asSwitch />;
}
