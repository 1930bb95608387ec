import '../dossiers/folder-texts';
import { useEffect, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ITEMS_PER_PAGE } from '@souscription/contract';
import { formatNumber } from '../i18n/format';
import { ErrorAlert } from './error-alert';
import { IconInbox } from './icons';
import { PageSpinner } from './page-spinner';
import { Pagination } from './pagination';
import { pageCount, pageRange } from './pagination-items';

/** A list's page count and its « 11 à 20 sur 45 » text, in the interface language. */
export function usePageSummary(totalItems: number, shownPage: number, itemsPerPage: number) {
  const { t, i18n } = useTranslation();
  const { start, end } = pageRange(shownPage, itemsPerPage, totalItems);
  return {
    totalPages: pageCount(totalItems, itemsPerPage),
    range: t('pagination.range', {
      start: formatNumber(start, i18n.language),
      end: formatNumber(end, i18n.language),
      total: formatNumber(totalItems, i18n.language),
    }),
  };
}

type TEmptyStateProps = {
  testId: string;
  title: string;
  /** A line under the title. */
  hint?: string;
  /** Offered when a search emptied the list: clears it. */
  onClearSearch?: () => void;
};

/** What an empty list says, and the way back when a search emptied it. */
export function EmptyState({ testId, title, hint, onClearSearch }: TEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5 px-3" data-testid={testId}>
      <span className="app-empty-icon mb-3" aria-hidden="true">
        <IconInbox size={32} />
      </span>
      <p className="fw-semibold mb-1">{title}</p>
      {hint ? <p className="text-body-secondary mb-3">{hint}</p> : null}
      {onClearSearch ? (
        <button
          type="button"
          className={`btn btn-outline-primary btn-sm ${hint ? '' : 'mt-2'}`}
          onClick={onClearSearch}
        >
          {t('folders.empty.clear-search')}
        </button>
      ) : null}
    </div>
  );
}

/** The state of the list's query, as TanStack Query gives it. */
type TListQuery = {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

type TPagedListBodyProps = {
  list: TListQuery;
  /** The page has no item. */
  isEmpty: boolean;
  /** « 1 à 10 sur 45 », or what the list says when it has none. */
  summary: string;
  summaryId?: string;
  /** Shown instead of the items when there are none. */
  empty: ReactNode;
  /** The page asked for. */
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
  /** The list's name, for the pagination's label. */
  listName: string;
  /** The items (a table). */
  children: ReactNode;
};

/**
 * The body of a paged list (spec 01 §2): the range text with a spinner while the next page loads,
 * then a spinner, the error with a retry, the empty state or the items, then the pagination.
 */
export function PagedListBody({
  list,
  isEmpty,
  summary,
  summaryId,
  empty,
  page,
  totalPages,
  hrefForPage,
  listName,
  children,
}: TPagedListBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="d-flex align-items-center justify-content-between gap-3 mb-2 small text-body-secondary">
        <p id={summaryId} className="mb-0" aria-live="polite" data-testid="list-summary">
          {list.data ? summary : null}
        </p>
        {list.isFetching && list.data ? (
          <Spinner size="sm" animation="border" variant="primary" role="status">
            <span className="visually-hidden">{t('app.loading')}</span>
          </Spinner>
        ) : null}
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}
      {totalPages > 1 ? (
        <div className="d-flex justify-content-center mt-4">
          <Pagination
            currentPage={Math.min(page, totalPages)}
            totalPages={totalPages}
            hrefForPage={hrefForPage}
            label={t('pagination.label', { list: listName })}
          />
        </div>
      ) : null}
    </>
  );
}

/** The state of a list query whose answer is one page of items (spec 01 §2). */
type TPagedListQuery = TListQuery & {
  data?: { page: number; total_items: number } | null;
  isPlaceholderData: boolean;
};

type TPagedListProps = {
  list: TPagedListQuery;
  /** Items on the page shown. */
  itemCount: number;
  /** The page and search asked for, from the address (useListParams). */
  params: {
    page: number;
    searchTerm: string;
    hrefForPage: (page: number) => string;
    setSearchTerm: (term: string) => void;
  };
  /** The list's name: its pagination's label and its table's caption. */
  name: string;
  summaryId?: string;
  /** What the summary says when the list has no item. */
  noneText: string;
  /** The empty state; a search that emptied the list also offers to clear it. */
  empty: { testId: string; title: string; hint?: string };
  /** An address past the last page goes to the last page (a removal emptied it, an old link). */
  keepInRange?: boolean;
  /** The items (a table), given their caption: « name — 11 à 20 sur 45 ». */
  children: (caption: string) => ReactNode;
};

/**
 * A paged list of DEFAULT_ITEMS_PER_PAGE items per page from its query and the address: range text,
 * loading, error, empty state (with « clear the search »), the items and the pagination.
 */
export function PagedList({
  list,
  itemCount,
  params,
  name,
  summaryId,
  noneText,
  empty,
  keepInRange,
  children,
}: TPagedListProps) {
  const navigate = useNavigate();
  const { page, searchTerm, hrefForPage, setSearchTerm } = params;
  const totalItems = list.data?.total_items ?? 0;
  const { totalPages, range } = usePageSummary(totalItems, list.data?.page ?? page, DEFAULT_ITEMS_PER_PAGE);
  const outOfRange = Boolean(
    keepInRange && list.data && !list.isPlaceholderData && page > totalPages && totalItems > 0,
  );
  // Note: a page past the end (asked, or kept on screen while the last page loads) shows the
  // spinner, never its impossible range (« 981 à 17 sur 17 ») nor its empty state.
  const pastTheEnd = outOfRange || Boolean(list.data && totalItems > 0 && list.data.page > totalPages);
  const shownList = pastTheEnd ? { ...list, data: null, isPending: true } : list;
  const lastPageHref = hrefForPage(totalPages);
  useEffect(() => {
    if (outOfRange) void navigate(lastPageHref, { replace: true });
  }, [outOfRange, lastPageHref, navigate]);

  return (
    <PagedListBody
      list={shownList}
      isEmpty={itemCount === 0}
      summary={totalItems > 0 ? range : noneText}
      summaryId={summaryId}
      empty={<EmptyState {...empty} onClearSearch={searchTerm ? () => setSearchTerm('') : undefined} />}
      page={page}
      totalPages={totalPages}
      hrefForPage={hrefForPage}
      listName={name}
    >
      {children(`${name} — ${range}`)}
    </PagedListBody>
  );
}
