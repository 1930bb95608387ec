import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TListDemoMailboxResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { loadPhoneNumbers } from '../../../shared/phone/on-demand-phone-numbers';

/** How often an open mailbox looks for new messages: a code asked for elsewhere shows within it. */
export const DEMO_MAILBOX_REFRESH_MS = 5_000;

/**
 * `GET /demo-mailbox`: a page of the demo mailbox, newest first — with the phone numbers' metadata,
 * so that each number shows spaced as read (+33 6 12 34 56 78).
 */
export async function listDemoMailboxMessages(
  page: number,
  signal?: AbortSignal,
): Promise<TListDemoMailboxResponse | null> {
  const [answer] = await Promise.all([
    call(operations.listDemoMailboxMessages, { query: { page }, signal }),
    // A number shows as stored (E.164) when the metadata cannot be loaded.
    loadPhoneNumbers().catch(() => undefined),
  ]);
  return answer;
}

export const demoMailboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['demo-mailbox', 'messages', page],
    queryFn: ({ signal }) => listDemoMailboxMessages(page, signal),
    refetchInterval: (query) => (query.state.status === 'error' ? false : DEMO_MAILBOX_REFRESH_MS),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useDemoMailboxMessages(page: number) {
  return useQuery(demoMailboxQueryOptions(page));
}
