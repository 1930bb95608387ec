import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/folders.js';
import { journeyFolder, screenshotWindow, signIn } from '../support/journey.js';

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

test("on a phone, the wizard's step strip shows the current step whole, not cut off at the edge", async ({
  page,
}) => {
  await signIn(page, 'backoffice', `/dossier/${journeyFolder('walk')}`);
  const strip = page.getByTestId('wizard-stepper').locator('ol');
  for (const step of ['08', '04']) {
    await page.getByTestId(`step-${step}`).getByRole('link').click();
    const current = page.getByTestId(`step-${step}`);
    await expect(current).toHaveClass(/is-current/);
    // The strip scrolls sideways by itself: the current step lies within its visible box.
    await expect(async () => {
      const [box, inner] = [await strip.boundingBox(), await current.boundingBox()];
      expect(inner!.x).toBeGreaterThanOrEqual(box!.x);
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
    }).toPass();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshotWindow(page, `phone-wizard-step-${step}-fr`);
  }
});
