import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../hooks/use-object-url';
import { IconDownload } from './icons';
import type { TPreviewFile } from './preview-file';

type TFilePreviewModalProps = {
  /** The modal's title (also the frame's or the image's name). */
  title: string;
  /** The file, once it is there. */
  file: TPreviewFile | null;
  /** Shown instead of the file while there is none: a spinner, or why it cannot be shown. */
  children?: ReactNode;
  /** The download link's text (default « Télécharger »). */
  downloadLabel?: string;
  onClose: () => void;
};

/**
 * The file preview modal of spec 02 §2: an image in a narrow modal, a PDF in a 500 px frame of a
 * large one (without the viewer's own toolbar, which would title it with the blob's id), with a
 * download link under the file's name and a close button.
 */
export function FilePreviewModal({ title, file, children, downloadLabel, onClose }: TFilePreviewModalProps) {
  const { t } = useTranslation();
  const url = useObjectUrl(file?.blob ?? null);
  const image = file?.blob.type.startsWith('image/') ?? false;
  return (
    <Modal
      show
      onHide={onClose}
      centered
      size={image ? undefined : 'lg'}
      aria-labelledby="file-preview-title"
      data-testid="file-preview"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="file-preview-title" as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {file && url ? (
          image ? (
            <img src={url} alt={title} className="img-fluid d-block mx-auto" />
          ) : (
            // Note: the browser's PDF viewer names a blob by its random id in its own toolbar, and saves it
            // under that id: its toolbar is hidden, the modal's title and download name the file.
            <iframe src={`${url}#toolbar=0`} title={title} className="app-file-frame w-100 border rounded" />
          )
        ) : (
          children
        )}
      </Modal.Body>
      <Modal.Footer>
        {file && url ? (
          <a
            className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            href={url}
            download={file.filename}
          >
            <IconDownload />
            {downloadLabel ?? t('common.download')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
