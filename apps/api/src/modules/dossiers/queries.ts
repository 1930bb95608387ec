import {
  aliasedTable,
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  like,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { isAdvisorRole, isBackOfficeRole, isCustomerRole } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import { queryRows, type Database } from '../../db/client.js';
import {
  authorizedClients,
  correctionItems,
  customers,
  dossiers,
  forms,
  receipts,
  users,
} from '../../db/schema.js';
import {
  escapeLikePattern,
  normalizeSearchText,
  buildDossierSearchText,
  toSearchWords,
} from '../../shared/search-text.js';

export type DossierRecord = typeof dossiers.$inferSelect;
export type DossierRow = DossierRecord & { backOfficeForm: boolean };

// --- Who sees what ---------------------------------------------------------------------------

/**
 * The dossiers the actor may see (spec 01 §6 and issue 5): back office and managers see their
 * tenant; advisors and partners what they created or of their customers; customers what they are
 * the client of or authorized on. Nobody crosses tenants.
 */
export function visibleDossiersCondition(actor: Actor): SQL {
  const sameTenant = eq(dossiers.tenantId, actor.tenantId);
  if (isBackOfficeRole(actor.role) || actor.role === 'manager') return sameTenant;
  // A back office's machine client: what was delivered to it.
  if (actor.role === 'integration') return and(sameTenant, eq(dossiers.integrationState, 'sync')) as SQL;
  if (isAdvisorRole(actor.role)) {
    const ofMyCustomers = inArray(
      dossiers.clientId,
      sql`(SELECT ${customers.id} FROM ${customers} WHERE ${customers.advisorId} = ${actor.userId})`,
    );
    return and(sameTenant, or(eq(dossiers.advisorId, actor.userId), ofMyCustomers)) as SQL;
  }
  if (isCustomerRole(actor.role) && actor.customerId !== null) {
    const authorized = inArray(
      dossiers.id,
      sql`(SELECT ${authorizedClients.dossierId} FROM ${authorizedClients} WHERE ${authorizedClients.customerId} = ${actor.customerId})`,
    );
    return and(sameTenant, or(eq(dossiers.clientId, actor.customerId), authorized)) as SQL;
  }
  return sql`false`;
}

/** How a list query sees the actor: its visibility, and whether that is a small personal set. */
export type ListVisibility = {
  condition: SQL;
  personal: boolean;
  /**
   * The same set as `condition`, as parts each found by one index alone (an advisor's own folders,
   * those of the advisor's customers): a list reads their union. Absent when one index finds it.
   */
  parts?: SQL[];
};

/**
 * The same sets as visibleDossiersCondition, for lists and counts: an advisor's customers are
 * resolved first, so the database combines two index scans instead of probing a subquery per row.
 */
export async function loadListVisibility(db: Database, actor: Actor): Promise<ListVisibility> {
  if (isAdvisorRole(actor.role) && actor.role !== 'manager') {
    const mine = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.advisorId, actor.userId));
    const own = eq(dossiers.advisorId, actor.userId);
    const ofMyCustomers = mine.length
      ? inArray(
          dossiers.clientId,
          mine.map((c) => c.id),
        )
      : undefined;
    // Note: the tenant is checked on the rows the advisor's two indexes find ("+ 0"): as an index
    // condition it made the planner intersect them with the tenant's 100 000 folders (half the time
    // of a first-time search on 1 000 000 folders). Both indexes carry it (migration 0036).
    const sameTenant = sql`${dossiers.tenantId} + 0 = ${actor.tenantId}`;
    return {
      condition: and(sameTenant, ofMyCustomers ? or(own, ofMyCustomers) : own) as SQL,
      personal: true,
      ...(ofMyCustomers
        ? { parts: [and(sameTenant, own) as SQL, and(sameTenant, ofMyCustomers) as SQL] }
        : {}),
    };
  }
  const tenantWide = isBackOfficeRole(actor.role) || actor.role === 'manager';
  return { condition: visibleDossiersCondition(actor), personal: !tenantWide };
}

/** A dossier with its form's kind and whether the actor may see it; nothing when there is no such dossier. */
export async function findDossierWithVisibility(
  db: Database,
  actor: Actor,
  id: number,
): Promise<(DossierRow & { visible: boolean; underCorrection: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(dossiers),
      backOfficeForm: forms.isBackOffice,
      visible: sql<boolean>`(${visibleDossiersCondition(actor)})`,
      // Whether it has open correction items (issue 35): a signed folder's flagged parts reopen.
      underCorrection: sql<boolean>`(${hasOpenCorrections})`,
    })
    .from(dossiers)
    .innerJoin(forms, eq(forms.id, dossiers.formId))
    .where(eq(dossiers.id, id));
  return row;
}

export async function findDossierRecord(db: Database, id: number): Promise<DossierRecord | undefined> {
  const [row] = await db.select().from(dossiers).where(eq(dossiers.id, id));
  return row;
}

// --- Counters and lists ----------------------------------------------------------------------

/**
 * How many visible dossiers per dashboard category. An advisor's set is counted over the union of its
 * two index-only scans (own folders, the customers' folders; both indexes hold the category): the one
 * condition made a bitmap of both read every folder from the table (issue 36: 4 093 → 694 pages, 119 →
 * 39 ms cold, for an advisor of 5 000 folders on 1 000 000).
 */
export async function countDossiersByCategory(
  db: Database,
  visibility: ListVisibility,
): Promise<{ category: string; count: number }[]> {
  if (visibility.parts) {
    const found = sql.join(
      visibility.parts.map(
        (part) =>
          sql`SELECT ${dossiers.id} AS id, ${dossiers.category} AS category FROM ${dossiers} WHERE ${part}`,
      ),
      sql` UNION `,
    );
    const rows = await queryRows<{ category: string; count: number | string }>(
      db,
      sql`SELECT found.category, count(*)::int AS count FROM (${found}) AS found GROUP BY found.category`,
    );
    return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
  }
  return db
    .select({ category: dossiers.category, count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(visibility.condition)
    .groupBy(dossiers.category);
}

/** A dossier with correction items still open (issue 35, « À corriger »). */
const hasOpenCorrections = sql`EXISTS (SELECT 1 FROM ${correctionItems} WHERE ${correctionItems.dossierId} = ${dossiers.id} AND ${correctionItems.status} = 'open')`;

/** How many visible dossiers are to correct. */
export async function countDossiersToCorrect(db: Database, visible: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(and(visible, hasOpenCorrections));
  return Number(row?.count ?? 0);
}

/** How many visible signed dossiers per integration state. */
export function countSignedDossiersByIntegrationState(db: Database, visible: SQL) {
  return db
    .select({ state: dossiers.integrationState, count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(and(visible, eq(dossiers.category, 'signed')))
    .groupBy(dossiers.integrationState);
}

export type FolderListFilters = {
  category?: string;
  integrationState?: string;
  /** Only folders with correction items still open. */
  toCorrect?: boolean;
  form?: number;
  searchTerm?: string;
};

/**
 * The search condition: the folder id itself, or every word of the term somewhere in the folder's
 * search text (names in any order).
 */
function searchCondition(searchTerm: string | undefined): SQL | undefined {
  const term = normalizeSearchText(searchTerm ?? '');
  if (!term) return undefined;
  const matchesText = and(
    ...toSearchWords(term).map((word) => like(dossiers.searchText, `%${escapeLikePattern(word)}%`)),
  )!;
  if (/^\d{1,15}$/.test(term)) return or(eq(dossiers.id, Number(term)), matchesText);
  return matchesText;
}

/**
 * The folders a list shows: those visible, narrowed by the list's filters; one condition per part of
 * the visible set (the list is their union).
 */
export function folderListConditions(
  visibility: ListVisibility,
  filters: FolderListFilters,
  searchNarrowing?: SQL,
): SQL[] {
  const narrowed = [
    filters.category ? eq(dossiers.category, filters.category) : undefined,
    filters.integrationState ? eq(dossiers.integrationState, filters.integrationState) : undefined,
    filters.toCorrect ? hasOpenCorrections : undefined,
    filters.form ? eq(dossiers.formId, filters.form) : undefined,
    searchCondition(filters.searchTerm),
    searchNarrowing,
  ];
  return (visibility.parts ?? [visibility.condition]).map((part) => and(part, ...narrowed) as SQL);
}

const advisors = aliasedTable(users, 'advisors');

const folderSummaryColumns = {
  id: dossiers.id,
  formId: dossiers.formId,
  formLabel: forms.label,
  backOfficeForm: forms.isBackOffice,
  status: dossiers.status,
  title: dossiers.title,
  productCode: dossiers.productCode,
  amountCents: dossiers.amountCents,
  amountPaidCents: dossiers.amountPaidCents,
  creationDate: dossiers.creationDate,
  validationDate: dossiers.validationDate,
  signatureDate: dossiers.signatureDate,
  integrationState: dossiers.integrationState,
  detentionMode: dossiers.detentionMode,
  dismembermentType: dossiers.dismembermentType,
  dismembermentScope: dossiers.dismembermentScope,
  pairingNp: dossiers.pairingNp,
  pairingUsu: dossiers.pairingUsu,
  direct: dossiers.direct,
  clientId: customers.id,
  clientCivility: customers.civility,
  clientFirstName: customers.firstName,
  clientLastName: customers.lastName,
  clientUsername: customers.username,
  clientEmail: customers.email,
  advisorUserId: dossiers.advisorId,
  advisorUsername: advisors.username,
  advisorFirstname: advisors.firstname,
  advisorLastname: advisors.lastname,
};

/**
 * The parties whose signature an envelope still out awaits (the co-subscriber who also is the spouse
 * awaits for both); read with the page's rows only.
 */
const awaitingSignatureOf = sql<string[] | null>`(
  SELECT array_agg(DISTINCT awaited.party ORDER BY awaited.party)
  FROM signature_envelopes envelope
  JOIN signature_recipients recipient ON recipient.envelope_id = envelope.id
  CROSS JOIN LATERAL unnest(array_remove(ARRAY[recipient.party, recipient.also_party], NULL)) AS awaited(party)
  WHERE envelope.dossier_id = ${dossiers.id} AND envelope.status = 'sent'
    AND recipient.status IN ('sent', 'delivered')
)`;

/**
 * The subscriber's own account (its customer's first user), who signs its part: looked up only for a
 * folder with an envelope out (users has no index by customer), read with the page's rows only.
 */
const subscriberUserId = sql<string | null>`(CASE WHEN EXISTS (
  SELECT 1 FROM signature_envelopes envelope
  WHERE envelope.dossier_id = ${dossiers.id} AND envelope.status = 'sent'
) THEN (
  SELECT account.id::text FROM users account
  WHERE account.customer_id = ${dossiers.clientId}
  ORDER BY account.id LIMIT 1
) END)`;

/** The name of the customer a scope is paired to (by its code, the tenant's unique index); page rows only. */
const pairedNameOf = (code: SQLWrapper) => sql<string | null>`(
  SELECT btrim(paired.first_name || ' ' || paired.last_name) FROM customers paired
  WHERE paired.tenant_id = ${dossiers.tenantId} AND paired.username = ${code}
)`;
const pairedNames = {
  pairingNpName: pairedNameOf(dossiers.pairingNp),
  pairingUsuName: pairedNameOf(dossiers.pairingUsu),
};

/** One row of a folder list, with its form, customer and advisor (any may be missing). */
export type FolderSummaryRow = {
  [K in keyof typeof folderSummaryColumns]: (typeof folderSummaryColumns)[K]['_']['data'] | null;
} & {
  awaitingSignatureOf: string[] | null;
  subscriberUserId: string | null;
  pairingNpName: string | null;
  pairingUsuName: string | null;
};

/**
 * How many folders match, told by the page itself when it is the last one and not empty (or the
 * first and empty): every match was then seen by the page's scan, so counting would scan them again.
 */
function totalShownByPage(found: number, offset: number, itemsPerPage: number): number | undefined {
  if (found > 0 && found < itemsPerPage) return offset + found;
  if (found === 0 && offset === 0) return 0;
  return undefined;
}

/** The ids of the folders matching any of `parts`, each found by one index alone (an advisor's two). */
const unionOfParts = (parts: SQL[]) =>
  sql.join(
    parts.map((part) => sql`SELECT ${dossiers.id} AS id FROM ${dossiers} WHERE ${part}`),
    sql` UNION `,
  );

/**
 * The ids of a page of the folders matching `where` (one condition, or the parts of a union), newest
 * first; with how many match when the union told it (it is read whole to be sorted).
 */
async function findPageIds(
  db: Database,
  where: SQL[],
  personal: boolean,
  limit: { itemsPerPage: number; offset: number },
): Promise<{ ids: number[]; total?: number }> {
  if (where.length > 1) {
    // Note: an advisor's list is the union of two index-only scans (own folders, the customers'
    // folders), not a bitmap of both that reads every folder from the table (issue 36). Its count
    // comes with the page: a second query would read both indexes again.
    const rows = await queryRows<{ id: number | string; total: number | string }>(
      db,
      sql`SELECT found.id, count(*) OVER () AS total FROM (${unionOfParts(where)}) AS found
        ORDER BY found.id DESC LIMIT ${limit.itemsPerPage} OFFSET ${limit.offset}`,
    );
    return {
      ids: rows.map((row) => Number(row.id)),
      ...(rows.length ? { total: Number(rows[0]!.total) } : {}),
    };
  }
  // Note: a personal set (an advisor's folders) is small: fetch it by its own indexes and sort it,
  // rather than let the planner walk the whole primary key backwards looking for it ("+ 0").
  const order = personal ? desc(sql`${dossiers.id} + 0`) : desc(dossiers.id);
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(where[0])
    .orderBy(order)
    .limit(limit.itemsPerPage)
    .offset(limit.offset);
  return { ids: rows.map((row) => row.id) };
}

/** How many folders match `where` (one condition, or the parts of a union). */
async function countMatchingFolders(db: Database, where: SQL[]): Promise<number> {
  if (where.length > 1) {
    const [row] = await queryRows<{ count: number | string }>(
      db,
      sql`SELECT count(*)::int AS count FROM (${unionOfParts(where)}) AS found`,
    );
    return Number(row?.count ?? 0);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(where[0]);
  return Number(row?.count ?? 0);
}

/**
 * A page of the folders matching `where` (one condition, or the parts of a union), newest first, and
 * how many match.
 */
export async function findFolderPage(
  db: Database,
  where: SQL[],
  personal: boolean,
  page: number,
  itemsPerPage: number,
): Promise<{ rows: FolderSummaryRow[]; total: number }> {
  const offset = (page - 1) * itemsPerPage;
  // Note: the page's ids first, from the list indexes alone, then their rows and joins. Joined in
  // one query, a search matching few folders made the planner loop over forms and re-scan the
  // tenant's folders for each (84 ms instead of 6 ms for a back-office search on 1 000 000).
  const { ids, total: counted } = await findPageIds(db, where, personal, { itemsPerPage, offset });
  // A search matching fewer folders than a page (most first-time searches) is counted by its page:
  // its count would read every folder of the state a second time (issue 36).
  const shown = totalShownByPage(ids.length, offset, itemsPerPage) ?? counted;
  const [rows, total] = await Promise.all([
    ids.length
      ? db
          .select({ ...folderSummaryColumns, awaitingSignatureOf, subscriberUserId, ...pairedNames })
          .from(dossiers)
          .innerJoin(forms, eq(forms.id, dossiers.formId))
          .leftJoin(customers, eq(customers.id, dossiers.clientId))
          .leftJoin(advisors, eq(advisors.id, dossiers.advisorId))
          .where(inArray(dossiers.id, ids))
          .orderBy(desc(dossiers.id))
      : [],
    shown ?? countMatchingFolders(db, where),
  ]);
  return { rows: rows as FolderSummaryRow[], total };
}

// --- Changes ---------------------------------------------------------------------------------

/** Sets a dossier's status if it is still at `version`; nothing when it changed meanwhile. */
export async function updateDossierStatusAtVersion(
  db: Database,
  id: number,
  version: number,
  status: string[],
): Promise<{ id: number; status: string[] } | undefined> {
  const [updated] = await db
    .update(dossiers)
    .set({ status, version: sql`${dossiers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(dossiers.id, id), eq(dossiers.version, version)))
    .returning({ id: dossiers.id, status: dossiers.status });
  return updated;
}

/** What a saved block changes in a dossier. */
export type DossierValuesChange = {
  values: Record<string, unknown>;
  lastSubmittedBlockId: number;
  status: string[];
  productCode: string | null;
  amountCents: number | null;
  /** What the subscriber pays (the part acquired when dismembered). */
  amountPaidCents: number | null;
  /** The product's label and the text the folder is found by, rebuilt at each save. */
  title?: string | null;
  searchText?: string;
  detentionMode: string | null;
  dismembermentType: string | null;
  dismembermentScope: string | null;
};

/** Saves a block's outcome if the dossier is still at `version`; nothing when it changed meanwhile. */
export async function updateDossierValuesAtVersion(
  db: Database,
  id: number,
  version: number,
  change: DossierValuesChange,
): Promise<DossierRecord | undefined> {
  const [saved] = await db
    .update(dossiers)
    .set({ ...change, version: sql`${dossiers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(dossiers.id, id), eq(dossiers.version, version)))
    .returning();
  return saved;
}

/** The elements of a dossier that hold a receipt (the engine's context). */
export function findReceiptElementIds(db: Database, dossierId: number) {
  return db.select({ elementId: receipts.elementId }).from(receipts).where(eq(receipts.dossierId, dossierId));
}

/** A receipt as a dossier lists it (its file is read by its own call). */
export type ReceiptSummaryRow = { id: number; typeId: string | null; elementId: number; title: string };

/**
 * A dossier's receipts (oldest first) and the customers authorized on it, in one round trip (the
 * dossier's answer needs both; each query costs a round trip, and with the embedded database
 * the server's own thread runs it).
 */
export async function findReceiptsAndAuthorizedClients(
  db: Database,
  dossierId: number,
): Promise<{ receipts: ReceiptSummaryRow[]; authorized: number[] }> {
  const [row] = await queryRows<{ receipts: ReceiptSummaryRow[]; authorized: number[] }>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', ${receipts.id}, 'typeId', ${receipts.typeId},
        'elementId', ${receipts.elementId}, 'title', ${receipts.title}) order by ${receipts.id})
        from ${receipts} where ${receipts.dossierId} = ${dossierId}), '[]'::json) as receipts,
      coalesce((select json_agg(${authorizedClients.customerId} order by ${authorizedClients.customerId}) from ${authorizedClients}
        where ${authorizedClients.dossierId} = ${dossierId}), '[]'::json) as authorized`,
  );
  return { receipts: row!.receipts, authorized: row!.authorized };
}

/** The user account of a customer (their own sign-in), null when they have none. */
export async function findCustomerAccountId(db: Database, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(users.id)
    .limit(1);
  return row?.id ?? null;
}

/** Which of these customers belong to the tenant. */
export async function findTenantCustomerIds(
  db: Database,
  tenantId: number,
  ids: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), eq(customers.tenantId, tenantId)));
  return rows.map((row) => row.id);
}

/** Authorizes customers on a dossier (those already authorized stay so). */
export async function insertAuthorizedClients(
  db: Database,
  dossierId: number,
  customerIds: number[],
): Promise<void> {
  await db
    .insert(authorizedClients)
    .values(customerIds.map((customerId) => ({ dossierId, customerId })))
    .onConflictDoNothing();
}

/**
 * In one transaction: a new ongoing dossier of the source's form, client and values, owned by
 * `advisorId`, with its authorized clients and, when asked, copies of its receipts.
 */
export function insertDossierCopy(
  db: Database,
  source: DossierRecord,
  advisorId: string,
  withReceipts: boolean,
): Promise<DossierRecord> {
  return db.transaction(async (tx) => {
    const [customer] = source.clientId
      ? await tx.select().from(customers).where(eq(customers.id, source.clientId))
      : [];
    const [advisor] = await tx.select().from(users).where(eq(users.id, advisorId));
    const [created] = await tx
      .insert(dossiers)
      .values({
        tenantId: source.tenantId,
        formId: source.formId,
        clientId: source.clientId,
        advisorId,
        direct: source.direct,
        status: ['ongoing'],
        values: source.values,
        productCode: source.productCode,
        amountCents: source.amountCents,
        amountPaidCents: source.amountPaidCents,
        title: source.title,
        detentionMode: source.detentionMode,
        dismembermentType: source.dismembermentType,
        dismembermentScope: source.dismembermentScope,
        searchText: buildDossierSearchText({
          customer: customer ?? null,
          advisor: advisor ?? null,
          productCode: source.productCode,
          title: source.title,
        }),
      })
      .returning();
    if (!created) throw new Error('duplicate insert returned nothing');
    const authorized = await tx
      .select()
      .from(authorizedClients)
      .where(eq(authorizedClients.dossierId, source.id));
    if (authorized.length) {
      await tx
        .insert(authorizedClients)
        .values(authorized.map((a) => ({ dossierId: created.id, customerId: a.customerId })));
    }
    if (withReceipts) {
      const sourceReceipts = await tx.select().from(receipts).where(eq(receipts.dossierId, source.id));
      if (sourceReceipts.length) {
        await tx.insert(receipts).values(
          sourceReceipts.map(({ id: _id, createdAt: _createdAt, ...receipt }) => ({
            ...receipt,
            dossierId: created.id,
          })),
        );
      }
    }
    return created;
  });
}

/** A form of the tenant, or nothing. */
export async function findTenantForm(db: Database, tenantId: number, formId: number) {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.tenantId, tenantId)));
  return form;
}

/** A customer of the tenant, or nothing. */
export async function findTenantCustomer(db: Database, tenantId: number, customerId: number) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.tenantId, tenantId)));
  return customer;
}

/** A user account, or nothing. */
export async function findUserRecord(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/**
 * In one transaction: a new dossier, when given the customer authorized on it, then `andThen` on
 * the new row (its answers saved): when it throws, nothing of the folder is kept.
 */
export function insertDossier(
  db: Database,
  values: typeof dossiers.$inferInsert,
  authorizedCustomerId: number | null,
  andThen: (tx: Database, created: DossierRecord) => Promise<DossierRecord> = async (_tx, created) => created,
): Promise<DossierRecord> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(dossiers).values(values).returning();
    if (!created) throw new Error('dossier insert returned nothing');
    if (authorizedCustomerId !== null) {
      await tx
        .insert(authorizedClients)
        .values({ dossierId: created.id, customerId: authorizedCustomerId })
        .onConflictDoNothing();
    }
    return andThen(tx, created);
  });
}
