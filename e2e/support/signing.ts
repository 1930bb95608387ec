import { expect, type Page } from '@playwright/test';
import { screenshot } from './journey.js';
import { openBlock } from './wizard.js';

/** The sign buttons offered in the open block, by their label. */
export function signButtons(page: Page) {
  return openBlock(page).locator('.app-widget-button button.btn-primary');
}

/**
 * The label of the open block's sign button of the party whose role the label ends with: a label
 * names the party (issue 25), « Signer — Claire Martin (souscripteur) », or « Signer en sa présence
 * — … » for a party whose ceremony the user hosts.
 */
export async function signButtonOf(page: Page, role: string): Promise<string> {
  const label = (await signButtons(page).allTextContents())
    .map((text) => text.trim())
    .find((text) => text.endsWith(`(${role})`));
  expect(label, `a sign button for the ${role}`).toBeDefined();
  return label!;
}

/** The signing page in the open block's iframe. */
export function signingFrame(page: Page) {
  return page.frameLocator('iframe[title^="Signature électronique"]');
}

/**
 * The signing page's « Ouvrir la boîte de démonstration » pressed until its tab opens. Note: the page
 * may still be settling (its frame resized as the code step opens); a click that landed beside the
 * moving link once opened nothing (CI), so it is pressed again, up to six times.
 */
async function openDemoMailbox(page: Page): Promise<Page> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [tab] = await Promise.all([
        page.context().waitForEvent('page', { timeout: 5_000 }),
        signingFrame(page)
          .getByRole('link', { name: /Ouvrir la boîte de démonstration/ })
          .click({ timeout: 5_000 }),
      ]);
      return tab;
    } catch (error) {
      if (attempt === 6) throw error;
    }
  }
}

/**
 * The party's one-time code, read where a demo installation keeps it: the page's link opens the demo
 * mailbox in a new tab, whose newest message with a code holds it; the tab is closed again.
 */
export async function readCodeInDemoMailbox(page: Page, shot?: string): Promise<string> {
  const mailbox = await openDemoMailbox(page);
  await expect(mailbox).toHaveURL(/\/boite-de-demonstration$/);
  // The newest message holding a code: a notice sent meanwhile (a signed copy, « signé par … »)
  // may be newer still.
  const newest = mailbox
    .getByRole('article')
    .filter({ has: mailbox.getByTestId('one-time-code') })
    .first();
  await expect(newest.getByTestId('one-time-code')).toHaveText(/^\d{6}$/);
  if (shot) await screenshot(mailbox, shot);
  const code = (await newest.getByTestId('one-time-code').textContent())!.trim();
  await mailbox.close();
  return code;
}

/**
 * Signs one party's part in the block's iframe: the button opens our signing page in the block; the
 * documents are read; unless the page signs on the user's sign-in (the advisor's own part), a code is
 * asked for, read in the demo mailbox and typed; the consent is ticked, « Signer » pressed; the
 * return page says « Succès » and tells the wizard, which reads the dossier again (the button goes)
 * and says the document is signed.
 */
export async function signInFrame(
  page: Page,
  label: string,
  shots: { page?: string; codeSent?: string; mailbox?: string; verified?: string } = {},
): Promise<void> {
  await openBlock(page).getByRole('button', { name: label, exact: true }).click();
  const frameElement = page.locator('iframe[title^="Signature électronique"]');
  await expect(frameElement).toBeVisible();
  const frame = signingFrame(page);
  await expect(frame.getByText('Refuser de signer', { exact: true })).toBeVisible();
  if (shots.page) await screenshot(page, shots.page);
  const getCode = frame.getByRole('button', { name: 'Recevoir un code', exact: true });
  if (await getCode.isVisible()) {
    await getCode.click();
    await expect(frame.getByText(/Code envoyé par (SMS au|e-mail à)/)).toBeVisible();
    // The code field has the focus, ready for the digits.
    await expect(frame.getByLabel('Code reçu (6 chiffres)')).toBeFocused();
    if (shots.codeSent) await screenshot(page, shots.codeSent);
    const code = await readCodeInDemoMailbox(page, shots.mailbox);
    await frame.getByLabel('Code reçu (6 chiffres)').fill(code);
    await frame.getByRole('button', { name: 'Valider le code', exact: true }).click();
    await expect(frame.getByText('Code vérifié', { exact: false }).first()).toBeVisible();
  }
  await expect(frame.getByRole('button', { name: 'Signer', exact: true })).toBeVisible();
  await frame.getByLabel(/J’ai lu les documents|I have read/).check();
  if (shots.verified) await screenshot(page, shots.verified);
  await frame.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByTestId('wizard-notice')).toContainText('Votre document a bien été signé', {
    timeout: 30_000,
  });
  await expect(frameElement).toHaveCount(0);
  await expect(openBlock(page).getByRole('button', { name: label, exact: true })).toHaveCount(0);
}
