import { expect, test, type Browser, type Page } from '@playwright/test';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import { openEnvelopeAsAdvisor, readInvitationLinks } from '../support/invitations.js';
import { signButtonOf, signInFrame } from '../support/signing.js';
import { expectOpenBlock } from '../support/wizard.js';

/**
 * Issue 32 point 1: from « Suivi des signatures » the advisor switches the co-subscriber between
 * signing by her invitation link and « en sa présence »; her link says which; she signs beside him with
 * the code sent to her own contact.
 */

// A ceremony, two links opened, a signature with its code.
test.slow();

/** The co-subscriber's personal link: of the folder's invitations, the one whose page names her. */
async function coSubscriberLink(page: Page, browser: Browser, dossierId: number): Promise<string> {
  const links = await readInvitationLinks(page, dossierId);
  const probe = await (await browser.newContext()).newPage();
  for (const link of links) {
    await probe.goto(link);
    if (/co-souscripteur/.test((await probe.locator('.who').textContent()) ?? '')) {
      await probe.context().close();
      return link;
    }
  }
  throw new Error('no invitation names the co-subscriber');
}

/** The link, opened by nobody signed in, in a language and at a width. */
async function openLink(browser: Browser, link: string, locale: 'fr' | 'en', width: number) {
  const context = await browser.newContext({
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: { width, height: 844 },
  });
  const party = await context.newPage();
  const response = await party.goto(link);
  return { party, status: response?.status(), close: () => context.close() };
}

/** « Suivi des signatures » at both widths, in French then in English (back to French, 1280 px). */
async function screenshotsOf(page: Page, name: string, englishText: RegExp): Promise<void> {
  const tracking = page.getByTestId('envelopes-mission');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await tracking.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-fr-${width}`);
    await page.getByTestId('language-en').click();
    await expect(tracking).toContainText(englishText);
    await screenshot(page, `${name}-en-${width}`);
    await page.getByTestId('language-fr').click();
    await expect(tracking).toContainText('Suivi des signatures');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the advisor has the co-subscriber sign in his presence instead of by link, and back: her link says so; she signs beside him with her code', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('signingModes');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await openEnvelopeAsAdvisor(page, dossierId);
  const link = await coSubscriberLink(page, browser, dossierId);

  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, 'Lettre de mission');
  const line = page.getByTestId('invitation-co_subscriber');
  await expect(line).toContainText(/Invitation de .* envoyée à/);
  const toHosted = line.getByRole('button', { name: 'Faire signer en sa présence', exact: true });
  await expect(toHosted).toBeVisible();
  // The subscriber signs from her own account: not his to host, no switch on her line.
  await expect(
    page.getByTestId('invitation-subscriber').getByRole('button', { name: /en sa présence/ }),
  ).toHaveCount(0);

  await toHosted.click();
  await expect(line.getByRole('status')).toContainText('signera en votre présence');
  await expect(line).toContainText(/signe en votre présence, sur cet appareil/);
  await screenshotsOf(page, 'signing-mode-01-en-sa-presence', /signs in your presence/);

  // Her link, opened at home: it says plainly that she signs beside her advisor.
  for (const [locale, width, words] of [
    ['fr', 1280, 'votre conseiller a prévu que vous signiez ces documents en sa présence'],
    ['en', 390, 'your advisor has arranged for you to sign these documents in their presence'],
  ] as const) {
    const opened = await openLink(browser, link, locale, width);
    expect(opened.status).toBe(409);
    await expect(opened.party.getByText(words)).toBeVisible();
    await screenshot(opened.party, `signing-mode-02-lien-${locale}-${width}`);
    await opened.close();
  }

  // Back to signing by link: within ten minutes of her invitation, the same link works again.
  await line.getByRole('button', { name: 'Inviter à signer à distance', exact: true }).click();
  await expect(line.getByRole('status')).toContainText('signera à distance');
  await expect(line).toContainText(/Invitation de .* envoyée à/);
  await screenshotsOf(page, 'signing-mode-03-a-distance', /sign remotely|invitation sent to/);
  const again = await openLink(browser, link, 'fr', 1280);
  expect(again.status).toBe(200);
  await expect(again.party.getByRole('button', { name: 'Recevoir un code', exact: true })).toBeVisible();
  await again.close();

  // She came by after all: he hosts her ceremony; her code goes to her own contact.
  await signInFrame(page, await signButtonOf(page, 'co-souscripteur et conjoint'));
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, 'Lettre de mission');
  await expect(page.getByTestId('envelope-open')).toContainText('Déjà signée par');
  await expect(page.getByTestId('invitation-co_subscriber')).toHaveCount(0);
  await screenshot(page, 'signing-mode-04-signee-en-sa-presence-fr-1280');
});
