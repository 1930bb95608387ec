import { expect, type Page } from '@playwright/test';

/** The web app's stored tokens: the access token and the ID token kept for the end-session call. */
async function readStoredTokens(page: Page): Promise<{ accessToken: string; idToken: string }> {
  return page.evaluate(() => ({
    accessToken: JSON.parse(window.localStorage.getItem('token') ?? 'null').access_token,
    idToken: JSON.parse(window.localStorage.getItem('id_token') ?? 'null'),
  }));
}

/**
 * The issuer's ID token, presented as a bearer token, does not open the API (issue 34 point 1): 401
 * with `WWW-Authenticate: Bearer … error="invalid_token"`, while the access token given with it does.
 */
export async function expectIdTokenRefusedAsAccessToken(page: Page, appUrl: string): Promise<void> {
  const { accessToken, idToken } = await readStoredTokens(page);
  expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const refused = await page.request.get(`${appUrl}/api/dossiers`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer\b.*error="invalid_token"/);
  const accepted = await page.request.get(`${appUrl}/api/dossiers`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(accepted.status()).toBe(200);
}
