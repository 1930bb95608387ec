import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TListFormsResponse } from '@souscription/contract';
import { call } from '../api/call';

/** `GET /forms`: the tenant's forms (spec 01 §7). */
export function getForms(signal?: AbortSignal): Promise<TListFormsResponse | null> {
  return call(operations.listForms, { signal });
}

export const formsQueryOptions = queryOptions({
  queryKey: ['forms'],
  queryFn: ({ signal }) => getForms(signal),
  staleTime: 10 * 60 * 1000,
});

export function useForms(enabled = true) {
  return useQuery({ ...formsQueryOptions, enabled });
}
