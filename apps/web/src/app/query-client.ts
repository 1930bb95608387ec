import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';

/**
 * One retry for network and server failures; a 4xx answer will not change by asking again, and a
 * call past its time limit has made the user wait enough: she gets its message and her own retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && (error.timedOut || (error.status >= 400 && error.status < 500))),
      },
      mutations: { retry: false },
    },
  });
}
