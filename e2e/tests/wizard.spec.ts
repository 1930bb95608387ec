import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/folders.js';
import { journeyFolder, screenshot, screenshotWindow, signIn } from '../support/journey.js';
import {
  choose,
  expectOpenBlock,
  field,
  fieldErrors,
  fillField,
  listFolders,
  moveDown,
  openBlock,
  selectOption,
  setSwitch,
  submitAndExpect,
  submitBlock,
  tick,
  uploadReceipt,
} from '../support/wizard.js';

// Note: these journeys add folders to the demo tenant (new lead folders); the file sorts after the
// dashboard journey, which compares the demo counts with the database as seeded. Each journey starts
// from a folder of its own (made through the API by the server start script, or by the journey), so
// none depends on another's leftovers.

// The journeys fill whole pages with screenshots and accessibility checks: three times the usual time.
test.slow();

async function fillIdentity(page: Page) {
  await expectOpenBlock(page, 'Identité du souscripteur');
  await choose(page, 'civility', 'Monsieur');
  await fillField(page, 'last_name', 'Martin');
  await fillField(page, 'first_names', 'Jean-Pierre');
  await fillField(page, 'birth_date', '14/03/1968');
  await fillField(page, 'birth_place', 'Lyon');
  await fillField(page, 'birth_department', '69');
  await selectOption(page, 'marital_status', 'Marié(e)');
  // A rule fires: a married subscriber gives the matrimonial regime.
  await expect(field(page, 'matrimonial_regime')).toBeVisible();
  await submitBlock(page);
  await expect(fieldErrors(page, 'matrimonial_regime')).toHaveText('Veuillez sélectionner une réponse');
  await expect(field(page, 'matrimonial_regime').locator('select')).toBeFocused();
  await selectOption(page, 'matrimonial_regime', 'Communauté réduite aux acquêts');
}

test('an advisor creates a lead folder and fills the subscription form page after page', async ({ page }) => {
  await signIn(page, 'conseiller', '/creer-un-dossier-client/');
  await page.getByRole('button', { name: 'Dossier prospect' }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/\d+$/);
  const dossierId = Number((await page.getByTestId('form-folder-id').textContent())?.replace(/\D/g, ''));
  expect(dossierId).toBeGreaterThan(0);
  await expect(page.getByTestId('page-title')).toHaveText('Souscripteur');
  await expect(page.getByTestId('step-01')).toHaveAttribute('data-progress', '0');
  await screenshot(page, 'wizard-01-souscripteur-fr');
  expect(await accessibilityViolations(page)).toEqual([]);

  await fillIdentity(page);
  const contact = await submitAndExpect(page, 'Coordonnées');
  await expect(page.getByTestId('live-region')).toContainText('enregistré');
  await fillField(page, 'address', '12, rue de la République');
  await fillField(page, 'postal_code', '69002');
  await fillField(page, 'city', 'Lyon');
  await fillField(page, 'subscriber_phone', '06 12 34 56 78');
  await fillField(page, 'subscriber_email', 'jean-pierre.martin@exemple.fr');
  await screenshot(page, 'wizard-01-coordonnees-fr');
  await contact.getByRole('button', { name: 'Enregistrer le prospect' }).click();
  await expect(page.getByTestId('wizard-notice').first()).toHaveText('Le prospect a bien été créé.');
  await expect(page.getByTestId('wizard-notice').nth(1)).toHaveText(
    'Le client a bien été autorisé à consulter le dossier.',
  );
  await expect(contact.getByRole('button', { name: 'Enregistrer le prospect' })).toHaveCount(0);

  await submitAndExpect(page, 'Souscription conjointe');
  await expect(page.getByTestId('page-title')).toHaveText('Co-souscripteur et conjoint');
  await expect(page.getByTestId('step-01')).toHaveAttribute('data-progress', '100');
  await expect(page.getByTestId('back-link')).toBeVisible();

  // Page 2: no co-subscriber; the spouse must give a phone of her own.
  await choose(page, 'has_co_subscriber', 'Non');
  await submitAndExpect(page, 'Conjoint');
  await choose(page, 'spouse_civility', 'Madame');
  await fillField(page, 'spouse_last_name', 'Martin');
  await fillField(page, 'spouse_first_names', 'Claire');
  await fillField(page, 'spouse_birth_date', '02/09/1970');
  await fillField(page, 'spouse_phone', '06 12 34 56 78');
  await fillField(page, 'spouse_email', 'claire.martin@exemple.fr');
  await expect(fieldErrors(page, 'spouse_phone')).toHaveText(
    'Le téléphone du conjoint doit être différents du téléphone du souscripteur',
  );
  await screenshot(page, 'wizard-02-conjoint-regle-fr');
  await fillField(page, 'spouse_phone', '06 98 76 54 32');
  await expect(fieldErrors(page, 'spouse_phone')).toHaveCount(0);
  await submitAndExpect(page, 'Situation professionnelle');

  // Page 3, first block; then the advisor leaves.
  await expect(page.getByTestId('page-title')).toHaveText('Situation professionnelle et financière');
  await selectOption(page, 'professional_status', 'Chef d’entreprise');
  await fillField(page, 'profession', 'Dirigeant d’une PME industrielle');
  await choose(page, 'activity_sector', 'Industrie et BTP');
  await screenshot(page, 'wizard-03-situation-fr');
  await submitAndExpect(page, 'Situation financière et patrimoniale');
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/oidc\/|\/logout|\/$/);
});

test('the advisor comes back to a folder and resumes on the right block, every answer kept', async ({
  page,
}) => {
  // A folder saved up to « Situation professionnelle » (the demo subscriber, married, his wife co-subscribing).
  await signIn(page, 'conseiller', `/dossier/${journeyFolder('resume')}`);
  await expect(page).toHaveURL(/\/form\/\d+\/\d+$/);
  await expectOpenBlock(page, 'Situation financière et patrimoniale');
  await expect(page.getByTestId('page-title')).toHaveText('Situation professionnelle et financière');
  const professional = page
    .locator('section.app-block[data-state="complete"]')
    .filter({ hasText: 'Situation professionnelle' });
  await professional.getByRole('button', { name: /Modifier/ }).click();
  await expectOpenBlock(page, 'Situation professionnelle');
  await expect(field(page, 'profession').locator('input')).toHaveValue("Dirigeant d'une PME industrielle");
  await expect(field(page, 'professional_status').locator('select')).toHaveValue('dirigeant');
  await submitAndExpect(page, 'Situation financière et patrimoniale');

  await selectOption(page, 'annual_income', 'De 150 000 € à 300 000 €');
  await tick(page, 'income_sources', ['Bénéfices professionnels (BIC, BNC, BA)', 'Revenus fonciers']);
  await fillField(page, 'rental_income', '18000');
  await fillField(page, 'net_worth', '1450000');
  await fillField(page, 'savings_share', '30');
  await setSwitch(page, 'ifi_subject', true);
  await choose(page, 'holds_scpi', 'Non');
  await screenshot(page, 'wizard-03-finances-fr');
  await submitAndExpect(page, 'Objectifs d’investissement');

  // Page 4: goals, knowledge, and the suitability questions that can block the subscription.
  await expect(page.getByTestId('page-title')).toHaveText('Connaissances et adéquation');
  await moveDown(page, 'objectives_order', 'Percevoir des revenus complémentaires');
  await moveDown(page, 'priority_group', 'Sécurité du capital');
  await choose(page, 'risk_profile', 'Équilibré');
  await selectOption(page, 'risk_level', '4');
  await screenshot(page, 'wizard-04-objectifs-fr');
  await submitAndExpect(page, 'Connaissances financières');
  await tick(page, 'instruments_held', ['Livrets et fonds en euros', 'SCPI, OPCI ou SCI']);
  await choose(page, 'quiz_asset', /immobilier/i);
  await choose(page, 'quiz_guarantee', 'Non');
  await choose(page, 'quiz_taxation', /fonciers/i);
  await submitAndExpect(page, 'Adéquation du produit');
  for (const name of [
    'suitability_capital',
    'suitability_liquidity',
    'suitability_income',
    'suitability_duration',
    'suitability_documents',
  ]) {
    await choose(page, name, 'Oui');
  }
  await choose(page, 'suitability_fees', 'Non');
  await choose(page, 'suitability_short_term_need', 'Non');
  await submitBlock(page);
  // The suitability rule blocks the subscription until every answer is 'Oui'.
  await expect(fieldErrors(page, 'suitability_fees')).toContainText(
    'Votre souscription ne peut pas être enregistrée',
  );
  await expect(field(page, 'suitability_fees').getByRole('radio', { name: 'Oui' })).toBeFocused();
  await screenshot(page, 'wizard-04-adequation-regle-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
  await choose(page, 'suitability_fees', 'Oui');
  await submitAndExpect(page, 'Choix du produit');

  // Page 5: product, shares, amount computed and spelled, dismemberment table.
  await expect(page.getByTestId('page-title')).toHaveText('Investissement');
  await choose(page, 'product', /SCPI Pierre Urbaine/);
  await fillField(page, 'shares', '250');
  await expect(field(page, 'subscription_amount')).toContainText('50');
  await screenshot(page, 'wizard-05-produit-fr');
  await submitAndExpect(page, 'Mode de détention');
  await choose(page, 'dismemberment_type', /Démembrement temporaire/);
  await choose(page, 'dismemberment_scope', 'Nue-propriété');
  await field(page, 'dismemberment_duration')
    .getByRole('radio', { name: /10 ans/ })
    .check();
  await expect(field(page, 'bare_ownership_amount')).toBeVisible();
  // The subscriber pays the bare ownership (65 % of 50 000 €), spelled as paid (issue 27 item 16).
  await expect(field(page, 'amount_paid')).toContainText('32');
  await fillField(page, 'amount_in_words', 'trente-deux mille cinq cents euros');
  await screenshot(page, 'wizard-05-detention-fr');
  await submitAndExpect(page, 'Origine des fonds');

  // Page 6: the five origins must sum to 100 %.
  await fillField(page, 'origin_savings', '70');
  await fillField(page, 'origin_inheritance', '20');
  await fillField(page, 'funds_bank', 'Banque Populaire Auvergne Rhône Alpes');
  await choose(page, 'politically_exposed', 'Non');
  await submitBlock(page);
  await expect(field(page, 'funds_origin_group')).toContainText('La somme des valeurs doit être égale à 100');
  await fillField(page, 'origin_inheritance', '30');
  await screenshot(page, 'wizard-06-origine-fr');
  await submitAndExpect(page, 'Règlement');

  // Page 7: payment, then the documents.
  await choose(page, 'payment_method', 'Virement bancaire');
  await fillField(page, 'dividends_iban', 'fr7630006000011234567890189');
  await expect(field(page, 'dividends_iban').locator('input')).toHaveValue(
    'FR76 3000 6000 0112 3456 7890 189',
  );
  await fillField(page, 'dividends_bic', 'bnpafrppxxx');
  await fillField(page, 'account_holder', 'Jean-Pierre Martin');
  await screenshot(page, 'wizard-07-reglement-fr');
  await submitAndExpect(page, 'Justificatifs');
  await selectOption(page, 'identity_document_type', 'Carte nationale d’identité');
  await fillField(page, 'identity_document_number', 'X4RTBPFW4');
  await fillField(page, 'identity_document_expiry', '12/05/2031');
  await submitBlock(page);
  await expect(fieldErrors(page, 'identity_receipt')).toHaveText(
    'Merci de téléverser ce document obligatoire',
  );
  await screenshot(page, 'wizard-07-justificatifs-fr');

  // The proofs are uploaded with the file widgets; the required-file errors go as they arrive.
  await uploadReceipt(page, 'identity_receipt', 'cni-recto-verso.pdf', /Carte nationale/);
  await expect(fieldErrors(page, 'identity_receipt')).toHaveCount(0);
  await uploadReceipt(page, 'address_receipt', 'facture-electricite.pdf', /Facture d.énergie/);
  await uploadReceipt(page, 'rib_receipt', 'rib.pdf');
  await expect(field(page, 'identity_receipt').getByTestId('file-received')).toContainText(
    'cni-recto-verso.pdf · Carte nationale d’identité (recto et verso)',
  );
  await screenshot(page, 'wizard-07-justificatifs-envoyes-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
  // On a phone the proofs block stays usable: nothing wider than the screen.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await field(page, 'identity_receipt').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshotWindow(page, 'wizard-07-justificatifs-mobile-fr');
  if (desktop) await page.setViewportSize(desktop);
  // A receipt opens in the preview modal.
  await field(page, 'rib_receipt').getByRole('button', { name: 'Voir rib.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'rib.pdf' });
  await expect(preview.locator('iframe')).toHaveCSS('height', '500px');
  await screenshotWindow(page, 'wizard-07-apercu-justificatif-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(preview).toHaveCount(0);
  // A wrong proof is deleted and sent again.
  await field(page, 'address_receipt')
    .getByRole('button', { name: 'Supprimer facture-electricite.pdf' })
    .click();
  await expect(field(page, 'address_receipt').getByTestId('file-received')).toHaveCount(0);
  await uploadReceipt(page, 'address_receipt', 'avis-imposition.pdf', /Dernier avis/);
  await submitAndExpect(page, 'Lettre de mission');

  // Page 8: the mission letter. The advisor's own sign button (one per party, no generic « Signer »)
  // saves its answers and opens the signing page in the block.
  await expect(page.getByTestId('page-title')).toHaveText('Signature');
  await tick(page, 'mission_read');
  await openBlock(page)
    .getByRole('button', { name: /\(conseiller\)$/ })
    .click();
  await expect(page.locator('iframe[title^="Signature électronique"]')).toBeVisible();
  await screenshot(page, 'wizard-08-signature-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a back-office user walks a filled folder read-only, page after page, with next step links', async ({
  page,
}) => {
  await signIn(page, 'backoffice', `/dossier/${journeyFolder('walk')}`);
  await expect(page).toHaveURL(/\/form\/\d+$/);
  await expect(page.getByTestId('read-only-notice')).toContainText('lecture seule');
  await expect(page.getByTestId('refusal-button')).toHaveCount(0);
  const titles = [
    'Souscripteur',
    'Co-souscripteur et conjoint',
    'Situation professionnelle et financière',
    'Connaissances et adéquation',
    'Investissement',
    'Origine des fonds',
    'Règlement et justificatifs',
    'Signature',
  ];
  for (const [index, title] of titles.entries()) {
    await expect(page.getByTestId('page-title')).toHaveText(title);
    await expect(page.locator('section.app-block[data-state="validate"]').first()).toBeVisible();
    await expect(page.getByTestId('block-submit')).toHaveCount(0);
    if (index === 0) {
      await expect(field(page, 'last_name').locator('input')).toHaveValue('MARTIN');
      await expect(field(page, 'last_name').locator('input')).toHaveAttribute('readonly', '');
    }
    if (index === 4) await expect(field(page, 'shares').locator('input')).toHaveValue('520');
    const number = String(index + 1).padStart(2, '0');
    await screenshot(page, `wizard-bo-${number}-fr`);
    if (index === 0 || index === 4) expect(await accessibilityViolations(page)).toEqual([]);
    // Every step is a link for back-office roles.
    if (index < titles.length - 1) {
      await expect(
        page.getByTestId(`step-${String(index + 2).padStart(2, '0')}`).getByRole('link'),
      ).toBeVisible();
      await page.getByRole('link', { name: `Étape suivante\u00a0: ${titles[index + 1]}` }).click();
    }
  }
  // The last page's own « Retour au tableau de bord » (the form's button) is the way out: no second one.
  await expect(page.getByRole('button', { name: 'Retour au tableau de bord' })).toBeEnabled();
  await expect(page.getByTestId('next-step')).toHaveCount(0);
  await page.getByTestId('step-03').getByRole('link').click();
  await expect(page.getByTestId('page-title')).toHaveText('Situation professionnelle et financière');
});

test('in English: the advisor resumes the folder on its signature block, meets an IBAN rule, and a folder awaiting signature opens on its signature page', async ({
  page,
}) => {
  await signIn(page, 'conseiller', `/dossier/${journeyFolder('signature')}`);
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('page-title')).toHaveText('Signature');
  // The mission letter is not signed yet: the folder stops there (issue #18), nothing after it opens.
  await expectOpenBlock(page, 'Mission letter');
  // One action per party: the named sign buttons, no generic « Sign » block button.
  await expect(openBlock(page).getByTestId('block-submit')).toHaveCount(0);
  await expect(openBlock(page).getByRole('button', { name: /^Sign — .+ \(advisor\)$/ })).toBeVisible();
  await screenshot(page, 'wizard-08-subscription-en');

  // Completed steps lead back to their page; a rule of the payment block, in English.
  await page.getByTestId('step-07').getByRole('link').click();
  await expectOpenBlock(page, 'Payment');
  await fillField(page, 'dividends_iban', 'FR76 3000 6000 0112');
  await expect(fieldErrors(page, 'dividends_iban')).toHaveText('Invalid IBAN format');
  await submitBlock(page);
  await expect(page.getByTestId('live-region')).toContainText('One error to fix in the section');
  await screenshot(page, 'wizard-07-payment-en');

  // A folder whose suitability report is validated may no longer be filled: it opens on the signature page.
  const [awaiting] = (await listFolders(page, 'current-cases')).filter((folder) =>
    folder.status.includes('adequacy_report_validated'),
  );
  expect(awaiting).toBeDefined();
  await page.goto(`/dossier/${awaiting!.id}`);
  await expect(page.getByTestId('page-title')).toHaveText('Signature');
  await expectOpenBlock(page, 'Mission letter');
  await expect(page.getByTestId('read-only-notice')).toContainText('Adequacy report validated');
  await openBlock(page).locator('.app-widget-button button.btn-primary').first().click();
  // The signing page opens in the block, or the server says why this step cannot be signed.
  await expect(
    page.locator('iframe[title^="Electronic signature"]').or(page.getByTestId('wizard-banner')),
  ).toBeVisible();
  await screenshot(page, 'wizard-08-signature-en');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the immediate refusal abandons a folder after confirmation', async ({ page }) => {
  await signIn(page, 'conseiller', '/creer-un-dossier-client/');
  await page.getByRole('button', { name: 'Dossier prospect' }).click();
  await expectOpenBlock(page, 'Identité du souscripteur');
  const refused = Number((await page.getByTestId('form-folder-id').textContent())?.replace(/\D/g, ''));
  await page.getByTestId('refusal-button').click();
  const dialog = page.getByRole('dialog', { name: `Refus immédiat du dossier n°\u00a0${refused}` });
  await expect(dialog).toBeVisible();
  await screenshotWindow(page, 'wizard-refus-immediat-fr');
  await dialog.getByRole('button', { name: 'Abandonner le dossier' }).click();
  await expect(page).toHaveURL(/\/dossiers\/abandoned-files/);
  await expect(page.getByTestId(`folder-row-${refused}`)).toBeVisible();
});
