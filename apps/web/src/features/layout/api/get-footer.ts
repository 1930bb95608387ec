import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TFooterResponse } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';

/** `GET /footer`: the tenant's footer blocks (HTML sanitised by the server). */
export function getFooter(signal?: AbortSignal): Promise<TFooterResponse | null> {
  return call(operations.getFooter, { signal });
}

/** The footer in a language: the server answers in the request's language (Accept-Language). */
export const footerQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['footer', language],
    queryFn: ({ signal }) => getFooter(signal),
    staleTime: 30 * 60 * 1000,
  });

export function useFooter() {
  const { i18n } = useTranslation();
  return useQuery(footerQueryOptions(i18n.language));
}
