/**
 * Issue 35, points 1–3: the dossier manager flags a field and a receipt of a signed dossier, each
 * with its reason; its advisor sees it « À corriger » on the dashboard and in the list, opens the
 * checklist of the items with the reasons, fixes the field in its reopened block (the others stay
 * read-only) and replaces the receipt — in French and English, at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { openRowMenu } from '../support/folders.js';
import { screenshot, screenshotWindow, signIn, waitForQuietPage } from '../support/journey.js';

const FIELD_REASON = 'Le nom d’usage ne correspond pas à la pièce d’identité.';
const RECEIPT_REASON = 'La pièce d’identité a expiré le mois dernier.';

/** The dossier flagged by the first test and read by the next (one worker runs them in order). */
let flagged = 0;

/** The newest signed dossier awaiting validation whose advisor is the demo advisor. */
async function findAdvisorsSignedDossier(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { access_token?: string })
      .access_token;
    const response = await fetch(
      '/api/dossiers/integration-state?integrationState=ongoing&itemsPerPage=100',
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const body = (await response.json()) as {
      dossiers: { id: number; advisor: { external_id: string } | null }[];
    };
    const ids = body.dossiers.filter((d) => d.advisor?.external_id === 'conseiller').map((d) => d.id);
    return Math.max(...ids);
  });
}

test('the dossier manager flags a field and a receipt, each with its reason', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'gestionnaire');
  flagged = await findAdvisorsSignedDossier(page);
  expect(flagged).toBeGreaterThan(0);
  await page.goto(`/manage-dossier/${flagged}?tab=actions`);
  await page.getByTestId('decision-corrections').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const drafts = dialog.getByTestId('correction-draft');
  // A field of the presentation tab: the subscriber's last name.
  const lastName = drafts
    .nth(0)
    .getByTestId('correction-target')
    .locator('option', { hasText: 'Nom d’usage' });
  await expect(lastName.first()).toBeAttached();
  await drafts
    .nth(0)
    .getByTestId('correction-target')
    .selectOption((await lastName.first().getAttribute('value')) ?? '');
  await drafts.nth(0).getByLabel('Motif').fill(FIELD_REASON);
  // A receipt, expired.
  await dialog.getByTestId('correction-add').click();
  await drafts.nth(1).getByLabel('Nature').selectOption('receipt');
  await expect(drafts.nth(1).getByTestId('correction-target').locator('option').nth(1)).toBeAttached();
  await drafts.nth(1).getByTestId('correction-target').selectOption({ index: 1 });
  await drafts.nth(1).getByLabel('Problème').selectOption('expired');
  await drafts.nth(1).getByLabel('Motif').fill(RECEIPT_REASON);
  await screenshotWindow(page, 'corrections-manager-modal-fr-1280');
  await dialog.getByTestId('correction-confirm').click();
  await expect(page.getByTestId('management-notice')).toContainText('Demande de correction envoyée');
  const entry = page.getByTestId('history-entry').first();
  await expect(entry).toHaveAttribute('data-kind', 'correction');
  await expect(entry.getByTestId('correction-item')).toHaveCount(2);
  await expect(entry).toContainText(FIELD_REASON);
  await expect(entry).toContainText('Pièce expirée');
  await waitForQuietPage(page);
  await screenshot(page, 'corrections-manager-history-fr-1280');
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('history-entry').first()).toContainText('Correction request');
  await expect(page.getByTestId('history-entry').first()).toContainText('Expired receipt');
  await screenshot(page, 'corrections-manager-history-en-1280');
  await page.getByTestId('decision-corrections').click();
  await expect(page.getByRole('dialog')).toContainText('Ask for a correction');
  await screenshotWindow(page, 'corrections-manager-modal-en-1280');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('language-fr').click();
  await expect(page.getByTestId('decision-corrections')).toHaveText(/Demander une correction/);
});

test('the advisor sees « À corriger » and opens the checklist with the reasons', async ({ page }) => {
  test.setTimeout(120_000);
  expect(flagged).toBeGreaterThan(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      if (width === 1280 && language === 'fr') await signIn(page, 'conseiller');
      else await page.goto('/tableau-de-bord');
      await page.getByTestId(`language-${language}`).click();
      const card = page.getByTestId('count-card-to_correct');
      await expect(card).toBeVisible();
      await expect(page.getByTestId('count-to_correct')).not.toHaveText('0');
      await waitForQuietPage(page);
      await screenshot(page, `corrections-dashboard-${language}-${width}`);
      await card.click();
      await expect(page).toHaveURL(/\/dossiers\/to-correct$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'fr' ? 'Dossiers à corriger' : 'Folders to correct',
      );
      await openRowMenu(page, flagged);
      await page.getByTestId('action-corrections').click();
      await expect(page).toHaveURL(new RegExp(`/a-corriger/${flagged}$`));
      const items = page.getByTestId('corrections-checklist').getByTestId('correction-item');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(FIELD_REASON);
      await expect(items.nth(1)).toContainText(RECEIPT_REASON);
      await expect(items.nth(1)).toContainText(language === 'fr' ? 'Pièce expirée' : 'Expired receipt');
      await waitForQuietPage(page);
      await screenshot(page, `corrections-checklist-${language}-${width}`);
    }
  }
  await page.getByTestId('language-fr').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('À corriger');
});

/** A small PNG: a receipt's replacement (the server reads its bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the advisor fixes the flagged field in its reopened block and replaces the receipt', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(flagged).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'conseiller');
  await page.goto(`/a-corriger/${flagged}`);
  const items = page.getByTestId('corrections-checklist').getByTestId('correction-item');
  await expect(items.nth(0).getByTestId('correction-item-state')).toHaveText('À corriger');
  await items.nth(0).getByTestId('correction-open-block').click();
  // The wizard: the flagged block open, every other block read-only.
  await expect(page.getByTestId('wizard-correction-notice')).toBeVisible();
  const reopened = page.locator('[data-testid^="block-"][data-state="progress"]');
  await expect(reopened).toHaveCount(1);
  await expect(page.locator('[data-testid^="block-"][data-state="validate"]').first()).toBeVisible();
  const field = reopened.getByLabel(/Nom d’usage/);
  await field.fill('DURAND');
  await waitForQuietPage(page);
  await screenshot(page, 'corrections-wizard-fr-1280');
  await reopened.getByTestId('block-submit').click();
  await expect(page).toHaveURL(new RegExp(`/a-corriger/${flagged}$`));
  await expect(items.nth(0).getByTestId('correction-item-state')).toHaveText('Corrigé');
  await expect(page.getByTestId('corrections-changes')).toContainText('DURAND');
  // The receipt: replaced from the checklist, no block reopened.
  await expect(items.nth(1).getByTestId('correction-item-state')).toHaveText('À corriger');
  await items.nth(1).getByTestId('correction-receipt-input').setInputFiles({
    name: 'cni-2026.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(items.nth(1).getByTestId('correction-item-state')).toHaveText('Corrigé');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(items.nth(0).getByTestId('correction-item-state')).toHaveText(
        language === 'fr' ? 'Corrigé' : 'Corrected',
      );
      await waitForQuietPage(page);
      await screenshot(page, `corrections-corrected-${language}-${width}`);
    }
  }
  // The wizard in English on a phone: the notice, the flagged block open.
  await items.nth(0).getByTestId('correction-open-block').click();
  await expect(page.getByTestId('wizard-correction-notice')).toContainText('Correction under way');
  await expect(page.locator('[data-testid^="block-"][data-state="progress"]')).toHaveCount(1);
  await waitForQuietPage(page);
  await screenshot(page, 'corrections-wizard-en-390');
  await page.getByTestId('language-fr').click();
  await expect(page.getByTestId('wizard-correction-notice')).toContainText('Correction en cours');
});
