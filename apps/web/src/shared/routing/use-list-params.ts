import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Query parameter of the page number (spec 01 §2: currentPage, default 1). */
export const PAGE_PARAM = 'currentPage';
export const SEARCH_PARAM = 'searchTerm';
export const FORM_PARAM = 'form';

/** A positive page number from a query or path value; anything else gives null. */
export function parsePage(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** How a list keeps its search term: trimmed and lowercased (spec 01 §2). */
export function normalizeSearchTerm(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The state of a paginated list kept in the address: currentPage, searchTerm and form. Changing
 * the search term or the form goes back to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get(PAGE_PARAM)) ?? 1;
  const searchTerm = searchParams.get(SEARCH_PARAM) ?? '';
  const formValue = searchParams.get(FORM_PARAM);
  const form = formValue && /^\d{1,9}$/.test(formValue) ? Number(formValue) : undefined;

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (resetPage) next.delete(PAGE_PARAM);
          return next;
        },
        { replace: resetPage },
      ),
    [setSearchParams],
  );

  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      next.set(PAGE_PARAM, String(target));
      return `?${next.toString()}`;
    },
    [searchParams],
  );

  return useMemo(
    () => ({
      page,
      searchTerm,
      form,
      hrefForPage,
      setPage: (target: number) => update({ [PAGE_PARAM]: String(target) }, false),
      setSearchTerm: (term: string) => update({ [SEARCH_PARAM]: normalizeSearchTerm(term) }, true),
      setForm: (formId: number | undefined) =>
        update({ [FORM_PARAM]: formId === undefined ? null : String(formId) }, true),
    }),
    [page, searchTerm, form, hrefForPage, update],
  );
}

/**
 * The address a list moves to when its page is given as a path segment (`/dossiers/current-cases/3`):
 * the list's own path, the page moved to `?currentPage=` unless the query already names one.
 */
export function toListAddress(listPath: string, currentPage: string | undefined, search: string): string {
  const params = new URLSearchParams(search);
  const page = parsePage(currentPage);
  if (page && !params.has(PAGE_PARAM)) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return `${listPath}${query ? `?${query}` : ''}`;
}
