import { expect, test, type Page } from '@playwright/test';
import { expectIdTokenRefusedAsAccessToken } from './id-token-refusal.js';
import { AUTHLIB_APP_URL, AUTHLIB_URL, ISSUER_USERS } from './interop-constants.js';

// The product's second server, whose issuer is the Authlib one (interop/authlib-issuer.py).
test.use({ baseURL: AUTHLIB_APP_URL });

/** The Authlib issuer's login page: username, password, then back to the product. */
async function signInAtAuthlib(page: Page): Promise<void> {
  const user = ISSUER_USERS.authlibAdvisor;
  await page.goto('/tableau-de-bord');
  await expect(page).toHaveURL(new RegExp(`^${AUTHLIB_URL}/authorize\\?`));
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-username')).toContainText(user.username, { timeout: 20_000 });
}

/** The web app's stored token set (local storage `token`). */
async function readStoredToken(page: Page): Promise<{ access_token: string; expires_at: number }> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null'));
}

test('an advisor of the Authlib issuer (ES256, RFC 9068 access tokens) signs in, cannot use the ID token as an access token, keeps working past a refresh and signs out at the issuer', async ({
  page,
}) => {
  const user = ISSUER_USERS.authlibAdvisor;
  await signInAtAuthlib(page);
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
  await expect(page.getByTestId('count-current')).toBeVisible();
  await expect(page.getByText(user.name).first()).toBeVisible();

  await expectIdTokenRefusedAsAccessToken(page, AUTHLIB_APP_URL);

  // The access token expires: the web app renews it with Authlib's refresh_token grant (the refresh
  // token rotates) and the next screen's call goes through with the new one.
  const first = await readStoredToken(page);
  await page.waitForTimeout(Math.max(0, first.expires_at - Date.now()) + 1500);
  await page.getByTestId('count-card-current').click();
  await expect(page).toHaveURL(/\/dossiers\/current-cases/);
  await expect(page.getByText('Aucun dossier dans cette liste pour le moment.')).toBeVisible();
  await expect.poll(async () => (await readStoredToken(page)).access_token).not.toBe(first.access_token);

  // Sign-out ends the session at the issuer's end_session_endpoint, which sends the browser back to
  // the product; the product, signed out, sends it to the issuer again, which asks for the password.
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(new RegExp(`^${AUTHLIB_URL}/authorize\\?`), { timeout: 20_000 });
  await expect(page.locator('#password')).toBeVisible();
});
