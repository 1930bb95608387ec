import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RECEIPT_BYTES } from '@souscription/contract';
import { ApiError } from '../../../shared/api/api-error';
import { Notice } from '../../../shared/ui/notice';
import { useVerifySignatures } from '../api/verify-signatures';
import { PdfDropZone } from '../components/pdf-drop-zone';
import { VerificationReport } from '../components/verification-report';
import '../i18n';
import { switchLanguage } from '../../../shared/i18n/i18n';
import '../verification.css';

/** What is wrong with a file before it is sent, as a translation key; null when it may be sent. */
function checkFile(file: File): string | null {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf) return 'verification.error-not-pdf';
  if (file.size > MAX_RECEIPT_BYTES) return 'verification.error-file-too-large';
  return null;
}

/**
 * /verification (issue 26), public: anyone drops a PDF and reads, for each signature, who signed, the
 * chain, the times, the PAdES level, the integrity and whether the file changed after it, and whether
 * this platform signed that very file.
 */
export function VerificationRoute() {
  const { t, i18n } = useTranslation();
  const verification = useVerifySignatures();
  const [file, setFile] = useState<{ name: string; problem: string | null } | null>(null);

  const onFile = (chosen: File) => {
    const problem = checkFile(chosen);
    setFile({ name: chosen.name, problem });
    verification.reset();
    if (!problem) verification.mutate(chosen);
  };
  const other = i18n.language.startsWith('en') ? 'fr' : 'en';
  const apiMessage =
    verification.error instanceof ApiError ? verification.error.message : 'verification.error-unexpected';

  return (
    <main className="container py-4 verification-page" id="main-content">
      <title>{t('app.page-title', { page: t('verification.title') })}</title>
      <div className="d-flex justify-content-between align-items-start gap-3">
        <h1 className="page-title mb-1">{t('verification.title')}</h1>
        <button
          type="button"
          className="btn btn-link p-0"
          lang={other}
          onClick={() => void switchLanguage(other)}
        >
          {t('verification.switch-language')}
        </button>
      </div>
      <p className="text-body-secondary">{t('verification.intro')}</p>
      <PdfDropZone onFile={onFile} disabled={verification.isPending} />
      <p className="small text-body-secondary mt-2">{t('verification.privacy')}</p>
      <div aria-live="polite" aria-busy={verification.isPending} data-testid="verification-live-region">
        {verification.isPending && <p className="mt-3">{t('verification.checking', { name: file?.name })}</p>}
        {file?.problem && (
          <Notice variant="danger" role="note" className="mt-3">
            {t(file.problem)}
          </Notice>
        )}
        {verification.isError && (
          <Notice variant="danger" role="note" className="mt-3">
            {t(apiMessage)}
          </Notice>
        )}
        {verification.data && file && <VerificationReport report={verification.data} fileName={file.name} />}
      </div>
    </main>
  );
}
