import type { ReactNode } from 'react';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { DisabledWithTooltip } from './disabled-with-tooltip';
import type { TWidgetAction } from './element-widget.types';
import { FieldHelp, WidgetRoot } from './field-parts';
import { WidgetIcon } from './widget-icon';
import type { TWidgetProps } from './widget-props.types';

type TActionButtonProps = TWidgetProps & {
  action: TWidgetAction;
  label: string;
  variant: 'primary' | 'outline-primary' | 'outline-secondary';
  /** Disabled for a reason of its own (read-only mode, no wizard handler). */
  blocked?: boolean;
  /** Disabled with this explanation in a tooltip. */
  unavailableReason?: string;
};

function ButtonContent({ props, label }: { props: TWidgetProps; label: string }): ReactNode {
  const { t } = useWidgetText(props.locale);
  const icon = props.element.attributes.icon;
  const iconNode = props.busy ? (
    <span className="spinner-border spinner-border-sm" aria-hidden="true" />
  ) : icon?.type ? (
    <WidgetIcon name={icon.type} />
  ) : null;
  const right = icon?.position === 'right';
  return (
    <>
      {!right && iconNode ? <span className="me-2 d-inline-flex">{iconNode}</span> : null}
      {label}
      {right && iconNode ? <span className="ms-2 d-inline-flex">{iconNode}</span> : null}
      {props.busy ? (
        <>
          {' '}
          <span className="visually-hidden">({t('busy')})</span>
        </>
      ) : null}
    </>
  );
}

/** A button that hands its action to the wizard (`onAction`), with the element's icon and help. */
function ActionButton(props: TActionButtonProps) {
  const { element, state, action, label, variant, blocked, unavailableReason, onAction, busy } = props;
  const field = useField(props);
  const disabled = Boolean(unavailableReason) || blocked || state.disabled || busy || !onAction;
  const button = (
    <button
      id={field.ids.control}
      type="button"
      className={`btn btn-${variant} ${element.attributes.bold ? 'fw-bold' : ''}`}
      disabled={disabled}
      aria-describedby={field.describedBy}
      aria-busy={busy || undefined}
      data-action={action}
      onClick={() => onAction?.(action, element)}
    >
      <ButtonContent props={props} label={label} />
    </button>
  );
  return (
    <WidgetRoot element={element} hasErrors={false} className="app-widget-button">
      {unavailableReason ? (
        <DisabledWithTooltip reason={unavailableReason}>{button}</DisabledWithTooltip>
      ) : (
        button
      )}
      <FieldHelp field={field} />
    </WidgetRoot>
  );
}

/** `button`: hands `onAction('button', element)` to the wizard, which reads `attributes.action` (e.g. 'dashboard'). */
export function ButtonWidget(props: TWidgetProps) {
  // Going back to the dashboard changes nothing: it stays available on a read-only dossier.
  const navigation = props.element.attributes.action === 'dashboard';
  return (
    <ActionButton
      {...props}
      state={navigation && props.readOnly ? { ...props.state, disabled: false } : props.state}
      action="button"
      label={props.element.attributes.label ?? ''}
      variant="outline-secondary"
    />
  );
}

/**
 * `button_print`: `onAction('print', element)` (the PDF of `attributes.action` opens in a new window) once
 * the print call exists (`printAvailable`); until then disabled, with a tooltip saying so.
 */
export function PrintButtonWidget(props: TWidgetProps) {
  const { t } = useWidgetText(props.locale);
  return (
    <ActionButton
      {...props}
      // Printing only reads the dossier: it stays available in read-only viewing (back-office walk).
      state={props.readOnly ? { ...props.state, disabled: false } : props.state}
      action="print"
      label={props.element.attributes.label ?? ''}
      variant="outline-primary"
      unavailableReason={props.printAvailable ? undefined : t('print.unavailable')}
    />
  );
}

/** `button_docusign_iframe`: `onAction('sign', element)`; the wizard fetches and shows the signature iframe. */
export function SignButtonWidget(props: TWidgetProps) {
  return (
    <ActionButton {...props} action="sign" label={props.element.attributes.label ?? ''} variant="primary" />
  );
}

/**
 * `button_create_prospect` (spec 4): with no client yet it creates the prospect
 * (`onAction('create-prospect')`); with a client not yet authorized on the dossier it authorizes it
 * (`onAction('authorize-client')`); once authorized it shows nothing. Disabled in read-only mode.
 */
export function CreateProspectButtonWidget(props: TWidgetProps) {
  const { t } = useWidgetText(props.locale);
  const status = props.clientStatus ?? 'none';
  if (status === 'authorized') return null;
  const authorize = status === 'unauthorized';
  return (
    <ActionButton
      {...props}
      action={authorize ? 'authorize-client' : 'create-prospect'}
      label={authorize ? t('prospect.authorize') : (props.element.attributes.label ?? '')}
      variant="primary"
      blocked={props.readOnly}
    />
  );
}
