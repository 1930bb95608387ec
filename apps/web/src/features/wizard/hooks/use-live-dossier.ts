import { useEffect, useRef } from 'react';
import { onLiveDossierChange } from '../../../shared/live/live-dossier-changes';
import { getDossier } from '../api/get-dossier';
import type { TWizardModel } from './use-wizard-model';
import { useApplyDossier } from './use-apply-dossier';

/**
 * The open folder follows what others do to it (a party signs or refuses, an envelope is cancelled
 * or sealed): on a live change its states and version are taken, and the engine's context with
 * them, while the answers being typed stay. A change of the answers themselves is not taken: the
 * next save meets it as a conflict (409), which shows both.
 */
export function useLiveDossier(model: Pick<TWizardModel, 'dossier' | 'setDossier'>): void {
  const applyDossier = useApplyDossier(model.setDossier);
  const latest = useRef(model.dossier);
  latest.current = model.dossier;
  const dossierId = model.dossier.id;

  useEffect(
    () =>
      onLiveDossierChange((changedId) => {
        if (changedId !== null && changedId !== dossierId) return;
        void getDossier(dossierId)
          .then((fresh) => {
            const current = latest.current;
            if (!fresh || fresh.version <= current.version) return;
            if (JSON.stringify(fresh.values) !== JSON.stringify(current.values)) return;
            applyDossier(fresh);
          })
          .catch(() => undefined);
      }),
    [dossierId, applyDossier],
  );
}
