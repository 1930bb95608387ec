import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../support/e2e-constants.js';
import { expectIdTokenRefusedAsAccessToken } from './id-token-refusal.js';
import { GLEWLWYD_URL, ISSUER_USERS } from './interop-constants.js';

type TIssuerUser = (typeof ISSUER_USERS)[keyof typeof ISSUER_USERS];

/** Glewlwyd's own login page (its package's web app): username, password, then back to the product. */
async function signInAtGlewlwyd(page: Page, user: TIssuerUser): Promise<void> {
  await page.goto('/tableau-de-bord');
  await expect(page).toHaveURL(new RegExp(`^${GLEWLWYD_URL}/login\\.html`));
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.locator('#password').press('Enter');
  // Glewlwyd then offers to continue to the client, asking the first time to grant it its scope.
  const backHome = page.getByTestId('account-username');
  const grant = page.getByRole('button', { name: /Grant access|Autoriser l/ });
  const continueButton = page.getByRole('button', { name: /(Continue|Continuer)$/ });
  for (let step = 0; step < 4 && !(await backHome.isVisible()); step += 1) {
    await expect(grant.or(continueButton).or(backHome).first()).toBeVisible({ timeout: 20_000 });
    if (await grant.isVisible()) {
      await page.locator('input[type="checkbox"]').first().check();
      await grant.click();
    } else if (await continueButton.isVisible()) {
      await continueButton.click();
    }
    await page.waitForLoadState();
  }
  await expect(backHome).toContainText(user.username, { timeout: 20_000 });
}

/** The SPA's stored token set (local storage `token`). */
async function readStoredToken(page: Page): Promise<{ access_token: string; expires_at: number }> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null'));
}

test('an advisor of Glewlwyd signs in, reads the advisor dashboard, keeps working past a token refresh and signs out through Glewlwyd’s end-session page', async ({
  page,
}) => {
  const user = ISSUER_USERS.advisor;
  await signInAtGlewlwyd(page, user);
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
  await expect(page.getByTestId('count-current')).toBeVisible();
  await expect(page.getByTestId('dashboard-tab-integration')).toHaveCount(0);
  // The names Glewlwyd holds were copied from its token onto the new account.
  await expect(page.getByText(user.name).first()).toBeVisible();
  await expectIdTokenRefusedAsAccessToken(page, BASE_URL);

  // Glewlwyd's access token expires: the next call is refused, the SPA refreshes it at Glewlwyd
  // (refresh_token grant) and the call goes through with the new one.
  const first = await readStoredToken(page);
  await page.waitForTimeout(Math.max(0, first.expires_at - Date.now()) + 1500);
  await page.getByTestId('count-card-current').click();
  await expect(page).toHaveURL(/\/dossiers\/current-cases/);
  // A new advisor has no folder yet: the list's answer came back (an empty list, not an error).
  await expect(page.getByText('Aucun dossier dans cette liste pour le moment.')).toBeVisible();
  await expect.poll(async () => (await readStoredToken(page)).access_token).not.toBe(first.access_token);

  // Sign-out forgets the session here and goes to Glewlwyd's end_session_endpoint (read from its
  // discovery document, with the ID token as hint): Glewlwyd's own « Fermeture de session » page,
  // which names the product and the address it goes back to.
  await page.getByTestId('logout-button').click();
  await expect(page.getByRole('heading', { name: 'Fermeture de session' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(GLEWLWYD_URL);
  await expect(page.getByText('Le client Souscription souhaite fermer la session en cours')).toBeVisible();
  // « Se déconnecter » ends the session at Glewlwyd, which sends the browser back to the product; the
  // product, signed out, asks Glewlwyd to sign in again, and Glewlwyd asks for the password: its
  // session is over.
  const backAtProduct = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(`${BASE_URL}/`),
  );
  await page.locator('button', { hasText: 'Se déconnecter' }).first().click();
  await backAtProduct;
  await expect(page.locator('#password')).toBeVisible({ timeout: 20_000 });
  const loginPage = new URL(page.url());
  expect(loginPage.origin).toBe(GLEWLWYD_URL);
  expect(loginPage.searchParams.get('prompt')).toBeNull();
  expect(loginPage.searchParams.get('callback_url')).toContain('/api/oidc/auth?');
});

test('a dossier manager of Glewlwyd gets the dossier manager’s dashboard', async ({ page }) => {
  await signInAtGlewlwyd(page, ISSUER_USERS.dossierManager);
  await expect(page.getByTestId('dashboard-tab-gestion')).toBeVisible();
  await expect(page.getByTestId('dashboard-tab-integration')).toBeVisible();
});
