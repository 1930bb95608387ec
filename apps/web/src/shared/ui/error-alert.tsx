import { Notice } from './notice';
import { useTranslation } from 'react-i18next';
import { ApiError, TECHNICAL_ERROR_KEY } from '../api/api-error';

type TErrorAlertProps = {
  /** The failure to explain; its first message key is shown, else the technical-support message. */
  error?: unknown;
  /** A message key that replaces the error's own message. */
  message?: string;
  onRetry?: () => void;
};

/** A readable failure banner: the server's message key translated, or the technical-support text. */
export function ErrorAlert({ error, message, onRetry }: TErrorAlertProps) {
  const { t } = useTranslation();
  const key = message ?? (error instanceof ApiError ? error.message : TECHNICAL_ERROR_KEY);
  return (
    <Notice variant="danger" className="d-flex align-items-center justify-content-between gap-3" role="alert">
      <span>{t(key, { defaultValue: t(TECHNICAL_ERROR_KEY) })}</span>
      {onRetry ? (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </Notice>
  );
}
