import { and, eq, inArray } from 'drizzle-orm';
import { CUSTOMER_ROLES, type TLocale } from '@souscription/contract';
import type { Database } from '../../../../db/client.js';
import { dossiers, tenants, users } from '../../../../db/schema.js';
import type { FormStore } from '../../../forms/index.js';
import { sendMessage, type TMessageTransport } from '../../../messages/index.js';
import type { CorrectionItemRow } from '../../corrections-queries.js';
import { createCorrectionItemReader } from './to-correction-item.js';

/** What telling of a correction request needs. */
export type TCorrectionNoticeDeps = {
  db: Database;
  forms: FormStore;
  transport: TMessageTransport;
  publicUrl: string;
};

type TPerson = { name: string; email: string };

/** The dossier's advisor and, when it has an account, its customer; each with the address they read. */
async function findCorrectionAudience(db: Database, dossierId: number) {
  const [row] = await db
    .select({
      tenantId: dossiers.tenantId,
      brand: tenants.name,
      clientId: dossiers.clientId,
      advisorId: dossiers.advisorId,
    })
    .from(dossiers)
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .where(eq(dossiers.id, dossierId));
  if (!row) return null;
  const toPerson = (user: {
    firstname: string;
    lastname: string;
    email: string | null;
    signerEmail: string | null;
  }) => {
    const email = user.signerEmail || user.email;
    return email ? { name: `${user.firstname} ${user.lastname}`.trim(), email } : null;
  };
  const columns = {
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    signerEmail: users.signerEmail,
  };
  const [advisor] = row.advisorId
    ? await db.select(columns).from(users).where(eq(users.id, row.advisorId))
    : [];
  const [customer] = row.clientId
    ? await db
        .select(columns)
        .from(users)
        .where(and(eq(users.customerId, row.clientId), inArray(users.role, [...CUSTOMER_ROLES])))
    : [];
  return {
    tenantId: row.tenantId,
    brand: row.brand,
    advisor: advisor ? toPerson(advisor) : null,
    customer: customer ? toPerson(customer) : null,
  };
}

/**
 * Tells the dossier's advisor what the dossier manager flagged, item by item with the reasons, and
 * its customer too when an item is one of the answers or receipts (not a note for the advisor).
 * Note: accounts keep no language of their own; the message goes out in French, the default.
 */
export async function notifyCorrections(
  deps: TCorrectionNoticeDeps,
  dossier: { id: number; formId: number },
  rows: readonly CorrectionItemRow[],
): Promise<void> {
  const dossierId = dossier.id;
  const audience = await findCorrectionAudience(deps.db, dossierId);
  if (!audience || rows.length === 0) return;
  const locale: TLocale = 'fr';
  const items = rows.map(createCorrectionItemReader(await deps.forms.getDefinition(dossier.formId, locale)));
  const base = `${deps.publicUrl.replace(/\/$/, '')}`;
  const send = async (person: TPerson, customer: boolean) =>
    sendMessage(deps, {
      tenantId: audience.tenantId,
      to: person.email,
      templateId: 'corrections-requested',
      locale,
      dossierId,
      params: {
        brand: audience.brand,
        recipientName: person.name,
        dossierId,
        items: items.map((item) => ({ label: item.label, problem: item.problem, reason: item.reason })),
        url: customer ? `${base}/dossier/${dossierId}` : `${base}/a-corriger/${dossierId}`,
        customer,
      },
    });
  if (audience.advisor) await send(audience.advisor, false);
  const customerItems = items.some((item) => item.kind !== 'note');
  if (audience.customer && customerItems && audience.customer.email !== audience.advisor?.email) {
    await send(audience.customer, true);
  }
}
