import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_ITEMS_PER_PAGE, isSignatureAwaitedFrom, operations, type TRole } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/**
 * The folders out for signature that await a signature from this user's side (issue 25): the first
 * page of the « signature » list, each row saying whose signature its envelope awaits.
 */
export function awaitedSignaturesQueryOptions(role: TRole) {
  return queryOptions({
    queryKey: ['dossiers', 'list', 'awaited-signatures', role],
    queryFn: async ({ signal }) => {
      const answer = await call(operations.listDossiers, {
        signal,
        query: { page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE, state: 'signature-files' },
      });
      return (answer?.dossiers ?? []).filter((folder) =>
        isSignatureAwaitedFrom(role, folder.awaitingSignatureOf),
      );
    },
  });
}

/** Asked only while some folder is out for signature. */
export function useAwaitedSignatures(role: TRole | null, enabled: boolean) {
  return useQuery({ ...awaitedSignaturesQueryOptions(role ?? 'client'), enabled: enabled && role !== null });
}
