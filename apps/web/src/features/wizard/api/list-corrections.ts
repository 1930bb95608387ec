import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /dossier/{id}/corrections`: the open items of a signed dossier (issue 35), in a language. */
export function listCorrections(dossierId: number, locale: 'fr' | 'en', signal: AbortSignal) {
  return call(operations.listCorrections, { params: { id: dossierId }, query: { locale }, signal });
}
