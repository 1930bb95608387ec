import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  convertAmountToWords,
  createFormState,
  getTodayInParis,
  parseNumber,
} from '@souscription/form-engine';
import type { TRole, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { loadActor, type Actor } from '../auth/actor.js';
import type { Database } from '../db/client.js';
import { dossiers, signatureEnvelopes, tenants, users } from '../db/schema.js';
import { toStoredValueEntries } from '../modules/dossiers/index.js';
import { createFormStore, type FormStore } from '../modules/forms/index.js';
import { createDemoMailboxTransport, deleteDemoMailboxMessagesOf } from '../modules/messages/index.js';
import {
  createEmbeddedProvider,
  createSealingJob,
  findOpenEnvelope,
  findRecipients,
  type CeremonyDeps,
  type SignatureDeps,
  signStepAs,
  type TRequestOrigin,
  type TSignUntil,
} from '../modules/signature/index.js';
import { createTenantDirectory } from '../modules/tenants/index.js';
import { findTownPostcode } from './customers-data.js';
import { demoIbanOf } from './demo-iban.js';
import { DEMO_HAPPY_PATH_VALUES } from './forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from './forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from './seed-form-definitions.js';

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
 * The answers of a subscriber who filled the whole form up to the subscription's signature: a ceremony opens only
 * on a dossier whose earlier blocks are all complete and valid. The sample's own answers (identity,
 * contact, product, detention) are kept; every other answer the demo's happy path gives, as a single
 * subscriber without a co-subscriber (the parties the seed signs for); the number of shares is the
 * sample's amount at the product's unit price, and the amount in words is that amount's.
 */
async function completeAnswers(
  formStore: FormStore,
  dossier: {
    id: number;
    formId: number;
    values: Record<string, unknown>;
    amountCents: number | null;
    productCode: string | null;
  },
  /** Whether the subscription is signed too: its block's boxes (« Je certifie… ») are then ticked. */
  subscriptionSigned: boolean,
): Promise<Record<string, unknown>> {
  const offset = dossier.formId * FORM_ID_STRIDE;
  const subscriptionBlock = DEMO_HAPPY_PATH_VALUES.findIndex(
    (step) => step.blockId === DEMO_BLOCK.subscriptionSignature,
  );
  const upTo = subscriptionSigned ? subscriptionBlock + 1 : subscriptionBlock;
  const single: Record<number, string> = {
    [DEMO_ELEMENT.maritalStatus]: 'celibataire',
    [DEMO_ELEMENT.hasCoSubscriber]: 'Non',
  };
  const skipped = new Set<number>([DEMO_BLOCK.coSubscriber, DEMO_BLOCK.spouse]);
  // Jean-Pierre MARTIN's own details (born MARTIN in the Rhône, living in « Bâtiment B ») are not
  // given to every sample subscriber; the département of birth follows the sample's birth town.
  const personal = new Set<number>([
    DEMO_ELEMENT.matrimonialRegime,
    DEMO_ELEMENT.birthName,
    DEMO_ELEMENT.birthDepartment,
    DEMO_ELEMENT.addressComplement,
  ]);
  const complete: Record<string, unknown> = {};
  for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo)) {
    if (skipped.has(step.blockId)) continue;
    for (const entry of step.values) {
      if (personal.has(entry.elementId)) continue;
      complete[String(entry.elementId + offset)] = single[entry.elementId] ?? entry.value;
    }
  }
  complete[String(DEMO_ELEMENT.dividendsIban + offset)] = demoIbanOf(dossier.id);
  const birthTown = dossier.values[String(DEMO_ELEMENT.birthPlace + offset)];
  const birthPostcode = typeof birthTown === 'string' ? findTownPostcode(birthTown) : undefined;
  if (birthPostcode) complete[String(DEMO_ELEMENT.birthDepartment + offset)] = birthPostcode.slice(0, 2);
  // A life dismemberment also asks the usufructuary's age (the happy path holds in full ownership).
  complete[String(DEMO_ELEMENT.usufructuaryAge + offset)] = '72';
  const values = { ...complete, ...dossier.values };
  const { loaded, definition } = await formStore.getLoadedForm(dossier.formId);
  const state = createFormState(
    loaded,
    { direct: false, dossierState: ['ongoing'], today: getTodayInParis(new Date()) },
    toStoredValueEntries(values),
  );
  const product = dossier.productCode ? definition.tenant.products[dossier.productCode] : undefined;
  const price = product ? parseNumber(String(state.getValue(product.unit_price_element_id))) : null;
  if (price && dossier.amountCents) {
    const shares = Math.max(10, Math.round(dossier.amountCents / 100 / price));
    state.set(DEMO_ELEMENT.shares + offset, String(shares));
  }
  // The words spell what the subscriber pays (the part acquired when dismembered).
  const amountElement =
    definition.elements.find((element) => element.attributes.role === 'amount_paid') ??
    definition.elements.find((element) => element.attributes.role === 'subscription_amount');
  const amount = amountElement ? parseNumber(String(state.getValue(amountElement.id))) : null;
  const words = amount === null ? null : convertAmountToWords(amount);
  if (words) state.set(DEMO_ELEMENT.amountInWords + offset, words);
  return Object.fromEntries(state.getValueEntries().map((entry) => [String(entry.elementId), entry.value]));
}

/** The seed's signers (and dossier managers) as actors, each read once. */
export function createActorLookup(db: Database): (userId: string) => Promise<Actor> {
  const directory = createTenantDirectory(db);
  const actors = new Map<string, Promise<Actor>>();
  return (userId) => {
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
}

/** A folder back where its signature flow starts (`ongoing`), its answers filled up to the signature. */
async function resetForSignature(
  db: Database,
  forms: CeremonyDeps['forms'],
  folderId: number,
  subscriptionSigned: boolean,
) {
  const [dossier] = await db
    .update(dossiers)
    .set({ status: ['ongoing'], integrationState: 'ongoing', signatureDate: null, validationDate: null })
    .where(eq(dossiers.id, folderId))
    .returning({
      id: dossiers.id,
      advisorId: dossiers.advisorId,
      clientId: dossiers.clientId,
      formId: dossiers.formId,
      values: dossiers.values,
      amountCents: dossiers.amountCents,
      productCode: dossiers.productCode,
    });
  if (dossier) {
    await db
      .update(dossiers)
      .set({ values: await completeAnswers(forms, dossier, subscriptionSigned) })
      .where(eq(dossiers.id, folderId));
  }
  return dossier;
}

/**
 * Gives the seeded folders in signature or signed what the real flow gives them, through the signature
 * services themselves (no copy of their rules): each step's envelope with its generated documents and
 * one recipient per party, the parties' `sent`, `delivered` and `signed` events, and, once a step is
 * signed by all, its sealed PDFs. Each folder starts back where its flow starts (`ongoing`); the
 * seed's clock dates the events a few days after the folder's creation (the subscription on its
 * signature date); then the folder takes its planned states and signature date again (its integration
 * state stays `ongoing`: seed-integration.ts decides it afterwards, as the dossier manager does).
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
  // The story's clock: events, states and lists are dated in each folder's past; certificates, CRLs
  // and the signatures' times are on the real clock (issue 33: nothing backdated).
  let clock = new Date();
  // The seed's signers go through their one-time code as anyone does: sent to the demo mailbox (the
  // seed runs on demo installations only), read there, typed.
  const deps: CeremonyDeps = {
    db,
    ...signing,
    forms: createFormStore(db),
    now: () => clock,
    transport: createDemoMailboxTransport(),
  };
  const provider = createEmbeddedProvider(deps);
  const actorOf = createActorLookup(db);

  for (const folder of planned) {
    const dossier = await resetForSignature(
      db,
      deps.forms,
      folder.id,
      signaturePlanOf(folder.status, 'subscription') !== undefined,
    );
    if (!dossier?.advisorId) throw new Error(`seeded dossier ${folder.id} has no advisor`);
    const advisorId = dossier.advisorId;
    const [account] = dossier.clientId
      ? await db.select({ id: users.id }).from(users).where(eq(users.customerId, dossier.clientId)).limit(1)
      : [];
    const latest = Date.now() - MINUTE;
    // Each step's invitation → last signature, as people take their time: the mission over its
    // second day, the subscription from its fourth day to its signature date (« Suivi » shows days).
    const created = folder.created.getTime();
    const windowOf = (step: TSignatureStep): [number, number] => {
      if (step === 'mission') return [created + DAY, created + 2 * DAY];
      const end = folder.signatureDate?.getTime() ?? created + 5 * DAY;
      return [Math.min(created + 3 * DAY, end - 30 * MINUTE), end];
    };

    for (const step of STEPS) {
      const plan = signaturePlanOf(folder.status, step);
      if (!plan) continue;
      // An envelope left out for signature was sent lately, within any tenant's expiry window, as a
      // real one still out would be (the delivery worker expires the older ones).
      const [start, end] = windowOf(step);
      let at = plan === 'all' ? start : Math.max(start, latest - 2 * DAY);
      let gap = 2 * MINUTE;
      const tick = () => {
        at += gap;
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
      const recipients = await findRecipients(db, envelope.id);
      // A step signed by all: its signatures spread over its window, the last on its end.
      if (plan === 'all') gap = (end - at) / recipients.length;
      for (const recipient of recipients) {
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
    // Its integration state is the dossier manager's to decide, after (seed-integration.ts).
    await db
      .update(dossiers)
      .set({ status: folder.status, signatureDate: folder.signatureDate })
      .where(eq(dossiers.id, folder.id));
  }
  // Sealed as the delivery worker seals a completed envelope after its last signature's answer (the
  // evidence files are built when first asked for).
  const sealing = createSealingJob(deps);
  let claimed: number;
  do claimed = await sealing.run();
  while (claimed > 0);
  // Signatures of the past: their signers had their copies then, not a mailbox full of them at start.
  await db
    .update(signatureEnvelopes)
    .set({ copiesSentAt: sql`${signatureEnvelopes.completedAt}` })
    .where(
      and(
        inArray(
          signatureEnvelopes.dossierId,
          planned.map((folder) => folder.id),
        ),
        eq(signatureEnvelopes.status, 'completed'),
        isNull(signatureEnvelopes.copiesSentAt),
      ),
    );
  // Those codes were read and used long ago: a newcomer's demo mailbox starts empty.
  await deleteDemoMailboxMessagesOf(
    db,
    planned.map((folder) => folder.id),
  );
  log(`seeded the signatures of ${planned.length} dossiers`);
}
