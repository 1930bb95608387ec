import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../api/call';

/**
 * Whether the signed-in user has a demo mailbox: the installation sends no message (no SMTP, no
 * SMS gateway) and the account is a demo one. The server answers 404 or 403 otherwise.
 */
export const demoMailboxPresenceQueryOptions = queryOptions({
  queryKey: ['demo-mailbox', 'presence'],
  queryFn: async ({ signal }) => {
    try {
      return (
        (await call(operations.listDemoMailboxMessages, { query: { itemsPerPage: 1 }, signal })) !== null
      );
    } catch {
      return false;
    }
  },
  staleTime: 10 * 60 * 1000,
  retry: false,
});

export function useDemoMailboxPresence(): boolean {
  return useQuery(demoMailboxPresenceQueryOptions).data ?? false;
}
