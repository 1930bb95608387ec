import { expect, test } from '@playwright/test';
import { screenshot, signIn } from '../support/journey.js';

test('a demo account reads the one-time codes of the demo mailbox from the header', async ({ page }) => {
  await signIn(page, 'conseiller');
  await page.getByTestId('demo-mailbox-link').click();
  await expect(page).toHaveURL(/\/boite-de-demonstration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boîte de démonstration' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('En production');
  const messages = page.getByRole('article');
  await expect(messages).toHaveCount(2);
  const sms = messages.first();
  await expect(sms.getByRole('heading')).toHaveText('À\u00a0: +33 6 12 34 56 78');
  await expect(sms.getByTestId('one-time-code')).toHaveText(/^\d{6}$/);
  const code = await sms.getByTestId('one-time-code').textContent();
  await expect(sms).toContainText(`votre code de signature est ${code}`);
  await expect(messages.nth(1).getByRole('heading')).toHaveText('À\u00a0: claire.martin@example.test');
  await expect(messages.nth(1)).toContainText(/^E-mail/);
  await screenshot(page, 'demo-mailbox-fr');
});
