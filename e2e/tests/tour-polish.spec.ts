/**
 * Issue 27's polish of a new user's tour, as a user meets it in Chromium: the sign-in page's demo
 * accounts, the folder search and the back-to-top button at 390 px, the ordering's confirmation and
 * the knowledge quiz's corrections, and bank details typed part by part. Every screenshot is looked at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { journeyFolder, screenshot, screenshotWindow, signIn } from '../support/journey.js';
import {
  choose,
  expectOpenBlock,
  field,
  fieldErrors,
  fillField,
  moveDown,
  selectOption,
  submitAndExpect,
  submitBlock,
} from '../support/wizard.js';

/** The space between each demo account's name and the start of its role, in pixels. */
function demoAccountGaps(page: Page): Promise<number[]> {
  return page.locator('.demo tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const [name, role] = Array.from(row.querySelectorAll('td'));
      const code = name!.querySelector('code')!.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(role!);
      return text.getBoundingClientRect().left - code.right;
    }),
  );
}

/** The placeholder's width and the room the input gives it, in pixels. */
function placeholderFit(input: Locator): Promise<{ text: number; room: number }> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(element.placeholder).width, room };
  });
}

/** Texts of the page that lie under the back-to-top button (none, when it covers nothing). */
function textsUnderBackToTop(page: Page): Promise<string[]> {
  return page.getByTestId('scroll-to-top').evaluate((button) => {
    const box = button.getBoundingClientRect();
    const texts = Array.from(document.querySelectorAll('p, .form-text, label, dd, dt, td, li, h1, h2, h3'));
    return texts
      .filter((element) => !element.contains(button))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        return (
          other.width > 0 &&
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top
        );
      })
      .map((element) => element.textContent?.trim() ?? '');
  });
}

test('the sign-in page keeps each demo account apart from its role, on a desktop and at 390 px', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tableau-de-bord');
    await expect(page.locator('#username')).toBeVisible();
    const gaps = await demoAccountGaps(page);
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
    await screenshot(page, `tour-polish-sign-in-${width}`);
  }
});

test('at 390 px the folder search says what it searches in full, in French and English, and back-to-top covers no text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conseiller', '/dossiers/current-cases');
  await expect(page.getByTestId('list-summary')).not.toBeEmpty();
  const search = page.getByTestId('search-input');
  await expect(search).toHaveAttribute('placeholder', 'Dossier, client, conseiller…');
  const fit = await placeholderFit(search);
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  await screenshotWindow(page, 'tour-polish-search-390');
  // In English too.
  await page.getByTestId('language-en').click();
  await expect(search).toHaveAttribute('placeholder', 'Folder, client, advisor…');
  const fitEnglish = await placeholderFit(search);
  expect(fitEnglish.text).toBeLessThanOrEqual(fitEnglish.room);
  await screenshotWindow(page, 'tour-polish-search-390-en');
  await page.getByTestId('language-fr').click();
  await expect(search).toHaveAttribute('placeholder', 'Dossier, client, conseiller…');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(page.getByTestId('scroll-to-top')).toBeVisible();
  expect(await textsUnderBackToTop(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await textsUnderBackToTop(page)).toEqual([]);
  await screenshotWindow(page, 'tour-polish-back-to-top-390');
  await page.getByTestId('scroll-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // On a desktop it still floats in the corner, where the page leaves a margin.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByTestId('scroll-to-top')).toHaveCSS('position', 'fixed');
});

test('at 390 px the customer search says what it searches in full, in French and English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'conseiller', '/creer-un-dossier-client');
  const search = page.getByTestId('search-input');
  await expect(search).toHaveAttribute('placeholder', 'Prénom, nom ou numéro client');
  const fit = await placeholderFit(search);
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  await page.getByTestId('language-en').click();
  await expect(search).not.toHaveAttribute('placeholder', 'Prénom, nom ou numéro client');
  const fitEnglish = await placeholderFit(search);
  expect(fitEnglish.text).toBeLessThanOrEqual(fitEnglish.room);
  await expect(search).toHaveAttribute('placeholder', 'Name or client number');
  await search.scrollIntoViewIfNeeded();
  await screenshotWindow(page, 'tour-polish-customer-search-390-en');
  await page.getByTestId('language-fr').click();
});

test('on a desktop the header holds on one line for the longest account, in French and English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'gestionnaire');
  for (const language of ['fr', 'en'] as const) {
    await page.getByTestId(`language-${language}`).click();
    await expect(page.getByTestId('logout-button')).toHaveText(
      language === 'fr' ? 'Se déconnecter' : 'Log out',
    );
    const rows = await Promise.all(
      ['tenant-logo', 'account-name', 'demo-mailbox-link', `language-${language}`, 'logout-button'].map(
        async (testId) => {
          const box = (await page.getByTestId(testId).boundingBox())!;
          return Math.round(box.y + box.height / 2);
        },
      ),
    );
    // Every item's middle within a few pixels of the logo's: one row, nothing pushed onto a second.
    for (const middle of rows) expect(Math.abs(middle - rows[0]!)).toBeLessThanOrEqual(12);
    await screenshotWindow(page, `tour-polish-header-1280-${language}`);
  }
  await page.getByTestId('language-fr').click();
});

test('confirming the proposed order keeps the focus in its field; a wrong quiz answer is corrected under it', async ({
  page,
}) => {
  await signIn(page, 'conseiller', `/dossier/${journeyFolder('polishObjectives')}`);
  await expectOpenBlock(page, 'Objectifs d’investissement');
  await field(page, 'objectives_order').getByRole('button', { name: 'Valider cet ordre' }).click();
  await expect(field(page, 'objectives_order').getByText('Ordre enregistré')).toBeFocused();
  await screenshot(page, 'tour-polish-order-confirmed-fr');
  await moveDown(page, 'priority_group', 'Sécurité du capital');
  await choose(page, 'risk_profile', 'Équilibré');
  await selectOption(page, 'risk_level', '4');
  await submitAndExpect(page, 'Connaissances financières');

  await choose(page, 'quiz_asset', 'Des actions cotées');
  await choose(page, 'quiz_guarantee', 'Non');
  await expect(field(page, 'quiz_asset_feedback')).toContainText(
    'Une SCPI investit principalement dans l’immobilier',
  );
  await expect(field(page, 'quiz_guarantee_feedback')).toHaveCount(0);
  await screenshot(page, 'tour-polish-quiz-feedback-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await field(page, 'quiz_asset_feedback').scrollIntoViewIfNeeded();
  await screenshotWindow(page, 'tour-polish-quiz-feedback-390');
  await choose(page, 'quiz_asset', /immobilier/i);
  await expect(field(page, 'quiz_asset_feedback')).toHaveCount(0);
});

test('the direct-debit IBAN and the BIC are typed part by part, each part with its rule', async ({
  page,
}) => {
  await signIn(page, 'conseiller', `/dossier/${journeyFolder('polishPayment')}`);
  await expectOpenBlock(page, 'Règlement');
  await choose(page, 'payment_method', 'Prélèvement SEPA');
  const debit = field(page, 'debit_iban');
  await expect(debit.getByRole('group', { name: 'IBAN du compte à prélever' })).toBeVisible();
  await debit.getByLabel('Pays').fill('FR');
  await debit.getByLabel('Clé IBAN').fill('76');
  await debit.getByLabel('Code banque').fill('3000A');
  await debit.getByLabel('Code guichet').fill('00001');
  await debit.getByLabel('Code guichet').press('Tab');
  await page.getByTestId('page-title').click();
  await expect(fieldErrors(page, 'debit_iban')).toHaveText('Le format de l’IBAN saisi est incorrect.');
  await expect(debit.getByLabel('Code banque')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'tour-polish-iban-parts-error-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await debit.scrollIntoViewIfNeeded();
  await screenshotWindow(page, 'tour-polish-iban-parts-error-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A whole IBAN pasted into the first box spreads over the parts.
  await debit.getByLabel('Pays').fill('FR76 3000 6000 0112 3456 7890 189');
  await expect(debit.getByLabel('Code banque')).toHaveValue('30006');
  await expect(debit.getByLabel('Clé RIB')).toHaveValue('89');
  await expect(fieldErrors(page, 'debit_iban')).toHaveCount(0);
  await fillField(page, 'dividends_iban', 'fr7630006000011234567890189');
  await fillField(page, 'dividends_bic', 'bnpafrppxxx');
  await expect(field(page, 'dividends_bic').getByLabel('Code emplacement')).toHaveValue('PP');
  await expect(field(page, 'dividends_bic').getByLabel('Code agence')).toHaveValue('XXX');
  // Typed letter by letter from its first box, a BIC goes on box after box (it stopped at « CCBP »).
  const bic = field(page, 'dividends_bic');
  for (const part of ['Code agence', 'Code emplacement', 'Code pays', 'Code banque'])
    await bic.getByLabel(part).clear();
  await bic.getByLabel('Code banque').pressSequentially('CCBPFRPPLYO');
  await expect(bic.getByLabel('Code banque')).toHaveValue('CCBP');
  await expect(bic.getByLabel('Code pays')).toHaveValue('FR');
  await expect(bic.getByLabel('Code emplacement')).toHaveValue('PP');
  await expect(bic.getByLabel('Code agence')).toHaveValue('LYO');
  await expect(fieldErrors(page, 'dividends_bic')).toHaveCount(0);
  await fillField(page, 'account_holder', 'Jean-Pierre Martin');
  await screenshot(page, 'tour-polish-bank-parts-1280');
  await submitBlock(page);
  await expectOpenBlock(page, 'Justificatifs');
});
