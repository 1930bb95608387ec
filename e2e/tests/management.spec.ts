import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations, openRowMenu } from '../support/folders.js';
import { expectedCounts, recordMove, screenshot, screenshotWindow, signIn } from '../support/journey.js';

// Note: these journeys move demo-tenant dossiers between integration states (no other tenant has a
// dossier manager); each move is recorded (recordMove) for the dashboard journey.

/** A seeded customer with a co-subscriber (every fifth from the fourth). */
const CUSTOMER_WITH_COSUBSCRIBER = 'S00015';
/** Seeded customer codes without a co-subscriber (the sample subscribers have none). */
const SOLO_CUSTOMER_CODES = ['S00012', 'S00013', 'S00014', 'S00016', 'S00017'];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The right edge of each of the links or tabs, in pixels (none may lie past the screen's edge). */
const rightEdges = (items: Locator) =>
  items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));

/** Ids of the integration list's rows on screen. */
async function integrationRowIds(page: Page): Promise<number[]> {
  await expect(page.locator('[data-testid^="integration-row-"]').first()).toBeVisible();
  return page
    .locator('[data-testid^="integration-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-testid')?.replace('integration-row-', ''))),
    );
}

/** The dossiers of the list held under a mandate (the pairing of both scopes applies to them). */
async function mandateDossiers(page: Page): Promise<number[]> {
  const found: number[] = [];
  for (const id of await integrationRowIds(page)) {
    if ((await page.getByTestId(`integration-row-${id}`).textContent())?.includes('Sous mandat'))
      found.push(id);
  }
  return found;
}

/** Whether the dossier's subscriber has potential customers (read through the API as the screen does). */
async function hasCandidates(page: Page, id: number): Promise<boolean> {
  return page.evaluate(async (dossierId) => {
    const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { access_token?: string })
      .access_token;
    const response = await fetch(`/api/dossier/integration-state/${dossierId}/pairing/customer`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { customers: { np: unknown[]; usu: unknown[] } };
    return body.customers.np.length + body.customers.usu.length > 0;
  }, id);
}

function mainTab(page: Page, name: string): Locator {
  return page.getByRole('tablist').first().getByRole('tab', { name, exact: true });
}

test('the dossier manager follows a counter, reviews a mandate dossier, pairs both scopes, validates it and sees it synchronised', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'gestionnaire');
  const counts = expectedCounts('gestionnaire');
  await page.getByTestId('dashboard-tab-integration').click();
  await expect(page.getByTestId('count-signed_ongoing')).toHaveText(String(counts.signed_ongoing));
  await page.getByTestId('count-card-signed_ongoing').click();
  await expect(page).toHaveURL(/\/manage-dossier\/statut-integration\/ongoing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dossiers à valider');
  await expect(page.getByTestId('list-summary')).toContainText(`sur ${counts.signed_ongoing}`);
  await screenshot(page, 'management-list-ongoing-fr');
  expect(await accessibilityViolations(page)).toEqual([]);

  const [id] = await mandateDossiers(page);

  if (id === undefined) throw new Error('no dossier under mandate to validate');
  // A dismembered dossier: its row headlines what the subscriber pays, the full-property value beside it.
  const row = page.getByTestId(`integration-row-${id}`);
  await expect(row.getByTestId('amount-paid')).toHaveText(/€$/);
  await expect(row.getByTestId('amount-full-property')).toContainText('Valeur en pleine propriété');
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'management-list-dismembered-amounts-fr');
  await page.getByRole('link', { name: `Gérer le dossier n° ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-dossier/${id}$`));
  const header = page.getByTestId('dossier-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(`Dossier n° ${id}`);
  await expect(header.getByTestId('integration-state')).toHaveText('À valider');
  await expect(header).toContainText('Sous mandat');
  await expect(header.getByTestId('amount-paid')).toHaveText(/€$/);
  await expect(header.getByTestId('amount-full-property')).toContainText('Valeur en pleine propriété');

  // Presentation: one sub-tab per page, a card per block with each answer.
  await expect(mainTab(page, 'Présentation du dossier')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('view-block').first()).toBeVisible();
  await expect(page.getByTestId('view-block').first().locator('dt').first()).not.toBeEmpty();
  await screenshot(page, 'management-presentation-fr');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Receipts.
  await mainTab(page, 'Justificatifs').click();
  await expect(page.getByTestId('download-signed-archive')).toBeVisible();
  await expect(
    page.locator('[data-testid="receipt-category"], [data-testid="receipts-none"]').first(),
  ).toBeVisible();
  // The signed documents one by one (issue 27 item 14): each opens in the preview modal's frame.
  const signedSection = page.getByRole('region', { name: 'Documents signés' });
  await expect(signedSection.getByTestId('signed-documents').getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'management-receipts-fr');
  await signedSection
    .getByRole('button', { name: /^Voir / })
    .first()
    .click();
  await expect(page.getByTestId('file-preview').locator('iframe')).toBeVisible();
  await screenshotWindow(page, 'management-signed-document-fr');
  await page.getByTestId('file-preview').getByRole('button', { name: 'Fermer' }).last().click();
  await expect(page.getByTestId('file-preview')).toBeHidden();

  // Pairing: the mandate makes the np part « Nu-propriétaire »; the subscriber's part lists
  // potential customers with their reasons, the counterpart is picked by code.
  await mainTab(page, 'Appairage').click();
  await expect(page.getByRole('tab', { name: /^Nu-propriétaire/ })).toBeVisible();
  const ownScope = (await page.getByTestId('pairing-panel-np').getByTestId('subscriber-recall').count())
    ? 'np'
    : 'usu';
  const otherScope = ownScope === 'np' ? 'usu' : 'np';
  if (ownScope === 'usu') await page.getByRole('tab', { name: /^Usufruitier/ }).click();
  const own = page.getByTestId(`pairing-panel-${ownScope}`);
  await expect(own.getByTestId('subscriber-recall')).toBeVisible();
  // The subscriber's own part: the best suggested customer, else a new customer when none is
  // proposed (the seeded dossier's own customer holds her account with a co-subscriber, the subscription
  // has none): the new customer is given its number at once, shown with its name (issue 27 item 15).
  const best = own.locator('[data-testid^="candidate-S"]').first();
  let ownCode: string;
  if (await best.count()) {
    await expect(best.getByTestId('match-reasons')).not.toBeEmpty();
    ownCode = (await best.getAttribute('data-testid'))!.replace('candidate-', '');
    await screenshot(page, 'management-pairing-candidates-fr');
    await best.getByRole('button', { name: /^Associer / }).click();
    await expect(page.getByTestId('management-notice')).toHaveText(
      'Le client a bien été associé au dossier.',
    );
  } else {
    await expect(own.getByTestId(`new-customer-${ownScope}`)).toContainText('Nouveau client');
    await screenshot(page, 'management-pairing-candidates-fr');
    await own.getByTestId(`select-new-${ownScope}`).click();
    await expect(page.getByTestId('management-notice')).toHaveText(
      'Le client a bien été associé au dossier.',
    );
    // The new customer is listed, paired, and the row to create another one is gone.
    const created = own.locator('[data-testid^="candidate-S"]').first();
    await expect(created).toBeVisible();
    ownCode = (await created.getAttribute('data-testid'))!.replace('candidate-', '');
    await expect(own.getByTestId(`new-customer-${ownScope}`)).toHaveCount(0);
  }
  await expect(own.getByTestId(`select-${ownCode}-selected`)).toBeVisible();
  await expect(own.getByTestId(`paired-${ownScope}`)).toHaveText(
    new RegExp(`^Client associé\\s:\\s\\S.*\\s\\(n°\\s${ownCode}\\)$`),
  );
  await screenshot(page, 'management-pairing-selected-fr');
  await expect(page.getByTestId('management-notice')).toBeHidden({ timeout: 5000 });

  // The counterpart, picked by code: a customer refused by rule (already paired to the other part),
  // shown all the same, « Associer ce client » disabled until the code changes; then another one.
  await page.getByRole('tab', { name: ownScope === 'np' ? /^Usufruitier/ : /^Nu-propriétaire/ }).click();
  const other = page.getByTestId(`pairing-panel-${otherScope}`);
  await other.getByTestId(`open-code-${otherScope}`).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Code client')).toHaveAttribute('placeholder', 'S00012');
  await expect(modal.getByTestId('code-confirm')).toBeDisabled();
  await modal.getByLabel('Code client').fill(ownCode);
  await modal.getByTestId('code-confirm').click();
  await expect(modal.getByTestId('code-error')).toHaveText(
    'Ce client est déjà associé à l’autre part du démembrement',
  );
  await expect(modal.getByTestId('code-found')).toContainText(ownCode);
  await expect(modal.getByTestId('code-confirm')).toBeDisabled();
  await screenshotWindow(page, 'management-pairing-refused-by-rule-fr');
  // A customer whose account has a co-subscriber does not fit a subscription without one.
  await modal.getByLabel('Code client').fill(CUSTOMER_WITH_COSUBSCRIBER);
  await modal.getByRole('button', { name: 'Rechercher' }).click();
  await expect(modal.getByTestId('code-error')).toHaveText(
    'Le client choisi ne doit pas avoir de co-souscripteur',
  );
  await expect(modal.getByTestId('code-found')).toContainText('Compte avec co-souscripteur');
  await expect(modal.getByTestId('code-confirm')).toBeDisabled();
  const counterpartCode = SOLO_CUSTOMER_CODES.find((code) => code !== ownCode)!;
  await modal.getByLabel('Code client').fill(counterpartCode);
  await modal.getByRole('button', { name: 'Rechercher' }).click();
  await expect(modal.getByTestId('code-found')).toContainText(counterpartCode);
  await expect(modal.getByTestId('code-confirm')).toBeEnabled();
  await modal.getByTestId('code-confirm').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('management-notice')).toHaveText('Le client a bien été associé au dossier.');
  await expect(other.getByTestId(`paired-${otherScope}`)).toContainText(
    new RegExp(`\\(n°\\s${counterpartCode}\\)`),
  );

  // Actions: the history shows both pairings (after the message), then validate.
  await mainTab(page, 'Actions').click();
  await expect(page.getByTestId('history-entry').filter({ hasText: counterpartCode })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByTestId('history-entry').filter({ hasText: counterpartCode })).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}h\d{2}/,
  );
  // Each pairing names its customer and number.
  await expect(
    page.getByTestId('history-entry').filter({ hasText: new RegExp(`\\(n°\\s${ownCode}\\)`) }),
  ).toBeVisible();
  await page.getByTestId('decision-validate').click();
  await page.getByTestId('validation-confirm').click();
  await expect(page.getByTestId('management-notice')).toContainText('Dossier validé');
  recordMove('ongoing', 'validated');
  await expect(page).toHaveURL(new RegExp(`/manage-dossier/${id}\\?tab=actions$`));
  await expect(page.getByTestId('validation-menu')).toHaveCount(0);
  // The delivery worker drops the dossier for the back office; the screen watches it reach sync.
  await expect(header.getByTestId('integration-state')).toHaveText('Transmis', { timeout: 30_000 });
  recordMove('validated', 'sync');
  await expect(page.getByTestId('history-entry').first()).toContainText('Transmis');
  await expect(page.getByTestId('decision-closed')).toContainText('le dossier est transmis');
  await screenshot(page, 'management-validated-sync-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the dossier manager pairs a suggested customer whose reasons are shown, then refuses the dossier with a reason', async ({
  page,
}) => {
  await signIn(page, 'gestionnaire', '/manage-dossier/statut-integration/ongoing');
  let id: number | undefined;
  for (const candidate of await integrationRowIds(page)) {
    if (await hasCandidates(page, candidate)) id = candidate;
  }
  if (id === undefined) throw new Error('no dossier to validate with potential customers');
  await page.getByRole('link', { name: `Gérer le dossier n° ${id}` }).click();

  // Its subscriber is paired with the suggested customer, whose reasons are shown.
  await mainTab(page, 'Appairage').click();
  const panel = page.getByTestId('pairing-panel-np');
  const best = panel.locator('[data-testid^="candidate-S"]').first();
  await expect(best.getByTestId('match-reasons')).toContainText('client du dossier');
  await expect(best.getByTestId('match-reasons')).toContainText('même date de naissance');
  await expect(best.getByTestId('candidate-score')).not.toBeEmpty();
  const code = (await best.getAttribute('data-testid'))!.replace('candidate-', '');
  await screenshot(page, 'management-pairing-reasons-fr');
  await best.getByRole('button', { name: /^Associer / }).click();
  await expect(panel.getByTestId(`select-${code}-selected`)).toBeVisible();
  await mainTab(page, 'Actions').click();
  const pairingEntry = page.getByTestId('history-entry').filter({ hasText: code });
  await expect(pairingEntry).toContainText('client du dossier', { timeout: 10_000 });
  await expect(pairingEntry).toContainText(/score \d+/);
  await page.getByTestId('decision-refuse').click();
  const modal = page.getByRole('dialog', { name: `Refuser le dossier n° ${id}` });
  const confirm = modal.getByRole('button', { name: 'Refuser', exact: true });
  await expect(confirm).toBeDisabled();
  await modal.getByLabel('Motif').fill('   ');
  await expect(confirm).toBeDisabled();
  await modal.getByLabel('Motif').fill('Justificatif de domicile de plus de trois mois');
  await expect(confirm).toBeEnabled();
  await screenshotWindow(page, 'management-refuse-modal-fr');
  await confirm.click();
  await expect(modal).toBeHidden();
  recordMove('ongoing', 'refused');
  await expect(page.getByTestId('management-notice')).toHaveText('Dossier refusé.');
  await expect(page.getByTestId('dossier-header').getByTestId('integration-state')).toHaveText('Refusé');
  const entry = page.getByTestId('history-entry').first();
  await expect(entry).toContainText('Refusé');
  await expect(entry).toContainText('Justificatif de domicile de plus de trois mois');
  await expect(page.getByRole('tab', { name: 'Appairage' })).toHaveCount(0);
  await screenshot(page, 'management-refused-fr');

  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/manage-dossier\/statut-integration\/refused$/);
  await expect(page.getByTestId(`integration-row-${id}`)).toBeVisible();
  await page.getByTestId('integration-state-ongoing').click();
  await expect(page.locator('[data-testid^="integration-row-"]').first()).toBeVisible();
  await expect(page.getByTestId(`integration-row-${id}`)).toHaveCount(0);
});

test('on a desktop each integration list fits its card, paired customers named in full, in French and English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'gestionnaire', '/manage-dossier/statut-integration/sync');
  for (const language of ['fr', 'en'] as const) {
    await page.getByTestId(`language-${language}`).click();
    // The states the seed fills (« Validés » empties itself as the delivery worker goes by).
    for (const state of ['sync', 'ongoing', 'error', 'refused']) {
      await page.getByTestId(`integration-state-${state}`).click();
      await expect(page.locator('[data-testid^="integration-row-"]').first()).toBeVisible();
      const table = page.getByRole('table').first();
      // The table's content is no wider than the card it sits in: no column cut at its right edge.
      const overflow = await table.evaluate(
        (element) => element.scrollWidth - element.parentElement!.clientWidth,
      );
      expect(overflow, `${state} (${language})`).toBeLessThanOrEqual(0);
    }
    await page.getByTestId('integration-state-sync').click();
    await screenshot(page, `management-list-sync-${language}-1280`);
  }
  await page.getByTestId('language-fr').click();
});

test('« View » on a signed folder opens the management screen, in English too; other roles are sent away', async ({
  page,
}) => {
  await signIn(page, 'gestionnaire', '/dossiers/signed-files');
  const firstRow = page.locator('[data-testid^="folder-row-"]').first();
  await expect(firstRow).toBeVisible();
  const id = Number((await firstRow.getAttribute('data-testid'))!.replace('folder-row-', ''));
  await openRowMenu(page, id);
  await page.getByTestId('action-view').click();
  await expect(page).toHaveURL(new RegExp(`/manage-dossier/${id}$`));
  await expect(page.getByTestId('dossier-header')).toBeVisible();
  await page.getByTestId('language-en').click();
  await expect(mainTab(page, 'Folder presentation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Folder no. ${id}`);
  await screenshot(page, 'management-presentation-en');
  await page.getByTestId('language-fr').click();

  // The management routes are the dossier manager's only: an advisor is sent to the root.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'conseiller', '/tableau-de-bord');
  await page.goto(`/manage-dossier/${id}`);
  await expect(page).not.toHaveURL(/manage-dossier/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the integration list and the management screen fit 390 px', async ({ page }) => {
    await signIn(page, 'gestionnaire', '/manage-dossier/statut-integration/error');
    const [id] = await integrationRowIds(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // Every integration state is on screen, none cut at the edge (the tour, issue 27).
    const states = page.locator('[data-testid^="integration-state-"]');
    await expect(states).toHaveCount(5);
    expect(Math.max(...(await rightEdges(states)))).toBeLessThanOrEqual(390);
    await screenshotWindow(page, 'management-phone-list-fr');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `Gérer le dossier n° ${id}` }).click();
    await expect(page.getByTestId('view-block').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.last()).toHaveText('Actions');
    expect(Math.max(...(await rightEdges(tabs)))).toBeLessThanOrEqual(390);
    await screenshotWindow(page, 'management-phone-presentation-fr');
    // One readable state, every state on demand (issue 27 item 19).
    await expect(page.getByTestId('dossier-main-state')).not.toContainText(',');
    await mainTab(page, 'Justificatifs').click();
    await expect(
      page
        .getByRole('region', { name: 'Documents signés' })
        .locator('[data-testid="signed-documents"], [data-testid="signed-documents-none"]'),
    ).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'management-phone-receipts-fr');
    await mainTab(page, 'Appairage').click();
    await expect(page.locator('[data-testid^="pairing-panel-"]').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The « other customer » row has no customer number yet: on a phone no « N° client … » card line.
    const byCode = page.locator('[data-testid^="by-code-"]:visible').first();
    await expect(byCode).toContainText('Choisir un client par son numéro');
    await expect(byCode).not.toContainText('…', { useInnerText: true });
    await screenshot(page, 'management-phone-pairing-fr');
    await mainTab(page, 'Actions').click();
    await expect(page.getByTestId('validation-menu')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'management-phone-actions-fr');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
