import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MANDATE_DETENTION_MODE,
  findCosubscriberMismatch,
  type TPairingCustomersResponse,
  type TPairingScope,
} from '@souscription/contract';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/client.js';
import { customers, dossiers, integrationHistory, users } from '../db/schema.js';
import { createDeliveryWorker } from '../modules/delivery/index.js';
import { createFormStore, type FormStore } from '../modules/forms/index.js';
import { updateIntegrationState } from '../modules/manage-dossier/index.js';
import { listPairingCustomers, pairCustomer } from '../modules/pairing/index.js';
import { listSignedDocuments } from '../modules/signature/index.js';
import { createActorLookup, type SeededFolder } from './seed-signatures.js';

/** What the dossier manager wrote when refusing or flagging the sample folders, in turn. */
const REASONS = {
  refused: [
    'Origine des fonds non justifiée malgré deux relances',
    'Le souscripteur a renoncé à son investissement par courrier du conseiller',
  ],
  error: [
    'RIB illisible : merci de joindre un nouveau relevé d’identité bancaire',
    'Le justificatif de domicile est au nom d’une autre personne',
  ],
} as const;

/** The integration states the seed reaches by a decision of the dossier manager. */
const DECIDED = new Set(['validated', 'sync', 'error', 'refused']);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type IntegrationContext = {
  db: Database;
  forms: FormStore;
  /** The dossier manager of a tenant. */
  managerOf: (tenantId: number) => Promise<Actor>;
};

/**
 * Brings the signed sample folders to their planned integration state through the dossier manager's
 * own calls (no copy of their rules): the subscriber's part paired with the best potential customer
 * (or a new customer where none is the subscriber), a mandate's counterpart picked by code, then
 * validated, refused or flagged in error with a reason; validated folders are then delivered by the
 * delivery worker itself, to files under `{dataDir}/integration/` (the seed never posts to a
 * configured back office), which moves them to `sync`. So every seeded state is one the product
 * reaches, with its history; the history and the validation are then dated along the folder's
 * timeline (after its signature) rather than at the seed's run.
 */
export async function seedIntegration(
  db: Database,
  folders: readonly SeededFolder[],
  options: { dataDir?: string | undefined; log: (message: string) => void },
): Promise<void> {
  const decided = folders.filter((folder) => DECIDED.has(folder.integrationState));
  if (decided.length === 0) return;
  const context: IntegrationContext = { db, forms: createFormStore(db), managerOf: createManagerLookup(db) };
  const used = { refused: 0, error: 0 };
  for (const folder of decided) {
    const [row] = await db
      .select({ tenantId: dossiers.tenantId })
      .from(dossiers)
      .where(eq(dossiers.id, folder.id));
    if (!row) throw new Error(`seeded dossier ${folder.id} missing`);
    const actor = await context.managerOf(row.tenantId);
    const state = folder.integrationState as 'validated' | 'sync' | 'error' | 'refused';
    if (state === 'validated' || state === 'sync') {
      await pairFolder(context, actor, folder.id);
      await decide(context, actor, folder.id, { integration_state: 'validated' });
    } else {
      const reasons = REASONS[state];
      const reason = reasons[used[state]++ % reasons.length]!;
      await decide(context, actor, folder.id, { integration_state: state, reason });
    }
  }
  if (decided.some((folder) => folder.integrationState === 'sync')) await deliver(db, options.dataDir);
  for (const folder of decided) await dateAlongTimeline(db, folder);
  options.log(`seeded the integration of ${decided.length} dossiers`);
}

/** The dossier manager of each tenant, as an actor (a tenant without one cannot have decided folders). */
function createManagerLookup(db: Database): (tenantId: number) => Promise<Actor> {
  const actorOf = createActorLookup(db);
  return async (tenantId) => {
    const [manager] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'manage_dossier')))
      .orderBy(asc(users.username))
      .limit(1);
    if (!manager) throw new Error(`tenant ${tenantId} has no dossier manager to decide its sample folders`);
    return actorOf(manager.id);
  };
}

async function decide(
  context: IntegrationContext,
  actor: Actor,
  id: number,
  request: Parameters<typeof updateIntegrationState>[4],
): Promise<void> {
  await updateIntegrationState(context.db, context.forms, actor, id, request);
}

/**
 * Pairs the subscriber's part as a manager would: the best potential customer, else a new customer;
 * under a mandate, the counterpart's part with another customer of the tenant, by code.
 */
async function pairFolder(context: IntegrationContext, actor: Actor, id: number): Promise<void> {
  const { db, forms } = context;
  const listed = await listPairingCustomers(db, forms, actor, id);
  const own: TPairingScope = listed.subscribers.np ? 'np' : 'usu';
  const subscriber = listed.subscribers[own];
  if (!subscriber) return;
  const best = listed.customers[own][0];
  const paired = await pairCustomer(db, forms, actor, id, {
    scope: own,
    code: best?.username ?? '',
    partner: null,
  });
  const [dossier] = await db
    .select({ detentionMode: dossiers.detentionMode, clientId: dossiers.clientId })
    .from(dossiers)
    .where(eq(dossiers.id, id));
  if (dossier?.detentionMode !== MANDATE_DETENTION_MODE) return;
  const counterpart = await findCounterpart(db, actor.tenantId, id, {
    ...listed,
    pairing: paired.pairing,
  });
  await pairCustomer(db, forms, actor, id, {
    scope: own === 'np' ? 'usu' : 'np',
    code: counterpart,
    partner: subscriber.partnerCode,
  });
}

/**
 * The customer the management company found as a mandate's counterpart: one of the tenant's
 * customers that is neither the subscriber's nor held otherwise than the rules allow, taken in turn.
 */
async function findCounterpart(
  db: Database,
  tenantId: number,
  id: number,
  listed: Pick<TPairingCustomersResponse, 'subscribers' | 'pairing'>,
): Promise<string> {
  const subscriber = listed.subscribers.np ?? listed.subscribers.usu;
  const taken = new Set([listed.pairing.np, listed.pairing.usu, subscriber?.username].filter(Boolean));
  const rows = await db
    .select({ username: customers.username, hasCosubscriber: customers.hasCosubscriber })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.isProspect, false)))
    .orderBy(asc(customers.username));
  const fitting = rows.filter(
    (row) =>
      !taken.has(row.username) &&
      findCosubscriberMismatch(row.hasCosubscriber, subscriber?.cosous ?? false) === null,
  );
  const chosen = fitting[id % fitting.length];
  if (!chosen) throw new Error(`no counterpart for seeded dossier ${id}`);
  return chosen.username;
}

/** Delivers the validated folders with the delivery worker, to files (see {@link seedIntegration}). */
async function deliver(db: Database, dataDir: string | undefined): Promise<void> {
  const folder = dataDir ?? (await mkdtemp(join(tmpdir(), 'souscription-seed-')));
  try {
    const worker = createDeliveryWorker({
      db,
      dataDir: folder,
      targetUrl: undefined,
      webhookSecret: undefined,
      maxAttempts: 1,
      retryMs: 1_000,
      pollMs: 60_000,
      readSignedDocuments: listSignedDocuments,
      log: { info: () => {}, warn: () => {} },
    });
    while ((await worker.runOnce()) > 0);
  } finally {
    if (!dataDir) await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Dates a decided folder's history along its timeline: the entries a few minutes apart, ending on
 * its planned validation day (two days after its signature when it was not validated), never later
 * than now; the validation date is the validation entry's.
 */
async function dateAlongTimeline(db: Database, folder: SeededFolder): Promise<void> {
  const signed = folder.signatureDate?.getTime() ?? folder.created.getTime();
  const decidedAt = Math.min(folder.validationDate?.getTime() ?? signed + 2 * DAY, Date.now() - 10 * MINUTE);
  const start = new Date(decidedAt - 30 * MINUTE);
  await db.execute(sql`
    UPDATE integration_history h
    SET created_at = ${start.toISOString()}::timestamptz + make_interval(mins => 7 * numbered.rank::int)
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS rank FROM integration_history
      WHERE dossier_id = ${folder.id}) numbered
    WHERE h.id = numbered.id`);
  await db.execute(sql`
    UPDATE dossiers d SET validation_date = (
      SELECT max(h.created_at) FROM ${integrationHistory} h
      WHERE h.dossier_id = d.id AND h.kind = 'state' AND h.state = 'validated')
    WHERE d.id = ${folder.id}`);
}
