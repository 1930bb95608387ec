import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/folders.js';
import { screenshotWindow, signIn } from '../support/journey.js';

test.use({ viewport: { width: 390, height: 844 } });

/** What sticks out of the screen, if anything (a phone scrolls sideways for it). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone, the screens of an advisor fit the screen width', async ({ page }) => {
  await signIn(page, 'conseiller');
  await expect(page.getByTestId('count-current')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshotWindow(page, 'phone-dashboard-fr');

  await page.goto('/dossiers/current-cases');
  await expect(page.getByTestId('list-summary')).not.toBeEmpty();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.getByTestId('list-summary').scrollIntoViewIfNeeded();
  await screenshotWindow(page, 'phone-folders-fr');
  // Each folder is a card there, still a table row with its cells for assistive technology.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/creer-un-dossier-client/');
  await expect(page.getByTestId('customer-list')).toBeVisible();
  await expect(page.getByTestId('list-summary')).not.toBeEmpty();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.getByTestId('list-summary').scrollIntoViewIfNeeded();
  await screenshotWindow(page, 'phone-customers-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
});
