import {
  expect,
  test,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import { signButtonOf, signingFrame } from '../support/signing.js';
import { choose, expectOpenBlock, field, openBlock, submitAndExpect } from '../support/wizard.js';

/**
 * Issue 32: one whole signature with the keyboard only (the focus follows each step, announced), and
 * « non adapté » said on the quiz's page as soon as an answer makes it so.
 */

test.slow();

const MISSION = 'Lettre de mission';

/** Presses Tab until the element has the focus (a keyboard user moving on), at most 80 times. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The newest one-time code in the demo mailbox, read on another tab (the person's phone). */
async function readNewestCode(context: BrowserContext): Promise<string> {
  const phone = await context.newPage();
  await phone.goto('/boite-de-demonstration');
  const code = phone
    .getByRole('article')
    .filter({ has: phone.getByTestId('one-time-code') })
    .first()
    .getByTestId('one-time-code');
  await expect(code).toHaveText(/^\d{6}$/);
  const digits = (await code.textContent())!.trim();
  await phone.close();
  return digits;
}

/** In the signing frame, by keyboard: the code asked for, read, typed; the consent ticked; « Signer ». */
async function signWithKeys(page: Page, frame: FrameLocator, withCode: boolean, shot?: string) {
  if (withCode) {
    await tabTo(page, frame.getByRole('button', { name: 'Recevoir un code', exact: true }));
    await page.keyboard.press('Enter');
    const codeField = frame.getByLabel('Code reçu (6 chiffres)');
    // The code field takes the focus, in view.
    await expect(codeField).toBeFocused();
    await expect(codeField).toBeInViewport();
    if (shot) await screenshot(page, shot);
    await page.keyboard.type(await readNewestCode(page.context()));
    await page.keyboard.press('Enter');
    await expect(frame.getByText('Code vérifié', { exact: false }).first()).toBeVisible();
  }
  const consent = frame.getByLabel(/J’ai lu les documents/);
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, frame.getByRole('button', { name: 'Signer', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wizard-notice')).toContainText('Votre document a bien été signé', {
    timeout: 30_000,
  });
}

/** Tabs to a sign button of the open block and presses Enter: the signing frame has the focus. */
async function openWithKeys(page: Page, label: string): Promise<FrameLocator> {
  await tabTo(page, openBlock(page).getByRole('button', { name: label, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[title^="Signature électronique"]')).toBeFocused();
  return signingFrame(page);
}

test('one whole signature with the keyboard only: the focus goes into the frame, to the code, then to what comes next', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('keyboardSignature');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  // No generic « Signer » of the block beside the parties' own buttons.
  await expect(openBlock(page).getByTestId('block-submit')).toHaveCount(0);

  // His own part: on his sign-in, no code.
  const hosted = await signButtonOf(page, 'co-souscripteur et conjoint');
  await signWithKeys(page, await openWithKeys(page, await signButtonOf(page, 'conseiller')), false);
  // Signed: the focus is on the next button he has to press.
  await expect(openBlock(page).getByRole('button', { name: hosted, exact: true })).toBeFocused();
  await screenshot(page, 'signature-keyboard-01-focus-suivant-fr');

  // The co-subscriber beside him: her code, typed.
  await signWithKeys(page, await openWithKeys(page, hosted), true, 'signature-keyboard-02-code-fr');
  // Only the client's part is left: the focus is on the block's notice that says so.
  await expect(page.getByTestId('signature-waiting')).toBeFocused();
  await screenshot(page, 'signature-keyboard-03-attente-fr');

  // The client, keyboard only too: the mission is signed, the focus on « Continuer ».
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client', `/dossier/${dossierId}`);
  await expectOpenBlock(client, MISSION);
  await signWithKeys(client, await openWithKeys(client, await signButtonOf(client, 'souscripteur')), true);
  await expect(client.getByTestId('signature-done')).toContainText('signé par toutes les parties');
  await expect(openBlock(client).getByTestId('block-submit')).toBeFocused();
  await screenshot(client, 'signature-keyboard-04-signe-fr');
  await client.setViewportSize({ width: 390, height: 844 });
  await screenshot(client, 'signature-keyboard-04-signe-fr-390');
  await client.getByTestId('language-en').click();
  await expect(openBlock(client).getByTestId('block-submit')).toHaveText(/Continue/);
  await screenshot(client, 'signature-keyboard-04-signed-en-390');
  await client.setViewportSize({ width: 1280, height: 900 });
  await screenshot(client, 'signature-keyboard-04-signed-en');
  await clientContext.close();
});

test('« non adapté » on the quiz’s page as soon as an answer makes it so, naming the answer at cause and what to do', async ({
  page,
}) => {
  const dossierId = journeyFolder('unsuitableQuiz');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await expectOpenBlock(page, MISSION);
  await page.getByTestId('step-04').getByRole('link').click();
  await expect(page.getByTestId('page-title')).toHaveText('Connaissances et adéquation');
  // The page opens on its first block, the goals, as saved: on to the quiz.
  await expectOpenBlock(page, 'Objectifs d’investissement');
  await submitAndExpect(page, 'Connaissances financières');
  await expect(page.getByTestId('unsuitable-notice')).toHaveCount(0);
  await choose(page, 'quiz_guarantee', 'Oui');
  const notice = page.getByTestId('unsuitable-notice');
  await expect(notice).toContainText('le produit n’est pas adapté');
  await expect(notice.getByTestId('unsuitable-cause-knowledge_assessment')).toContainText(
    'Connaissances à consolider',
  );
  await expect(notice).toContainText('Que faire');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, `adequacy-unsuitable-fr-${width}`);
    await page.getByTestId('language-en').click();
    await expect(notice).toContainText('the product is not suitable');
    await screenshot(page, `adequacy-unsuitable-en-${width}`);
    await page.getByTestId('language-fr').click();
  }
  // Answered right again: the notice goes.
  await choose(page, 'quiz_guarantee', 'Non');
  await expect(page.getByTestId('unsuitable-notice')).toHaveCount(0);
  await expect(field(page, 'quiz_guarantee_feedback')).toHaveCount(0);
});
