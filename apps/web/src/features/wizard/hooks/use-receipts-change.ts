import { useCallback } from 'react';
import type { TDossier } from '@souscription/contract';
import type { TReceiptsChange } from '../widgets';

/**
 * Spec 02 §4 Upload, for the file widgets (which make the calls): the server's list replaces the
 * dossier's receipts; a deleted receipt is dropped. Stable until the dossier changes.
 */
export function useReceiptsChange(dossier: TDossier, applyDossier: (dossier: TDossier) => void) {
  return useCallback(
    (change: TReceiptsChange) => {
      const receipts =
        change.kind === 'replaced'
          ? [...change.receipts]
          : dossier.receipts.filter((receipt) => receipt.receiptId !== change.receiptId);
      applyDossier({ ...dossier, receipts });
    },
    [applyDossier, dossier],
  );
}
