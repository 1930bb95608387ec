/**
 * The cookie consent tool as a user meets it in Chromium (spec 01 §6, issue 27 item 12), on the
 * tenant whose switch is on (Norma Capital, its advisor `conseiller.norma`; the other journeys'
 * tenants keep it off): the banner in French and English, on a desktop and at 390 px; the choice,
 * refused or accepted, is stored in the tool's cookie and not asked again. That the stored choice
 * gates the tenant's analytics event is tested with the same library in app-layout.test.tsx.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenshot, screenshotWindow, signIn, waitForQuietPage } from '../support/journey.js';

const ACCOUNT = 'conseiller.norma';

/** The categories the tool's cookie holds (null while nothing was chosen). */
async function storedCategories(page: Page): Promise<string[] | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'souscription_consent');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}

/** Waits until the signed-in screen and the lazily loaded consent tool are there. */
async function dashboardLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForQuietPage(page);
}

for (const width of [1280, 390]) {
  test(`at ${width} px the banner asks in French and English; refusing is stored and not asked again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signIn(page, ACCOUNT);
    const banner = page.getByRole('dialog', { name: 'Cookies et mesure d’audience' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
    expect(await storedCategories(page)).toBeNull();
    await screenshotWindow(page, `cookie-consent-banner-fr-${width}`);

    await page.getByTestId('language-en').click();
    const english = page.getByRole('dialog', { name: 'Cookies and audience measurement' });
    await expect(english).toBeVisible();
    await expect(english).toContainText('never your name or your folder');
    await screenshotWindow(page, `cookie-consent-banner-en-${width}`);

    await english.getByRole('button', { name: 'Reject all' }).click();
    await expect(english).toBeHidden();
    expect(await storedCategories(page)).toEqual(['necessary']);
    await page.reload();
    await dashboardLoaded(page);
    await expect(page.getByRole('dialog', { name: /^Cookies/ })).toBeHidden();
    await screenshot(page, `cookie-consent-refused-en-${width}`);
  });
}

test('choosing audience measurement in the preferences stores it', async ({ page }) => {
  await signIn(page, ACCOUNT);
  const banner = page.getByRole('dialog', { name: 'Cookies et mesure d’audience' });
  await banner.getByRole('button', { name: 'Choisir' }).click();
  const preferences = page.getByRole('dialog', { name: 'Vos choix de cookies' });
  await expect(preferences).toBeVisible();
  await preferences.getByRole('checkbox', { name: 'Mesure d’audience' }).check({ force: true });
  await screenshotWindow(page, 'cookie-consent-preferences-fr-1280');
  await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(preferences).toBeHidden();
  expect(await storedCategories(page)).toEqual(['necessary', 'analytics']);
  await page.reload();
  await dashboardLoaded(page);
  await expect(page.getByRole('dialog', { name: /^Cookies/ })).toBeHidden();
});
