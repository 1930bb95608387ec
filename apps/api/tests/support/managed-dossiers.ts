import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { convertAmountToWords, findDismembermentRates } from '@souscription/form-engine';
import { customers, dossiers, tenants } from '../../src/db/schema.js';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../../src/seed/forms/demo-subscription-form.js';
import { TENANT_FORM_CONFIGURATIONS } from '../../src/seed/forms/tenant-configurations.js';
import { createDemoDossiers, type DemoDossiers } from './demo-dossiers.js';
import type { TestApp } from './test-app.js';

/** The answers of the happy path up to the proofs (every answer; the signature blocks come after). */
export const ANSWERED_STEPS: readonly DemoStep[] = DEMO_HAPPY_PATH_VALUES.slice(
  0,
  DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter),
);

/** The happy path with the detention block (or any block) answered otherwise. */
export function withBlock(
  steps: readonly DemoStep[],
  blockId: number,
  values: readonly { elementId: number; value: string | string[] }[],
): DemoStep[] {
  return steps.map((step) => (step.blockId === blockId ? { ...step, values: [...values] } : step));
}

/** The happy path's full-property amount: 520 shares of SCPI Pierre Urbaine at 200 €. */
const HAPPY_PATH_AMOUNT = 104_000;

/**
 * The detention block answered: type, scope, who finds the counterpart, and the amount paid in words
 * (the part acquired of the happy path's amount, at a 10-year term or a 70-year-old usufructuary).
 */
export function detention(type: string, scope: string | null, mode: 'direct' | 'mandate' | null) {
  const E = DEMO_ELEMENT;
  const rates =
    type === 'Pleine propriété'
      ? null
      : findDismembermentRates(TENANT_FORM_CONFIGURATIONS.demo!, 'PU', type, type === 'Viager' ? 70 : 10);
  const share = !rates ? 100 : scope === 'Usufruit' ? rates.usufruct : rates.bare_ownership;
  return [
    { elementId: E.dismembermentType, value: type },
    ...(scope ? [{ elementId: E.dismembermentScope, value: scope }] : []),
    ...(type === 'Temporaire' ? [{ elementId: E.dismembermentDuration, value: '10' }] : []),
    ...(type === 'Viager' ? [{ elementId: E.usufructuaryAge, value: '70' }] : []),
    ...(mode ? [{ elementId: E.detentionMode, value: mode }] : []),
    { elementId: E.amountInWords, value: convertAmountToWords((HAPPY_PATH_AMOUNT * share) / 100) ?? '' },
  ];
}

/** Fills dossiers of the demo subscription form through the API, as the advisor does in the wizard. */
export function createDossierFiller(t: TestApp) {
  let demo: Promise<DemoDossiers> | undefined;
  /** The demo form's helpers (its id and id offset among them), read once. */
  const ensureForm = () => (demo ??= createDemoDossiers(t));

  /** A new lead folder of the advisor, filled block by block with `steps`; its id. */
  async function fill(steps: readonly DemoStep[] = ANSWERED_STEPS): Promise<number> {
    const dossiers = await ensureForm();
    const id = await dossiers.createDossier();
    let version = 1;
    for (const step of steps) {
      await dossiers.putReceipts(id, step.receipts);
      const saved = await dossiers.submit(id, step, 'conseiller', version);
      if (saved.statusCode === 409) {
        version = (await dossiers.getDossier(id)).version;
        continue;
      }
      expect(saved.statusCode, `block ${step.blockId}: ${saved.body}`).toBe(200);
      version = saved.json().dossier.version;
    }
    return id;
  }

  return { fill };
}

/**
 * Marks a dossier signed, as the signature flow does when every party has signed (that flow is
 * tested on its own): status signed, signature date, integration ongoing.
 */
export async function markSigned(t: TestApp, id: number): Promise<void> {
  await t.database.db
    .update(dossiers)
    .set({ status: ['signed'], signatureDate: new Date(), version: sql`${dossiers.version} + 1` })
    .where(eq(dossiers.id, id));
}

/** Adds a customer to a tenant (as the back office's customer base has it). */
export async function addCustomer(
  t: TestApp,
  customer: {
    username: string;
    lastName: string;
    firstName?: string;
    birthDate?: string | null;
    birthCity?: string | null;
    email?: string | null;
    phone?: string | null;
    iban?: string | null;
    hasCosubscriber?: boolean;
    tenant?: string;
  },
): Promise<void> {
  const [tenant] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, customer.tenant ?? 'demo'));
  await t.database.db.insert(customers).values({
    tenantId: tenant!.id,
    username: customer.username,
    civility: 'M.',
    firstName: customer.firstName ?? 'Paul',
    lastName: customer.lastName,
    birthDate: customer.birthDate ?? null,
    birthCity: customer.birthCity ?? null,
    birthCountry: 'France',
    email: customer.email ?? null,
    phone: customer.phone ?? null,
    iban: customer.iban ?? null,
    hasCosubscriber: customer.hasCosubscriber ?? false,
  });
}
