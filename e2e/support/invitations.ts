import { expect, type Browser, type Page } from '@playwright/test';
import { openBlock } from './wizard.js';

/** The advisor opens the mission's envelope: his own sign button opens the signing page, which sends the invitations. */
export async function openEnvelopeAsAdvisor(page: Page, dossierId: number): Promise<void> {
  await page.goto(`/dossier/${dossierId}`);
  await openBlock(page)
    .getByRole('button', { name: /^Signer — .* \(conseiller\)$/ })
    .click();
  await expect(page.locator('iframe[title^="Signature électronique"]')).toBeVisible();
  await page.goto(`/dossier/${dossierId}`);
}

/**
 * The personal signing links of the folder's invitations, read in the demo mailbox as their
 * recipients would read them, newest first.
 */
export async function readInvitationLinks(
  page: Page,
  dossierId: number,
  reminder = false,
): Promise<string[]> {
  await page.goto('/boite-de-demonstration');
  const messages = page.getByRole('article').filter({ hasText: invitationWording(dossierId, reminder) });
  await expect(messages.first()).toBeVisible();
  const texts = await messages.allTextContents();
  return texts.map((text) => {
    const match = text.match(/https?:\/\/[^/\s]+(\/sign\/[A-Za-z0-9_-]+)/);
    expect(match, text).not.toBeNull();
    return match![1]!;
  });
}

/** The first words of an invitation (or its reminder) to sign documents of a folder. */
export function invitationWording(dossierId: number, reminder = false): RegExp {
  return new RegExp(
    `${reminder ? 'Rappel : les' : 'Les'} documents suivants de votre dossier n°\\s${dossierId}\\s`,
  );
}

/** The newest one-time code in the demo mailbox (the advisor's tab reads it for the invitee). */
export async function readNewestCode(page: Page): Promise<string> {
  await page.goto('/boite-de-demonstration');
  const newest = page
    .getByRole('article')
    .filter({ has: page.getByTestId('one-time-code') })
    .first();
  await expect(newest.getByTestId('one-time-code')).toHaveText(/^\d{6}$/);
  return (await newest.getByTestId('one-time-code').textContent())!.trim();
}

/** What the signing page of an invitation says, in each language. */
export const SIGNING_PAGE_TEXTS = {
  fr: {
    getCode: 'Recevoir un code',
    codeSent: /Code envoyé par (SMS au|e-mail à)/,
    codeLabel: 'Code reçu (6 chiffres)',
    verify: 'Valider le code',
    consent: /J’ai lu les documents/,
    sign: 'Signer',
    done: 'Signature enregistrée',
    used: 'Vous avez déjà répondu par ce lien',
  },
  en: {
    getCode: 'Get a code',
    codeSent: /Code sent by (text message to|e-mail to)/,
    codeLabel: 'Code received (6 digits)',
    verify: 'Check the code',
    consent: /I have read/,
    sign: 'Sign',
    done: 'Signature recorded',
    used: 'You have already answered with this link',
  },
} as const;

/** A browser of nobody signed in (an invitee), in a language and at a width (a phone's height below 600 px). */
export async function invitee(browser: Browser, language: 'fr' | 'en', width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  return context.newPage();
}
