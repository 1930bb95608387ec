import { expect, type Locator, type Page } from '@playwright/test';

/** The list screen's search box. */
export function searchBox(page: Page): Locator {
  return page.getByTestId('search-input');
}

/**
 * Types a search and waits until the list on screen is the answer to it (the list marks the
 * search and page of the rows it shows).
 */
export async function search(page: Page, term: string): Promise<void> {
  await searchBox(page).fill(term);
  const expected = term.trim().toLowerCase();
  await page.waitForURL((url) => (url.searchParams.get('searchTerm') ?? '') === expected);
  await expect(page.locator(`[data-shown-search="${expected}"][data-shown-page="1"]`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Waits until the list on screen shows the given page. */
export async function waitForPage(page: Page, pageNumber: number): Promise<void> {
  await expect(page.locator(`[data-shown-page="${pageNumber}"]`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Folder ids of the rows on screen, top to bottom. */
export async function rowIds(page: Page): Promise<number[]> {
  const ids = await page
    .locator('[data-testid^="folder-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-testid')?.replace('folder-row-', ''))),
    );
  return ids;
}

export function folderRow(page: Page, id: number): Locator {
  return page.getByTestId(`folder-row-${id}`);
}

/** Opens the action menu of a folder row (its button names the folder). */
export async function openRowMenu(page: Page, id: number): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^Actions (du dossier n°|of folder no\\.)\\s${id}$`) })
    .click();
}

/** "start à end sur total" under the search box. */
export function listSummary(page: Page): Locator {
  return page.getByTestId('list-summary');
}

/** Waits for a list page to be loaded (rows, or the empty state). */
export async function waitForList(page: Page): Promise<void> {
  await expect(
    page.locator('[data-testid^="folder-row-"], [data-testid="folder-list-empty"]').first(),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** French range text with the narrow no-break spaces of fr-FR numbers normalized. */
export function rangeText(start: number, end: number, total: number): RegExp {
  const number = (value: number) => value.toLocaleString('fr-FR').replace(/\s/g, '\\s');
  return new RegExp(`^${number(start)} à ${number(end)} sur ${number(total)}$`);
}

/** Accessibility rules (WCAG 2 A and AA) that the screen on view breaks, as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
