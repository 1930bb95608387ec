import { API_PATH_PREFIX, fillOperationPath, type TOperation } from '@souscription/contract';

export type TQueryValue = string | number | boolean | null | undefined;

/**
 * The address of an API call: the API prefix, the operation's path with its `{params}` filled
 * (a `{locale}` segment included) and the query, without its null or undefined parameters.
 */
export function buildApiUrl(path: string, query: Readonly<Record<string, TQueryValue>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${API_PATH_PREFIX}${path}${queryString ? `?${queryString}` : ''}`;
}

/** The address of an operation with these params and query. */
export function buildOperationUrl(
  operation: Pick<TOperation, 'path'>,
  params?: Readonly<Record<string, unknown>>,
  query?: Readonly<Record<string, TQueryValue>>,
): string {
  return buildApiUrl(fillOperationPath(operation.path, params), query);
}
