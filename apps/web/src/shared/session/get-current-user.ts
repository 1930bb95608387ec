import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TCurrentUserResponse } from '@souscription/contract';
import { call } from '../api/call';

/** `GET /users/me`: the signed-in user, the tenant's look and its feature switches. */
export function getCurrentUser(signal?: AbortSignal): Promise<TCurrentUserResponse | null> {
  return call(operations.getCurrentUser, { signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: ({ signal }) => getCurrentUser(signal),
  staleTime: 5 * 60 * 1000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
