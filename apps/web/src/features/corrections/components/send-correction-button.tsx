import { useTranslation } from 'react-i18next';
import type { TSendCorrectionResponse } from '@souscription/contract';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { Notice } from '../../../shared/ui/notice';
import type { useSendCorrection } from '../api/send-correction';

/** What the server refused, every reason of it (each flagged field left unchanged, say). */
function SendErrors({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const keys =
    error instanceof ApiError ? [...new Set(error.errors.map((e) => e.message))] : [TECHNICAL_ERROR_KEY];
  return (
    <Notice variant="danger" data-testid="send-correction-error">
      {keys.map((key) => (
        <div key={key}>{t(key, { defaultValue: t(TECHNICAL_ERROR_KEY) })}</div>
      ))}
    </Notice>
  );
}

/** What happened once sent: the documents signed again and by whom, or none needed. */
export function SentNotice({ sent }: { sent: TSendCorrectionResponse }) {
  const { t } = useTranslation();
  const documents = sent.amendments.flatMap((amendment) => amendment.documents.map((doc) => doc.title));
  return (
    <Notice variant="success" role="status" data-testid="send-correction-done">
      {documents.length === 0
        ? t('corrections.send.done-no-signature', { revision: sent.revision })
        : t('corrections.send.done', {
            revision: sent.revision,
            documents: documents.join(', '),
            count: documents.length,
          })}
    </Notice>
  );
}

/**
 * « Envoyer la correction »: sends the fixed dossier back; only the changed documents are signed
 * again. The screen holds the call (`useSendCorrection`), and shows what was sent in its place.
 */
export function SendCorrectionButton({
  send,
  hidden,
}: {
  send: ReturnType<typeof useSendCorrection>;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  if (hidden) return null;
  return (
    <div className="mb-3">
      {send.isError ? <SendErrors error={send.error} /> : null}
      <p className="text-body-secondary small mb-2">{t('corrections.send.hint')}</p>
      <button
        type="button"
        className="btn btn-success"
        data-testid="send-correction"
        disabled={send.isPending}
        aria-busy={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        {send.isPending ? t('corrections.send.sending') : t('corrections.send.button')}
      </button>
    </div>
  );
}
