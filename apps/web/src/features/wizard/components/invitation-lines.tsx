import Button from 'react-bootstrap/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSignatureEnvelope, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { formatDate } from '../../../shared/i18n/format';
import { ApiError } from '../../../shared/api/api-error';
import { useMessageText, useWizardText } from '../i18n';
import { resendSignatureInvitation } from '../api/signature-envelopes';

type TSigner = TSignatureEnvelope['signers'][number];

const pad = (part: number) => String(part).padStart(2, '0');
const timeOf = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * Each awaited party's invitation to sign by link (issue 32): « Invitation envoyée à c•••@… le … à … »,
 * and, for the advisor's side, « Renvoyer l'invitation » (the server throttles it and says why).
 */
export function InvitationLines({
  dossierId,
  step,
  signers,
  canResend,
}: {
  dossierId: number;
  step: TSignatureStep;
  signers: TSigner[];
  canResend: boolean;
}) {
  const invited = signers.filter((signer) => signer.invitation && signer.status !== 'signed');
  if (invited.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-1" data-testid="envelope-invitations">
      {invited.map((signer) => (
        <InvitationLine
          key={signer.party}
          dossierId={dossierId}
          step={step}
          signer={signer}
          canResend={canResend}
        />
      ))}
    </ul>
  );
}

function InvitationLine({
  dossierId,
  step,
  signer,
  canResend,
}: {
  dossierId: number;
  step: TSignatureStep;
  signer: TSigner;
  canResend: boolean;
}) {
  const { t } = useWizardText();
  const message = useMessageText();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (party: TSignatureParty) => resendSignatureInvitation(dossierId, step, party),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossier', dossierId, 'envelopes'] }),
  });
  const invitation = signer.invitation!;
  const errorKey = resend.error
    ? resend.error instanceof ApiError
      ? resend.error.message
      : 'common.technical-error'
    : null;
  return (
    <li className="mb-1" data-testid={`invitation-${signer.party}`}>
      {t('envelopes.invitation-sent', {
        name: signer.name,
        to: invitation.sentTo.map((sent) => sent.destination).join(t('envelopes.invitation-and')),
        date: formatDate(invitation.sentAt),
        time: timeOf(invitation.sentAt),
      })}
      {canResend ? (
        <Button
          variant="link"
          size="sm"
          className="p-0 ms-2 align-baseline"
          disabled={resend.isPending}
          onClick={() => resend.mutate(signer.party)}
          data-testid={`invitation-resend-${signer.party}`}
        >
          {t('envelopes.invitation-resend')}
        </Button>
      ) : null}
      {resend.isSuccess ? (
        <span className="ms-2 text-success" role="status">
          {t('envelopes.invitation-resent')}
        </span>
      ) : null}
      {errorKey ? (
        <span className="d-block text-danger" role="alert">
          {message(errorKey)}
        </span>
      ) : null}
    </li>
  );
}
