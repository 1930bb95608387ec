import Button from 'react-bootstrap/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TSignatureEnvelope,
  TSignatureParty,
  TSignatureStep,
  TSigningMode,
} from '@souscription/contract';
import { formatDate } from '../../../shared/i18n/format';
import { ApiError } from '../../../shared/api/api-error';
import { useMessageText, useWizardText } from '../i18n';
import { resendSignatureInvitation, setSignatureSigningMode } from '../api/signature-envelopes';

type TSigner = TSignatureEnvelope['signers'][number];

const pad = (part: number) => String(part).padStart(2, '0');
const timeOf = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The parties still awaited that sign by link or in the advisor's presence, the advisor's own part
 * apart unless he too was invited by link (a correction's amendment, issue 35); « en sa présence »
 * is said to the advisor's side only (it reads « in your presence »).
 */
function awaitedOthers(signers: TSigner[], advisorSide: boolean): TSigner[] {
  return signers.filter(
    (signer) =>
      (signer.party !== 'subscriber_advisor' || signer.invitation !== null) &&
      (signer.status === 'sent' || signer.status === 'delivered') &&
      (signer.signingMode === 'hosted' ? advisorSide : signer.invitation !== null || signer.maySwitchMode),
  );
}

/**
 * Each awaited party's way to sign (issue 32): by link, « Invitation envoyée à c•••@… le … à … » with
 * « Renvoyer l'invitation », or in the advisor's presence; for whoever would host them, the switch
 * between the two (the server enforces it, throttles it and says why).
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
  const awaited = awaitedOthers(signers, canResend);
  if (awaited.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-1" data-testid="envelope-invitations">
      {awaited.map((signer) => (
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

function errorKeyOf(error: Error | null): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : 'common.technical-error';
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dossier', dossierId, 'envelopes'] });
  const resend = useMutation({
    mutationFn: (party: TSignatureParty) => resendSignatureInvitation(dossierId, step, party),
    onSuccess: refresh,
  });
  const switchMode = useMutation({
    mutationFn: (mode: TSigningMode) => setSignatureSigningMode(dossierId, step, signer.party, mode),
    onSuccess: refresh,
  });
  const hosted = signer.signingMode === 'hosted';
  const invitation = signer.invitation;
  const errorKey = errorKeyOf(resend.error) ?? errorKeyOf(switchMode.error);
  return (
    <li className="mb-1" data-testid={`invitation-${signer.party}`}>
      {hosted ? (
        <span data-testid={`signing-mode-hosted-${signer.party}`}>
          {t('envelopes.mode-hosted', { name: signer.name })}
        </span>
      ) : invitation ? (
        t('envelopes.invitation-sent', {
          name: signer.name,
          to: invitation.sentTo.map((sent) => sent.destination).join(t('envelopes.invitation-and')),
          date: formatDate(invitation.sentAt),
          time: timeOf(invitation.sentAt),
        })
      ) : null}
      {canResend && invitation && !hosted ? (
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
      {signer.maySwitchMode ? (
        <Button
          variant="link"
          size="sm"
          className="p-0 ms-2 align-baseline"
          disabled={switchMode.isPending}
          onClick={() => switchMode.mutate(hosted ? 'remote' : 'hosted')}
          data-testid={`signing-mode-switch-${signer.party}`}
        >
          {t(hosted ? 'envelopes.mode-to-remote' : 'envelopes.mode-to-hosted')}
        </Button>
      ) : null}
      {resend.isSuccess ? (
        <span className="ms-2 text-success" role="status">
          {t('envelopes.invitation-resent')}
        </span>
      ) : null}
      {switchMode.isSuccess ? (
        <span className="d-block text-success" role="status">
          {t(hosted ? 'envelopes.mode-now-hosted' : 'envelopes.mode-now-remote', { name: signer.name })}
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
