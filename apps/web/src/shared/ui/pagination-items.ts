/** Page numbers shown around the current page (spec 01 §9). */
export const VISIBLE_PAGE_NUMBERS = 5;

export type TPaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The items of a pagination bar: up to 5 page numbers around the current page, plus the first
 * and last pages with an ellipsis where pages are skipped. One page or none gives no items.
 */
export function paginationItems(currentPage: number, totalPages: number): TPaginationItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const half = Math.floor(VISIBLE_PAGE_NUMBERS / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(totalPages, start + VISIBLE_PAGE_NUMBERS - 1);
  start = Math.max(1, end - VISIBLE_PAGE_NUMBERS + 1);

  const items: TPaginationItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < totalPages - 1) items.push('ellipsis-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}

export function pageCount(totalItems: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(totalItems / itemsPerPage));
}

/** First and last item numbers of a page ("11 to 20 of 45"); 0 to 0 when the list is empty. */
export function pageRange(page: number, itemsPerPage: number, totalItems: number) {
  if (totalItems === 0) return { start: 0, end: 0 };
  const start = (page - 1) * itemsPerPage + 1;
  return { start, end: Math.min(totalItems, page * itemsPerPage) };
}
