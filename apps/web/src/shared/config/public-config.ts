import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TPublicConfigResponse } from '@souscription/contract';
import { buildOperationUrl } from '../api/operation-url';

let pending: Promise<TPublicConfigResponse> | null = null;

/**
 * `GET /api/config`: the sign-in settings and the tenant's look, public and fetched once per page load.
 * Note: it uses fetch directly, not the API client, because the client's token refresh depends on it.
 */
export function loadPublicConfig(): Promise<TPublicConfigResponse> {
  pending ??= fetch(buildOperationUrl(operations.getPublicConfig), {
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /config answered ${response.status}`);
      return operations.getPublicConfig.responses[200].parse(await response.json());
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Forgets the loaded configuration (tests start each case from a fresh page). */
export function resetPublicConfig(): void {
  pending = null;
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: loadPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
