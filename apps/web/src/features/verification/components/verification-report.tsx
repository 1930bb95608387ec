import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TVerifiedSignature, TVerifySignaturesResponse } from '@souscription/contract';
import { Notice } from '../../../shared/ui/notice';

/** What the file as a whole is: the first line a reader sees. */
export type TVerdict = 'altered' | 'unsigned' | 'untrusted' | 'valid';

/**
 * The verdict of a report: altered as soon as one signature's bytes changed or a change was made that
 * its certification does not allow; untrusted when every signature holds but one does not chain to
 * the platform's root (or was revoked); valid otherwise.
 */
export function getVerdict(report: TVerifySignaturesResponse): TVerdict {
  const { signatures } = report;
  if (signatures.length === 0) return 'unsigned';
  const altered =
    report.modifications.length > 0 ||
    signatures.some((signature) => !signature.integrity || signature.modifiedAfter);
  if (altered) return 'altered';
  if (signatures.some((signature) => !signature.chainTrusted || signature.revoked)) return 'untrusted';
  return 'valid';
}

/**
 * The words of one of the verifier's stable codes (those of the signature timestamp come prefixed
 * `timestamp:`); an unknown code is shown as it is.
 */
function describeAnomaly(t: TFunction, exists: (key: string) => boolean, code: string): string {
  const timestamp = code.startsWith('timestamp:');
  const base = timestamp ? code.slice('timestamp:'.length) : code;
  const key = `verification.anomaly.${base}`;
  const words = exists(key) ? t(key) : base;
  return timestamp ? t('verification.anomaly-of-timestamp', { anomaly: words }) : words;
}

const VERDICT_VARIANT = {
  altered: 'danger',
  unsigned: 'warning',
  untrusted: 'warning',
  valid: 'success',
} as const;

function useFormatMoment() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeStyle: 'medium',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : null);
}

/** The verifier's answer: the verdict, the platform's record of the file, then each signature. */
export function VerificationReport({
  report,
  fileName,
}: {
  report: TVerifySignaturesResponse;
  fileName: string;
}) {
  const { t } = useTranslation();
  const formatMoment = useFormatMoment();
  const verdict = getVerdict(report);
  const signatures = report.signatures.filter((signature) => signature.type === 'signature');
  return (
    <section aria-labelledby="verification-result-title" data-testid="verification-report">
      <h2 id="verification-result-title" className="h4 mt-4">
        {t('verification.result-title', { name: fileName })}
      </h2>
      <Notice variant={VERDICT_VARIANT[verdict]} role="note" data-testid="verification-verdict">
        <p className="fw-semibold mb-1">{t(`verification.verdict.${verdict}`)}</p>
        <p className="mb-0 small">
          {t(`verification.verdict.${verdict}-detail`, { count: signatures.length })}
        </p>
      </Notice>
      <p data-testid="verification-record">
        {report.record
          ? t('verification.record', {
              date: formatMoment(report.record.signedAt),
              dossierId: report.record.dossierId,
            })
          : t('verification.no-record')}
      </p>
      <p className="small text-body-secondary text-break">
        {t('verification.sha256')} <code>{report.sha256}</code>
      </p>
      {report.modifications.length > 0 && (
        <div className="mb-3">
          <h3 className="h6">{t('verification.modifications')}</h3>
          <ul>
            {report.modifications.map((modification, index) => (
              <li key={index}>{modification}</li>
            ))}
          </ul>
        </div>
      )}
      <ol className="list-unstyled d-flex flex-column gap-3">
        {report.signatures.map((signature) => (
          <li key={signature.fieldName}>
            <SignatureCard signature={signature} formatMoment={formatMoment} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function SignatureCard({
  signature,
  formatMoment,
}: {
  signature: TVerifiedSignature;
  formatMoment: (iso: string | null) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const timestamp = signature.type === 'document-timestamp';
  const title = timestamp
    ? t('verification.document-timestamp')
    : (signature.signer?.name ?? signature.fieldName);
  const sound = signature.integrity && !signature.modifiedAfter;
  const headingId = `signature-${signature.fieldName}`;
  return (
    <article
      className={`card verification-signature ${sound ? 'border-success' : 'border-danger'}`}
      aria-labelledby={headingId}
      data-testid="verification-signature"
    >
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title d-flex flex-wrap gap-2 align-items-center">
          <span>{title}</span>{' '}
          {signature.level && <span className="badge text-bg-primary">{signature.level}</span>}{' '}
          {signature.certification && (
            <span className="badge text-bg-secondary">{t('verification.certifying')}</span>
          )}
        </h3>
        <dl className="row mb-0 small">
          {!timestamp && (
            <Row term={t('verification.signer')}>
              {signature.signer
                ? `${signature.signer.name}${signature.signer.email ? ` <${signature.signer.email}>` : ''}`
                : t('verification.unknown')}
            </Row>
          )}
          <Row term={t('verification.integrity')}>
            <strong className={signature.integrity ? 'text-success' : 'text-danger'}>
              {signature.integrity ? t('verification.intact') : t('verification.altered')}
            </strong>
          </Row>
          <Row term={t('verification.modified-after')}>
            <strong className={signature.modifiedAfter ? 'text-danger' : 'text-success'}>
              {signature.modifiedAfter ? t('verification.modified-yes') : t('verification.modified-no')}
            </strong>
            {signature.modifications.length > 0 && (
              <ul className="mb-0">
                {signature.modifications.map((modification, index) => (
                  <li key={index}>{modification}</li>
                ))}
              </ul>
            )}
          </Row>
          {!timestamp && (
            <Row term={t('verification.signing-time')}>
              {formatMoment(signature.signingTime) ?? t('verification.none')}
            </Row>
          )}
          <Row term={t('verification.timestamp-time')}>
            {formatMoment(signature.timestampTime) ?? t('verification.none')}
          </Row>
          {!timestamp && (
            <Row term={t('verification.level')}>{signature.level ?? t('verification.no-level')}</Row>
          )}
          <Row term={t('verification.chain')}>
            <span className={signature.chainTrusted ? 'text-success' : 'text-danger'}>
              {signature.chainTrusted ? t('verification.chain-trusted') : t('verification.chain-untrusted')}
              {signature.revoked && ` — ${t('verification.revoked')}`}
            </span>
            <ol className="mb-0 ps-3">
              {signature.chain.map((name, index) => (
                <li key={index} className="text-break">
                  {name}
                </li>
              ))}
            </ol>
          </Row>
          {signature.errors.length > 0 && (
            <Row term={t('verification.errors')}>
              <ul className="mb-0 ps-3">
                {signature.errors.map((error) => (
                  <li key={error}>
                    {describeAnomaly(t, (key) => i18n.exists(key), error)}{' '}
                    <code className="small">{error}</code>
                  </li>
                ))}
              </ul>
            </Row>
          )}
        </dl>
      </div>
    </article>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{term}</dt>
      <dd className="col-sm-8">{children}</dd>
    </>
  );
}
