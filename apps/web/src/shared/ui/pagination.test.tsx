import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from 'react-router';
import { renderRoutes } from '../test/render-routes';
import { Pagination } from './pagination';
import { pageCount, pageRange, paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('shows nothing for no page or a single page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows both numbers for two pages, and up to five pages without ellipsis', () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(2, 2)).toEqual([1, 2]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five numbers around the current page, with the first and last and ellipses', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 10]);
    expect(paginationItems(50, 100)).toEqual([1, 'ellipsis-start', 48, 49, 50, 51, 52, 'ellipsis-end', 100]);
  });

  it('slides the window against the first pages', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('slides the window against the last pages', () => {
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(paginationItems(9, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(paginationItems(8, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(paginationItems(7, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]);
  });

  it('leaves out an ellipsis that would hide no page', () => {
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a current page outside the list', () => {
    expect(paginationItems(0, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(99, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });
});

describe('pageCount and pageRange', () => {
  it('count the pages of a list (one page when empty)', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });

  it('give the first and last item of a page', () => {
    expect(pageRange(2, 10, 45)).toEqual({ start: 11, end: 20 });
    expect(pageRange(5, 10, 45)).toEqual({ start: 41, end: 45 });
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});

function PagedScreen({ totalPages }: { totalPages: number }) {
  const [params] = useSearchParams();
  const page = Number(params.get('currentPage') ?? '1');
  return (
    <>
      <p data-testid="shown-page">{page}</p>
      <Pagination
        currentPage={page}
        totalPages={totalPages}
        hrefForPage={(target) => `?currentPage=${target}`}
        label="Dossiers en cours, pages"
      />
    </>
  );
}

function renderPaged(totalPages: number, path = '/liste') {
  return renderRoutes([{ path: '/liste', element: <PagedScreen totalPages={totalPages} /> }], path);
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    renderPaged(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the current page, links each page to ?currentPage=N and disables previous on page 1', () => {
    renderPaged(2);
    const nav = screen.getByRole('navigation', { name: 'Dossiers en cours, pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1', '2', '›Page suivante']);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/liste?currentPage=2');
    expect(within(nav).queryByRole('link', { name: 'Page précédente' })).not.toBeInTheDocument();
  });

  it('shows the first and last pages with ellipses in the middle of a long list', () => {
    renderPaged(20, '/liste?currentPage=10');
    const nav = screen.getByRole('navigation');
    const numbers = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'))
      .filter(Boolean);
    expect(numbers).toEqual(['Page 1', 'Page 8', 'Page 9', 'Page 10', 'Page 11', 'Page 12', 'Page 20']);
    expect(nav.querySelectorAll('.page-item.disabled .page-link')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/liste?currentPage=9',
    );
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/liste?currentPage=11',
    );
  });

  it('on the last page, offers previous but not next', () => {
    renderPaged(8, '/liste?currentPage=8');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Page suivante' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('moves to the page clicked, keyboard included', async () => {
    const { router } = renderPaged(12, '/liste?currentPage=1');
    await userEvent.click(screen.getByRole('link', { name: 'Page 12' }));
    expect(router.state.location.search).toBe('?currentPage=12');
    expect(screen.getByTestId('shown-page')).toHaveTextContent('12');

    screen.getByRole('link', { name: 'Page précédente' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?currentPage=11');
  });
});
