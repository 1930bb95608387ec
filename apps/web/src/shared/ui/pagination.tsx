import '../dossiers/folder-texts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { paginationItems } from './pagination-items';

type TPaginationProps = {
  currentPage: number;
  totalPages: number;
  /** The address of a page (a query string such as `?currentPage=3`). */
  hrefForPage: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of the list of signed folders". */
  label: string;
};

/**
 * Page links: previous, up to 5 numbers, first and last with ellipses, next. Links rather than
 * buttons, so each page has an address and opens in a new tab; the current page is marked for
 * assistive technology.
 */
export function Pagination({ currentPage, totalPages, hrefForPage, label }: TPaginationProps) {
  const { t, i18n } = useTranslation();
  const items = paginationItems(currentPage, totalPages);
  if (items.length === 0) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label={label} data-testid="pagination">
      <ul className="pagination app-pagination mb-0 flex-wrap">
        <li className={`page-item${hasPrevious ? '' : ' disabled'}`}>
          {hasPrevious ? (
            <Link className="page-link" to={hrefForPage(currentPage - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className="page-link" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li className={`page-item${item === currentPage ? ' active' : ''}`} key={item}>
              <Link
                className="page-link"
                to={hrefForPage(item)}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                data-testid={`page-${item}`}
              >
                {formatNumber(item, i18n.language)}
              </Link>
            </li>
          ) : (
            <li className="page-item disabled" key={item} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ),
        )}
        <li className={`page-item${hasNext ? '' : ' disabled'}`}>
          {hasNext ? (
            <Link className="page-link" to={hrefForPage(currentPage + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('pagination.next')}</span>
            </Link>
          ) : (
            <span className="page-link" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
