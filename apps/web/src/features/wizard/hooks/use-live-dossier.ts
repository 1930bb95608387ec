import { useEffect, useRef } from 'react';
import type { TDossier } from '@souscription/contract';
import { onLiveDossierChange } from '../../../shared/live/live-dossier-changes';
import { getDossier } from '../api/get-dossier';
import type { TWizardModel } from './use-wizard-model';
import { useApplyDossier } from './use-apply-dossier';

/**
 * The open folder follows what others do to it (a party signs or refuses, an envelope is cancelled
 * or sealed): on a live change its states and version are taken, and the engine's context with
 * them, while the answers being typed stay. A change of the answers themselves is not taken: the
 * next save meets it as a conflict (409), which shows both. While a signing page is open in the
 * wizard, nothing is taken: the new states would redraw its block and reload the page, whose address
 * is spent once the party has answered; the wizard reads the folder when the page reports, and a
 * change that came meanwhile is taken when the page closes.
 */
export function useLiveDossier(model: Pick<TWizardModel, 'dossier' | 'setDossier' | 'ui'>): void {
  const applyDossier = useApplyDossier(model.setDossier);
  const latest = useRef(model.dossier);
  latest.current = model.dossier;
  const signing = model.ui.signatureFrame !== null;
  const signingNow = useRef(signing);
  signingNow.current = signing;
  const missed = useRef(false);
  const dossierId = model.dossier.id;

  useEffect(() => {
    const takeChange = () => {
      if (signingNow.current) {
        missed.current = true;
        return;
      }
      void getDossier(dossierId)
        .then((fresh) => {
          if (fresh && isNewStateOnly(fresh, latest.current)) applyDossier(fresh);
        })
        .catch(() => undefined);
    };
    const stop = onLiveDossierChange((changedId) => {
      if (changedId === null || changedId === dossierId) takeChange();
    });
    if (!signing && missed.current) {
      missed.current = false;
      takeChange();
    }
    return stop;
  }, [dossierId, applyDossier, signing]);
}

/** A newer version of the folder whose stored answers are the ones the wizard holds. */
function isNewStateOnly(fresh: TDossier, current: TDossier): boolean {
  return fresh.version > current.version && JSON.stringify(fresh.values) === JSON.stringify(current.values);
}
