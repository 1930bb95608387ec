import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../hooks/use-object-url';
import { IconDownload } from './icons';

/** A file to show: its bytes, its title and the name it is saved under. */
export type TPreviewFile = { blob: Blob; title: string; filename: string };

/** Spec 02 §2: what the modal can show; anything else is downloaded instead. */
export function canPreviewFile(mimetype: string): boolean {
  return mimetype === 'application/pdf' || mimetype.startsWith('image/');
}

/**
 * The file preview modal of spec 02 §2: an image in a narrow modal, a PDF in a 500 px frame of a
 * large one, with a download link and a close button.
 */
export function FilePreviewModal({ file, onClose }: { file: TPreviewFile; onClose: () => void }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file.blob);
  const image = file.blob.type.startsWith('image/');
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
          {file.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {url ? (
          image ? (
            <img src={url} alt={file.title} className="img-fluid d-block mx-auto" />
          ) : (
            <iframe src={url} title={file.title} className="app-file-frame w-100 border rounded" />
          )
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {url ? (
          <a
            className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            href={url}
            download={file.filename}
          >
            <IconDownload />
            {t('common.download')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
