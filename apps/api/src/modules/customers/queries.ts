import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers } from '../../db/schema.js';
import { escapeLikePattern, toSearchWords } from '../../shared/search-text.js';

/** Accent- and case-blind match on one text column. */
const matches = (column: AnyPgColumn, pattern: string): SQL =>
  sql`translate(lower(${column}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœ', 'aaaaaaceeeeiiiinooooouuuuyyo') LIKE ${pattern}`;

export type CustomerFilter = {
  tenantId: number;
  /** Only this advisor's customers. */
  advisorId?: string;
  /** Normalised search text: each of its words matched in first name, last name or username. */
  term?: string;
};

export type Customer = typeof customers.$inferSelect;

/** A page of customers by name, and how many match. */
export async function findCustomerPage(
  db: Database,
  filter: CustomerFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Customer[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(customers.tenantId, filter.tenantId)];
  if (filter.advisorId) conditions.push(eq(customers.advisorId, filter.advisorId));
  // Each word in one of the names or the code: a full name is found in any order.
  for (const word of toSearchWords(filter.term ?? '')) {
    const pattern = `%${escapeLikePattern(word)}%`;
    conditions.push(
      or(
        matches(customers.firstName, pattern),
        matches(customers.lastName, pattern),
        matches(customers.username, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}
