import '../../../shared/dossiers/folder-texts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { TListedReceipt } from '@souscription/contract';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { FilePreviewModal } from '../../../shared/ui/file-preview-modal';
import { IconDownload } from '../../../shared/ui/icons';
import { OpenFileItem } from '../../../shared/ui/open-file-item';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { useFileOpener } from '../../../shared/ui/use-file-opener';
import { useDownloadSignedArchive } from '../api/download-signed-documents';
import { getReceiptFile } from '../api/get-receipt-file';
import { useDossierReceipts } from '../api/list-receipts';
import {
  SignedDocumentPreviewModal,
  SignedDocumentsList,
  useSignedDocumentPreview,
} from '../../../shared/signature/signed-documents-list';

/** The message of a failed signed-archive download (spec 01 §8): the server's first, else a generic one. */
export function downloadFailureKey(error: unknown): string {
  const first = error instanceof ApiError ? error.errors[0]?.message : undefined;
  return first && first !== TECHNICAL_ERROR_KEY ? first : 'docusign.unexpected_error';
}

/** Receipts grouped under their category, in the order they come. */
export function groupByCategory(receipts: readonly TListedReceipt[]): [string, TListedReceipt[]][] {
  const groups = new Map<string, TListedReceipt[]>();
  for (const receipt of receipts) {
    const group = groups.get(receipt.category);
    if (group) group.push(receipt);
    else groups.set(receipt.category, [receipt]);
  }
  return [...groups];
}

/**
 * « Justificatifs » (spec 01 §2): the signed dossier as dossier-{id}.zip, its signed documents one by
 * one (each in the preview modal), then the receipts under
 * their category headings; a spinner while they load, or « documents not available ».
 */
export function ReceiptsTab({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation();
  const receipts = useDossierReceipts(dossierId);
  const opener = useFileOpener((receipt: TListedReceipt) => getReceiptFile(dossierId, receipt.id));

  const list = receipts.data?.receipts ?? [];
  return (
    <div className="d-flex flex-column gap-4">
      <SignedArchiveSection dossierId={dossierId} />
      <SignedDocumentsSection dossierId={dossierId} />
      <section
        className="card shadow-sm border-0 card-body"
        aria-labelledby="receipts-heading"
        aria-busy={receipts.isPending || undefined}
      >
        <h2 id="receipts-heading" className="h5">
          {t('management.receipts.heading')}
        </h2>
        {opener.failed ? (
          <Alert variant="danger" dismissible onClose={opener.clearFailure} closeLabel={t('common.close')}>
            {t('ged.download_failed')}
          </Alert>
        ) : null}
        {receipts.isPending ? (
          <PageSpinner />
        ) : list.length === 0 ? (
          <p className="text-body-secondary mb-0" data-testid="receipts-none">
            {t('management.receipts.none')}
          </p>
        ) : (
          groupByCategory(list).map(([category, items]) => (
            <div key={category} className="mb-3" data-testid="receipt-category">
              <h3 className="h6 text-body-secondary text-uppercase small fw-semibold mb-2">{category}</h3>
              <ul className="list-group">
                {items.map((receipt) => (
                  <OpenFileItem
                    key={receipt.id}
                    title={receipt.title}
                    label={t('management.receipts.open', { title: receipt.title })}
                    opening={opener.opening === receipt.id}
                    onOpen={() => opener.open(receipt)}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
      {opener.preview ? (
        <FilePreviewModal
          title={opener.preview.title}
          file={opener.preview.file}
          onClose={opener.closePreview}
        />
      ) : null}
    </div>
  );
}

/** The signed dossier as dossier-{id}.zip, and why it could not be downloaded. */
function SignedArchiveSection({ dossierId }: { dossierId: number }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadSignedArchive();
  const [failure, setFailure] = useState<string | null>(null);

  const downloadArchive = () => {
    setFailure(null);
    download.mutate(dossierId, {
      onSuccess: (saved) => {
        if (!saved) setFailure('docusign.documents_not_available');
      },
      onError: (error) => setFailure(downloadFailureKey(error)),
    });
  };

  return (
    <section className="card shadow-sm border-0 card-body" aria-labelledby="signed-archive-heading">
      <h2 id="signed-archive-heading" className="h5">
        {t('management.receipts.signed-heading')}
      </h2>
      <p className="text-body-secondary small">{t('management.receipts.signed-help', { id: dossierId })}</p>
      {failure ? (
        <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel={t('common.close')}>
          {i18n.exists(failure) ? t(failure) : /\s/.test(failure) ? failure : t('docusign.unexpected_error')}
        </Alert>
      ) : null}
      <Button
        variant="primary"
        className="d-inline-flex align-items-center gap-2 align-self-start"
        onClick={downloadArchive}
        disabled={download.isPending}
        data-testid="download-signed-archive"
      >
        {download.isPending ? (
          <Spinner size="sm" animation="border" aria-hidden="true" />
        ) : (
          <IconDownload size={16} />
        )}
        {t('management.receipts.download')}
      </Button>
    </section>
  );
}

/** « Documents signés »: each signed document, opened in the preview modal (spec 01 §3 and §7). */
function SignedDocumentsSection({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation();
  const previewer = useSignedDocumentPreview(dossierId);
  return (
    <section className="card shadow-sm border-0 card-body" aria-labelledby="signed-documents-heading">
      <h2 id="signed-documents-heading" className="h5">
        {t('folders.signed-documents.heading')}
      </h2>
      <SignedDocumentsList previewer={previewer} />
      <SignedDocumentPreviewModal previewer={previewer} />
    </section>
  );
}
