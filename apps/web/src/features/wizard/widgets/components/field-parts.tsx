import type { ReactNode } from 'react';
import type { FormElement } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import type { TField } from '../hooks/use-field';
import type { TWidgetLocale } from './element-widget.types';

type TRootProps = {
  element: FormElement;
  field?: TField;
  /** The element has errors in the engine (shown or not yet): focusFirstError looks for them. */
  hasErrors: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The root of every widget: the element's css classes, its id, name and type for tests and journeys,
 * and `data-element-errors` while the engine holds errors for it.
 */
export function WidgetRoot({ element, field, hasErrors, className, children }: TRootProps) {
  const classes = [
    'app-widget',
    `app-widget--${element.type.replace(/_/g, '-')}`,
    element.css_classes,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      data-testid={`element-${element.name}`}
      data-element-id={element.id}
      data-element-type={element.type}
      data-element-errors={hasErrors ? 'true' : undefined}
      onBlur={field?.onBlur}
      onChange={field?.onEdit}
    >
      {children}
    </div>
  );
}

/**
 * The required mark: a red star, hidden from assistive technology when the control says
 * `aria-required` itself, else completed by a hidden « obligatoire ».
 */
export function RequiredMark({ locale, announce = false }: { locale: TWidgetLocale; announce?: boolean }) {
  const { t } = useWidgetText(locale);
  return (
    <>
      <span className="app-widget-required" aria-hidden="true">
        {' '}
        *
      </span>
      {announce ? (
        <>
          {' '}
          <span className="visually-hidden">({t('required')})</span>
        </>
      ) : null}
    </>
  );
}

/** A field's `<label>`, tied to its control. */
export function FieldLabel({
  field,
  locale,
  htmlFor,
  className = 'form-label',
}: {
  field: TField;
  locale: TWidgetLocale;
  htmlFor?: string;
  className?: string;
}) {
  if (!field.label) return null;
  return (
    <label id={field.ids.label} htmlFor={htmlFor ?? field.ids.control} className={className}>
      {field.label}
      {field.required ? <RequiredMark locale={locale} /> : null}
    </label>
  );
}

/** A group's `<legend>` (radios, checkboxes, choices); groups cannot say aria-required, so it is spoken. */
export function FieldLegend({
  field,
  locale,
  announceRequired = true,
}: {
  field: TField;
  locale: TWidgetLocale;
  announceRequired?: boolean;
}) {
  if (!field.label) return null;
  return (
    <legend id={field.ids.label} className="form-label fs-6">
      {field.label}
      {field.required ? <RequiredMark locale={locale} announce={announceRequired} /> : null}
    </legend>
  );
}

/** The help text under a field. */
export function FieldHelp({ field }: { field: TField }) {
  if (!field.help) return null;
  return (
    <div id={field.ids.help} className="form-text">
      {field.help}
    </div>
  );
}

/** The errors shown under a field, tied to it by aria-describedby. */
export function FieldErrors({ field }: { field: TField }) {
  if (!field.invalid) return null;
  return (
    <div id={field.ids.error} className="invalid-feedback d-block">
      {field.errors.map((error) => (
        <div key={error}>{error}</div>
      ))}
    </div>
  );
}
