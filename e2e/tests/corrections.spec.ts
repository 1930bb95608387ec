/**
 * Issue 35, « Done when »: the dossier manager flags a field and a receipt of a signed dossier, each
 * with its reason; its advisor sees it « À corriger » on the dashboard and in the list, opens the
 * checklist of the items with the reasons, fixes the field in its reopened block (the others stay
 * read-only), replaces the receipt and sends the correction; only the subscription form is signed
 * again, in an amendment, by its two parties from their invitation links with their codes; the
 * manager sees the round before and after in « Corrections » and validates; the back office receives
 * revision 2 with the changed items — in French and English, at 1280 and 390 px.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR_FILE } from '../support/e2e-constants.js';
import { openRowMenu } from '../support/folders.js';
import { invitee, readInvitationLinks, readNewestCode, SIGNING_PAGE_TEXTS } from '../support/invitations.js';
import { recordMove, screenshot, screenshotWindow, signIn, waitForQuietPage } from '../support/journey.js';

const FIELD_REASON = 'La commune de naissance ne correspond pas à la pièce d’identité.';
const RECEIPT_REASON = 'La pièce d’identité a expiré le mois dernier.';
const NEW_BIRTH_PLACE = 'VILLEURBANNE';

/** The dossier flagged by the first test and read by the next (one worker runs them in order). */
let flagged = 0;

/**
 * The newest signed dossier awaiting validation whose advisor is the demo advisor, none of whose
 * corrections awaits signatures (it may not be flagged meanwhile: the amendment journey's folder).
 */
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
      dossiers: { id: number; status: string; advisor: { external_id: string } | null }[];
    };
    const ids = body.dossiers
      .filter((d) => d.advisor?.external_id === 'conseiller' && !d.status.split('|').includes('signature'))
      .map((d) => d.id);
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
  // A field of the presentation tab that only the subscription form shows: the place of birth.
  const birthPlace = drafts
    .nth(0)
    .getByTestId('correction-target')
    .locator('option', { hasText: 'Commune de naissance' });
  await expect(birthPlace.first()).toBeAttached();
  await drafts
    .nth(0)
    .getByTestId('correction-target')
    .selectOption((await birthPlace.first().getAttribute('value')) ?? '');
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
  const field = reopened.getByLabel(/Commune de naissance/);
  await field.fill(NEW_BIRTH_PLACE);
  await waitForQuietPage(page);
  await screenshot(page, 'corrections-wizard-fr-1280');
  await reopened.getByTestId('block-submit').click();
  await expect(page).toHaveURL(new RegExp(`/a-corriger/${flagged}$`));
  await expect(items.nth(0).getByTestId('correction-item-state')).toHaveText('Corrigé');
  await expect(page.getByTestId('corrections-changes')).toContainText(NEW_BIRTH_PLACE);
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

test('the advisor sends the correction: only the subscription form is to be signed again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(flagged).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'conseiller');
  await page.goto(`/a-corriger/${flagged}`);
  await expect(page.getByTestId('send-correction')).toHaveText('Envoyer la correction');
  await page.getByTestId('send-correction').click();
  const done = page.getByTestId('send-correction-done');
  await expect(done).toContainText('Correction envoyée (révision 2)');
  await expect(done).toContainText('Bulletin de souscription est à signer de nouveau');
  await expect(done).not.toContainText('Lettre de mission');
  await expect(done).not.toContainText('Rapport d’adéquation');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(done).toContainText(language === 'fr' ? 'révision 2' : 'revision 2');
      await waitForQuietPage(page);
      await screenshot(page, `corrections-sent-${language}-${width}`);
    }
  }
  await page.getByTestId('language-fr').click();
  await expect(done).toContainText('révision 2');
});

/**
 * One party signs the amendment from their link: the page names the subscription form alone; a code
 * asked for, read in the demo mailbox (the advisor's tab), typed; the consent; « Signer »; done.
 */
async function signAmendment(
  party: Page,
  mailbox: Page,
  link: string,
  language: 'fr' | 'en',
  shot: string,
): Promise<void> {
  const t = SIGNING_PAGE_TEXTS[language];
  await party.goto(link);
  await expect(party.getByRole('button', { name: t.getCode, exact: true })).toBeVisible();
  await expect(party.locator('body')).toContainText(
    language === 'fr' ? 'Bulletin de souscription' : 'Subscription form',
  );
  await expect(party.locator('body')).not.toContainText(
    language === 'fr' ? 'Lettre de mission' : 'Mission letter',
  );
  await expect(party.locator('[data-pdf]').first()).toHaveAttribute('data-rendered', /^\d+$/);
  await screenshot(party, `${shot}-1-page`);
  await party.getByRole('button', { name: t.getCode, exact: true }).click();
  await expect(party.getByLabel(t.codeLabel)).toBeVisible();
  const code = await readNewestCode(mailbox);
  await party.getByLabel(t.codeLabel).fill(code);
  await party.getByRole('button', { name: t.verify, exact: true }).click();
  await party.getByLabel(t.consent).check();
  await screenshot(party, `${shot}-2-code-verifie`);
  await party.getByRole('button', { name: t.sign, exact: true }).click();
  await expect(party.getByRole('heading', { name: t.done })).toBeVisible();
  await screenshot(party, `${shot}-3-signe`);
  await party.context().close();
}

test('each party of the subscription form signs it again from their invitation link, with their code', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  expect(flagged).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'conseiller');
  // The dossier says its correction awaits signatures again, not that every party has signed.
  await page.goto(`/dossier/${flagged}`);
  const notice = page.getByTestId('finished-notice');
  await expect(notice).toContainText('Une correction a été envoyée');
  await expect(notice).not.toContainText('Toutes les parties ont signé');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(notice).toContainText(language === 'fr' ? 'Une correction' : 'A correction was sent');
      await waitForQuietPage(page);
      await screenshot(page, `corrections-amendment-dossier-${language}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('language-fr').click();
  await expect(notice).toContainText('Une correction');
  // « Suivi des signatures » of the subscription: the amendment awaits both, each invited by link,
  // the advisor too (his invitation may be sent again from here).
  await page.getByTestId('step-08').getByRole('link').click();
  const tracking = page.getByTestId('envelopes-subscription');
  await expect(tracking.getByTestId('invitation-subscriber')).toBeVisible();
  await expect(
    tracking
      .getByTestId('invitation-subscriber_advisor')
      .getByRole('button', { name: 'Renvoyer l’invitation' }),
  ).toBeVisible();
  // Signed by link only: the subscriber's invitation may be sent again, nobody is offered to sign
  // « en sa présence » (the server refuses it on an amendment).
  await expect(
    tracking.getByTestId('invitation-subscriber').getByRole('button', { name: 'Renvoyer l’invitation' }),
  ).toBeVisible();
  await expect(tracking.getByRole('button', { name: /en sa présence/ })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(tracking.getByTestId('invitation-subscriber').getByRole('button')).toHaveText(
        language === 'fr' ? 'Renvoyer l’invitation' : 'Send the invitation again',
      );
      await waitForQuietPage(page);
      await screenshot(page, `corrections-amendment-signature-step-${language}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('language-fr').click();
  await expect(tracking.getByTestId('invitation-subscriber').getByRole('button')).toHaveText(
    'Renvoyer l’invitation',
  );
  // The amendment's invitations: one per party who signed the subscription form, the advisor too.
  const links = await readInvitationLinks(page, flagged);
  expect(links.length).toBe(2);
  await screenshot(page, 'corrections-amendment-mailbox-fr-1280');
  const shapes = [
    { language: 'fr', width: 1280 },
    { language: 'en', width: 390 },
  ] as const;
  for (const [index, link] of links.entries()) {
    const { language, width } = shapes[index % 2]!;
    const party = await invitee(browser, language, width);
    await signAmendment(
      party,
      page,
      link,
      language,
      `corrections-amendment-${index + 1}-${language}-${width}`,
    );
  }
  // Both signed: « À corriger » says what became of the correction rather than that none is asked.
  await page.goto(`/a-corriger/${flagged}`);
  const lastSent = page.getByTestId('corrections-last-sent');
  await expect(lastSent).toHaveAttribute('data-signing', 'signed');
  await expect(page.getByTestId('corrections-empty')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(lastSent).toContainText(
        language === 'fr'
          ? 'Les documents modifiés ont été signés de nouveau le'
          : 'The changed documents were signed again on',
      );
      await expect(page.getByTestId('corrections-last-sent-state')).toHaveText(
        language === 'fr'
          ? 'Le dossier attend l’examen du gestionnaire.'
          : 'The folder awaits the dossier manager’s review.',
      );
      await waitForQuietPage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `corrections-after-amendment-${language}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('language-fr').click();
  await expect(lastSent).toContainText('Correction envoyée le');
});

/** The file the delivery to the back office dropped for the dossier (no webhook target in the journeys). */
function deliveredFiles(dossierId: number): string[] {
  const dataDir = JSON.parse(readFileSync(DATA_DIR_FILE, 'utf8')) as string;
  const folder = join(dataDir, 'integration');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.startsWith(`dossier-${dossierId}-`) && name.endsWith('.json'))
    .map((name) => join(folder, name));
}

test('the dossier manager sees the correction before and after, validates, and the back office receives revision 2', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(flagged).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'gestionnaire');
  await page.goto(`/manage-dossier/${flagged}?tab=actions`);
  // Once the amendment is sealed, the dossier is the manager's again.
  await expect(page.getByTestId('validation-menu')).toBeVisible({ timeout: 60_000 });
  const round = page.getByTestId('correction-round').filter({ has: page.getByTestId('round-fields') });
  await expect(round).toHaveAttribute('data-revision', '2');
  const field = round.getByTestId('round-field').filter({ hasText: 'Commune de naissance' });
  await expect(field).toContainText(NEW_BIRTH_PLACE);
  await expect(round.getByTestId('round-receipt')).toContainText('pièce remplacée');
  const resigned = round.getByTestId('round-document');
  await expect(resigned).toHaveCount(1);
  await expect(resigned).toContainText('Bulletin de souscription');
  await expect(resigned).toContainText('signé de nouveau');
  await expect(resigned.getByText(/^Signé par .+ le \d\d\/\d\d\/\d{4}/)).toHaveCount(2);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(page.getByTestId('correction-rounds')).toContainText(
        language === 'fr' ? 'Révision 2' : 'Revision 2',
      );
      await waitForQuietPage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `corrections-rounds-${language}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('language-fr').click();
  expect(deliveredFiles(flagged)).toEqual([]);
  await page.getByTestId('decision-validate').click();
  await page.getByTestId('validation-confirm').click();
  await expect(page.getByTestId('management-notice')).toContainText('Dossier validé');
  recordMove('ongoing', 'validated');
  const header = page.getByTestId('integration-state');
  await expect(header.first()).toHaveText('Transmis', { timeout: 30_000 });
  recordMove('validated', 'sync');
  const delivery = page.getByTestId('history-entry').first();
  await expect(delivery).toHaveAttribute('data-kind', 'delivery');
  await expect(delivery).toContainText('Transmission au back-office (révision 2)');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const language of ['fr', 'en'] as const) {
      await page.getByTestId(`language-${language}`).click();
      await expect(delivery).toContainText(
        language === 'fr'
          ? 'Transmission au back-office (révision 2)'
          : 'Delivery to the back office (revision 2)',
      );
      await waitForQuietPage(page);
      await screenshot(page, `corrections-delivered-${language}-${width}`);
    }
  }
  await page.getByTestId('language-fr').click();
  await expect(delivery).toContainText('révision 2');

  // What the back office received: revision 2 and the items the manager had flagged.
  const files = deliveredFiles(flagged);
  expect(files).toHaveLength(1);
  const payload = JSON.parse(readFileSync(files[0]!, 'utf8')) as {
    revision: number;
    changedItems: { kind: string; name: string | null; problem: string | null; reason: string }[];
    answers: { name: string | null; value: unknown }[];
  };
  expect(payload.revision).toBe(2);
  expect(payload.changedItems).toEqual([
    expect.objectContaining({ kind: 'field', name: 'birth_place', reason: FIELD_REASON }),
    expect.objectContaining({ kind: 'receipt', problem: 'expired', reason: RECEIPT_REASON }),
  ]);
  expect(payload.answers.find((answer) => answer.name === 'birth_place')?.value).toBe(NEW_BIRTH_PLACE);
});
