import { expect, test } from '@playwright/test';
import { screenshot, signIn } from '../support/journey.js';

test('a demo account reads the one-time codes of the demo mailbox from the header', async ({ page }) => {
  await signIn(page, 'conseiller');
  await page.getByTestId('demo-mailbox-link').click();
  await expect(page).toHaveURL(/\/boite-de-demonstration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boîte de démonstration' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('En production');
  // The seeded codes (an SMS and an e-mail), among what journeys run before sent this advisor (the
  // corrections journey's message, say): each found by its addressee, not by its place.
  const messages = page.getByRole('article');
  const to = (address: string) =>
    messages.filter({ has: page.getByRole('heading', { name: address }) }).first();
  const sms = to('+33 6 12 34 56 78');
  await expect(sms.getByRole('heading')).toHaveText('À\u00a0: +33 6 12 34 56 78');
  await expect(sms).toContainText(/^SMS/);
  await expect(sms.getByTestId('one-time-code')).toHaveText(/^\d{6}$/);
  const code = await sms.getByTestId('one-time-code').textContent();
  await expect(sms).toContainText(`votre code de signature est ${code}`);
  await expect(to('claire.martin@example.test')).toContainText(/^E-mail/);
  await screenshot(page, 'demo-mailbox-fr');
});
