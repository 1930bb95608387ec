import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CLOCK_FILE } from '../support/e2e-constants.js';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import { invitationWording, openEnvelopeAsAdvisor, readInvitationLinks } from '../support/invitations.js';

// The delivery worker's loop (every 5 s) sends the reminder and expires the envelope.
test.slow();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the server's signature clock this far ahead of the real one. */
function moveClock(aheadMs: number): void {
  writeFileSync(CLOCK_FILE, JSON.stringify(aheadMs));
}

test.afterAll(() => moveClock(0));

/** Reloads the page until `check` passes (the worker acts on its own loop). */
async function until(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 40_000 });
}

test('three days on, the co-subscriber is reminded by a new link; thirty-one days on, the envelope has expired and every party sees it', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('invitationExpiry');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await openEnvelopeAsAdvisor(page, dossierId);
  const [firstLink] = await readInvitationLinks(page, dossierId);

  moveClock(3 * DAY_MS + 60_000);
  await until(page, '/boite-de-demonstration', async () => {
    await expect(
      page.getByRole('article').filter({ hasText: invitationWording(dossierId, true) }),
    ).toHaveCount(1);
  });
  const reminder = page.getByRole('article').filter({ hasText: invitationWording(dossierId, true) });
  await expect(reminder).toContainText('Lettre de mission');
  await expect(reminder).not.toContainText('Connectez-vous');
  await screenshot(page, 'clock-01-rappel-boite-de-demonstration-fr');
  const [reminderLink] = await readInvitationLinks(page, dossierId, true);

  moveClock(31 * DAY_MS);
  await until(page, `/dossier/${dossierId}`, async () => {
    await expect(page.getByTestId('envelope-history')).toContainText('Expirée le');
  });
  await screenshot(page, 'clock-02-expiree-conseiller-fr');
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('envelope-history')).toContainText('Expired on');
  await screenshot(page, 'clock-02-expired-advisor-en');
  await page.getByTestId('language-fr').click();

  // The co-subscriber's links, the first and the reminder's: no longer valid, said plainly.
  for (const [locale, width, link, shot] of [
    ['fr-FR', 1280, firstLink!, 'clock-03-lien-expire-fr-1280'],
    ['en-GB', 390, reminderLink!, 'clock-04-expired-link-en-390'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width, height: 844 } });
    const party = await context.newPage();
    const response = await party.goto(link);
    expect(response?.status()).toBe(410);
    await expect(
      party.getByText(
        locale === 'fr-FR'
          ? 'Ce lien de signature n’est plus valable'
          : 'This signing link is no longer valid',
      ),
    ).toBeVisible();
    await screenshot(party, shot);
    await context.close();
  }

  // The subscriber, signed in: the step waits for a new signature, the expiry in its history.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client', `/dossier/${dossierId}`);
  await expect(client.getByTestId('envelope-history')).toContainText('Expirée le');
  await screenshot(client, 'clock-05-expiree-cliente-fr');
  await clientContext.close();
});
