import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { DisabledWithTooltip } from './disabled-with-tooltip';
import { FieldErrors, FieldHelp, RequiredMark, WidgetRoot } from './field-parts';
import { IconUpload, WidgetIcon } from './widget-icon';
import type { TWidgetProps } from './widget-props.types';

/**
 * `input_file` and `input_receipt_file`: the documents the element accepts (its `types`), the receipts
 * already on the dossier for it, and the upload button. Note: the receipts upload call
 * (PUT /dossiers/{id}/receipts) does not exist yet, so the button is disabled with a tooltip saying the
 * upload arrives with the receipts feature; a required file therefore keeps its engine error.
 */
export function FileWidget(props: TWidgetProps) {
  const { element, state, locale, receipts } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const types = element.attributes.types ?? [];
  const received = (receipts ?? []).filter((receipt) => receipt.elementId === element.id);
  const typesId = `${field.ids.control}-types`;

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <div
        role="group"
        id={field.ids.control}
        aria-labelledby={field.ids.label}
        aria-describedby={
          [types.length ? typesId : null, field.describedBy].filter(Boolean).join(' ') || undefined
        }
        className={`app-widget-file ${field.invalid ? 'is-invalid' : ''}`}
      >
        <p id={field.ids.label} className="form-label mb-2">
          {field.label}
          {field.required ? <RequiredMark locale={locale} announce /> : null}
        </p>
        {types.length > 0 ? (
          <div id={typesId} className="mb-2">
            <span className="small fw-semibold text-body-secondary">{t('file.types')}</span>
            <ul className="app-widget-file-types list-unstyled mb-0">
              {types.map((type) => (
                <li key={String(type.id)}>
                  <span className="app-widget-file-type-icon">
                    <WidgetIcon name={type.icon ?? 'file'} />
                  </span>
                  {type.presentation}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {received.length > 0 ? (
          <div className="mb-2">
            <span className="small fw-semibold text-body-secondary">{t('file.received')}</span>
            <ul className="list-unstyled mb-0">
              {received.map((receipt) => (
                <li key={String(receipt.receiptId)}>{receipt.title}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <DisabledWithTooltip reason={t('file.upload-soon')}>
          <button type="button" className="btn btn-outline-primary btn-sm" disabled>
            <span className="me-2 d-inline-flex">
              <IconUpload />
            </span>
            {t('file.upload')}
          </button>
        </DisabledWithTooltip>
      </div>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
    </WidgetRoot>
  );
}
