import '../i18n';
import { Link, Navigate, useParams } from 'react-router';
import type { TCorrectionsResponse } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../shared/ui/back-link';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { useCorrections } from '../api/list-corrections';
import { useSendCorrection } from '../api/send-correction';
import { ChecklistItems } from '../components/checklist-items';
import { CorrectionChanges } from '../components/correction-changes';
import { LastSentCorrection } from '../components/last-sent-correction';
import { SentNotice } from '../components/send-correction-button';
import { SendCorrectionSlot } from '../components/send-correction-slot';

const NO_CORRECTIONS: TCorrectionsResponse = {
  items: [],
  revision: null,
  changes: [],
  invalid: [],
  lastSent: null,
};

/** /a-corriger/{dossierId}: the checklist of what the dossier manager asked to correct, with the reasons. */
export function CorrectionsRoute() {
  const { dossierId } = useParams();
  const id = dossierId && /^\d{1,9}$/.test(dossierId) ? Number(dossierId) : null;
  if (!id) return <Navigate to="/dossiers/to-correct" replace />;
  return <CorrectionsChecklist key={id} dossierId={id} />;
}

function CorrectionsChecklist({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation();
  const corrections = useCorrections(dossierId);
  const title = t('corrections.title', { id: dossierId });
  const checklist = corrections.data ?? NO_CORRECTIONS;
  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/dossiers/to-correct" className="mb-3">
        {t('corrections.back')}
      </BackLink>
      <h1 className="page-title mb-2">{title}</h1>
      {corrections.isPending ? (
        <PageSpinner />
      ) : corrections.isError ? (
        <ErrorAlert error={corrections.error} onRetry={() => void corrections.refetch()} />
      ) : (
        <CorrectionsBody dossierId={dossierId} checklist={checklist} />
      )}
      <Link to={`/dossier/${dossierId}`} className="btn btn-primary" data-testid="corrections-open-dossier">
        {t('corrections.open-dossier')}
      </Link>
    </>
  );
}

/**
 * The checklist, the answers changed and « Envoyer la correction »; once sent, what was sent in their
 * place (the checklist, empty then, would say nothing is asked); with nothing asked, what became of the
 * last correction sent, if any.
 */
function CorrectionsBody({ dossierId, checklist }: { dossierId: number; checklist: TCorrectionsResponse }) {
  const { t } = useTranslation();
  const send = useSendCorrection(dossierId);
  const items = checklist.items;
  if (send.data) return <SentNotice sent={send.data} />;
  if (items.length === 0 && checklist.lastSent) return <LastSentCorrection sent={checklist.lastSent} />;
  return (
    <>
      {items.length > 0 ? <p className="text-body-secondary">{t('corrections.intro')}</p> : null}
      <section className="card shadow-sm border-0 mb-3" aria-labelledby="corrections-checklist">
        <div className="card-body">
          <h2 id="corrections-checklist" className="h5">
            {t('corrections.checklist')}
          </h2>
          {items.length === 0 ? (
            <p className="mb-0 text-body-secondary" data-testid="corrections-empty">
              {t('corrections.empty')}
            </p>
          ) : (
            <ChecklistItems dossierId={dossierId} items={items} />
          )}
        </div>
      </section>
      <CorrectionChanges changes={checklist.changes} invalid={checklist.invalid} />
      <SendCorrectionSlot send={send} checklist={checklist} />
    </>
  );
}
