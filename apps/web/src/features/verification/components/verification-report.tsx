import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TVerifiedSignature, TVerifySignaturesResponse } from '@souscription/contract';
import { Notice } from '../../../shared/ui/notice';
import { describeModificationText } from './modification-text';

/** What the file as a whole is: the first line a reader sees (the verifier's own verdict). */
export type TVerdict = TVerifySignaturesResponse['verdict'];

type TStatus = TVerifiedSignature['status'];
type TTone = 'success' | 'warning' | 'danger' | 'secondary';

/** The signature itself does not hold: nothing else about it (modified after, trust, level) can be said. */
const NOT_INTACT: TStatus[] = ['broken', 'copy', 'altered'];

/**
 * Every line of a signature's card from its one status, so that no two lines contradict: a signature that
 * is not intact (broken, a copy, altered) says neither « modifié après : non », nor a trusted chain, nor
 * a level; a signature modified after keeps « intacte » but its card is red.
 */
export function describeSignatureCard(signature: TVerifiedSignature) {
  const { status } = signature;
  const intact = !NOT_INTACT.includes(status);
  const integrity: { key: string; tone: TTone } =
    status === 'broken'
      ? { key: 'verification.unreadable', tone: 'danger' }
      : status === 'copy'
        ? { key: 'verification.copy', tone: 'danger' }
        : status === 'altered'
          ? { key: 'verification.altered', tone: 'danger' }
          : { key: 'verification.intact', tone: 'success' };
  // The status decides (modified after, untrusted, valid); the facts only say the trust of one modified after.
  const modifiedAfter: { key: string; tone: TTone } = !intact
    ? { key: 'verification.not-applicable', tone: 'secondary' }
    : status === 'modified-after'
      ? { key: 'verification.modified-yes', tone: 'danger' }
      : { key: 'verification.modified-no', tone: 'success' };
  const trusted =
    status === 'valid' || (status !== 'untrusted' && signature.chainTrusted && !signature.revoked);
  const trust: { key: string; tone: TTone } = !intact
    ? { key: 'verification.not-applicable', tone: 'secondary' }
    : trusted
      ? { key: 'verification.chain-trusted', tone: 'success' }
      : { key: 'verification.chain-untrusted', tone: 'danger' };
  const border: TTone = status === 'valid' ? 'success' : status === 'untrusted' ? 'warning' : 'danger';
  return {
    border,
    integrity,
    modifiedAfter,
    trust,
    /** A level is shown (badge and line) only for a signature that holds as it is. */
    level: status === 'valid' || status === 'untrusted' ? signature.level : null,
  };
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

/** Paris time, short: `28/11/2029 14:02` (fr), `28/11/2029, 14:02` (en). */
function useFormatParisTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-GB' : 'fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  return (iso: string) => format.format(new Date(iso));
}

/** When the verification ran and on which revocation data (ETSI EN 319 102-1): one line. */
function ValidationTime({ report }: { report: TVerifySignaturesResponse }) {
  const { t } = useTranslation();
  const formatParisTime = useFormatParisTime();
  const date = formatParisTime(report.validatedAt);
  return (
    <p className="small" data-testid="verification-validation-time">
      {report.revocationDataIssuedAt
        ? t('verification.validated-at', {
            date,
            revocationDate: formatParisTime(report.revocationDataIssuedAt),
          })
        : t('verification.validated-at-no-revocation', { date })}
    </p>
  );
}

/** What the platform says of a file it recognises, by the record's kind. */
const RECORD_KEY = {
  'signed-document': 'verification.record',
  evidence: 'verification.record-evidence',
  'signature-history': 'verification.record-signature-history',
} as const;

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
  const verdict = report.verdict;
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
          ? t(RECORD_KEY[report.record.kind], {
              date: formatMoment(report.record.signedAt),
              dossierId: report.record.dossierId,
              revision: report.record.revision,
            })
          : t('verification.no-record')}
      </p>
      {signatures.length > 0 && <ValidationTime report={report} />}
      <p className="small text-body-secondary text-break">
        {t('verification.sha256')} <code>{report.sha256}</code>
      </p>
      {report.modifications.length > 0 && (
        <div className="mb-3">
          <h3 className="h6">{t('verification.modifications')}</h3>
          <ul>
            {report.modifications.map((modification, index) => (
              <li key={index}>{describeModificationText(t, modification)}</li>
            ))}
          </ul>
        </div>
      )}
      {report.emptySignatureFields.length > 0 && (
        <div className="mb-3" data-testid="verification-empty-fields">
          <h3 className="h6">{t('verification.empty-fields')}</h3>
          <ul>
            {report.emptySignatureFields.map((field) => (
              <li key={field.fieldName}>
                {field.fieldName} —{' '}
                {field.visible ? t('verification.empty-field-visible') : t('verification.empty-field-hidden')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol className="list-unstyled d-flex flex-column gap-3">
        {report.signatures.map((signature, index) => (
          <li key={`${signature.fieldName}-${index}`}>
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
  const card = describeSignatureCard(signature);
  const headingId = useId();
  return (
    <article
      className={`card verification-signature border-${card.border}`}
      data-status={signature.status}
      aria-labelledby={headingId}
      data-testid="verification-signature"
    >
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title d-flex flex-wrap gap-2 align-items-center">
          <span>{title}</span> {card.level && <span className="badge text-bg-primary">{card.level}</span>}{' '}
          {signature.certification && signature.status !== 'copy' && (
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
            <strong className={`text-${card.integrity.tone}`}>
              {t(card.integrity.key, { field: signature.copyOf ?? '' })}
            </strong>
          </Row>
          <Row term={t('verification.modified-after')}>
            <strong className={`text-${card.modifiedAfter.tone}`}>{t(card.modifiedAfter.key)}</strong>
            {card.modifiedAfter.key === 'verification.modified-yes' && (
              <ul className="mb-0">
                {signature.modifications.map((modification, index) => (
                  <li key={index}>{describeModificationText(t, modification)}</li>
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
          {!timestamp && <Row term={t('verification.level')}>{card.level ?? t('verification.no-level')}</Row>}
          <Row term={t('verification.chain')}>
            <span className={`text-${card.trust.tone}`}>
              {t(card.trust.key)}
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
