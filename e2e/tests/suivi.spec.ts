/**
 * Issue 37: a manager opens « Suivi » from the dashboard, filters by product and period, and reads
 * the funnel, the times and the reasons; each chart's CSV export holds what its table shows; the
 * filters stay in the address (reload, Back) — in French and English, at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signIn, waitForQuietPage } from '../support/journey.js';

/** A table's cells, row by row, header first. */
async function readTable(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );
}

/** A CSV field list of one line (`;` between fields, fields in quotes when they hold one). */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

/**
 * A table cell as the CSV writes it: numbers without their thousands separator (a space in French,
 * a comma in English) or % sign (the column names the unit), an unmeasured « — » empty; words as
 * they are.
 */
function toCsvValue(cell: string, language: 'fr' | 'en'): string {
  if (cell === '—') return '';
  const number =
    language === 'fr'
      ? /^\d{1,3}([\u202f\u00a0 ]\d{3})*(,\d+)?([\u00a0 ]?%)?$/u
      : /^\d{1,3}(,\d{3})*(\.\d+)?%?$/;
  if (!number.test(cell)) return cell;
  return cell.replace(language === 'fr' ? /[\u202f\u00a0 %]/gu : /[,%]/g, '');
}

/** Downloads a panel's CSV and checks it holds the panel's table, cell for cell. */
async function expectCsvMatchesTable(page: Page, panel: Locator, language: 'fr' | 'en'): Promise<string[][]> {
  await panel.getByTestId('insights-view-table').click();
  const table = await readTable(panel.getByTestId('insights-table'));
  const downloading = page.waitForEvent('download');
  await panel.getByTestId('insights-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(
      `^${language === 'fr' ? 'suivi' : 'insights'}-[a-z-]+-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
    ),
  );
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines.pop()).toBe('');
  const csv = lines.map(splitCsvLine);
  expect(csv).toEqual(
    table.map((row, index) => (index === 0 ? row : row.map((cell) => toCsvValue(cell, language)))),
  );
  return table;
}

test('a manager filters « Suivi » by product and period and reads the funnel, the times and the reasons', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager');
  await page.getByTestId('insights-link').click();
  await expect(page).toHaveURL(/\/suivi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suivi');
  const funnel = page.getByTestId('insights-funnel');
  await expect(funnel.getByTestId('insights-summary')).toContainText('dossiers créés');

  // The last 30 days, then one product: each choice goes to the address.
  await page.getByTestId('insights-filter-period').selectOption('30');
  await expect(page).toHaveURL(/\/suivi\?period=30$/);
  const product = page.getByTestId('insights-filter-product');
  await expect(product.locator('option').nth(1)).toBeAttached();
  const productCode = await product.locator('option').nth(1).getAttribute('value');
  await product.selectOption({ index: 1 });
  await expect(page).toHaveURL(new RegExp(`/suivi\\?period=30&product=${encodeURIComponent(productCode!)}$`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(funnel.getByTestId('insights-summary')).toContainText('dossiers créés');
  await waitForQuietPage(page);
  await screenshot(page, 'suivi-charts-fr-1280');
  // The charts name and describe themselves, and take the keyboard: the arrows move from bar to bar.
  const funnelChart = funnel.locator('svg.recharts-surface');
  await expect(funnelChart).toHaveAttribute('tabindex', '0');
  await expect(funnelChart).toHaveAccessibleName('Parcours des dossiers');
  await expect(funnelChart).toHaveAccessibleDescription(/^Sur \d+ dossiers? créés?/);
  await funnelChart.focus();
  await page.keyboard.press('ArrowRight');
  await expect(funnel.locator('.recharts-tooltip-wrapper')).toContainText('Créés');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The funnel: created first, then the later stages and the exits, each with its count.
  const funnelTable = await expectCsvMatchesTable(page, funnel, 'fr');
  expect(funnelTable.map((row) => row[0])).toEqual([
    'Étape',
    'Créés',
    'Formulaire complet',
    'En signature',
    'Signés',
    'Validés',
    'Transmis',
    'Abandonnés',
    'Refusés',
    'Signature expirée',
  ]);
  expect(Number(funnelTable[1]![1]!.replace(/\D/g, ''))).toBeGreaterThan(0);
  const times = page.getByTestId('insights-times');
  await expect(times.getByTestId('insights-summary')).toBeVisible();
  const timesTable = await expectCsvMatchesTable(page, times, 'fr');
  expect(timesTable[0]).toEqual(expect.arrayContaining(['Mesure', 'Mesures']));
  const reasons = page.getByTestId('insights-reasons');
  await expect(reasons.getByTestId('insights-summary')).toBeVisible();
  // The seed's sample dossiers of the month give the product a refusal: its reason is listed, and exported.
  const reasonsTable = await expectCsvMatchesTable(page, reasons, 'fr');
  expect(reasonsTable[0]).toEqual(['État', 'Origine', 'Motif', 'Dossiers']);
  expect(reasonsTable.length).toBeGreaterThan(1);
  await waitForQuietPage(page);
  await screenshot(page, 'suivi-tables-fr-1280');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // A reload keeps the filters; Back returns to the period alone.
  await page.reload();
  await expect(page.getByTestId('insights-filter-product')).toHaveValue(productCode!);
  await expect(page.getByTestId('insights-filter-period')).toHaveValue('30');
  await page.goBack();
  await expect(page).toHaveURL(/\/suivi\?period=30$/);
  await expect(page.getByTestId('insights-filter-product')).toHaveValue('');
  await expect(funnel.getByTestId('insights-summary')).toContainText('dossiers créés');
});

test('« Suivi » in English and on a phone: the same figures, readable, exported as shown', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      if (width === 390 && language === 'fr') {
        // On a phone too, « Suivi » is a button of the dashboard.
        await signIn(page, 'manager');
        await expect(page.getByTestId('insights-link')).toBeVisible();
        await waitForQuietPage(page);
        await screenshot(page, 'suivi-dashboard-fr-390');
        await page.getByTestId('insights-link').click();
        await page.getByTestId('insights-filter-period').selectOption('30');
      } else await page.goto('/suivi?period=30');
      await page.getByTestId(`language-${language}`).click();
      const funnel = page.getByTestId('insights-funnel');
      await expect(funnel.getByTestId('insights-summary')).toContainText(
        language === 'fr' ? 'dossiers créés' : 'folders created',
      );
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await waitForQuietPage(page);
      if (width === 1280 && language === 'fr') continue;
      await screenshot(page, `suivi-charts-${language}-${width}`);
      // Every chart's CSV holds its table (signature refusals have none: the seed has no refusal).
      for (const name of ['funnel', 'drop-off', 'times', 'reasons', 'expired'])
        await expectCsvMatchesTable(page, page.getByTestId(`insights-${name}`), language);
      // Every table fits its card: none scrolls sideways (the drop-off's rows are cards on a phone).
      const overflowing = await page
        .getByTestId('insights-table')
        .evaluateAll((tables) =>
          tables
            .filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth)
            .map((table) =>
              table.parentElement!.closest('[data-testid^="insights-"]')?.getAttribute('data-testid'),
            ),
        );
      expect(overflowing).toEqual([]);
      await waitForQuietPage(page);
      await screenshot(page, `suivi-tables-${language}-${width}`);
    }
  }
  await page.getByTestId('language-fr').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suivi');
});
