import { eq } from 'drizzle-orm';
import type { TRole, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { loadActor, type Actor } from '../auth/actor.js';
import type { Database } from '../db/client.js';
import { dossiers, tenants, users } from '../db/schema.js';
import { createFormStore } from '../modules/forms/index.js';
import {
  createEmbeddedProvider,
  findOpenEnvelope,
  findRecipients,
  type SignatureDeps,
  signStepAs,
  type TRequestOrigin,
  type TSignUntil,
} from '../modules/signature/index.js';
import { createTenantDirectory } from '../modules/tenants/index.js';

/** What the seed needs to sign: where the documents go, and the platform's sealing certificate. */
export type SeedSignatureDeps = Pick<SignatureDeps, 'blobs' | 'config'>;

/** A seeded folder as the plan wants it in the end, whose signatures the flow is to make. */
export type SeededFolder = {
  id: number;
  status: string[];
  integrationState: string;
  created: Date;
  signatureDate: Date | null;
  validationDate: Date | null;
};

/** Where the seed's events say they come from: no address, a browser named as the seed. */
const SEED_ORIGIN: TRequestOrigin = { ip: null, userAgent: 'seed', locale: 'fr' };
const STEPS: readonly TSignatureStep[] = ['mission', 'subscription'];
const PARTY_STATE = /^(mission|subscription)_(sent_to|delivered_to|signed_by)_(.+)$/;
const UNTIL_OF_EVENT = { sent_to: 'sent', delivered_to: 'delivered', signed_by: 'signed' } as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How far each party of a step went, read from the folder's planned states: a signed folder's steps,
 * and a validated mission, are signed by every party (`all`); otherwise each party as far as its
 * `{step}_{sent_to|delivered_to|signed_by}_{party}` state says; undefined when the step never went out.
 */
function signaturePlanOf(
  status: readonly string[],
  step: TSignatureStep,
): 'all' | Partial<Record<TSignatureParty, TSignUntil>> | undefined {
  if (status.includes('signed') || (step === 'mission' && status.includes('mission_validated'))) return 'all';
  const parties: Partial<Record<TSignatureParty, TSignUntil>> = {};
  for (const state of status) {
    const match = PARTY_STATE.exec(state);
    if (match && match[1] === step) {
      parties[match[3] as TSignatureParty] = UNTIL_OF_EVENT[match[2] as keyof typeof UNTIL_OF_EVENT];
    }
  }
  return Object.keys(parties).length > 0 ? parties : undefined;
}

/**
 * Gives the seeded folders in signature or signed what the real flow gives them, through the signature
 * services themselves (no copy of their rules): each step's envelope with its generated documents and
 * one recipient per party, the parties' `sent`, `delivered` and `signed` events, and, once a step is
 * signed by all, its sealed PDFs. Each folder starts back where its flow starts (`ongoing`); the
 * seed's clock dates the events a few days after the folder's creation (the subscription on its
 * signature date); then the folder takes its planned states, integration state and dates again.
 * The subscriber signs from its own account when it has one; the advisor hosts every other party.
 */
export async function seedSignatures(
  db: Database,
  signing: SeedSignatureDeps,
  folders: readonly SeededFolder[],
  log: (message: string) => void,
): Promise<void> {
  const planned = folders.filter((folder) => STEPS.some((step) => signaturePlanOf(folder.status, step)));
  if (planned.length === 0) return;
  let clock = new Date();
  const deps: SignatureDeps = { db, ...signing, forms: createFormStore(db), now: () => clock };
  const provider = createEmbeddedProvider(deps);
  const directory = createTenantDirectory(db);
  const actors = new Map<string, Promise<Actor>>();
  const actorOf = (userId: string): Promise<Actor> => {
    let actor = actors.get(userId);
    if (!actor) {
      actor = (async () => {
        const [row] = await db
          .select({ username: users.username, role: users.role, tenantCode: tenants.code })
          .from(users)
          .innerJoin(tenants, eq(tenants.id, users.tenantId))
          .where(eq(users.id, userId));
        if (!row) throw new Error(`user ${userId} missing`);
        return loadActor(db, { userId, ...row, role: row.role as TRole }, directory);
      })();
      actors.set(userId, actor);
    }
    return actor;
  };

  for (const folder of planned) {
    const [dossier] = await db
      .update(dossiers)
      .set({ status: ['ongoing'], integrationState: 'ongoing', signatureDate: null, validationDate: null })
      .where(eq(dossiers.id, folder.id))
      .returning({ advisorId: dossiers.advisorId, clientId: dossiers.clientId });
    if (!dossier?.advisorId) throw new Error(`seeded dossier ${folder.id} has no advisor`);
    const advisorId = dossier.advisorId;
    const [account] = dossier.clientId
      ? await db.select({ id: users.id }).from(users).where(eq(users.customerId, dossier.clientId)).limit(1)
      : [];
    const latest = Date.now() - MINUTE;
    const startOf = (step: TSignatureStep) =>
      step === 'mission'
        ? folder.created.getTime() + 3 * DAY
        : (folder.signatureDate?.getTime() ?? folder.created.getTime() + 4 * DAY) - 30 * MINUTE;

    for (const step of STEPS) {
      const plan = signaturePlanOf(folder.status, step);
      if (!plan) continue;
      let at = startOf(step);
      const tick = () => {
        at += 2 * MINUTE;
        clock = new Date(Math.min(at, latest));
      };
      tick();
      // The envelope goes out when the subscriber's address is first asked for (by its signer).
      const sender = account?.id ?? advisorId;
      await signStepAs(deps, provider, await actorOf(sender), {
        folderId: folder.id,
        step,
        party: 'subscriber',
        origin: SEED_ORIGIN,
        until: 'sent',
      });
      const envelope = await findOpenEnvelope(db, folder.id, step);
      if (!envelope) throw new Error(`dossier ${folder.id}: no ${step} envelope`);
      for (const recipient of await findRecipients(db, envelope.id)) {
        const party = recipient.party as TSignatureParty;
        const until = plan === 'all' ? 'signed' : plan[party];
        if (!until || until === 'sent') continue;
        tick();
        await signStepAs(deps, provider, await actorOf(recipient.userId ?? advisorId), {
          folderId: folder.id,
          step,
          party,
          origin: SEED_ORIGIN,
          until,
        });
      }
    }
    await db
      .update(dossiers)
      .set({
        status: folder.status,
        integrationState: folder.integrationState,
        signatureDate: folder.signatureDate,
        validationDate: folder.validationDate,
      })
      .where(eq(dossiers.id, folder.id));
  }
  log(`seeded the signatures of ${planned.length} dossiers`);
}
