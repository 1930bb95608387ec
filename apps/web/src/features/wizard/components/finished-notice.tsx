import { Suspense, lazy, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useDownloadSignedDocuments } from '../../../shared/signature/download-signed-documents';
import { IconCheckCircle, IconClockHistory, IconDownload } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import { SealingLine } from './signature-envelopes';

// The history's PDF viewer (a modal) loads when it is first asked for, never with the wizard.
const SignatureHistoryModal = lazy(async () => ({
  default: (await import('../../../shared/signature/signature-history-modal')).SignatureHistoryModal,
}));

type TFinishedNoticeProps = {
  dossierId: number;
  /** Spec 01 §6: the download switch is on (and the dossier is signed). */
  canDownload: boolean;
  /** Spec 01 §6: not for client or prospect roles. */
  canSeeHistory: boolean;
  /** The dossier's documents are being sealed (after the last signature): nothing to download yet. */
  sealing: boolean;
  /** A correction's amendment is out (issue 35): the changed documents await their signatures again. */
  amending: boolean;
};

/**
 * A signed dossier says so (issue #18: it must read as finished), with what comes next: the signed
 * archive dossier-{id}.zip and the signature history, as the folder list's rules allow them.
 * A failed download shows each message of the server (spec 01 §8).
 */
export function FinishedNotice({
  dossierId,
  canDownload,
  canSeeHistory,
  sealing,
  amending,
}: TFinishedNoticeProps) {
  const { t } = useWizardText();
  const { t: tApp, i18n } = useTranslation();
  const download = useDownloadSignedDocuments();
  const [historyOpen, setHistoryOpen] = useState(false);
  const failure =
    download.error instanceof ApiError && download.error.errors.length > 0
      ? [
          ...new Set(
            download.error.errors.map(({ message }) => (i18n.exists(message) ? tApp(message) : message)),
          ),
        ]
      : download.error
        ? [tApp('docusign.documents_not_available')]
        : [];

  return (
    <Alert variant="success" className="d-flex flex-column gap-2" data-testid="finished-notice">
      <div className="d-flex gap-2 align-items-start">
        <IconCheckCircle size={20} className="flex-shrink-0 mt-1" />
        <div>
          <p className="fw-semibold mb-1">{t('finished.title')}</p>
          <p className="mb-0">{t(amending ? 'finished.amending' : 'finished.text')}</p>
        </div>
      </div>
      {sealing ? <SealingLine /> : null}
      {!sealing && (canDownload || canSeeHistory) ? (
        <div className="d-flex flex-wrap gap-2">
          {canDownload ? (
            <Button
              variant="success"
              size="sm"
              className="d-inline-flex align-items-center gap-2"
              onClick={() => download.mutate(dossierId)}
              disabled={download.isPending}
              aria-busy={download.isPending || undefined}
              data-testid="finished-download"
            >
              {download.isPending ? (
                <Spinner size="sm" animation="border" aria-hidden="true" />
              ) : (
                <IconDownload size={16} />
              )}
              {t('finished.download')}
            </Button>
          ) : null}
          {canSeeHistory ? (
            <Button
              variant="outline-success"
              size="sm"
              className="d-inline-flex align-items-center gap-2"
              onClick={() => setHistoryOpen(true)}
              data-testid="finished-history"
            >
              <IconClockHistory size={16} />
              {t('finished.history')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {failure.length > 0 ? (
        <div role="alert" className="text-danger small" data-testid="finished-download-error">
          {failure.map((text) => (
            <span className="d-block" key={text}>
              {text}
            </span>
          ))}
        </div>
      ) : null}
      {historyOpen ? (
        <Suspense fallback={null}>
          <SignatureHistoryModal folderId={dossierId} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      ) : null}
    </Alert>
  );
}
