import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconCheckCircle, IconExclamationTriangle } from '../../../shared/ui/icons';
import { useSignatureText } from '../i18n';

type TSignatureResultProps = {
  /** Waiting for the folder to say so, signed, not signed after 25 s, or an address naming nothing. */
  outcome: 'pending' | 'success' | 'failure' | 'error';
  /** The folder signed, for the way back when the page is not in the wizard's iframe. */
  dossierId: number | null;
};

/**
 * What the signature iframe shows after the signing page (spec 01 §2 and §8): the check under way,
 * 'Success' / 'Your document has been successfully signed', or the failure view (a warning, no
 * signature performed, the folder remains unsigned, further attempts awaited). Opened on its own
 * (not in a frame), it offers the way back to the folder.
 */
export function SignatureResult({ outcome, dossierId }: TSignatureResultProps) {
  const { t } = useSignatureText();
  const { t: tApp } = useTranslation();
  const framed = window.parent !== window;

  return (
    <main
      className="container py-4"
      style={{ maxWidth: '40rem' }}
      data-testid="signature-result"
      data-outcome={outcome}
    >
      <title>{tApp('app.page-title', { page: t('page-title') })}</title>
      {outcome === 'pending' ? (
        <div className="d-flex flex-column align-items-center text-center gap-3 py-5" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <h1 className="h5 mb-0">{t('checking')}</h1>
          <p className="text-body-secondary mb-0">{t('checking-detail')}</p>
        </div>
      ) : outcome === 'success' ? (
        <div className="d-flex flex-column align-items-center text-center gap-2 py-5" role="status">
          <IconCheckCircle size={48} className="text-success" />
          <h1 className="h4 mb-0">{t('success.title')}</h1>
          <p className="mb-0">{t('success.text')}</p>
        </div>
      ) : (
        <Alert variant={outcome === 'error' ? 'danger' : 'warning'} role="alert" className="my-4">
          <div className="d-flex gap-3">
            <IconExclamationTriangle size={28} className="flex-shrink-0" />
            <div>
              {outcome === 'error' ? (
                <h1 className="h5 mb-0">{t('error')}</h1>
              ) : (
                <>
                  <p className="fw-semibold mb-1">{t('failure.warning')}</p>
                  <h1 className="h5">{t('failure.title')}</h1>
                  <p className="mb-1">{t('failure.unsigned')}</p>
                  <p className="mb-0">{t('failure.pending')}</p>
                </>
              )}
            </div>
          </div>
        </Alert>
      )}
      {!framed && outcome !== 'pending' ? (
        <p className="text-center">
          <Link to={dossierId === null ? '/tableau-de-bord' : `/dossier/${dossierId}`}>
            {dossierId === null ? t('back-to-dashboard') : t('back-to-dossier', { id: dossierId })}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
