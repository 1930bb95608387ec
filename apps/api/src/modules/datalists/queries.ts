import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { datalistOptions, datalists, forms } from '../../db/schema.js';
import { escapeLikePattern } from '../../shared/search-text.js';

/** The tenant of a datalist (through its form), or nothing when there is no such datalist. */
export async function findDatalistTenantId(db: Database, datalistId: number): Promise<number | undefined> {
  const [list] = await db
    .select({ tenantId: forms.tenantId })
    .from(datalists)
    .innerJoin(forms, eq(forms.id, datalists.formId))
    .where(eq(datalists.id, datalistId));
  return list?.tenantId;
}

/** At most `limit` options of a datalist whose search text holds the (normalised) term, in rank order. */
export function findDatalistOptions(db: Database, datalistId: number, term: string, limit: number) {
  return db
    .select()
    .from(datalistOptions)
    .where(
      and(
        eq(datalistOptions.datalistId, datalistId),
        term ? like(datalistOptions.searchText, `%${escapeLikePattern(term)}%`) : undefined,
      ),
    )
    .orderBy(asc(datalistOptions.rank))
    .limit(limit);
}
