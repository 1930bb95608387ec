import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { journeyFolder, screenshot, screenshotWindow, signIn } from '../support/journey.js';
import { downloadSignedArchive, dropOnVerification } from '../support/signed-archive.js';
import { signButtonOf, signButtons, signingFrame, signInFrame } from '../support/signing.js';
import { expectOpenBlock, openBlock, tick } from '../support/wizard.js';

// Signing takes a sealed PDF per document and a return page that polls: three times the usual time.
test.slow();

test('the advisor signs his part and hosts the co-subscriber’s (her code read in the demo mailbox), the client signs hers with her code; the folder is signed, downloaded and its history read', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('clientSignature');

  // The advisor opens the client's folder: it stops on the mission letter, which is not signed yet.
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await expectOpenBlock(page, 'Lettre de mission');
  await expect(page.getByTestId('block-801')).toHaveCount(0);
  const advisorParts = ['(conseiller)', '(co-souscripteur et conjoint)'];
  // Each button names whose signature it takes: his own, and those he hosts in person — the
  // co-subscriber who is the spouse is one person: one button naming both roles.
  await expect(signButtons(page).filter({ hasText: /\(conseiller\)$/ })).toHaveText(
    /^Signer — \p{L}+ \p{L}+ \(conseiller\)$/u,
  );
  await expect(signButtons(page).filter({ hasText: /\(co-souscripteur et conjoint\)$/ })).toHaveText(
    /^Signer en sa présence — \p{L}+.* \(co-souscripteur et conjoint\)$/u,
  );
  await expect(signButtons(page)).toHaveCount(2);
  await screenshot(page, 'signature-00-boutons-nommes-conseiller-fr');
  await page.getByTestId('language-en').click();
  await expect(signButtons(page).filter({ hasText: /\(co-subscriber and spouse\)$/ })).toHaveText(
    /^Sign in their presence — \p{L}+.* \(co-subscriber and spouse\)$/u,
  );
  await expect(signButtons(page).filter({ hasText: /\(advisor\)$/ })).toHaveText(/^Sign — .+ \(advisor\)$/);
  await screenshot(page, 'signature-00-named-buttons-advisor-en');
  await page.getByTestId('language-fr').click();
  await expect(signButtons(page).filter({ hasText: /\(conseiller\)$/ })).toHaveCount(1);
  // The buttons are read again after each signature.
  const advisorButtons = async () =>
    (await signButtons(page).allTextContents())
      .map((text) => text.trim())
      .filter((text) => advisorParts.some((part) => text.endsWith(part)));
  const signAdvisorParts = async (withScreenshots = false) => {
    for (let index = 0; index < advisorParts.length; index += 1) {
      const [label] = await advisorButtons();
      if (!label) break;
      const hosted = !label.endsWith('(conseiller)');
      await signInFrame(
        page,
        label,
        withScreenshots
          ? hosted
            ? {
                page: 'signature-01b-page-hebergee-fr',
                codeSent: 'signature-01c-code-envoye-fr',
                mailbox: 'signature-01d-boite-de-demonstration-fr',
                verified: 'signature-01e-code-verifie-fr',
              }
            : { page: 'signature-01-page-de-signature-conseiller-fr' }
          : {},
      );
    }
    expect(await advisorButtons()).toEqual([]);
  };
  expect((await advisorButtons()).length).toBeGreaterThan(0);
  await signAdvisorParts(true);
  // The subscriber's part remains, hers to sign from her own account: the advisor is offered no
  // button for it (issue 25: no button leads to a refusal), the block is not signed.
  await expect(signButtons(page).filter({ hasText: /\(souscripteur\)$/ })).toHaveCount(0);
  await expect(page.getByTestId('signature-done')).toHaveCount(0);
  await screenshot(page, 'signature-02-mission-conseiller-fr');

  // The client signs its own part of the mission, then of the subscription.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client', `/dossier/${dossierId}`);
  await expectOpenBlock(client, 'Lettre de mission');
  await expect(openBlock(client).getByRole('button', { name: /\(conseiller\)/ })).toHaveCount(0);
  const clientLabel = await signButtonOf(client, 'souscripteur');
  expect(clientLabel).toMatch(/^Signer — \p{L}+.* \(souscripteur\)$/u);
  await screenshot(client, 'signature-02b-bouton-nomme-client-fr');
  await signInFrame(client, clientLabel);
  await expect(client.getByTestId('signature-done')).toContainText('signé par toutes les parties');
  await screenshot(client, 'signature-03-mission-signee-client-fr');
  await openBlock(client).getByTestId('block-submit').click();
  await expectOpenBlock(client, 'Signature du bulletin de souscription');
  // The mission validated, the subscription's own answers are given, then signed.
  await tick(client, 'certify_accuracy');
  await tick(client, 'documents_received');
  await signInFrame(client, await signButtonOf(client, 'souscripteur'), {
    page: 'signature-04-bulletin-client-fr',
  });
  // The others' parts remain: the block is not signed yet.
  await expect(client.getByTestId('signature-done')).toHaveCount(0);
  await screenshot(client, 'signature-05-bulletin-signe-client-fr');

  // The advisor signs the rest of the subscription: the folder is signed.
  await page.goto(`/dossier/${dossierId}`);
  await expectOpenBlock(page, 'Signature du bulletin de souscription');
  await signAdvisorParts();
  await expect(page.getByTestId('finished-notice')).toContainText('Ce dossier est signé');
  await screenshot(page, 'signature-06-dossier-signe-conseiller-fr');

  // The client's view of the signed folder reads as finished.
  await client.goto(`/dossier/${dossierId}`);
  await expect(client.getByTestId('finished-notice')).toContainText('Ce dossier est signé');
  await expect(client.getByTestId('finished-history')).toHaveCount(0);
  await expect(client.getByText('À venir')).toHaveCount(0);
  await screenshot(client, 'signature-07-dossier-signe-client-fr');
  await clientContext.close();

  // « Dossiers signés »: the folder is there; its archive and its history.
  await page.goto('/dossiers/signed-files');
  const row = page.getByTestId(`folder-row-${dossierId}`);
  await expect(row).toBeVisible();
  // Sealed by the delivery worker after the last answer: the row says « Scellement en cours » until the
  // live stream tells it the sealing landed, and only then holds the archive.
  await expect(row.getByText('Scellement en cours')).toHaveCount(0);
  await screenshot(page, 'signature-08-dossiers-signes-fr');
  await row.getByRole('button', { name: `Actions du dossier n°\u00a0${dossierId}` }).click();
  const archive = await downloadSignedArchive(page, dossierId);
  expect(archive.length).toBeGreaterThan(0);

  // Anyone drops the signed subscription form on /verification: each person's own signature (the
  // co-subscriber hosted, who is the spouse too, signs once), each B-LTA and intact, then the
  // document timestamp; the file is found in the platform's records.
  const subscription = archive.find((file) => /bulletin/i.test(file.name)) ?? archive.at(-1)!;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/verification');
  await dropOnVerification(visitor, subscription.name, subscription.bytes);
  await expect(visitor.getByTestId('verification-verdict')).toContainText(
    'Document intact, signatures valides',
  );
  const signatures = visitor.getByTestId('verification-signature');
  const personal = signatures.filter({ hasNotText: 'Horodatage du document' });
  for (const name of ['Jean-Pierre MARTIN', 'Claire MARTIN', 'Antoine Durand'])
    await expect(personal.filter({ hasText: name }).first()).toBeVisible();
  const count = await personal.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    await expect(personal.nth(index)).toContainText('B-LTA');
    await expect(personal.nth(index)).toContainText('intacte');
  }
  await expect(signatures.last()).toContainText('Horodatage du document');
  await expect(visitor.getByTestId('verification-record')).toContainText(`pour le dossier n° ${dossierId}`);
  await screenshot(visitor, 'signature-08b-verification-dossier-signe-fr');
  await visitorContext.close();

  await row.getByRole('button', { name: `Actions du dossier n°\u00a0${dossierId}` }).click();
  await page.getByRole('button', { name: 'Historique de signature' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Historique de signature du dossier n°\u00a0${dossierId}`,
  });
  await expect(dialog.locator('iframe')).toBeVisible();
  // What the modal shows is the audit certificate: read it as text.
  const token = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('token') ?? 'null') as { access_token: string }).access_token,
  );
  const history = await page.request.get(`/api/dossier/${dossierId}/docusign/history`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(history.ok()).toBe(true);
  const historyPath = join(mkdtempSync(join(tmpdir(), 'history-')), 'historique.pdf');
  writeFileSync(
    historyPath,
    Buffer.from(((await history.json()) as { envelopeHistoryData: string }).envelopeHistoryData, 'base64'),
  );
  expect(execFileSync('pdftotext', [historyPath, '-'], { encoding: 'utf8' })).toContain(
    'Certificat de signature',
  );
  // The browser's PDF viewer paints after it loads.
  await page.waitForTimeout(1500);
  await screenshotWindow(page, 'signature-09-historique-fr');
});

test('the client declines the mission with a reason: the return page shows her refusal at once', async ({
  page,
}) => {
  const dossierId = journeyFolder('clientRefusal');
  await signIn(page, 'client', `/dossier/${dossierId}`);
  await expectOpenBlock(page, 'Lettre de mission');
  await openBlock(page)
    .getByRole('button', { name: await signButtonOf(page, 'souscripteur'), exact: true })
    .click();
  const frame = signingFrame(page);
  await frame.getByText('Refuser de signer').click();
  // No reason: the page again, the field in error and focused; nothing recorded.
  await frame.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(frame.getByRole('alert')).toHaveText('Indiquez le motif de votre refus.');
  await expect(frame.getByLabel(/Motif du refus/)).toBeFocused();
  await screenshot(page, 'signature-10-refus-sans-motif-fr');
  const reason = 'Je souhaite en parler d’abord avec mon conjoint.';
  await frame.getByLabel(/Motif du refus/).fill(reason);
  await frame.getByRole('button', { name: 'Refuser', exact: true }).click();
  // The outcome the page reports shows its own view, not the polling that gives up after 25 s.
  await expect(frame.getByRole('heading', { name: 'Vous avez refusé de signer' })).toBeVisible();
  await expect(frame.getByText('Une erreur est survenue')).toHaveCount(0);
  await screenshot(page, 'signature-11-refus-fr');
});
