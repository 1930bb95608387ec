import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authorizedClients, customers, dossiers, elements, forms, tenants, users } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import {
  AESTIAM_CUSTOMER_ROWS,
  DEMO_CUSTOMER_ROWS,
  TOWN_POSTCODES,
  tenantProducts,
  type SeedProduct,
} from './customers-data.js';
import { buildDossierSearchText } from '../shared/search-text.js';
import { API_ROOT } from '../shared/api-root.js';
import { seedFormDefinitions } from './seed-form-definitions.js';
import { seedSignatureSettings } from './seed-signature-settings.js';
import { seedDocumentTemplates } from './document-templates.js';
import { DEMO_SUBSCRIPTION_FORM } from './forms/demo-subscription-form.js';
import { BACK_OFFICE_FORM } from './forms/back-office-form.js';
import { TENANT_SEEDS } from './tenants-data.js';
import { buildSampleAnswers } from './sample-dossier-answers.js';
import { computeDossierSummary, toStoredValueEntries } from '../modules/dossiers/index.js';
import { createFormStore } from '../modules/forms/index.js';
import { createFormState, getTodayInParis, type LoadedForm } from '@souscription/form-engine';
import { seedReceipts } from './seed-receipts.js';
import { insertDemoAccounts } from '../modules/messages/index.js';
import { seedSignatures, type SeedSignatureDeps, type SeededFolder } from './seed-signatures.js';
import { seedEvidence } from './seed-evidence.js';
import { seedIntegration } from './seed-integration.js';

const readLogo = (code: string): Uint8Array =>
  readFileSync(join(API_ROOT, 'src', 'seed', 'logos', `${code}.png`));

type DossierSeed = {
  status: string[];
  /**
   * Where the dossier manager takes the signed folder (seed-integration.ts, through the manager's own
   * calls): `sync` (paired, validated, delivered), `error` or `refused` (with a reason); unset: `ongoing`.
   */
  integrationState?: string;
  owner: string;
  customerIndex: number | null;
  direct?: boolean;
};

/**
 * The demo dossiers: every dashboard category and every integration state a folder rests in is
 * represented, so that each counter of the dashboard is non-zero for the advisor and the back office
 * (but « Validé », the short while a validated folder waits for its delivery).
 */
function demoDossierPlan(): DossierSeed[] {
  const plan: DossierSeed[] = [];
  const push = (count: number, seed: Omit<DossierSeed, 'customerIndex'>, firstCustomer: number) => {
    for (let i = 0; i < count; i++)
      plan.push({ ...seed, customerIndex: (firstCustomer + i) % DEMO_CUSTOMER_ROWS.length });
  };
  // Claire Martin (the `client` account), Hugo Roux (`prospect`), Léa Fontaine (`prospect.direct`).
  plan.push({ status: ['ongoing'], owner: 'conseiller', customerIndex: 0 });
  plan.push({ status: ['signed'], integrationState: 'sync', owner: 'conseiller', customerIndex: 0 });
  plan.push({ status: ['signature', 'mission_signed_by_subscriber'], owner: 'conseiller', customerIndex: 0 });
  plan.push({ status: ['ongoing'], owner: 'conseiller', customerIndex: 1 });
  plan.push({ status: ['ongoing'], owner: 'prospect.direct', customerIndex: 2, direct: true });
  push(8, { status: ['ongoing'], owner: 'conseiller' }, 3);
  push(3, { status: ['ongoing'], owner: 'partenaire' }, 11);
  push(2, { status: ['adequacy_report_validated'], owner: 'conseiller' }, 14);
  push(2, { status: ['mission_validation'], owner: 'conseiller' }, 16);
  push(
    2,
    { status: ['signature', 'mission_validated', 'subscription_sent_to_subscriber'], owner: 'conseiller' },
    18,
  );
  push(2, { status: ['signature'], owner: 'partenaire' }, 20);
  push(4, { status: ['signed'], integrationState: 'ongoing', owner: 'conseiller' }, 22);
  push(5, { status: ['signed'], integrationState: 'sync', owner: 'conseiller' }, 26);
  push(2, { status: ['signed'], integrationState: 'error', owner: 'partenaire' }, 31);
  push(2, { status: ['signed'], integrationState: 'refused', owner: 'manager' }, 33);
  push(4, { status: ['canceled'], owner: 'conseiller' }, 5);
  push(2, { status: ['rejected'], owner: 'conseiller' }, 9);
  push(2, { status: ['ongoing'], owner: 'manager' }, 12);
  return plan;
}

export type SeedDemoOptions = {
  /**
   * Where the sample folders past their filling get their proofs (seed-receipts.ts), and the signed
   * and in-signature ones their envelopes, events and sealed PDFs (made by the signature services,
   * seed-signatures.ts). The product's seed always gives it (run-seed.ts, SEED_ON_START); without it
   * those folders have states but no proof nor envelope (faster: API test files that do not read them).
   */
  signatures?: SeedSignatureDeps;
  /**
   * Records the demo accounts as such (demo_accounts), so that they read the demo mailbox; on unless
   * false. Off only where the seed fills a schema older than migration 0011 (the storage migration
   * test), which then marks them itself.
   */
  markDemoAccounts?: boolean;
  /**
   * Where the delivery worker drops the files of the folders the seed validates (under
   * `integration/`, as the product's file target: `DATA_DIR`); unset: a temporary folder, removed
   * after. The seed never posts to a configured back office.
   */
  dataDir?: string;
};

/** Seeds tenants, accounts, customers, forms and dossiers; safe to run again (nothing is duplicated). */
export async function seedDemo(
  db: Database,
  log: (message: string) => void = () => {},
  options: SeedDemoOptions = {},
): Promise<void> {
  const tenantId = await seedTenants(db);
  const demoTenantId = tenantId('demo');

  const userId = await seedAccounts(db, tenantId);
  // Their published password makes them demo accounts: the demo mailbox is theirs to read.
  if (options.markDemoAccounts !== false) {
    await insertDemoAccounts(
      db,
      DEMO_ACCOUNTS.map((account) => userId(account.username)),
    );
  }

  await seedCustomers(db, demoTenantId, DEMO_CUSTOMER_ROWS, (index) =>
    userId(['conseiller', 'conseiller', 'partenaire'][index % 3] ?? 'conseiller'),
  );
  await seedCustomers(db, tenantId('aestiam'), AESTIAM_CUSTOMER_ROWS, () => userId('conseiller.aestiam'));
  const customerRows = await db.select().from(customers);
  const customerId = (tenant: number, index: number): number => {
    const code = customerCode(index);
    const row = customerRows.find((c) => c.username === code && c.tenantId === tenant);
    if (!row) throw new Error(`customer ${code} missing`);
    return row.id;
  };
  // The client and prospect accounts stand for the first three customers.
  for (const [username, index] of [
    ['client', 0],
    ['prospect', 1],
    ['prospect.direct', 2],
  ] as const) {
    await db
      .update(users)
      .set({ customerId: customerId(demoTenantId, index) })
      .where(eq(users.id, userId(username)));
  }

  await seedForms(db, tenantId);

  await seedFormDefinitions(db, log);
  await seedSignatureSettings(db);
  await seedDocumentTemplates(db, log);

  const seeded: SeededFolder[] = [];
  seeded.push(
    ...(await seedDossiers(db, {
      tenantId: demoTenantId,
      products: tenantProducts('demo'),
      plan: demoDossierPlan(),
      customerCount: DEMO_CUSTOMER_ROWS.length,
      customerId: (index) => customerId(demoTenantId, index),
      userId,
      log,
    })),
    ...(await seedDossiers(db, {
      tenantId: tenantId('aestiam'),
      products: tenantProducts('aestiam'),
      plan: aestiamDossierPlan(),
      customerCount: AESTIAM_CUSTOMER_ROWS.length,
      customerId: (index) => customerId(tenantId('aestiam'), index),
      userId,
      log,
    })),
  );
  // The client account is also authorized on its own dossiers, as the create-prospect flow does.
  const clientCustomerId = customerId(demoTenantId, 0);
  const own = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(eq(dossiers.clientId, clientCustomerId));
  if (own.length) {
    await db
      .insert(authorizedClients)
      .values(own.map((d) => ({ dossierId: d.id, customerId: clientCustomerId })))
      .onConflictDoNothing();
  }
  if (options.signatures) {
    // The proofs first: a folder went through them before it was signed.
    await seedReceipts(db, options.signatures.blobs, seeded, log);
    await seedSignatures(db, options.signatures, seeded, log);
  }
  // Then the dossier manager's decisions on the signed ones, and their delivery.
  await seedIntegration(db, seeded, { dataDir: options.dataDir, log });
  // Last, each signed folder's evidence file and history, holding those decisions.
  if (options.signatures) await seedEvidence(db, options.signatures, seeded, log);
}

/** The tenants, with their logos (updated when they exist); gives a tenant's id from its code. */
async function seedTenants(db: Database): Promise<(code: string) => number> {
  for (const seed of TENANT_SEEDS) {
    await db
      .insert(tenants)
      .values({ ...seed, logoPng: readLogo(seed.code) })
      .onConflictDoUpdate({
        target: tenants.code,
        set: {
          name: seed.name,
          theme: seed.theme,
          logoPng: readLogo(seed.code),
          footerBlocks: seed.footerBlocks,
        },
      });
  }
  const tenantRows = await db.select({ id: tenants.id, code: tenants.code }).from(tenants);
  const tenantId = (code: string): number => {
    const row = tenantRows.find((t) => t.code === code);
    if (!row) throw new Error(`tenant ${code} missing`);
    return row.id;
  };
  return tenantId;
}

/** The demo accounts not there yet, with the demo password; gives an account's id from its username. */
async function seedAccounts(
  db: Database,
  tenantId: (code: string) => number,
): Promise<(username: string) => string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${account.username})`);
    if (existing.length) continue;
    // Note: only the columns it sets are named (Drizzle's insert names every column), so the seed also
    // runs on a schema older than the later user columns, as the storage migration test seeds it.
    await db.execute(sql`
      insert into users (tenant_id, username, firstname, lastname, email, role, password_hash)
      values (${tenantId(account.tenant)}, ${account.username}, ${account.firstname}, ${account.lastname},
        ${account.email}, ${account.role}, ${passwordHash})`);
  }
  const userRows = await db.select({ id: users.id, username: users.username }).from(users);
  const userId = (username: string): string => {
    const row = userRows.find((u) => u.username === username);
    if (!row) throw new Error(`user ${username} missing`);
    return row.id;
  };
  return userId;
}

/** Each tenant's subscription and back-office forms, when the tenant has none. */
async function seedForms(db: Database, tenantId: (code: string) => number): Promise<void> {
  for (const seed of TENANT_SEEDS) {
    const id = tenantId(seed.code);
    const existing = await db.select({ id: forms.id }).from(forms).where(eq(forms.tenantId, id));
    if (existing.length) continue;
    await db.insert(forms).values([
      { tenantId: id, label: DEMO_SUBSCRIPTION_FORM.label, isBackOffice: false },
      { tenantId: id, label: BACK_OFFICE_FORM.label, isBackOffice: true },
    ]);
  }
}

const customerCode = (index: number): string => `S${String(index + 12).padStart(5, '0')}`;

async function seedCustomers(
  db: Database,
  tenantId: number,
  rows: ReadonlyArray<readonly [string, string, string, string, string]>,
  advisorOf: (index: number) => string,
): Promise<void> {
  for (const [index, [civility, firstName, lastName, birthDate, birthCity]] of rows.entries()) {
    await db
      .insert(customers)
      .values({
        tenantId,
        username: customerCode(index),
        civility,
        firstName,
        lastName,
        birthDate,
        birthCity,
        birthCountry: 'France',
        email: `${firstName}.${lastName}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .concat('@example.test'),
        hasCosubscriber: index % 5 === 3,
        isProspect: index === 1 || index === 2,
        advisorId: advisorOf(index),
      })
      .onConflictDoNothing();
  }
}

function aestiamDossierPlan(): DossierSeed[] {
  const owner = 'conseiller.aestiam';
  return [
    ...[0, 1, 2, 3, 4].map((i) => ({ status: ['ongoing'], owner, customerIndex: i })),
    { status: ['signature'], owner, customerIndex: 5 },
    { status: ['signed'], integrationState: 'ongoing', owner, customerIndex: 6 },
    // aestiam has no dossier manager: its signed folders wait for a decision.
    { status: ['signed'], owner, customerIndex: 7 },
    { status: ['canceled'], owner, customerIndex: 0 },
    { status: ['ongoing'], owner, customerIndex: 1 },
    { status: ['ongoing'], owner, customerIndex: 2 },
    { status: ['ongoing'], owner, customerIndex: 3 },
  ];
}

/** The calculated values of a sample's answers (amounts, rates, amount paid), as the engine gives them. */
function computeSampleCalculations(
  loaded: LoadedForm,
  values: Record<string, unknown>,
  status: string[],
): Record<string, unknown> {
  const state = createFormState(
    loaded,
    { direct: false, dossierState: status, today: getTodayInParis(new Date()) },
    toStoredValueEntries(values),
  );
  const calculated: Record<string, unknown> = {};
  for (const element of loaded.elements) {
    if (!element.formula) continue;
    const value = state.getValue(element.element.id);
    if (value !== '' && value !== null) calculated[String(element.element.id)] = value;
  }
  return calculated;
}

type SeedDossiersOptions = {
  tenantId: number;
  /** The tenant's products, with the names and prices of the product table. */
  products: readonly SeedProduct[];
  plan: DossierSeed[];
  customerCount: number;
  customerId: (index: number) => number;
  userId: (username: string) => string;
  log: (message: string) => void;
};

/**
 * Inserts a tenant's sample dossiers, once: a tenant that has dossiers is left alone. Answers the
 * inserted ones as planned (for their signatures).
 */
async function seedDossiers(db: Database, options: SeedDossiersOptions): Promise<SeededFolder[]> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(eq(dossiers.tenantId, options.tenantId));
  if (Number(count) > 0) return [];
  const [subscriptionForm] = await db
    .select({
      id: forms.id,
      identityElements: forms.identityElements,
      productChoiceElementId: forms.productChoiceElementId,
    })
    .from(forms)
    .where(and(eq(forms.tenantId, options.tenantId), eq(forms.isBackOffice, false)));
  if (!subscriptionForm) throw new Error('subscription form missing');
  const people = await db.select().from(customers).where(eq(customers.tenantId, options.tenantId));
  const staff = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, username: users.username })
    .from(users)
    .where(eq(users.tenantId, options.tenantId));
  const { loaded } = await createFormStore(db).getLoadedForm(subscriptionForm.id);
  const formElements = await db
    .select({ id: elements.id, name: elements.name, attributes: elements.attributes })
    .from(elements)
    .where(eq(elements.formId, subscriptionForm.id));

  const now = Date.now();
  const rows = options.plan.map((seed, index) => {
    const product = options.products[index % options.products.length];
    if (!product) throw new Error(`tenant ${options.tenantId} sells no product`);
    const shares = 10 + ((index * 7) % 90);
    const created = new Date(now - (options.plan.length - index) * 36 * 3600 * 1000);
    const signed = seed.status.includes('signed');
    const dismemberment = index % 4 === 1 ? 'Temporaire' : index % 7 === 2 ? 'Viager' : 'Pleine propriété';
    const dismembered = dismemberment !== 'Pleine propriété';
    const clientId =
      seed.customerIndex === null ? null : options.customerId(seed.customerIndex % options.customerCount);
    const customer = people.find((c) => c.id === clientId) ?? null;
    const postcode = customer?.birthCity ? TOWN_POSTCODES[customer.birthCity] : undefined;
    const advisorId = options.userId(seed.owner);
    // The answers decide the summary columns, as for a dossier filled in the app.
    const values = buildSampleAnswers(
      { elements: formElements, ...subscriptionForm },
      {
        customer: customer && {
          ...customer,
          contact: postcode
            ? {
                street: `${(customer.id % 40) + 2} rue de la République`,
                postcode,
                town: customer.birthCity!,
                // Note: the well-known sample 06 12 34 xx xx (the range ARCEP sets aside for fiction,
                // 06 39 98, is refused by the form's phone rule: libphonenumber knows it unassigned).
                mobile: `+3361234${String(customer.id % 10_000).padStart(4, '0')}`,
              }
            : null,
        },
        productCode: product.code,
        shares,
        amountCents: product.unitPriceCents * shares,
        dismembermentType: dismemberment,
        dismembermentScope: dismembered ? (index % 2 === 0 ? 'Nue-propriété' : 'Usufruit') : null,
        detentionMode: dismembered ? (index % 3 === 0 ? 'direct' : 'mandate') : null,
      },
    );
    // The form computes the amounts (the amount paid among them) from the answers, as in the wizard.
    Object.assign(values, computeSampleCalculations(loaded, values, seed.status));
    const derived = computeDossierSummary(formElements, values);
    return {
      tenantId: options.tenantId,
      formId: subscriptionForm.id,
      clientId,
      advisorId,
      direct: seed.direct ?? false,
      status: seed.status,
      // Decided afterwards by the dossier manager's calls (seed-integration.ts).
      integrationState: 'ongoing',
      productCode: product.code,
      title: product.title,
      amountCents: derived.amountCents,
      amountPaidCents: derived.amountPaidCents,
      detentionMode: derived.detentionMode,
      dismembermentType: derived.dismembermentType,
      dismembermentScope: derived.dismembermentScope,
      values,
      searchText: buildDossierSearchText({
        customer,
        advisor: staff.find((u) => u.id === advisorId) ?? null,
        productCode: product.code,
        title: product.title,
      }),
      creationDate: created,
      signatureDate: signed ? new Date(created.getTime() + 5 * 24 * 3600 * 1000) : null,
    };
  });
  const inserted = await db.insert(dossiers).values(rows).returning({ id: dossiers.id });
  options.log(`seeded ${inserted.length} dossiers for tenant ${options.tenantId}`);
  // Note: serial ids in the order of the rows (RETURNING's order is not promised).
  const ids = inserted.map(({ id }) => id).sort((x, y) => x - y);
  return rows.map((row, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error('a seeded dossier has no id');
    const planned = options.plan[index]!.integrationState ?? 'ongoing';
    return {
      id,
      status: row.status,
      integrationState: planned,
      created: row.creationDate,
      signatureDate: row.signatureDate,
      // The day the dossier manager validated it (a refused or flagged folder was never validated).
      validationDate:
        row.signatureDate && (planned === 'validated' || planned === 'sync')
          ? new Date(row.creationDate.getTime() + 8 * 24 * 3600 * 1000)
          : null,
    };
  });
}
