import { Suspense, lazy, useMemo, useRef, type ChangeEvent } from 'react';
import { RECEIPT_MIME_TYPES } from '@souscription/contract';
import { useWidgetText } from '../i18n';
import { useField } from '../hooks/use-field';
import { useReceiptActions } from '../hooks/use-receipt-actions';
import { useOnline } from '../../../../shared/hooks/use-online';
import { FieldErrors, FieldHelp, RequiredMark, WidgetRoot } from './field-parts';
import { ReceiptList, ReceiptStatus } from './receipt-list';
import { FileTypeList, UploadButton } from './file-upload-parts';
import type { TWidgetProps } from './widget-props.types';

const ACCEPT = RECEIPT_MIME_TYPES.join(',');

// Note: the preview (react-bootstrap's Modal) loads when a receipt is first viewed.
const FilePreviewModal = lazy(async () => ({
  default: (await import('../../../../shared/ui/file-preview-modal')).FilePreviewModal,
}));

/**
 * `input_file` and `input_receipt_file` (spec 02 §2, §4 Upload): the documents the element accepts
 * (its `types`), the receipts already on the dossier for it — each can be viewed, and deleted unless
 * read-only — and the upload: one button per document type when the element offers several, else
 * one. Files are checked (PDF, JPEG or PNG, 10 MiB), sent in base64, and the server's receipt list
 * replaces the dossier's, which clears the engine's « required file » error.
 */
export function FileWidget(props: TWidgetProps) {
  const { element, state, locale, receipts, dossierId, previewReceipts = true } = props;
  const { t } = useWidgetText(locale);
  const field = useField(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenType = useRef<string | null>(null);
  const types = element.attributes.types ?? [];
  const received = useMemo(
    () => (receipts ?? []).filter((receipt) => receipt.elementId === element.id),
    [receipts, element.id],
  );
  const actions = useReceiptActions({ ...props, preview: previewReceipts });
  const typeNames = new Map(types.map((type) => [String(type.id), type.presentation]));
  const canChange = actions.connected && field.editable;
  const uploading = actions.busy?.kind === 'upload';
  const online = useOnline();
  const typesId = `${field.ids.control}-types`;
  const acceptedId = `${field.ids.control}-accepted`;

  const choose = (typeId: string | null) => {
    chosenType.current = typeId;
    inputRef.current?.click();
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    field.touch();
    void actions.upload(files, chosenType.current);
  };
  const uploadButton = (typeId: string | null, text: string, label?: string) => (
    <UploadButton
      text={text}
      label={label}
      disabled={!canChange || actions.busy !== null}
      describedBy={acceptedId}
      onClick={() => choose(typeId)}
    />
  );

  return (
    <WidgetRoot element={element} field={field} hasErrors={state.errors.length > 0}>
      <div
        role="group"
        id={field.ids.control}
        aria-labelledby={field.ids.label}
        aria-describedby={
          [types.length ? typesId : null, field.describedBy].filter(Boolean).join(' ') || undefined
        }
        aria-busy={uploading || undefined}
        className={`app-widget-file ${field.invalid ? 'is-invalid' : ''}`}
      >
        <p id={field.ids.label} className="form-label mb-2">
          {field.label}
          {field.required ? <RequiredMark locale={locale} announce /> : null}
        </p>
        {types.length > 0 ? (
          <FileTypeList
            id={typesId}
            types={types}
            locale={locale}
            renderUpload={
              types.length > 1
                ? (type) =>
                    uploadButton(
                      String(type.id),
                      t('file.upload-type'),
                      t('file.upload-type-label', { type: type.presentation }),
                    )
                : undefined
            }
          />
        ) : null}
        {received.length > 0 ? (
          <ReceiptList
            received={received}
            typeNames={typeNames}
            actions={actions}
            canOpen={dossierId !== undefined}
            canRemove={canChange}
            locale={locale}
          />
        ) : null}
        <div className="d-flex flex-wrap align-items-center gap-2">
          {types.length <= 1 ? uploadButton(types[0] ? String(types[0].id) : null, t('file.upload')) : null}
          <span id={acceptedId} className="small text-body-secondary">
            {t('file.accepted-files')}
          </span>
        </div>
        <input
          ref={inputRef}
          type="file"
          className="d-none"
          accept={ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFiles}
          data-testid={`file-input-${element.id}`}
        />
        <ReceiptStatus uploading={uploading} offline={!online} notice={actions.notice} locale={locale} />
      </div>
      <FieldHelp field={field} />
      <FieldErrors field={field} />
      {actions.previewFile ? (
        <Suspense fallback={null}>
          <FilePreviewModal
            title={actions.previewFile.filename}
            file={actions.previewFile}
            onClose={actions.closePreview}
          />
        </Suspense>
      ) : null}
    </WidgetRoot>
  );
}
