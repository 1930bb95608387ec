import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TDossier } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /dossiers/{id}`: values, receipts, authorized clients, status and version of a dossier. */
export async function getDossier(id: number, signal?: AbortSignal): Promise<TDossier | null> {
  const answer = await call(operations.getDossier, { params: { id }, signal });
  return answer?.dossier ?? null;
}

export const dossierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['dossier', id],
    queryFn: ({ signal }) => getDossier(id, signal),
    // Note: the wizard owns the open dossier once loaded; it reloads it on purpose (409) only.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useDossier(id: number | null) {
  return useQuery({ ...dossierQueryOptions(id ?? 0), enabled: id !== null });
}
