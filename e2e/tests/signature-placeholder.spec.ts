import { expect, test, type Page } from '@playwright/test';
import { journeyFolder, screenshot, signIn, waitForQuietPage } from '../support/journey.js';
import { signButtonOf, signingFrame } from '../support/signing.js';
import { expectOpenBlock, openBlock } from '../support/wizard.js';

const placeholder = (page: Page) => page.getByTestId('signature-frame-placeholder');

test('when the signing page cannot be had or does not load, a placeholder says so and « Réessayer » brings it (spec 01 §7, 02 §7)', async ({
  page,
}) => {
  await signIn(page, 'conseiller', `/dossier/${journeyFolder('framePlaceholder')}`);
  await expectOpenBlock(page, 'Lettre de mission');
  const label = await signButtonOf(page, 'conseiller');

  // The server cannot be reached when the address is asked for: the placeholder stands in the frame.
  await page.route('**/api/dossiers/*/docusigns/*/ceremonies', (route) => route.abort('connectionrefused'));
  await openBlock(page).getByRole('button', { name: label, exact: true }).click();
  await expect(placeholder(page)).toContainText('La page de signature n’a pas pu être affichée');
  await expect(placeholder(page)).toContainText('Vérifiez votre connexion internet, puis réessayez.');
  await expect(page.getByTestId('signature-frame-retry')).toBeFocused();
  await screenshot(page, 'signature-placeholder-1280-fr');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'signature-placeholder-390-fr');
  await page.getByTestId('language-en').click();
  await expect(placeholder(page)).toContainText('The signing page could not be shown');
  await expect(page.getByTestId('signature-frame-retry')).toHaveText('Try again');
  await screenshot(page, 'signature-placeholder-390-en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'signature-placeholder-1280-en');
  await page.getByTestId('language-fr').click();

  // The address comes, but the page does not load: the placeholder again, not a browser error page.
  await page.unroute('**/api/dossiers/*/docusigns/*/ceremonies');
  await page.route('**/sign/**', (route) => route.abort('connectionrefused'));
  await page.getByTestId('signature-frame-retry').click();
  await expect(placeholder(page)).toContainText('La page de signature n’a pas pu être affichée');

  // Back online: « Réessayer » asks for a new address and the signing page shows.
  await page.unroute('**/sign/**');
  await page.getByTestId('signature-frame-retry').click();
  await expect(signingFrame(page).getByText('Refuser de signer', { exact: true })).toBeVisible();
  await expect(placeholder(page)).toHaveCount(0);
  await waitForQuietPage(page);
});
