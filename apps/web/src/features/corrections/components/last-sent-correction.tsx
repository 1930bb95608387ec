import { useTranslation } from 'react-i18next';
import type { TCorrectionSent } from '@souscription/contract';
import { formatDate } from '../../../shared/i18n/format';

const pad = (part: number) => String(part).padStart(2, '0');

/** A moment as the sentence says it: its day and its time, in the browser's time zone. */
function whenOf(iso: string) {
  const moment = new Date(iso);
  return { date: formatDate(moment), time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}` };
}

/**
 * What became of the last correction once nothing is asked any more (issue 35): sent when and by whom,
 * its changed documents' signatures, and — once nothing awaits a signature — where the manager stands.
 */
export function LastSentCorrection({ sent }: { sent: TCorrectionSent }) {
  const { t } = useTranslation();
  const signedAt = sent.signedAt ? whenOf(sent.signedAt) : null;
  const settled = sent.signing === 'none' || sent.signing === 'signed';
  return (
    <section className="card shadow-sm border-0 mb-3" aria-labelledby="corrections-last-sent">
      <div className="card-body" data-testid="corrections-last-sent" data-signing={sent.signing}>
        <h2 id="corrections-last-sent" className="h5">
          {t('corrections.last-sent.title')}
        </h2>
        <p className="mb-2">
          {t(sent.sentBy ? 'corrections.last-sent.sent-by' : 'corrections.last-sent.sent', {
            ...whenOf(sent.sentAt),
            name: sent.sentBy,
            revision: sent.revision,
          })}
        </p>
        <p className="mb-2">{t(`corrections.last-sent.signing.${sent.signing}`, signedAt ?? {})}</p>
        {settled ? (
          <p className="mb-0 fw-medium" data-testid="corrections-last-sent-state">
            {t(`corrections.last-sent.state.${sent.integrationState}`, {
              defaultValue: t('corrections.last-sent.state.other'),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
