import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TPairingScope } from '@souscription/contract';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { BANNER_MS, useTimedMessage } from '../../../shared/hooks/use-timed-message';
import { findPairingRefusal } from '../api/get-dossier-pairing';
import { managedDossierKey } from '../api/manage-dossier-keys';
import { usePairCustomer } from '../api/pair-customer';
import { useUpdateIntegrationState } from '../api/update-integration-state';
import type { TReasonDecision } from '../components/decision-reason-modal';

/** A message above the tabs: a key and its tone. */
export type TManagementNotice = { tone: 'success' | 'danger'; key: string };

const failureKey = (error: unknown) =>
  error instanceof ApiError ? (error.errors[0]?.message ?? TECHNICAL_ERROR_KEY) : TECHNICAL_ERROR_KEY;

/**
 * What the management screen does: pair a scope (success message 3 s, then the history reloads),
 * validate (the pairing read first: spec 01 §5's mandate rule), refuse or flag an error (then the
 * page reloads on the dossier), each failure shown 3 s.
 */
export function useManagementCommands(dossierId: number, version: number | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pair = usePairCustomer(dossierId);
  const update = useUpdateIntegrationState(dossierId);
  const [notice, showNotice, clearNotice] = useTimedMessage<TManagementNotice>(BANNER_MS);
  const [reasonFor, setReasonFor] = useState<TReasonDecision | null>(null);
  // « Valider le dossier » cannot be undone (the dossier goes to the back office): asked first.
  const [validationAsked, setValidationAsked] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [correctionsAsked, setCorrectionsAsked] = useState(false);
  const historyTimer = useRef<number | undefined>(undefined);
  const refresh = (part?: string) =>
    queryClient.invalidateQueries({
      queryKey: part ? [...managedDossierKey(dossierId), part] : managedDossierKey(dossierId),
    });
  // The folder and integration lists and the dashboard's counts.
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: ['dossiers'] });

  const decide = (integrationState: 'validated' | TReasonDecision, reason?: string) => {
    clearNotice();
    setReasonError(null);
    update.mutate(
      { integration_state: integrationState, reason: reason ?? null, version },
      {
        onSuccess: async () => {
          setReasonFor(null);
          setValidationAsked(false);
          // Spec 01 §4: after a successful update the page reloads on the dossier.
          await Promise.all([refresh(), refreshLists()]);
          void navigate(`/manage-dossier/${dossierId}?tab=actions`, { replace: true });
          showNotice({ tone: 'success', key: `management.actions.done.${integrationState}` });
        },
        onError: (error) => {
          const key = failureKey(error);
          if (integrationState === 'validated') {
            setValidationAsked(false);
            showNotice({ tone: 'danger', key });
          } else setReasonError(key);
          // A decision refused because the dossier changed meanwhile: show what it is now.
          if (error instanceof ApiError && error.status === 409) void refresh();
        },
      },
    );
  };

  return {
    notice,
    clearNotice,
    /** `{scope}:{code}` being paired. */
    pairPending: pair.isPending ? `${pair.variables.scope}:${pair.variables.code}` : null,
    /** Pairs a scope; resolves to the failure's message key, or null once paired. */
    pairCustomer: async (
      scope: TPairingScope,
      code: string,
      partner: string | null,
    ): Promise<string | null> => {
      clearNotice();
      try {
        await pair.mutateAsync({ scope, code, partner });
      } catch (error) {
        const key = failureKey(error);
        showNotice({ tone: 'danger', key });
        return key;
      }
      showNotice({ tone: 'success', key: 'validation.pair-success' });
      // A pairing changes the dossier's version: the state query holds the one a decision sends.
      await Promise.all([refresh('pairing-customers'), refresh('summary'), refresh('state'), refreshLists()]);
      // Spec 01 §4: the history reloads once the success message has shown.
      window.clearTimeout(historyTimer.current);
      historyTimer.current = window.setTimeout(() => void refresh('history'), BANNER_MS);
      return null;
    },
    decisionPending: update.isPending ? update.variables.integration_state : null,
    validationAsked,
    askValidation: () => {
      clearNotice();
      setValidationAsked(true);
    },
    closeValidation: () => setValidationAsked(false),
    /** Validates once the pairing, read afresh, meets the mandate rule (its message 3 s otherwise). */
    validate: async () => {
      clearNotice();
      const refusal = await findPairingRefusal(dossierId);
      if (refusal) {
        setValidationAsked(false);
        showNotice({ tone: 'danger', key: refusal });
        return;
      }
      decide('validated');
    },
    reasonFor,
    reasonError,
    askReason: (decision: TReasonDecision) => {
      clearNotice();
      setReasonError(null);
      setReasonFor(decision);
    },
    closeReason: () => setReasonFor(null),
    confirmReason: (reason: string) => reasonFor && decide(reasonFor, reason),
    correctionsAsked,
    askCorrections: () => {
      clearNotice();
      setCorrectionsAsked(true);
    },
    closeCorrections: () => setCorrectionsAsked(false),
    /** The items are flagged (with an error, or as a request): the history shows them. */
    correctionsSent: async (asError: boolean) => {
      setCorrectionsAsked(false);
      await Promise.all([refresh(), refreshLists()]);
      void navigate(`/manage-dossier/${dossierId}?tab=actions`, { replace: true });
      showNotice({
        tone: 'success',
        key: asError ? 'management.actions.done.error' : 'management.corrections.done',
      });
    },
  };
}
