import { expect, type Locator, type Page } from '@playwright/test';

type TListedFolder = { id: number; status: string };

/** A widget by its element's name (the widgets' `data-testid="element-{name}"`). */
export function field(page: Page, name: string): Locator {
  return page.getByTestId(`element-${name}`);
}

/** The block card in progress (the form open). */
export function openBlock(page: Page): Locator {
  return page.locator('section.app-block[data-state="progress"]');
}

/** Waits until the block titled so is the one in progress, and returns it. */
export async function expectOpenBlock(page: Page, title: string | RegExp): Promise<Locator> {
  const block = openBlock(page);
  await expect(block.getByRole('heading', { level: 2 })).toHaveText(title, { timeout: 15_000 });
  return block;
}

/** Types into a text-like field (text, e-mail, IBAN, BIC, phone, number, date typed by hand). */
export async function fillField(page: Page, name: string, value: string): Promise<void> {
  const input = field(page, name)
    .locator('input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), textarea')
    .first();
  await input.fill(value);
  await input.press('Tab');
}

/** Chooses one option of a radio group or of choice cards, clicking its label as a user does. */
export async function choose(page: Page, name: string, label: string | RegExp): Promise<void> {
  await field(page, name).locator('label').filter({ hasText: label }).first().click();
  await expect(field(page, name).getByRole('radio', { name: label }).first()).toBeChecked();
}

/** Chooses an option of a native select by its label. */
export async function selectOption(page: Page, name: string, label: string): Promise<void> {
  await field(page, name).locator('select').selectOption({ label });
}

/** Ticks the boxes of a checkbox group (or a single box with no label given). */
export async function tick(
  page: Page,
  name: string,
  labels: readonly (string | RegExp)[] = [],
): Promise<void> {
  if (labels.length === 0) {
    await field(page, name).getByRole('checkbox').check();
    return;
  }
  for (const label of labels) await field(page, name).getByRole('checkbox', { name: label }).check();
}

/** Sets a switch on or off. */
export async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const control = field(page, name).getByRole('switch');
  if ((await control.isChecked()) !== on) await control.click();
}

/** Types a search in an autocomplete (at least three characters) and picks the option so labelled. */
export async function autocomplete(
  page: Page,
  name: string,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const input = field(page, name).getByRole('combobox');
  await input.fill(search);
  await field(page, name).getByRole('option', { name: option }).click();
}

/** Moves an item one place down in a ranking (ordonnancement, ordered integers). */
export async function moveDown(page: Page, name: string, label: string): Promise<void> {
  await field(page, name)
    .getByRole('button', { name: `Descendre «\u00a0${label}\u00a0»` })
    .click();
}

/** Presses the open block's main button (Commencer, Continuer, Signer, Terminer). */
export async function submitBlock(page: Page): Promise<void> {
  await openBlock(page).getByTestId('block-submit').click();
}

/** Presses the main button and waits for the next block (or page) to open. */
export async function submitAndExpect(page: Page, nextTitle: string | RegExp): Promise<Locator> {
  await submitBlock(page);
  return expectOpenBlock(page, nextTitle);
}

/** The error texts shown under a field. */
export function fieldErrors(page: Page, name: string): Locator {
  return field(page, name).locator('.invalid-feedback');
}

/** The demo tenant's copy of the subscription form: its ids are the fixture's plus this shift. */
export const DEMO_ID_SHIFT = 10_000;

/** The signed-in page's bearer token, to call the API as the user does. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('token') ?? 'null') as { access_token: string } | null,
  );
  return { Authorization: `Bearer ${token?.access_token ?? ''}` };
}

/** A one-page PDF, small but real (the server reads the file type from the bytes). */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Uploads a proof as a user does: the file element's upload button (the one of the document type
 * when it offers several) opens the file chooser, a PDF is chosen, and the receipt is listed.
 */
export async function uploadReceipt(
  page: Page,
  name: string,
  title: string,
  typeLabel?: string | RegExp,
): Promise<void> {
  const widget = field(page, name);
  const button = typeLabel
    ? widget.locator('li', { hasText: typeLabel }).getByRole('button')
    : widget.getByRole('button', { name: /Téléverser un fichier|Upload a file/ });
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name: title, mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expect(widget.getByTestId('file-received')).toContainText(title);
}

/**
 * Reads the signed-in user's folder list through the API with the page's own token (to pick a
 * seeded folder in a given state without paging the list on screen).
 */
export async function listFolders(page: Page, state: string): Promise<TListedFolder[]> {
  const response = await page.request.get(`/api/dossiers?state=${state}&itemsPerPage=100`, {
    headers: await bearer(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { dossiers: TListedFolder[] }).dossiers;
}
