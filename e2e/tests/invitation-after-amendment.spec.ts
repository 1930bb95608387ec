/**
 * An invitation link opened after a correction (issue 35 follow-up): Claire, co-subscriber without an
 * account, and Jean-Pierre, the subscriber, signed the original documents by the links of their
 * invitations; the manager flagged the birth place, the advisor corrected it and sent the correction,
 * so the subscription form's amendment is out, each invited by a new link (the folder is made so
 * before the server listens: support/seed-amended-by-links.ts). Their old links say what comes next;
 * the new ones open the corrected form alone, signed with a one-time code; Back and reload hold; once
 * signed, the old link says so. In French and English, at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { invitationWording, invitee, readNewestCode, SIGNING_PAGE_TEXTS } from '../support/invitations.js';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';

test.slow();

const TEXTS = {
  fr: {
    ...SIGNING_PAGE_TEXTS.fr,
    awaiting:
      /Ces documents ont été corrigés depuis\u00a0: «\u00a0Bulletin de souscription\u00a0» attend de nouveau votre signature\. Une nouvelle invitation vous a été envoyée le \d+ \S+ \d{4} à \d\d:\d\d\u00a0: signez par le lien de ce message, avec un nouveau code\./,
    signed:
      /Ces documents ont été corrigés depuis\u00a0: vous avez signé la version corrigée de «\u00a0Bulletin de souscription\u00a0» le \d+ \S+ \d{4} à \d\d:\d\d\. Rien d’autre n’est attendu de vous\./,
    correction:
      'Documents corrigés (révision 2)\u00a0: ils remplacent ceux que vous avez déjà signés. Seuls les documents modifiés sont à signer de nouveau.',
  },
  en: {
    ...SIGNING_PAGE_TEXTS.en,
    awaiting:
      /These documents have been corrected since: “Bulletin de souscription” awaits your signature again\. A new invitation was sent to you on \d+ \w+ \d{4} at \d\d:\d\d: sign with the link in that message, with a new code\./,
    signed:
      /These documents have been corrected since: you signed the corrected version of “Bulletin de souscription” on \d+ \w+ \d{4} at \d\d:\d\d\. Nothing else is expected from you\./,
    correction:
      'Corrected documents (revision 2): they replace those you already signed. Only the changed documents are to be signed again.',
  },
} as const;

type TLanguage = keyof typeof TEXTS;

/**
 * A person's invitation links to the folder, read in the demo mailbox as she reads them, newest first:
 * the amendment's, then the subscription form's, then the mission's; page after page (the journeys
 * that ran before sent newer messages).
 */
async function linksOf(page: Page, dossierId: number, name: string): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; texts.length < 3 && number <= 20; number += 1) {
    await page.goto(`/boite-de-demonstration?page=${number}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    const messages = page
      .getByRole('article')
      .filter({ hasText: invitationWording(dossierId) })
      .filter({ hasText: name });
    texts.push(...(await messages.allTextContents()));
  }
  expect(texts).toHaveLength(3);
  expect(texts[0]).toContain('«\u00a0Bulletin de souscription\u00a0»');
  expect(texts[2]).toContain('«\u00a0Lettre de mission\u00a0»');
  return texts.map((text) => {
    const match = text.match(/https?:\/\/[^/\s]+(\/sign\/[A-Za-z0-9_-]+)/);
    expect(match, text).not.toBeNull();
    return match![1]!;
  });
}

/** The old link of the subscription form: her answer, the link used, and where the correction awaits her. */
async function expectOldLinkSays(
  party: Page,
  link: string,
  language: TLanguage,
  state: 'awaiting' | 'signed',
) {
  const t = TEXTS[language];
  const response = await party.goto(link);
  expect(response?.status()).toBe(409);
  await expect(party.getByRole('heading', { name: t.done })).toBeVisible();
  await expect(party.getByText(t.used)).toBeVisible();
  const next = party.locator(`[data-amendment="${state}"]`);
  await expect(next).toHaveText(t[state]);
}

/**
 * The new link: the corrected subscription form alone; « Recevoir un code », Back and a reload in the
 * middle (the page and the code hold) when asked, the code typed, the consent, « Signer »; Back and
 * a reload after it show the answer recorded, not an error.
 */
async function signNewLink(
  party: Page,
  mailbox: Page,
  link: string,
  language: TLanguage,
  options: { shot: string; backAndReload: boolean },
) {
  const t = TEXTS[language];
  const { shot, backAndReload } = options;
  await party.goto(link);
  await expect(party.getByRole('button', { name: t.getCode, exact: true })).toBeVisible();
  await expect(party.locator('body')).toContainText('Bulletin de souscription');
  await expect(party.locator('body')).not.toContainText('Lettre de mission');
  await expect(party.locator('[data-amendment="correction"]')).toHaveText(t.correction);
  await expect(party.locator('[data-pdf]').first()).toHaveAttribute('data-rendered', /^\d+$/);
  await screenshot(party, `${shot}-1-nouveau-lien`);
  await party.getByRole('button', { name: t.getCode, exact: true }).click();
  await expect(party.getByText(t.codeSent)).toBeVisible();
  if (backAndReload) {
    await party.goBack();
    await expect(party.getByText(t.codeSent)).toBeVisible();
    await party.reload();
    await expect(party.getByText(t.codeSent)).toBeVisible();
  }
  const code = await readNewestCode(mailbox);
  await party.getByLabel(t.codeLabel).fill(code);
  await party.getByRole('button', { name: t.verify, exact: true }).click();
  await party.getByLabel(t.consent).check();
  await screenshot(party, `${shot}-2-code-verifie`);
  await party.getByRole('button', { name: t.sign, exact: true }).click();
  await expect(party.getByRole('heading', { name: t.done })).toBeVisible();
  await screenshot(party, `${shot}-3-signe`);
  await expect(party.locator('[data-amendment]')).toHaveCount(0);
  if (backAndReload) {
    await party.goBack();
    await expect(party.getByRole('heading', { name: t.done })).toBeVisible();
    await party.reload();
    await expect(party.getByRole('heading', { name: t.done })).toBeVisible();
  }
}

test('after a correction, the old invitation links say where to sign now; the new ones sign the corrected form with a code', async ({
  page,
  browser,
}) => {
  const dossierId = journeyFolder('invitationAmendment');
  await signIn(page, 'conseiller');
  const [claireNew, claireOld, claireMission] = await linksOf(page, dossierId, 'Claire MARTIN');
  const [jeanNew, jeanOld] = await linksOf(page, dossierId, 'Jean-Pierre MARTIN');

  // Claire opens her old link of the subscription form: her answer stands, the correction awaits her.
  const claire = await invitee(browser, 'fr', 1280);
  await expectOldLinkSays(claire, claireOld!, 'fr', 'awaiting');
  await screenshot(claire, 'amendment-link-10-ancien-lien-fr-1280');
  await claire.setViewportSize({ width: 390, height: 844 });
  await screenshot(claire, 'amendment-link-11-ancien-lien-fr-390');
  // Her mission link: those documents did not change, only her answer is said.
  await claire.goto(claireMission!);
  await expect(claire.getByText(TEXTS.fr.used)).toBeVisible();
  await expect(claire.locator('[data-amendment]')).toHaveCount(0);
  // The new link, on her phone.
  await signNewLink(claire, page, claireNew!, 'fr', {
    shot: 'amendment-link-12-claire-fr-390',
    backAndReload: true,
  });
  await expectOldLinkSays(claire, claireOld!, 'fr', 'signed');
  await screenshot(claire, 'amendment-link-16-ancien-lien-signe-fr-390');
  await claire.context().close();

  // Jean-Pierre, in English: his old link on a phone, the new one on a computer.
  const jean = await invitee(browser, 'en', 390);
  await expectOldLinkSays(jean, jeanOld!, 'en', 'awaiting');
  await screenshot(jean, 'amendment-link-20-old-link-en-390');
  await jean.setViewportSize({ width: 1280, height: 900 });
  await screenshot(jean, 'amendment-link-21-old-link-en-1280');
  // (Back and reload once are enough: the signing pages of one address are limited to 30 a minute.)
  await signNewLink(jean, page, jeanNew!, 'en', {
    shot: 'amendment-link-22-jean-en-1280',
    backAndReload: false,
  });
  await expectOldLinkSays(jean, jeanOld!, 'en', 'signed');
  await screenshot(jean, 'amendment-link-26-old-link-signed-en-1280');
  await jean.context().close();

  // The advisor's « Suivi des signatures »: both clients signed the amendment, his own part remains.
  await page.goto(`/dossier/${dossierId}`);
  await expect(page.getByTestId('finished-notice')).toContainText('Une correction a été envoyée');
  await screenshot(page, 'amendment-link-30-dossier-conseiller-fr-1280');
});
