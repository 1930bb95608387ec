import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { customers } from '../../db/schema.js';

/**
 * A customer of the tenant by its code (client username), as typed or in capitals (`s00012` finds
 * S00012): both read the tenant-and-code unique index.
 */
export async function findCustomerByCode(db: Database, tenantId: number, code: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.username, [code, code.toUpperCase()])))
    .orderBy(sql`${customers.username} = ${code} DESC`)
    .limit(1);
  return row;
}

/**
 * The matching keys of a subscriber: each the same SQL expression as the customers' generated
 * column it is compared with, applied to the subscriber's answer (null when unanswered), so both
 * sides are normalised alike, in the candidate query itself.
 */
export type MatchProbe = {
  lastName: SQL | null;
  firstName: SQL | null;
  birthDate: SQL | null;
  birthCity: SQL | null;
  email: SQL | null;
  phone: SQL | null;
  iban: SQL | null;
};

export function toMatchProbe(subscriber: {
  lastName: string | null;
  firstName: string | null;
  birthDay: string | null;
  birthCity: string | null;
  email: string | null;
  phone: string | null;
  iban: string | null;
}): MatchProbe {
  const key = (value: string | null, expression: (text: SQL) => SQL) =>
    value === null || value.trim() === '' ? null : expression(sql`${value}::text`);
  return {
    lastName: key(subscriber.lastName, (v) => sql`souscription_match_name(${v})`),
    firstName: key(subscriber.firstName, (v) => sql`souscription_match_name(${v})`),
    birthDate: key(subscriber.birthDay, (v) => sql`NULLIF(regexp_replace(${v}, '[[:space:]]', '', 'g'), '')`),
    birthCity: key(subscriber.birthCity, (v) => sql`souscription_match_name(${v})`),
    email: key(subscriber.email, (v) => sql`NULLIF(lower(btrim(${v})), '')`),
    phone: key(subscriber.phone, (v) => sql`souscription_match_phone(${v})`),
    iban: key(subscriber.iban, (v) => sql`NULLIF(upper(regexp_replace(${v}, '[[:space:]]', '', 'g')), '')`),
  };
}

/** Points each matching criterion adds to a candidate's score. */
export const MATCH_POINTS = {
  lastName: 40,
  firstName: 15,
  birthDate: 30,
  birthCity: 10,
  email: 50,
  phone: 40,
  iban: 50,
  dossierCustomer: 20,
} as const;

/** Below this score a customer is not proposed (a birth date alone is chance). */
export const MIN_CANDIDATE_SCORE = 40;

/** Who a customer is, as pairing shows and creates one. */
export type CustomerIdentity = {
  civility: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  birthCity: string | null;
  birthCountry: string | null;
  email: string | null;
  hasCosubscriber: boolean;
};

export type CandidateRow = CustomerIdentity & {
  id: number;
  username: string;
  sameLastName: boolean;
  sameFirstName: boolean;
  sameBirthDate: boolean;
  sameBirthCity: boolean;
  sameEmail: boolean;
  samePhone: boolean;
  sameIban: boolean;
  dossierCustomer: boolean;
  score: number;
};

export type CandidateSearch = {
  tenantId: number;
  probe: MatchProbe;
  /** The dossier's own customer, proposed whatever its score. */
  dossierCustomerId: number | null;
  /** Only customers with (true) or without (false) a co-subscriber; null: both. */
  cosous: boolean | null;
  limit: number;
  /** Score this one customer only (the one chosen by code), whatever its score. */
  onlyCustomerId?: number;
};

/**
 * Scores the tenant's customers against a subscriber in the database: candidates are those sharing
 * a key with the subscriber — full name (last and first), birth date, e-mail, phone or IBAN — each
 * an equality on a normalised column with its own index, so only they are read (never the whole
 * table, nor the hundreds of namesakes of a common name), then scored and ranked.
 */
export function findCandidates(db: Database, search: CandidateSearch): Promise<CandidateRow[]> {
  const { tenantId, probe } = search;
  const P = MATCH_POINTS;
  const keyed = (column: string, value: SQL | null) =>
    value === null
      ? sql.empty()
      : sql`UNION SELECT id FROM customers WHERE tenant_id = ${tenantId} AND ${sql.raw(column)} = ${value}`;
  const ids =
    search.onlyCustomerId !== undefined
      ? sql`SELECT ${search.onlyCustomerId}::int AS id`
      : sql`SELECT ${search.dossierCustomerId ?? 0}::int AS id
          ${
            probe.lastName === null || probe.firstName === null
              ? sql.empty()
              : sql`UNION SELECT id FROM customers WHERE tenant_id = ${tenantId}
                  AND match_last_name = ${probe.lastName} AND match_first_name = ${probe.firstName}`
          }
          ${keyed('match_email', probe.email)}
          ${keyed('match_phone', probe.phone)}
          ${keyed('match_iban', probe.iban)}
          ${keyed('match_birth_date', probe.birthDate)}`;
  const same = (column: string, value: SQL | null) =>
    value === null ? sql`false` : sql`coalesce(c.${sql.raw(column)} = ${value}, false)`;
  return queryRows<CandidateRow>(
    db,
    sql`WITH ids AS (${ids}),
      scored AS (
        SELECT c.id, c.username, c.civility, c.first_name AS "firstName", c.last_name AS "lastName",
          c.birth_date AS "birthDate", c.birth_city AS "birthCity", c.birth_country AS "birthCountry",
          c.email, c.has_cosubscriber AS "hasCosubscriber",
          ${same('match_last_name', probe.lastName)} AS "sameLastName",
          ${same('match_first_name', probe.firstName)} AS "sameFirstName",
          ${same('match_birth_date', probe.birthDate)} AS "sameBirthDate",
          ${same('match_birth_city', probe.birthCity)} AS "sameBirthCity",
          ${same('match_email', probe.email)} AS "sameEmail",
          ${same('match_phone', probe.phone)} AS "samePhone",
          ${same('match_iban', probe.iban)} AS "sameIban",
          (c.id = ${search.dossierCustomerId ?? 0}) AS "dossierCustomer"
        FROM customers c JOIN ids ON ids.id = c.id
        WHERE c.tenant_id = ${tenantId}
          ${search.cosous === null ? sql.empty() : sql`AND c.has_cosubscriber = ${search.cosous}`}
      )
      SELECT * FROM (SELECT *, (
          CASE WHEN "sameLastName" THEN ${P.lastName} ELSE 0 END
        + CASE WHEN "sameLastName" AND "sameFirstName" THEN ${P.firstName} ELSE 0 END
        + CASE WHEN "sameBirthDate" THEN ${P.birthDate} ELSE 0 END
        + CASE WHEN "sameBirthCity" THEN ${P.birthCity} ELSE 0 END
        + CASE WHEN "sameEmail" THEN ${P.email} ELSE 0 END
        + CASE WHEN "samePhone" THEN ${P.phone} ELSE 0 END
        + CASE WHEN "sameIban" THEN ${P.iban} ELSE 0 END
        + CASE WHEN "dossierCustomer" THEN ${P.dossierCustomer} ELSE 0 END
      )::int AS score
      FROM scored) ranked
      WHERE score >= ${search.onlyCustomerId !== undefined ? 0 : MIN_CANDIDATE_SCORE} OR "dossierCustomer"
      ORDER BY score DESC, username
      LIMIT ${search.limit}`,
  );
}

/** What a new customer is made of: the subscriber's identity, and the advisor who follows it. */
export type NewCustomer = CustomerIdentity & {
  phone: string | null;
  iban: string | null;
  advisorId: string | null;
};

/**
 * Adds a customer to the tenant's base with the tenant's next customer number (`S` and five digits
 * or more, one past the highest); in the caller's transaction, which holds a lock on the tenant's
 * numbering until it ends, so two creations never take one number.
 */
export async function insertNumberedCustomer(tx: Database, tenantId: number, customer: NewCustomer) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`customer-number|${tenantId}`}, 0))`);
  const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(
    tx,
    sql`SELECT coalesce(max(substring(username FROM 2)::bigint), 0)::int AS last FROM customers
      WHERE tenant_id = ${tenantId} AND username ~ '^S[0-9]{1,9}$'`,
  );
  const [row] = await tx
    .insert(customers)
    .values({ tenantId, username: `S${String(Number(last) + 1).padStart(5, '0')}`, ...customer })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}
