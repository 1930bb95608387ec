import { createFormState, isProductSuitable, type LoadedForm } from '@souscription/form-engine';
import type { TApiError } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import { dossierContext, toStoredValueEntries } from '../../dossiers/index.js';
import type { LockedDossier } from '../queries.js';

/**
 * Why a dossier may not reach a signing ceremony yet (issue 25), as the wizard shows it: every visible
 * block before the signature block must be complete and valid by the engine — the same check as a
 * block's submit, on the stored answers and receipts (one error per block, `blocks.{id}`) — and,
 * when the form asks the suitability questions, the adequacy conclusion must be « adapté »
 * (`isProductSuitable`: the suitability answers and the knowledge quiz), as its report says. The
 * subscriber's own ceremony also needs her declarations, the signature block's own answers (issue
 * 32: she ticks them, not an advisor who signed first). Empty when it may.
 */
export async function findCeremonyRefusals(
  db: Database,
  loaded: LoadedForm,
  dossier: LockedDossier,
  tenantCode: string,
  signatureBlockId: number,
  /** The subscriber's own ceremony: her declarations (the signature block's own answers) are given. */
  forSubscriber = false,
): Promise<TApiError[]> {
  const context = await dossierContext(db, { ...dossier, backOfficeForm: false }, tenantCode);
  const state = createFormState(loaded, context, toStoredValueEntries(dossier.values));
  const errors: TApiError[] = [];
  pages: for (const { page } of loaded.pages) {
    for (const blockId of state.getVisibleBlockIds(page.id)) {
      if (blockId === signatureBlockId) break pages;
      if (state.validateBlock(blockId).length > 0) {
        errors.push({ property: `blocks.${blockId}`, message: 'docusign.error-block-incomplete' });
      }
    }
  }
  if (errors.length > 0) return errors;
  if (forSubscriber && state.validateBlock(signatureBlockId).length > 0) {
    return [{ property: `blocks.${signatureBlockId}`, message: 'docusign.error-declarations-required' }];
  }
  const asksSuitability = loaded.elements.some(({ element }) =>
    ['suitability_yes', 'suitability_no'].includes(element.attributes.role ?? ''),
  );
  if (asksSuitability && !isProductSuitable(state)) {
    return [{ property: 'adequacy', message: 'docusign.error-unsuitable' }];
  }
  return [];
}
