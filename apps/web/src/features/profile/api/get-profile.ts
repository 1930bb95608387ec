import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfileResponse, type TProfileResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `GET /profile`: the partner's names, CGP code (username) and signer e-mail. */
export function getProfile(signal?: AbortSignal): Promise<TProfileResponse | null> {
  return apiClient.get('/profile', { signal, schema: ZProfileResponse });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
