import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectedCounts, screenshot, signIn } from '../support/journey.js';

const ACCOUNTS = [
  { username: 'conseiller', role: 'advisor' },
  { username: 'partenaire', role: 'partner' },
  { username: 'manager', role: 'manager' },
  { username: 'backoffice', role: 'back_office_user' },
  { username: 'gestionnaire', role: 'manage_dossier' },
  { username: 'client', role: 'client' },
  { username: 'prospect', role: 'prospect' },
  { username: 'prospect.direct', role: 'prospect_direct' },
] as const;

test('the sign-in page lists the demo accounts, in French and in English', async ({ page }) => {
  await page.goto('/tableau-de-bord');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'gestionnaire', exact: true })).toBeVisible();
  await screenshot(page, 'sign-in-fr');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'sign-in-en');
  // The language chosen on the sign-in page is the app's after sign-in (issue 27).
  await page.locator('#username').fill('conseiller');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/tableau-de-bord/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a wrong password is refused on the sign-in page', async ({ page }) => {
  await page.goto('/tableau-de-bord');
  await page.locator('#username').fill('conseiller');
  await page.locator('#password').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.');
});

for (const account of ACCOUNTS) {
  test(`${account.username} (${account.role}) signs in and reads the dashboard counts of the database`, async ({
    page,
  }) => {
    await signIn(page, account.username);
    await expect(page).toHaveURL(/\/tableau-de-bord/);
    const expected = expectedCounts(account.username);
    for (const category of ['signed', 'signature', 'current', 'abandoned']) {
      await expect(page.getByTestId(`count-${category}`)).toHaveText(String(expected[category]));
    }
    const tabs = page.getByTestId('dashboard-tab-integration');
    if (account.role === 'manage_dossier') {
      await expect(tabs).toBeVisible();
    } else {
      await expect(tabs).toHaveCount(0);
    }
    await expect(page.getByTestId('account-username')).toContainText(account.username);
  });
}

test('the dossier manager sees both tabs with the integration counters, then switches to English and logs out', async ({
  page,
}) => {
  await signIn(page, 'gestionnaire');
  await expect(page.getByTestId('dashboard-tab-gestion')).toBeVisible();
  await screenshot(page, 'dashboard-gestion-fr');
  await page.getByTestId('dashboard-tab-integration').click();
  await expect(page).toHaveURL(/\/tableau-de-bord\/integration$/);
  const expected = expectedCounts('gestionnaire');
  for (const key of ['signed_ongoing', 'signed_validated', 'signed_sync', 'signed_error', 'signed_refused']) {
    await expect(page.getByTestId(`count-${key}`)).toHaveText(String(expected[key]));
  }
  await expect(page.getByTestId('count-card-signed_error')).toHaveAttribute(
    'href',
    '/manage-dossier/statut-integration/error',
  );
  await screenshot(page, 'dashboard-integration-fr');

  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('dashboard-tab-integration')).toHaveText('Integration');
  await screenshot(page, 'dashboard-integration-en');
  await page.getByTestId('dashboard-tab-gestion').click();
  await screenshot(page, 'dashboard-gestion-en');

  await page.getByTestId('logout-button').click();
  await expect(page.locator('form input[name="username"]')).toBeVisible();
  // Signed out at the provider too: the dashboard asks for credentials again.
  await page.goto('/tableau-de-bord');
  await expect(page.locator('form input[name="username"]')).toBeVisible();
});

test('a count card leads to its folder list', async ({ page }) => {
  await signIn(page, 'conseiller');
  await page.getByTestId('count-card-current').click();
  await expect(page).toHaveURL(/\/dossiers\/current-cases/);
});

test('an unknown address goes to the folders', async ({ page }) => {
  await signIn(page, 'conseiller');
  await page.goto('/nowhere/at/all');
  await expect(page).toHaveURL(/\/dossiers\/current-cases/);
});
