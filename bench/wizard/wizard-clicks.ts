import type { Page } from 'playwright-core';
import { TIME_NEXT_BLOCK } from './click-timing-script.js';

/** One « Continuer » timed in the page (ms, the page's clock). */
export type TClickTiming = {
  /** The next block is on another page. */
  newPage: boolean;
  /** From the click to the submitted card closed and painted (checks, the save, its answer shown). */
  closedMs: number;
  /** `PUT …/values`, from its request to its answer (resource timing). */
  saveMs: number;
  /** The spec's pause between the card closed and the navigation (800 ms). */
  pauseMs: number;
  /** From the navigation to the next block open and painted. */
  navigationMs: number;
  /** Other API calls made between the click and the next block painted (paths, ids as {id}). */
  otherCalls: string[];
};

function openBlockTitle(page: Page) {
  return page.locator('section.app-block[data-state="progress"] h2');
}

/** Presses the open block's « Continuer » and times it (see TIME_NEXT_BLOCK). */
async function timeContinue(page: Page): Promise<TClickTiming> {
  const before = await page.evaluate(() => ({
    pageTitle: document.querySelector('[data-testid="page-title"]')?.textContent ?? null,
    blockTitle: document.querySelector('section.app-block[data-state="progress"] h2')?.textContent ?? null,
  }));
  const timing = page.evaluate(`(${TIME_NEXT_BLOCK})(${JSON.stringify(before)})`) as Promise<TClickTiming>;
  // Note: a failure is thrown by the await below, not as an unhandled rejection during the click.
  timing.catch(() => undefined);
  await page.locator('section.app-block[data-state="progress"] [data-testid="block-submit"]').click();
  return timing;
}

function field(page: Page, name: string) {
  return page.getByTestId(`element-${name}`);
}

async function fill(page: Page, name: string, value: string): Promise<void> {
  const input = field(page, name).locator('input:not([type="hidden"]):not([type="radio"]), textarea').first();
  await input.fill(value);
  await input.press('Tab');
}

async function choose(page: Page, name: string, label: string): Promise<void> {
  await field(page, name).locator('label').filter({ hasText: label }).first().click();
}

/**
 * Fills the first blocks of a new lead folder as the journeys do (e2e/tests/wizard.spec.ts) and
 * times each « Continuer »: identity → contact details (same page), contact details → the next
 * page, its first block → the one after.
 */
export async function fillFirstPages(page: Page): Promise<TClickTiming[]> {
  await openBlockTitle(page).filter({ hasText: 'Identité du souscripteur' }).waitFor({ timeout: 60_000 });
  await choose(page, 'civility', 'Monsieur');
  await fill(page, 'last_name', 'Martin');
  await fill(page, 'first_names', 'Jean-Pierre');
  await fill(page, 'birth_date', '14/03/1968');
  await fill(page, 'birth_place', 'Lyon');
  await fill(page, 'birth_department', '69');
  await field(page, 'marital_status').locator('select').selectOption({ label: 'Célibataire' });
  const timings = [await timeContinue(page)];
  await fill(page, 'address', '12, rue de la République');
  await fill(page, 'postal_code', '69002');
  await fill(page, 'city', 'Lyon');
  await fill(page, 'subscriber_phone', '06 12 34 56 78');
  await fill(page, 'subscriber_email', 'jean-pierre.martin@exemple.fr');
  timings.push(await timeContinue(page));
  await choose(page, 'has_co_subscriber', 'Non');
  timings.push(await timeContinue(page));
  return timings;
}
