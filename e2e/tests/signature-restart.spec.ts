import { expect, test, type Page } from '@playwright/test';
import { journeyFolder, screenshot, screenshotWindow, signIn } from '../support/journey.js';
import { signButtonOf, signButtons, signingFrame, signInFrame } from '../support/signing.js';
import { expectOpenBlock, fillField, openBlock, submitBlock } from '../support/wizard.js';

/**
 * Signing off the happy path (issue 32): a refusal and a cancel close the envelope, its signatures
 * void; the answers change again and every party signs a new one. Screenshots in fr and en, at 1280
 * and 390 px, for a person to look at.
 */

// Each journey signs several times (a sealed PDF per document).
test.slow();

const MISSION = 'Lettre de mission';

/** The advisor's own sign button's label (« Signer — Antoine Durand (conseiller) »). */
async function advisorLabel(page: Page): Promise<string> {
  return signButtonOf(page, 'conseiller');
}

/** The four screenshots of a screen: fr and en, 1280 and 390 px (back to fr and 1280 after). */
async function screenshotsOf(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `${name}-fr-${width}`);
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await screenshot(page, `${name}-en-${width}`);
    await page.getByTestId('language-fr').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Changes one answer of an earlier page (« Origine des fonds »: the bank), then goes on block after
 * block, as the wizard asks, until the mission letter is open again.
 */
async function changeAnAnswer(page: Page, dossierId: number, bank: string): Promise<void> {
  await page.getByTestId('step-06').getByRole('link').click();
  await expect(page.getByTestId('page-title')).toHaveText('Origine des fonds');
  // The page opens on its first block, as saved.
  await expectOpenBlock(page, 'Origine des fonds');
  await fillField(page, 'funds_bank', bank);
  const heading = openBlock(page).getByRole('heading', { level: 2 });
  for (let step = 0; step < 8; step += 1) {
    const title = (await heading.textContent())?.trim();
    if (title === MISSION) break;
    await submitBlock(page);
    await expect(heading).not.toHaveText(title ?? '', { timeout: 15_000 });
  }
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
}

test('refusal → edit → new signature → signed: the client refuses after the advisor signed; his signature is void, his button back; an answer changes; every party signs again', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('refusalRestart');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  await signInFrame(page, await advisorLabel(page));

  // The client refuses the mission letter, with her reason.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client', `/dossier/${dossierId}`);
  await expectOpenBlock(client, MISSION);
  await openBlock(client)
    .getByRole('button', { name: await signButtonOf(client, 'souscripteur'), exact: true })
    .click();
  const frame = signingFrame(client);
  await frame.getByText('Refuser de signer').click();
  await frame.getByLabel(/Motif du refus/).fill('Je veux revoir l’origine des fonds avec mon conseiller.');
  await frame.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Vous avez refusé de signer' })).toBeVisible();

  // The advisor: the envelope is closed, his signature on it void, his own button back.
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  await expect(signButtons(page).filter({ hasText: /\(conseiller\)$/ })).toHaveCount(1);
  await expect(page.getByTestId('envelope-open')).toHaveCount(0);
  await expect(page.getByTestId('envelope-history')).toContainText('Refusée le');
  await expect(page.getByTestId('envelope-history')).toContainText('Je veux revoir l’origine des fonds');
  await expect(page.getByTestId('envelope-void-signatures')).toHaveText(
    /^Signature sans effet \(à donner de nouveau\)\u00a0: \p{L}+ \p{L}+\.$/u,
  );
  await screenshotsOf(page, 'signature-restart-01-refus-conseiller');

  // The lists say the refusal, not « 1 signature sur 2 ».
  await page.goto(`/dossiers/current-cases?searchTerm=${dossierId}`);
  const row = page.getByTestId(`folder-row-${dossierId}`);
  await expect(row).toContainText('Lettre de mission refusée par le souscripteur');
  await expect(row.getByTestId('signatures-mission')).toHaveCount(0);
  await screenshotsOf(page, 'signature-restart-02-liste-refus');

  // The answers change again; then every party signs the new envelope.
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  await changeAnAnswer(page, dossierId, 'Banque Postale Île-de-France');
  for (const role of ['conseiller', 'co-souscripteur et conjoint']) {
    await signInFrame(page, await signButtonOf(page, role));
  }
  await expect(page.getByTestId('envelope-open')).toContainText('Déjà signée par');
  await client.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(client, MISSION);
  await signInFrame(client, await signButtonOf(client, 'souscripteur'));
  await expect(client.getByTestId('signature-done')).toContainText('signé par toutes les parties');
  // Her screen, once the new envelope is sealed: signed by every party, the refusal in its history.
  await expect(client.getByTestId('envelope-signed')).toContainText('Lettre de mission signée le', {
    timeout: 60_000,
  });
  await expect(client.getByTestId('envelope-history')).toContainText('Refusée le');
  await expect(client.getByTestId('envelope-void-signatures')).toContainText('Signature sans effet');
  await screenshotsOf(client, 'signature-restart-03-nouvelle-signature-signee');
  // The advisor's screen goes on to the subscription.
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, 'Signature du bulletin de souscription');
  await clientContext.close();
});

test('cancel → edit → new signature: cancelling opens nothing, the advisor’s signature is void, an answer changes, he signs a new envelope', async ({
  page,
}) => {
  const dossierId = journeyFolder('cancelRestart');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  const label = await advisorLabel(page);
  await signInFrame(page, label);

  // The reason modal, in both languages at both widths (the language switch is behind the modal).
  for (const [locale, title, keep] of [
    ['en', 'Cancel the signature — Mission letter', 'Do not cancel'],
    ['fr', 'Annuler la signature — Lettre de mission', 'Ne pas annuler'],
  ] as const) {
    await page.getByTestId(`language-${locale}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByTestId('envelope-cancel').click();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await screenshotWindow(page, `signature-restart-04-annulation-motif-${locale}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    if (locale === 'en') {
      await modal.getByRole('button', { name: keep, exact: true }).last().click();
      await expect(modal).toHaveCount(0);
    }
  }
  const dialog = page.getByRole('dialog', { name: 'Annuler la signature — Lettre de mission' });
  await dialog.getByLabel('Motif de l’annulation').fill('Origine des fonds à corriger');
  await dialog.getByRole('button', { name: 'Annuler la signature', exact: true }).click();
  // Its own notice (« Votre document a bien été signé » may still stand above it).
  await expect(
    page.getByTestId('wizard-notice').filter({ hasText: 'La signature a été annulée.' }),
  ).toBeVisible();
  // No signing page opened in the block, and the server holds no envelope out (it opened one before).
  await expect(page.locator('iframe[title^="Signature électronique"]')).toHaveCount(0);
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  await expect(page.getByTestId('envelope-history')).toContainText('Annulée le');
  await expect(page.getByTestId('envelope-open')).toHaveCount(0);
  await expect(page.getByTestId('envelope-void-signatures')).toContainText('Signature sans effet');
  await expect(openBlock(page).getByRole('button', { name: label, exact: true })).toBeVisible();
  await screenshotsOf(page, 'signature-restart-05-annulee');

  await changeAnAnswer(page, dossierId, 'Crédit Mutuel de Bretagne');
  await signInFrame(page, await advisorLabel(page));
  await expect(page.getByTestId('envelope-open')).toContainText('Déjà signée par');
  await expect(page.getByTestId('envelope-history')).toContainText('Annulée le');
  await screenshotsOf(page, 'signature-restart-06-nouvelle-enveloppe');
});
