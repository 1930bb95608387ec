import { findMandatePairingError, operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/**
 * Spec 01 §5: before a validation, `GET /dossier/integration-state/{id}/pairing` is read afresh (another
 * manager may have paired meanwhile) and the mandate rule applied to it: a dossier held by mandate
 * with no pairing, or whose counterpart is missing (forceMandate), needs its counterpart paired.
 * The rule's message key, or null to go on; an unreadable pairing leaves the decision to the server,
 * which applies the same rule.
 */
export async function findPairingRefusal(dossierId: number): Promise<string | null> {
  const answer = await call(operations.getDossierPairing, { params: { id: dossierId } }).catch(() => null);
  if (!answer) return null;
  return findMandatePairingError({
    detentionMode: answer.detention_mode,
    dismembermentScope: answer.dismemberment_scope,
    pairingNp: answer.pairing.np,
    pairingUsu: answer.pairing.usu,
    forceMandate: answer.forceMandate,
  });
}
