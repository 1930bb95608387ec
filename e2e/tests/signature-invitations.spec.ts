import { expect, test, type Page } from '@playwright/test';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import {
  invitee,
  openEnvelopeAsAdvisor,
  readInvitationLinks,
  readNewestCode,
  SIGNING_PAGE_TEXTS,
} from '../support/invitations.js';

// Two people sign from their e-mails, each with a code read in the demo mailbox.
test.slow();

const TEXTS = SIGNING_PAGE_TEXTS;

/**
 * One party signs from their link: the page without sign-in, « Recevoir un code », Back and a reload
 * in the middle (the page and the code hold), the code typed, the consent, « Signer », the closing
 * page; then the used link says so.
 */
async function signFromLink(
  party: Page,
  advisor: Page,
  link: string,
  locale: 'fr' | 'en',
  shot: string,
): Promise<void> {
  const t = TEXTS[locale];
  await party.goto(link);
  await expect(party.getByRole('button', { name: t.getCode, exact: true })).toBeVisible();
  await screenshot(party, `${shot}-1-page`);
  await party.getByRole('button', { name: t.getCode, exact: true }).click();
  await expect(party.getByText(t.codeSent)).toBeVisible();
  // Back, forward and a reload in the middle of the ceremony: the same page, the code still awaited.
  await party.goBack();
  await expect(party.getByText(t.codeSent)).toBeVisible();
  await expect(party.getByText(/adresse déjà utilisée|already been used/)).toHaveCount(0);
  await party.reload();
  await expect(party.getByText(t.codeSent)).toBeVisible();
  await expect(party.getByText(/vient d’être envoyé|was just sent/)).toHaveCount(0);
  await screenshot(party, `${shot}-2-apres-retour-et-rechargement`);
  const code = await readNewestCode(advisor);
  await party.getByLabel(t.codeLabel).fill(code);
  await party.getByRole('button', { name: t.verify, exact: true }).click();
  await party.getByLabel(t.consent).check();
  await party.getByRole('button', { name: t.sign, exact: true }).click();
  await expect(party.getByRole('heading', { name: t.done })).toBeVisible();
  await screenshot(party, `${shot}-3-signe`);
  await party.goto(link);
  await expect(party.getByText(t.used)).toBeVisible();
  await screenshot(party, `${shot}-4-lien-utilise`);
}

test('the co-subscriber, who has no account, and the subscriber sign from their invitation links with their codes; Back and reload in the middle', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('invitationLink');
  await signIn(page, 'conseiller', `/dossier/${dossierId}`);
  await openEnvelopeAsAdvisor(page, dossierId);
  // « Suivi des signatures »: where each invitation went, and when.
  const invitations = page.getByTestId('envelope-invitations');
  await expect(
    invitations.getByText(/^Invitation de .* envoyée à .*•••.* le \d\d\/\d\d\/\d{4} à \d\d:\d\d\./),
  ).toHaveCount(2);
  await expect(invitations.getByRole('button', { name: 'Renvoyer l’invitation' })).toHaveCount(2);
  await screenshot(page, 'invitation-00-suivi-conseiller-fr');
  await invitations.getByRole('button', { name: 'Renvoyer l’invitation' }).first().click();
  await expect(invitations.getByRole('alert')).toContainText('Une invitation vient d’être envoyée');
  await screenshot(page, 'invitation-01-renvoi-trop-tot-fr');
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('envelope-invitations')).toContainText('invitation sent to');
  await screenshot(page, 'invitation-00-tracking-advisor-en');
  await page.getByTestId('language-fr').click();

  const [newest, older] = await readInvitationLinks(page, dossierId);
  await screenshot(page, 'invitation-02-boite-de-demonstration-fr');
  // Which link is whose: each page names its party.
  const probe = await invitee(browser, 'fr', 1280);
  await probe.goto(newest!);
  const newestIsCo = /co-souscripteur/.test((await probe.locator('.who').textContent()) ?? '');
  await probe.context().close();
  const [coLink, subscriberLink] = newestIsCo ? [newest!, older!] : [older!, newest!];

  const co = await invitee(browser, 'fr', 1280);
  await signFromLink(co, page, coLink, 'fr', 'invitation-10-co-souscriptrice-fr-1280');
  await co.setViewportSize({ width: 390, height: 844 });
  await screenshot(co, 'invitation-14-lien-utilise-fr-390');
  await co.context().close();

  const subscriber = await invitee(browser, 'en', 390);
  await signFromLink(subscriber, page, subscriberLink, 'en', 'invitation-20-subscriber-en-390');
  await subscriber.setViewportSize({ width: 1280, height: 900 });
  await screenshot(subscriber, 'invitation-24-used-link-en-1280');
  await subscriber.context().close();

  // The advisor's view: both signed, his own part remains; no invitation left to send.
  await page.goto(`/dossier/${dossierId}`);
  await expect(page.getByTestId('envelope-open')).toContainText('Déjà signée par');
  await expect(page.getByTestId('envelope-invitations')).toHaveCount(0);
  await screenshot(page, 'invitation-30-suivi-apres-signatures-fr');
});
