import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../browser/download';
import { ErrorAlert } from '../ui/error-alert';
import { FilePreviewModal } from '../ui/file-preview-modal';
import { IconEye } from '../ui/icons';
import { PageSpinner } from '../ui/page-spinner';
import { canPreviewFile, type TPreviewFile } from '../ui/preview-file';
import { getSignedDocumentFile, useSignedDocuments, type TSignedDocument } from './signed-documents';

/**
 * Opening one signed document: a PDF or an image goes to the preview modal, anything else is
 * downloaded; `failed` says the last one could not be had.
 */
export function useSignedDocumentPreview(folderId: number) {
  const [preview, setPreview] = useState<{ title: string; file: TPreviewFile } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const open = async (signed: TSignedDocument) => {
    setOpening(signed.id);
    setFailed(false);
    try {
      const file = await getSignedDocumentFile(folderId, signed);
      if (!file) return;
      if (canPreviewFile(file.blob.type)) setPreview({ title: signed.title, file });
      else saveBlob(file.blob, file.filename);
    } catch {
      setFailed(true);
    } finally {
      setOpening(null);
    }
  };
  return {
    folderId,
    preview,
    opening,
    failed,
    open: (signed: TSignedDocument) => void open(signed),
    closePreview: () => setPreview(null),
    clearFailure: () => setFailed(false),
  };
}

export type TSignedDocumentPreview = ReturnType<typeof useSignedDocumentPreview>;

/** The preview of the document opened from the list, if one is. */
export function SignedDocumentPreviewModal({ previewer }: { previewer: TSignedDocumentPreview }) {
  if (!previewer.preview) return null;
  return (
    <FilePreviewModal
      title={previewer.preview.title}
      file={previewer.preview.file}
      onClose={previewer.closePreview}
    />
  );
}

/**
 * The folder's signed documents one by one (spec 01 §3 and §7), each with a button that opens it in
 * the preview modal; a spinner while they load, « none yet » before the first envelope.
 */
export function SignedDocumentsList({ previewer }: { previewer: TSignedDocumentPreview }) {
  const { t } = useTranslation();
  const documents = useSignedDocuments(previewer.folderId);
  if (documents.isPending) return <PageSpinner />;
  if (documents.isError)
    return <ErrorAlert error={documents.error} onRetry={() => void documents.refetch()} />;
  const list = documents.data?.documents ?? [];
  return (
    <div aria-busy={previewer.opening !== null || undefined}>
      {previewer.failed ? (
        <Alert variant="danger" dismissible onClose={previewer.clearFailure} closeLabel={t('common.close')}>
          {t('folders.signed-documents.failed')}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <p className="text-body-secondary mb-0" data-testid="signed-documents-none">
          {t('folders.signed-documents.none')}
        </p>
      ) : (
        <ul className="list-group" data-testid="signed-documents">
          {list.map((signed) => (
            <li
              key={signed.id}
              className="list-group-item d-flex align-items-center justify-content-between gap-3"
            >
              <span className="text-break">{signed.title}</span>
              <Button
                variant="outline-primary"
                size="sm"
                className="d-inline-flex align-items-center gap-1 flex-shrink-0"
                onClick={() => previewer.open(signed)}
                disabled={previewer.opening === signed.id}
                aria-label={t('folders.signed-documents.open', { title: signed.title })}
              >
                {previewer.opening === signed.id ? (
                  <Spinner size="sm" animation="border" aria-hidden="true" />
                ) : (
                  <IconEye size={16} />
                )}
                <span aria-hidden="true">{t('folders.actions.view')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
