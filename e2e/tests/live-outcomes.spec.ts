import { expect, test, type Browser, type Page } from '@playwright/test';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import { signButtonOf, signInFrame } from '../support/signing.js';
import { expectOpenBlock, openBlock } from '../support/wizard.js';

// Two browsers, a ceremony and a refusal each time.
test.slow();

/**
 * How long a watcher's screen may take to show another person's action: the event stream brings it
 * within a second; the fallback polling (15 s) would be too late, so passing proves the live path.
 */
const LIVE_MS = 10_000;

const TEXTS = {
  fr: {
    block: 'Lettre de mission',
    heading: 'Suivi des signatures',
    awaited: /En attente de signature depuis le/,
    declineLink: 'Refuser de signer',
    reasonLabel: /Motif du refus/,
    decline: 'Refuser',
    declined: /Refusée le .* par .*«\u00a0Je préfère en parler avec mon conjoint\.\u00a0»/,
    reason: 'Je préfère en parler avec mon conjoint.',
  },
  en: {
    block: 'Mission letter',
    heading: 'Signature tracking',
    awaited: /Awaiting signature since/,
    declineLink: 'Decline to sign',
    reasonLabel: /Reason for declining/,
    decline: 'Decline',
    declined: /Declined on .* by .*I would rather talk it over with my spouse\./,
    reason: 'I would rather talk it over with my spouse.',
  },
} as const;

async function openAs(
  browser: Browser,
  username: string,
  locale: 'fr' | 'en',
  width: number,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, username, path);
  if (locale === 'en') await page.getByTestId('language-en').click();
  return page;
}

for (const [locale, width] of [
  ['fr', 1280],
  ['en', 390],
] as const) {
  test(`the advisor watching a folder sees the client open her ceremony, then her refusal, without reloading (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const text = TEXTS[locale];
    const dossierId = journeyFolder(locale === 'fr' ? 'liveOutcomesFr' : 'liveOutcomesEn');
    const advisor = await openAs(browser, 'conseiller', locale, width, `/dossier/${dossierId}`);
    await expectOpenBlock(advisor, new RegExp(text.block));
    // Nothing is out for signature yet: no tracking panel.
    await expect(advisor.getByTestId('envelopes-mission')).toHaveCount(0);
    const reloads: string[] = [];
    advisor.on('framenavigated', (frame) => {
      if (frame === advisor.mainFrame()) reloads.push(frame.url());
    });

    const client = await openAs(browser, 'client', locale, width, `/dossier/${dossierId}`);
    await expectOpenBlock(client, new RegExp(text.block));
    await openBlock(client).locator('.app-widget-button button.btn-primary').first().click();
    const frame = client.frameLocator('iframe[title]').first();
    await expect(frame.getByText(text.declineLink, { exact: true })).toBeVisible();

    // The client's ceremony opened the envelope: the advisor's screen says her signature is awaited.
    const panel = advisor.getByTestId('envelopes-mission');
    await expect(panel.getByRole('heading', { name: text.heading })).toBeVisible({ timeout: LIVE_MS });
    await expect(panel.getByTestId('envelope-open')).toContainText(text.awaited);
    await screenshot(advisor, `live-01-attendue-${locale}-${width}`);

    await frame.getByText(text.declineLink, { exact: true }).click();
    await frame.getByLabel(text.reasonLabel).fill(text.reason);
    await frame.getByRole('button', { name: text.decline, exact: true }).click();

    // Her refusal, with its reason, reaches the advisor's screen as it happens.
    await expect(panel.getByTestId('envelope-history')).toContainText(text.declined, { timeout: LIVE_MS });
    await expect(panel.getByTestId('envelope-open')).toHaveCount(0);
    await screenshot(advisor, `live-02-refus-${locale}-${width}`);
    expect(reloads).toEqual([]);
    await advisor.context().close();
    await client.context().close();
  });
}

const WATCHER_TEXTS = {
  fr: {
    block: 'Lettre de mission',
    signedBy: /Déjà signée par Antoine Durand/,
    cancelled: /Annulée le .* par Antoine Durand\u00a0: «\u00a0Le client souhaite revoir le montant\.\u00a0»/,
    void: /Signature sans effet/,
  },
  en: {
    block: 'Mission letter',
    signedBy: /Already signed by Antoine Durand/,
    cancelled: /Cancelled on .* by Antoine Durand: “Le client souhaite revoir le montant\.”/,
    void: /Signature void/,
  },
} as const;

for (const [locale, width] of [
  ['fr', 1280],
  ['en', 390],
] as const) {
  test(`the client watching her folder sees the advisor sign, then cancel, without reloading (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const text = WATCHER_TEXTS[locale];
    const dossierId = journeyFolder(locale === 'fr' ? 'liveSignCancelFr' : 'liveSignCancelEn');
    const client = await openAs(browser, 'client', locale, width, `/dossier/${dossierId}`);
    await expectOpenBlock(client, new RegExp(text.block));
    await expect(client.getByTestId('envelopes-mission')).toHaveCount(0);
    const reloads: string[] = [];
    client.on('framenavigated', (frame) => {
      if (frame === client.mainFrame()) reloads.push(frame.url());
    });

    // The advisor signs his part on his own screen (in French).
    const advisor = await openAs(browser, 'conseiller', 'fr', 1280, `/dossier/${dossierId}`);
    await expectOpenBlock(advisor, 'Lettre de mission');
    await signInFrame(advisor, await signButtonOf(advisor, 'conseiller'));
    const panel = client.getByTestId('envelopes-mission');
    await expect(panel.getByTestId('envelope-open')).toContainText(text.signedBy, { timeout: LIVE_MS });
    await screenshot(client, `live-03-signature-vue-par-la-cliente-${locale}-${width}`);

    // He cancels it, with his reason: her screen says so, his signature void.
    await advisor.getByTestId('envelope-cancel').click();
    const dialog = advisor.getByRole('dialog', { name: 'Annuler la signature — Lettre de mission' });
    await dialog.getByLabel('Motif de l’annulation').fill('Le client souhaite revoir le montant.');
    await dialog.getByRole('button', { name: 'Annuler la signature', exact: true }).click();
    await expect(
      advisor.getByTestId('wizard-notice').filter({ hasText: 'La signature a été annulée.' }),
    ).toBeVisible();
    await expect(panel.getByTestId('envelope-history')).toContainText(text.cancelled, { timeout: LIVE_MS });
    await expect(panel.getByTestId('envelope-void-signatures')).toContainText(text.void);
    await expect(panel.getByTestId('envelope-open')).toHaveCount(0);
    await screenshot(client, `live-04-annulation-vue-par-la-cliente-${locale}-${width}`);
    expect(reloads).toEqual([]);
    await advisor.context().close();
    await client.context().close();
  });
}
