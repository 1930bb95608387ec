import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_CANCEL_REASON_LENGTH,
  mayCancelSignatureEnvelope,
  type TSignatureEnvelope,
  type TSignatureStep,
} from '@souscription/contract';
import { i18n } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/i18n/format';
import { ReasonModal } from '../../../shared/ui/reason-modal';
import { ApiError } from '../../../shared/api/api-error';
import { getStoredRole } from '../../../shared/session/session';
import { useMessageText, useWizardText } from '../i18n';
import { cancelSignatureEnvelope, useSignatureEnvelopes } from '../api/signature-envelopes';
import { InvitationLines } from './invitation-lines';
import fr from '../locales/envelopes/fr.json';
import en from '../locales/envelopes/en.json';

// Note: loaded with this panel, not with the wizard (its first load has a size budget).
i18n.addResourceBundle('fr', 'translation', fr, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);

type TSignatureEnvelopesProps = {
  dossierId: number;
  step: TSignatureStep;
  /** The envelope was cancelled: the wizard reads the dossier again. */
  onCancelled: () => void;
};

const ENDED = ['declined', 'expired', 'cancelled', 'voided'];

function useNames() {
  return (names: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(names);
}

/**
 * Where a signing step stands, from its envelopes (issue 25): signed on which day by whom, or whose
 * signature is still awaited — with, for the advisor's side, the cancel button of the envelope out
 * — and the earlier envelopes that were declined, expired, cancelled or voided, with their reason.
 */
export function SignatureEnvelopes({ dossierId, step, onCancelled }: TSignatureEnvelopesProps) {
  const { t } = useWizardText();
  const role = getStoredRole();
  const list = useNames();
  const envelopes = useSignatureEnvelopes(dossierId);
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const mine = (envelopes.data ?? []).filter((envelope) => envelope.step === step);
  if (mine.length === 0) return null;
  const completed = mine.find((envelope) => envelope.status === 'completed');
  const open = mine.find((envelope) => envelope.status === 'sent');
  const ended = mine.filter((envelope) => ENDED.includes(envelope.status));
  const stepName = t(`envelopes.steps.${step}`);

  return (
    <section
      className="border rounded p-3 mt-3"
      aria-labelledby={headingId}
      data-testid={`envelopes-${step}`}
    >
      <h3 id={headingId} className="h6">
        {t('envelopes.heading')}
      </h3>
      {/* Each party's action is announced as the envelope's state changes (a polite live region). */}
      <div aria-live="polite">
        {completed ? (
          <p className="mb-2" data-testid="envelope-signed">
            {t('envelopes.signed', {
              // « Bulletin de souscription signé », « Lettre de mission signée ».
              context: step === 'subscription' ? 'subscription' : undefined,
              step: stepName,
              date: formatDate(completed.completedAt ?? completed.sentAt),
              names: list(completed.signers.map((signer) => signer.name)),
            })}
          </p>
        ) : null}
        {completed && !completed.sealedAt ? <SealingLine /> : null}
        {open ? (
          <OpenEnvelope
            dossierId={dossierId}
            envelope={open}
            names={list}
            canCancel={role !== null && mayCancelSignatureEnvelope(role)}
            onCancel={() => setAsking(true)}
          />
        ) : null}
      </div>
      {ended.length ? (
        <>
          <h4 className="h6 small text-body-secondary mt-3 mb-1">{t('envelopes.history')}</h4>
          <ul className="small mb-0" data-testid="envelope-history">
            {ended.map((envelope) => (
              <EndedEnvelope key={envelope.id} envelope={envelope} names={list} />
            ))}
          </ul>
        </>
      ) : null}
      {asking && open ? (
        <CancelEnvelopeModal
          dossierId={dossierId}
          step={step}
          stepName={stepName}
          onClose={() => setAsking(false)}
          onCancelled={() => {
            setAsking(false);
            onCancelled();
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * A completed envelope whose sealing (the platform's validation data, document timestamp and evidence
 * file, added by the server after the last signature) has not landed yet; the live stream refreshes it.
 */
export function SealingLine() {
  const { t } = useWizardText();
  return (
    <p
      className="small text-body-secondary d-flex align-items-center gap-2 mb-2"
      data-testid="envelope-sealing"
    >
      <Spinner size="sm" animation="border" aria-hidden="true" />
      {t('envelopes.sealing')}
    </p>
  );
}

/** A closed envelope of the history: how it ended, and the signatures given on it, void. */
function EndedEnvelope({
  envelope,
  names,
}: {
  envelope: TSignatureEnvelope;
  names: (names: string[]) => string;
}) {
  const { t } = useWizardText();
  const signed = envelope.signers.filter((signer) => signer.status === 'signed');
  return (
    <li data-testid={`envelope-ended-${envelope.id}`}>
      {t(`envelopes.${envelope.status}`, {
        date: formatDate(envelope.endedAt ?? envelope.sentAt),
        name: envelope.endedBy ?? '',
        reason: envelope.reason ?? '',
      })}
      {envelope.contactChanges.map((change) => (
        <span
          key={`${change.party}-${change.channel}`}
          className="d-block"
          data-testid="envelope-contact-change"
        >
          {t('envelopes.contact-changed', {
            name:
              envelope.signers.find(
                (signer) => signer.party === change.party || signer.alsoParty === change.party,
              )?.name ?? '',
            channel: t(`envelopes.contact-channel.${change.channel}`),
            from: change.from ?? t('envelopes.contact-none'),
            to: change.to ?? t('envelopes.contact-none'),
          })}
        </span>
      ))}
      {signed.length ? (
        <span className="d-block text-body-secondary" data-testid="envelope-void-signatures">
          {t('envelopes.void-signatures', {
            count: signed.length,
            names: names(signed.map((signer) => signer.name)),
          })}
        </span>
      ) : null}
    </li>
  );
}

function OpenEnvelope({
  dossierId,
  envelope,
  names,
  canCancel,
  onCancel,
}: {
  dossierId: number;
  envelope: TSignatureEnvelope;
  names: (names: string[]) => string;
  canCancel: boolean;
  onCancel: () => void;
}) {
  const { t } = useWizardText();
  const awaited = envelope.signers.filter((signer) => signer.status !== 'signed');
  const signed = envelope.signers.filter((signer) => signer.status === 'signed');
  return (
    <div data-testid="envelope-open">
      <p className="mb-1">
        {t('envelopes.awaited', {
          date: formatDate(envelope.sentAt),
          names: names(awaited.map((signer) => signer.name)),
        })}
      </p>
      {signed.length ? (
        <p className="small text-body-secondary mb-1">
          {t('envelopes.signed-by', {
            context: envelope.step === 'subscription' ? 'subscription' : undefined,
            names: names(signed.map((signer) => signer.name)),
          })}
        </p>
      ) : null}
      <InvitationLines
        dossierId={dossierId}
        step={envelope.step}
        signers={envelope.signers}
        canResend={canCancel}
      />
      {canCancel ? (
        <Button
          variant="outline-danger"
          size="sm"
          className="mt-2"
          onClick={onCancel}
          data-testid="envelope-cancel"
        >
          {t('envelopes.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

/** The cancel modal: a reason of 1 to 2 000 characters, counted as it is typed, is required. */
function CancelEnvelopeModal({
  dossierId,
  step,
  stepName,
  onClose,
  onCancelled,
}: {
  dossierId: number;
  step: TSignatureStep;
  stepName: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useWizardText();
  const message = useMessageText();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (text: string) => cancelSignatureEnvelope(dossierId, step, text),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['dossier', dossierId, 'envelopes'] });
      onCancelled();
    },
  });
  const errorKey = cancel.error
    ? cancel.error instanceof ApiError
      ? cancel.error.message
      : 'common.technical-error'
    : null;
  return (
    <ReasonModal
      texts={{
        title: t('envelopes.cancel-title', { step: stepName }),
        label: t('envelopes.reason-label'),
        help: t('envelopes.reason-help'),
        count: (used, max) => t('envelopes.reason-count', { used, max }),
        close: t('envelopes.keep'),
        cancel: t('envelopes.keep'),
        confirm: t('envelopes.confirm'),
      }}
      intro={<p>{t('envelopes.cancel-intro')}</p>}
      maxLength={MAX_CANCEL_REASON_LENGTH}
      confirmVariant="danger"
      pending={cancel.isPending}
      error={errorKey ? message(errorKey) : null}
      testIds={{ input: 'cancel-reason', count: 'cancel-reason-count', confirm: 'cancel-confirm' }}
      onConfirm={(reason) => cancel.mutate(reason)}
      onClose={onClose}
    />
  );
}
