import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authorizedClients, customers, dossiers, forms, tenants, users } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { DEMO_CUSTOMER_ROWS, DEMO_PRODUCTS } from './customers-data.js';
import { TENANT_SEEDS } from './tenants-data.js';

const readLogo = (code: string): Uint8Array => readFileSync(new URL(`./logos/${code}.png`, import.meta.url));

type DossierSeed = {
  status: string[];
  integrationState?: string;
  owner: string;
  customerIndex: number | null;
  direct?: boolean;
};

/**
 * The demo dossiers: every dashboard category and every integration state is represented, so
 * that each counter of the dashboard is non-zero for the advisor and the back office.
 */
function demoDossierPlan(): DossierSeed[] {
  const plan: DossierSeed[] = [];
  const push = (count: number, seed: Omit<DossierSeed, 'customerIndex'>, firstCustomer: number) => {
    for (let i = 0; i < count; i++)
      plan.push({ ...seed, customerIndex: (firstCustomer + i) % DEMO_CUSTOMER_ROWS.length });
  };
  // Claire Martin (the `client` account), Hugo Roux (`prospect`), Léa Fontaine (`prospect.direct`).
  plan.push({ status: ['ongoing'], owner: 'conseiller', customerIndex: 0 });
  plan.push({ status: ['signed'], integrationState: 'validated', owner: 'conseiller', customerIndex: 0 });
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
  push(2, { status: ['signed'], integrationState: 'validated', owner: 'conseiller' }, 26);
  push(3, { status: ['signed'], integrationState: 'sync', owner: 'conseiller' }, 28);
  push(2, { status: ['signed'], integrationState: 'error', owner: 'partenaire' }, 31);
  push(2, { status: ['signed'], integrationState: 'refused', owner: 'manager' }, 33);
  push(4, { status: ['canceled'], owner: 'conseiller' }, 5);
  push(2, { status: ['rejected'], owner: 'conseiller' }, 9);
  push(2, { status: ['ongoing'], owner: 'manager' }, 12);
  return plan;
}

/** Seeds tenants, accounts, customers, forms and dossiers; safe to run again (nothing is duplicated). */
export async function seedDemo(db: Database, log: (message: string) => void = () => {}): Promise<void> {
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
  const demoTenantId = tenantId('demo');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${account.username})`);
    if (existing.length) continue;
    await db.insert(users).values({
      tenantId: tenantId(account.tenant),
      username: account.username,
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      role: account.role,
      passwordHash,
    });
  }
  const userRows = await db.select({ id: users.id, username: users.username }).from(users);
  const userId = (username: string): string => {
    const row = userRows.find((u) => u.username === username);
    if (!row) throw new Error(`user ${username} missing`);
    return row.id;
  };

  const advisorsInTurn = ['conseiller', 'conseiller', 'partenaire'];
  for (const [index, [civility, firstName, lastName, birthDate, birthCity]] of DEMO_CUSTOMER_ROWS.entries()) {
    const code = `S${String(index + 12).padStart(5, '0')}`;
    await db
      .insert(customers)
      .values({
        tenantId: demoTenantId,
        username: code,
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
        advisorId: userId(advisorsInTurn[index % advisorsInTurn.length] ?? 'conseiller'),
      })
      .onConflictDoNothing();
  }
  const customerRows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(eq(customers.tenantId, demoTenantId));
  const customerId = (index: number): number => {
    const code = `S${String(index + 12).padStart(5, '0')}`;
    const row = customerRows.find((c) => c.username === code);
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
      .set({ customerId: customerId(index) })
      .where(eq(users.id, userId(username)));
  }

  for (const seed of TENANT_SEEDS) {
    const id = tenantId(seed.code);
    const existing = await db.select({ id: forms.id }).from(forms).where(eq(forms.tenantId, id));
    if (existing.length) continue;
    await db.insert(forms).values([
      { tenantId: id, label: 'Souscription SCPI', isBackOffice: false },
      { tenantId: id, label: 'Enregistrement back-office', isBackOffice: true },
    ]);
  }

  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(eq(dossiers.tenantId, demoTenantId));
  if (Number(count) > 0) {
    log('demo dossiers already present');
    return;
  }
  const [subscriptionForm] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.tenantId, demoTenantId), eq(forms.isBackOffice, false)));
  if (!subscriptionForm) throw new Error('demo form missing');

  const plan = demoDossierPlan();
  const now = Date.now();
  const rows = plan.map((seed, index) => {
    const product = DEMO_PRODUCTS[index % DEMO_PRODUCTS.length] ?? DEMO_PRODUCTS[0]!;
    const shares = 10 + ((index * 7) % 90);
    const created = new Date(now - (plan.length - index) * 36 * 3600 * 1000);
    const signed = seed.status.includes('signed');
    const dismemberment = index % 4 === 1 ? 'temporary' : index % 7 === 2 ? 'viager' : 'full_property';
    return {
      tenantId: demoTenantId,
      formId: subscriptionForm.id,
      clientId: seed.customerIndex === null ? null : customerId(seed.customerIndex),
      advisorId: userId(seed.owner),
      direct: seed.direct ?? false,
      status: seed.status,
      integrationState: seed.integrationState ?? 'ongoing',
      productCode: product.code,
      title: product.title,
      amountCents: product.unitPriceCents * shares,
      detentionMode: index % 6 === 0 ? 'mandate' : 'direct',
      dismembermentType: dismemberment,
      dismembermentScope: dismemberment === 'full_property' ? null : index % 2 === 0 ? 'np' : 'usu',
      values: {},
      creationDate: created,
      signatureDate: signed ? new Date(created.getTime() + 5 * 24 * 3600 * 1000) : null,
      validationDate:
        signed && seed.integrationState && seed.integrationState !== 'ongoing'
          ? new Date(created.getTime() + 8 * 24 * 3600 * 1000)
          : null,
    };
  });
  const inserted = await db
    .insert(dossiers)
    .values(rows)
    .returning({ id: dossiers.id, clientId: dossiers.clientId });
  // The client account is also authorized on its own dossiers, as the create-prospect flow does.
  const clientCustomerId = customerId(0);
  await db
    .insert(authorizedClients)
    .values(
      inserted
        .filter((d) => d.clientId === clientCustomerId)
        .map((d) => ({ dossierId: d.id, customerId: clientCustomerId })),
    )
    .onConflictDoNothing();
  log(`seeded ${inserted.length} demo dossiers`);
}
