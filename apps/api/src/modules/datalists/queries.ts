import { and, asc, eq, like, or } from 'drizzle-orm';
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

/**
 * Labels of datalist options by datalist and value (`datalistId:value`), French and English, for
 * the pairs asked.
 */
export async function findDatalistLabels(
  db: Database,
  pairs: readonly { datalistId: number; value: string }[],
): Promise<Map<string, { fr: string; en: string }>> {
  const labels = new Map<string, { fr: string; en: string }>();
  if (pairs.length === 0) return labels;
  const rows = await db
    .select({
      datalistId: datalistOptions.datalistId,
      value: datalistOptions.value,
      label: datalistOptions.label,
      labelEn: datalistOptions.labelEn,
    })
    .from(datalistOptions)
    .where(
      or(
        ...pairs.map((pair) =>
          and(eq(datalistOptions.datalistId, pair.datalistId), eq(datalistOptions.value, pair.value)),
        ),
      ),
    );
  for (const row of rows) {
    labels.set(`${row.datalistId}:${row.value}`, { fr: row.label, en: row.labelEn ?? row.label });
  }
  return labels;
}
