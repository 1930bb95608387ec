import { expect, test, type Browser, type Page } from '@playwright/test';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import { expectOpenBlock, field, fillField, openBlock } from '../support/wizard.js';
import { openEnvelopeAsAdvisor, readInvitationLinks, readNewestCode } from '../support/invitations.js';

/**
 * A person on a bad network (issue 33's « without help »): a slow one while signing from a link, none
 * at all while saving a block, one that swallows the answer to a save. Screenshots in fr and en, at 1280 and 390 px.
 */
test.slow();

/** A browser of nobody signed in, in a language and at a width. */
async function invitee(browser: Browser, locale: 'fr' | 'en', width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: { width, height: width === 390 ? 844 : 900 },
  });
  return context.newPage();
}

/** The page's network made slow: 400 ms of latency, 50 kB/s each way. */
async function slowNetwork(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

test('on a slow network « Signer » pressed twice says it is sending and signs once; Back and a second device show the signature recorded', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('slowNetwork');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await openEnvelopeAsAdvisor(page, dossierId);
  const [link] = await readInvitationLinks(page, dossierId);

  const party = await invitee(browser, 'fr', 390);
  await party.goto(link!);
  await party.getByRole('button', { name: 'Recevoir un code', exact: true }).click();
  await expect(party.getByText(/Code envoyé par/)).toBeVisible();
  await party.getByLabel('Code reçu (6 chiffres)').fill(await readNewestCode(page));
  await party.getByRole('button', { name: 'Valider le code', exact: true }).click();
  await party.getByLabel(/J’ai lu les documents/).check();

  const decisions: string[] = [];
  party.on('request', (request) => {
    if (request.method() === 'POST' && /action=sign\b/.test(request.postData() ?? '')) decisions.push('sign');
  });
  await slowNetwork(party);
  // « Signer » pressed, then pressed again before the answer came (read at once: a locator would
  // wait for the page to come back). The button says it is sending, the status line tells a screen
  // reader, and the second press sends nothing.
  const pressed = await party
    .getByRole('button', { name: 'Signer', exact: true })
    .evaluate((button: HTMLButtonElement) => {
      button.click();
      const seen = {
        label: button.textContent,
        disabled: button.getAttribute('aria-disabled'),
        status: document.getElementById('page-status')?.textContent,
      };
      button.click();
      return seen;
    });
  expect(pressed).toEqual({ label: 'Envoi en cours…', disabled: 'true', status: 'Envoi en cours…' });
  await screenshot(party, 'lent-01-signe-fr-390');
  await expect(party.getByRole('heading', { name: 'Signature enregistrée' })).toBeVisible({
    timeout: 30_000,
  });
  expect(decisions).toEqual(['sign']);

  // Back: the answer, recorded, not « Signature impossible ».
  await party.goBack();
  await expect(party.getByRole('heading', { name: 'Signature enregistrée' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(party.getByText('Vous avez déjà répondu par ce lien')).toBeVisible();
  await expect(party.getByText('Signature impossible')).toHaveCount(0);
  await screenshot(party, 'lent-02-retour-apres-signature-fr-390');
  await party.context().close();

  // The same link on a second device, in English.
  const other = await invitee(browser, 'en', 1280);
  await other.goto(link!);
  await expect(other.getByRole('heading', { name: 'Signature recorded' })).toBeVisible();
  await expect(other.getByText('You have already answered with this link')).toBeVisible();
  await screenshot(other, 'lent-03-second-device-en-1280');
  await other.context().close();
});

test('a block saved offline says the answers wait for the connection, then saves once it is back', async ({
  page,
}) => {
  const dossierId = journeyFolder('offlineSave');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  for (const [locale, width] of [
    ['fr', 1280],
    ['en', 390],
  ] as const) {
    if (locale === 'en') {
      await page.setViewportSize({ width, height: 844 });
      await page.getByTestId('language-en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    // « Modifier » on the block saved before, then « Continuer » with the network cut.
    await page
      .locator('section.app-block[data-state="complete"]')
      .first()
      .getByRole('button', { name: locale === 'fr' ? /Modifier/ : /Modify/ })
      .click();
    await expect(page.getByTestId('block-submit')).toBeEnabled();
    await page.context().setOffline(true);
    await page.getByTestId('block-submit').click();
    await expect(page.getByTestId('block-offline')).toContainText(
      locale === 'fr' ? 'Hors connexion' : 'You are offline',
    );
    await expect(page.getByTestId('block-submit')).toContainText(
      locale === 'fr' ? 'En attente de connexion…' : 'Waiting for the connection…',
    );
    await screenshot(page, `lent-10-enregistrement-hors-connexion-${locale}-${width}`);
    await page.context().setOffline(false);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /enregistré|saved/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('block-offline')).toHaveText('');
  }
});

test('a save whose answer never comes says so after its time limit; sent again, the answers are found saved', async ({
  page,
}) => {
  const dossierId = journeyFolder('hungSave');
  // The page's clock runs as usual; it is moved on past the save's 30 s time limit.
  await page.clock.install();
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  const saves = `**/api/dossiers/${dossierId}/values`;
  for (const [locale, width, profession] of [
    ['fr', 1280, 'Ingénieure en télécommunications'],
    ['en', 390, 'Telecoms engineer'],
  ] as const) {
    if (locale === 'en') {
      await page.setViewportSize({ width, height: 844 });
      await page.getByTestId('language-en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page
      .locator('section.app-block[data-state="complete"]')
      .first()
      .getByRole('button', { name: locale === 'fr' ? /Modifier/ : /Modify/ })
      .click();
    await expect(page.getByTestId('block-submit')).toBeEnabled();
    await fillField(page, 'profession', profession);
    // The server gets the save and applies it; its answer is lost on the way back (a hung proxy).
    let sent = 0;
    await page.route(saves, async (route) => {
      sent += 1;
      await route.fetch();
    });
    await page.getByTestId('block-submit').click();
    await expect.poll(() => sent).toBe(1);
    await page.clock.fastForward('00:31');
    await expect(page.getByTestId('wizard-banner')).toContainText(
      locale === 'fr'
        ? 'Le serveur n’a pas répondu à temps. Vos saisies restent sur cette page'
        : 'The server did not answer in time. What you typed stays on this page',
    );
    await expect(field(page, 'profession').locator('input')).toHaveValue(profession);
    await expect(page.getByTestId('block-submit')).toBeEnabled();
    await screenshot(page, `lent-20-enregistrement-sans-reponse-${locale}-${width}`);

    // The network is back: sent again, the save goes through (no conflict to settle) and the next block opens.
    await page.unroute(saves);
    await page.getByTestId('block-submit').click();
    await expectOpenBlock(page, locale === 'fr' ? 'Situation financière et patrimoniale' : /Financial/);
    await expect(page.getByTestId('conflict-alert')).toHaveCount(0);
    await screenshot(page, `lent-21-enregistrement-repris-${locale}-${width}`);
  }

  // Read again from the server: the last answer typed is the one saved.
  await page.reload();
  await expect(openBlock(page)).toBeVisible();
  await page
    .locator('section.app-block[data-state="complete"]')
    .first()
    .getByRole('button', { name: /Modify|Modifier/ })
    .click();
  await expect(field(page, 'profession').locator('input')).toHaveValue('Telecoms engineer');
});
