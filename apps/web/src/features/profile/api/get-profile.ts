import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TProfileResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /profile`: the partner's names, CGP code (username) and signer e-mail. */
export function getProfile(signal?: AbortSignal): Promise<TProfileResponse | null> {
  return call(operations.getProfile, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
