import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { TGeneratedDocument } from '@souscription/contract';
import { ApiError } from '../../../shared/api/api-error';
import { saveBlob } from '../../../shared/browser/download';
import { FilePreviewModal } from '../../../shared/ui/file-preview-modal';
import { IconDownload, IconEye } from '../../../shared/ui/icons';
import { MessageModal } from '../../../shared/ui/message-modal';
import { canPreviewFile, type TPreviewFile } from '../../../shared/ui/preview-file';
import { downloadBlockDocuments, listBlockDocuments, previewDocument } from '../api/documents';
import { FullPageLoader } from './wizard-modals';
import type { TBlockDocumentsProps } from './block-documents';

const DOWNLOAD_FAILED = 'ged.download_failed';

/**
 * The first message of a refused call (the server's key replaces ged.download_failed) or of a call
 * past its time limit (try again), else ged.download_failed.
 */
function failureKeyOf(error: unknown): string {
  return error instanceof ApiError && (error.status !== 0 || error.timedOut)
    ? (error.errors[0]?.message ?? DOWNLOAD_FAILED)
    : DOWNLOAD_FAILED;
}

type TPreview = { document: TGeneratedDocument; file: TPreviewFile | null };

/**
 * One preview button per generated document of the block (the shared preview modal: a PDF in its
 * 500 px frame, a file it cannot show is downloaded) and a download-all button (`dossier-{id}.zip`,
 * full-page loader while it comes). A fetch that fails or answers nothing shows ged.download_failed
 * (or the server's message) in the error modal; a list that fails leaves no button.
 */
export default function BlockDocumentsPanel({ dossierId, blockId }: TBlockDocumentsProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<TPreview | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // The preview button pressed: the focus goes back to it when the preview closes (its button is
  // disabled while the file comes, which left the focus on the page's top).
  const trigger = useRef<HTMLButtonElement | null>(null);
  const closePreview = () => {
    setPreview(null);
    window.requestAnimationFrame(() => trigger.current?.focus());
  };
  const documents = useQuery({
    queryKey: ['block-documents', dossierId, blockId],
    queryFn: ({ signal }) => listBlockDocuments(dossierId, blockId, signal),
    retry: false,
    staleTime: 0,
  });

  const open = useMutation({
    mutationFn: async (document: TGeneratedDocument) => {
      setPreview({ document, file: null });
      const blob = await previewDocument(dossierId, document.id);
      if (!blob || blob.size === 0) throw new Error(DOWNLOAD_FAILED);
      return { document, blob };
    },
    onSuccess: ({ document, blob }) => {
      const file = { blob, filename: document.filename };
      if (canPreviewFile(blob.type)) {
        setPreview({ document, file });
      } else {
        setPreview(null);
        saveBlob(blob, file.filename);
      }
    },
    onError: (error) => {
      setPreview(null);
      setErrorKey(failureKeyOf(error));
    },
  });

  const download = useMutation({
    mutationFn: async () => {
      const blob = await downloadBlockDocuments(dossierId, blockId);
      if (!blob || blob.size === 0) throw new Error(DOWNLOAD_FAILED);
      return blob;
    },
    onSuccess: (blob) => saveBlob(blob, `dossier-${dossierId}.zip`),
    onError: (error) => setErrorKey(failureKeyOf(error)),
  });

  const list = documents.data ?? [];
  if (documents.isError || list.length === 0) {
    return errorKey ? (
      <MessageModal
        title={t('documents.error-title')}
        message={t(errorKey)}
        onClose={() => setErrorKey(null)}
      />
    ) : null;
  }

  return (
    <div className="app-block-documents border rounded p-3 mb-3" data-testid={`block-documents-${blockId}`}>
      <p className="fw-semibold mb-2">{t('documents.list-label')}</p>
      <div className="d-flex flex-wrap gap-2">
        {list.map((document) => (
          <Button
            key={document.id}
            variant="outline-primary"
            size="sm"
            className="d-inline-flex align-items-center gap-2"
            onClick={(event) => {
              trigger.current = event.currentTarget;
              open.mutate(document);
            }}
            disabled={open.isPending}
            data-testid={`preview-document-${document.id}`}
          >
            <IconEye size={16} />
            {t('documents.preview', { title: document.title })}
          </Button>
        ))}
        {/* Primary like the documents beside it: grey outline read as a disabled button (issue 34). */}
        <Button
          variant="outline-primary"
          size="sm"
          className="d-inline-flex align-items-center gap-2"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          data-testid="download-all-documents"
        >
          <IconDownload size={16} />
          {t('documents.download-all')}
        </Button>
      </div>
      {preview ? (
        <FilePreviewModal title={preview.document.title} file={preview.file} onClose={closePreview}>
          <div className="d-flex justify-content-center py-5">
            <Spinner animation="border" variant="primary" role="status">
              <span className="visually-hidden">{t('app.loading')}</span>
            </Spinner>
          </div>
        </FilePreviewModal>
      ) : null}
      {download.isPending ? <FullPageLoader label={t('documents.downloading')} /> : null}
      {errorKey ? (
        <MessageModal
          title={t('documents.error-title')}
          message={t(errorKey)}
          onClose={() => setErrorKey(null)}
        />
      ) : null}
    </div>
  );
}
