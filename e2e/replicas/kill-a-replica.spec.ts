import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/journey.js';
import { choose, expectOpenBlock, fillField, selectOption, submitAndExpect } from '../support/wizard.js';
import { REPLICAS_RUN_FILE, type TReplicasRun } from './replicas-constants.js';

const run = JSON.parse(readFileSync(REPLICAS_RUN_FILE, 'utf8')) as TReplicasRun;

async function control(action: 'kill' | 'start', replica: 'a' | 'b') {
  const response = await fetch(`${run.controlUrl}/${action}/${replica}`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(204);
}

async function fillIdentity(page: Page) {
  await expectOpenBlock(page, 'Identité du souscripteur');
  await choose(page, 'civility', 'Madame');
  await fillField(page, 'last_name', 'Durand');
  await fillField(page, 'first_names', 'Sophie');
  await fillField(page, 'birth_date', '21/06/1975');
  await fillField(page, 'birth_place', 'Nantes');
  await fillField(page, 'birth_department', '44');
  await selectOption(page, 'marital_status', 'Célibataire');
}

test.slow();

test('a replica killed (SIGKILL) while an advisor fills a folder: she sees nothing of it, her answers are kept', async ({
  page,
}) => {
  await signIn(page, 'conseiller', '/creer-un-dossier-client/');
  await page.getByRole('button', { name: 'Dossier prospect' }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/\d+$/);
  await fillIdentity(page);

  // Replica a dies with the advisor's answers typed but not yet saved.
  await control('kill', 'a');
  await submitAndExpect(page, 'Coordonnées');
  await expect(page.getByTestId('live-region')).toContainText('enregistré');

  // Read again (through the replica left): the folder resumes after the block saved.
  await page.reload();
  await expectOpenBlock(page, 'Coordonnées');
  await page.goto('/tableau-de-bord');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Replica a comes back (as an orchestrator restarts it) and takes its share again.
  await control('start', 'a');
  await page.reload();
  await expect(page).toHaveURL(/\/tableau-de-bord/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
