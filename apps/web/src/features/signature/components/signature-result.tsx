import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconCheckCircle, IconExclamationTriangle, IconInfo } from '../../../shared/ui/icons';
import { useSignatureText } from '../i18n';

/** An attempt the signing page reports ended without a signature, and why. */
export type TSignatureEnd = 'declined' | 'expired' | 'cancelled' | 'locked';

type TSignatureResultProps = {
  /**
   * Waiting for the folder to say so, signed, not signed after 25 s, an address naming nothing, or an
   * end without a signature the signing page reported.
   */
  outcome: 'pending' | 'success' | 'failure' | 'error' | TSignatureEnd;
  /** The folder signed, for the way back when the page is not in the wizard's iframe. */
  dossierId: number | null;
};

/**
 * What the signature iframe shows after the signing page (spec 01 §2 and §8): the check under way,
 * 'Success' / 'Your document has been successfully signed', or the failure view (a warning, no
 * signature performed, the folder remains unsigned, further attempts awaited), or the end the
 * signing page reported: declined (what it voids, no error wording), expired, cancelled, locked. Opened on its own
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
      ) : outcome !== 'failure' && outcome !== 'error' ? (
        <div className="d-flex flex-column align-items-center text-center gap-2 py-5" role="status">
          <IconInfo size={48} className="text-body-secondary" />
          <h1 className="h4 mb-0">{t(`${outcome}.title`)}</h1>
          <p className="mb-0">{t(`${outcome}.text`)}</p>
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
