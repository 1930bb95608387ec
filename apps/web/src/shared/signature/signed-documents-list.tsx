import '../dossiers/folder-texts';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { FilePreviewModal } from '../ui/file-preview-modal';
import { OpenFileItem } from '../ui/open-file-item';
import { PageSpinner } from '../ui/page-spinner';
import { useFileOpener } from '../ui/use-file-opener';
import { getSignedDocumentFile, useSignedDocuments, type TSignedDocument } from './signed-documents';

/**
 * Opening one signed document: a PDF or an image goes to the preview modal, anything else is
 * downloaded; `failed` says the last one could not be had.
 */
export function useSignedDocumentPreview(folderId: number) {
  const opener = useFileOpener((signed: TSignedDocument) => getSignedDocumentFile(folderId, signed));
  return { folderId, ...opener };
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
            <OpenFileItem
              key={signed.id}
              title={signed.title}
              label={t('folders.signed-documents.open', { title: signed.title })}
              opening={previewer.opening === signed.id}
              onOpen={() => previewer.open(signed)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
