import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import {
  SIGNATURE_ERROR_CLEAR_MS,
  readSignatureMessage,
  type TSignatureMessage,
} from '../../../shared/signature/signature-message';
import { useMessageText, useWizardText } from '../i18n';
import { i18n } from '../../../shared/i18n/i18n';
import fr from '../locales/signature-frame/fr.json';
import en from '../locales/signature-frame/en.json';

// Note: loaded with the frame, not with the wizard (its first load has a size budget).
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);

export type TSignatureFrameProps = {
  /** The one-time address of the signing page (POST …/docusigns/{docusignId}/ceremonies); null: none came. */
  url: string | null;
  /** The sign button's label: the frame's accessible name says what is signed. */
  label: string;
  /** Why no address came, said instead of « check your connection » (a time limit passed). */
  reasonKey?: string | undefined;
  /** The signing page reported a signature: the wizard reloads the dossier. */
  onSigned: (message: TSignatureMessage) => void;
  /** The frame is gone: closed by the user, or cleared 5000 ms after an error. */
  onClose: () => void;
  /** The placeholder's « Réessayer »: a new address is asked for. */
  onRetry: () => void;
};

/**
 * Whether the frame shows a page it could not load: the browser's own error page (another origin)
 * where our signing page (this origin) was expected. A signing page of another origin (a development
 * server) cannot be looked into, and is taken as loaded.
 */
function isBrowserErrorPage(frame: HTMLIFrameElement, url: string): boolean {
  if (new URL(url, window.location.origin).origin !== window.location.origin) return false;
  try {
    return frame.contentDocument === null;
  } catch {
    return true;
  }
}

/** What stands in for the signing page when it cannot be had or shown: why, and « Réessayer ». */
function SignatureFramePlaceholder({
  onRetry,
  onClose,
  reasonKey,
}: Pick<TSignatureFrameProps, 'onRetry' | 'onClose' | 'reasonKey'>) {
  const { t } = useWizardText();
  const message = useMessageText();
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retryRef.current?.scrollIntoView?.({ block: 'center' });
    retryRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      className="app-signature-frame mt-3 border rounded bg-body-tertiary p-4 text-center"
      role="alert"
      data-testid="signature-frame-placeholder"
    >
      <p className="fw-semibold mb-2">{t('signature.frame-unavailable')}</p>
      <p className="mb-3">{reasonKey ? message(reasonKey) : t('signature.frame-unavailable-help')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button
          ref={retryRef}
          type="button"
          className="btn btn-primary"
          onClick={onRetry}
          data-testid="signature-frame-retry"
        >
          {t('signature.frame-retry')}
        </button>
        <button type="button" className="btn btn-link" onClick={onClose} data-testid="signature-frame-close">
          {t('signature.frame-close')}
        </button>
      </div>
    </div>
  );
}

/** Where a message may come from: our own pages (the return page) and the signing page's origin. */
function getTrustedOrigins(url: string): string[] {
  const own = window.location.origin;
  try {
    return [own, new URL(url, own).origin];
  } catch {
    return [own];
  }
}

/**
 * The signing page in the block (spec 01 §4, 02 §4): an iframe sized for reading documents, with an
 * accessible name. It listens to the messages of that frame only (its window and a trusted origin):
 * a signature tells the wizard, an error is shown and the frame cleared after 5000 ms (spec §9); an
 * attempt ended without a signature for a known reason stays on the frame's own explanation. When no
 * address came (the server could not be reached) or the page did not load, a placeholder says so and
 * offers « Réessayer » (spec 02 §7: « on failure a local placeholder address is used »).
 */
export function SignatureFrame({ url, label, onSigned, onClose, onRetry, reasonKey }: TSignatureFrameProps) {
  const { t } = useWizardText();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [failed, setFailed] = useState(false);
  const [unloaded, setUnloaded] = useState(false);

  useEffect(() => {
    if (url === null) return;
    const trustedOrigins = getTrustedOrigins(url);
    const listener = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = readSignatureMessage(event, trustedOrigins);
      if (!message) return;
      if (message.outcome === 'success') onSigned(message);
      // Declined, expired, cancelled or locked: the frame's own page says so, and stays.
      else if (message.outcome === 'failure') setFailed(true);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url, onSigned]);

  // « Signer » pressed: the signing page is what comes next — shown, and the focus goes into it
  // (never back to the top of the page).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || url === null) return;
    frame.scrollIntoView?.({ block: 'start' });
    frame.focus({ preventScroll: true });
  }, [url]);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(onClose, SIGNATURE_ERROR_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [failed, onClose]);

  if (url === null || unloaded) {
    return (
      <SignatureFramePlaceholder
        onRetry={onRetry}
        onClose={onClose}
        reasonKey={url === null ? reasonKey : undefined}
      />
    );
  }
  return (
    <div className="app-signature-frame mt-3" data-testid="signature-frame">
      {failed ? (
        <Alert variant="warning" role="alert" data-testid="signature-frame-error">
          <p className="fw-semibold mb-1">{t('signature.frame-error')}</p>
          <p className="mb-0">{t('signature.frame-error-clear')}</p>
        </Alert>
      ) : null}
      <iframe
        ref={frameRef}
        src={url}
        title={t('signature.frame-title', { label })}
        className="w-100 border rounded"
        // Note: the documents are read in the frame: most of the window's height, at least 480 px.
        style={{ height: 'max(480px, min(80vh, 960px))' }}
        allow=""
        onLoad={(event) => {
          if (isBrowserErrorPage(event.currentTarget, url)) setUnloaded(true);
        }}
      />
      <div className="d-flex justify-content-end mt-2">
        <button
          type="button"
          className="btn btn-link px-0"
          onClick={onClose}
          data-testid="signature-frame-close"
        >
          {t('signature.frame-close')}
        </button>
      </div>
    </div>
  );
}
