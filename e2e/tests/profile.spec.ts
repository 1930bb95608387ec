import { expect, test } from '@playwright/test';
import { screenshot, signIn } from '../support/journey.js';

test('the partner changes its signer e-mail and returns to the dashboard', async ({ page }) => {
  await signIn(page, 'partenaire', '/profile');
  await expect(page).toHaveURL(/\/profile$/);
  const email = page.getByLabel(/e-mail/i);
  await expect(email).toBeVisible();
  await screenshot(page, 'profile-fr');
  await email.fill('x');
  await page.getByRole('button', { name: /modifier/i }).click();
  await expect(page.getByText('Texte trop court')).toBeVisible();
  await email.fill('signature@cabinet-lefevre.test');
  await page.getByRole('button', { name: /modifier/i }).click();
  await expect(page.getByText(/données enregistrées/i)).toBeVisible();
  await page.waitForURL(/\/tableau-de-bord/, { timeout: 5_000 });

  await page.goto('/profile');
  await expect(page.getByLabel(/e-mail/i)).toHaveValue('signature@cabinet-lefevre.test');
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('button', { name: /modify/i })).toBeVisible();
  await screenshot(page, 'profile-en');
});

test('the profile page is the partner’s only', async ({ page }) => {
  await signIn(page, 'conseiller', '/profile');
  await expect(page).toHaveURL(/\/tableau-de-bord/);
});
