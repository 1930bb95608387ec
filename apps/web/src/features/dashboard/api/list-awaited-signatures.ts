import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_ITEMS_PER_PAGE, isSignatureAwaitedFrom, operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/**
 * The folders out for signature that await a signature from this user's side (issue 25): the first
 * page of the « signature » list, each row saying whose signature its envelope awaits.
 */
export function awaitedSignaturesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['dossiers', 'list', 'awaited-signatures', userId],
    queryFn: async ({ signal }) => {
      const answer = await call(operations.listDossiers, {
        signal,
        query: { page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE, state: 'signature-files' },
      });
      return (answer?.dossiers ?? []).filter((folder) =>
        isSignatureAwaitedFrom(userId, folder.awaitingSignatureOf, folder.signingAccounts),
      );
    },
  });
}

/** Asked only while some folder is out for signature, once the signed-in user is known. */
export function useAwaitedSignatures(userId: string | null, enabled: boolean) {
  return useQuery({ ...awaitedSignaturesQueryOptions(userId ?? ''), enabled: enabled && userId !== null });
}
