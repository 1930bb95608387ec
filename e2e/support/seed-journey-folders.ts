/**
 * The folders the browser journeys start from, made through the real API (sign-in through the
 * embedded provider, POST /api/dossiers, PUT receipts, PUT values block after block) before the
 * server listens. Each journey opens a folder of its own, so no journey depends on another one's
 * leftovers, and one failure hides nothing else.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/api/src/db/schema.js';
import { PDFDocument } from 'pdf-lib';
import {
  DEMO_HAPPY_PATH_VALUES,
  type DemoReceipt,
  type DemoStep,
} from '../../apps/api/src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.js';
import { FORM_ID_STRIDE } from '../../apps/api/src/seed/seed-form-definitions.js';
import { injectCall, signInThroughProvider } from '../../apps/api/tests/support/sign-in-flow.js';

/** What each journey folder is: the advisor's lead folder of the demo form, filled up to a block. */
export const JOURNEY_FOLDERS = {
  /** Saved up to « Situation professionnelle »: the advisor resumes on « Situation financière ». */
  resume: DEMO_BLOCK.professional,
  /** Saved up to the mission letter: the back office walks it, read-only. */
  walk: DEMO_BLOCK.missionLetter,
  /** Saved up to the mission letter: it opens on the subscription signature block. */
  signature: DEMO_BLOCK.missionLetter,
  /**
   * The demo client's own folder (not a lead), saved up to the mission letter: the advisor and the
   * client each sign their part of the mission and the subscription (signature journey).
   */
  clientSignature: DEMO_BLOCK.missionLetter,
  /** The demo client's own folder, saved up to the mission letter: she declines it with a reason. */
  clientRefusal: DEMO_BLOCK.missionLetter,
  /**
   * The demo client's own folders, saved up to the mission letter: the advisor watches them while
   * the client opens her ceremony and refuses (live outcomes, in French and in English).
   */
  liveOutcomesFr: DEMO_BLOCK.missionLetter,
  liveOutcomesEn: DEMO_BLOCK.missionLetter,
  /** The same, for the client watching the advisor sign, then cancel (in French and in English). */
  liveSignCancelFr: DEMO_BLOCK.missionLetter,
  liveSignCancelEn: DEMO_BLOCK.missionLetter,
  /** The demo client's own folder with her husband as co-subscriber: both sign by their invitation links. */
  invitationLink: DEMO_BLOCK.missionLetter,
  /** The same, for the moved clock: a reminder, then the expiry. */
  invitationExpiry: DEMO_BLOCK.missionLetter,
  /** The same, for a slow network: « Signer » pressed twice signs once; Back shows the answer. */
  slowNetwork: DEMO_BLOCK.missionLetter,
  /**
   * The demo client's own folder with her husband as co-subscriber, signed by their links, then
   * corrected: the subscription form's amendment out (support/seed-amended-by-links.ts).
   */
  invitationAmendment: DEMO_BLOCK.missionLetter,
  /** Saved up to « Situation professionnelle »: a block saved offline waits, says so, then saves. */
  offlineSave: DEMO_BLOCK.professional,
  /** Saved up to « Situation professionnelle »: a save applied but never answered, then sent again. */
  hungSave: DEMO_BLOCK.professional,
  /** The demo client's own folder: the advisor signs, she refuses, an answer changes, all sign again. */
  refusalRestart: DEMO_BLOCK.missionLetter,
  /** The demo client's own folder: the advisor signs, cancels, changes an answer, signs again. */
  cancelRestart: DEMO_BLOCK.missionLetter,
  /** The demo client's own folder: the advisor switches the co-subscriber to « en sa présence » and back. */
  signingModes: DEMO_BLOCK.missionLetter,
  /** The demo client's own folder: the advisor's parts signed with the keyboard only. */
  keyboardSignature: DEMO_BLOCK.missionLetter,
  /** Saved up to the mission letter: the signing page cannot be had, then shown (its placeholder). */
  framePlaceholder: DEMO_BLOCK.missionLetter,
  /** Saved up to the mission letter: a quiz answer changed back on its page says « non adapté ». */
  unsuitableQuiz: DEMO_BLOCK.missionLetter,
  /** Saved up to « Situation financière »: it opens on the goals (ordering) then the knowledge quiz. */
  polishObjectives: DEMO_BLOCK.financial,
  /** Saved up to the reinforced origin of funds: it opens on « Règlement » (IBAN and BIC by parts). */
  polishPayment: DEMO_BLOCK.reinforcedOrigin,
} as const;

/** Folders made for the demo `client` account's customer rather than as leads. */
const CLIENT_FOLDERS: readonly string[] = [
  'clientSignature',
  'clientRefusal',
  'liveOutcomesFr',
  'liveOutcomesEn',
  'liveSignCancelFr',
  'liveSignCancelEn',
  'invitationLink',
  'invitationExpiry',
  'invitationAmendment',
  'slowNetwork',
  'keyboardSignature',
  'refusalRestart',
  'cancelRestart',
  'signingModes',
];

export type TJourneyFolder = keyof typeof JOURNEY_FOLDERS;
export type TJourneyFolderIds = Record<TJourneyFolder, number>;

type TInject = FastifyInstance['inject'];

async function samplePdfBase64(): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Justificatif');
  return Buffer.from(await document.save()).toString('base64');
}

async function expectStatus(
  response: Awaited<ReturnType<TInject>>,
  status: number,
  what: string,
): Promise<void> {
  if (response.statusCode !== status) {
    throw new Error(`${what}: HTTP ${response.statusCode} ${response.body}`);
  }
}

/** What a later step of the seed may do with the folders: as whom, and how a block is saved. */
export type TFolderTools = {
  ids: TJourneyFolderIds;
  advisor: Record<string, string>;
  manager: Record<string, string>;
  /** Saves a block as the happy path fills it, or, with `changed`, a signed block corrected. */
  submit: (dossierId: number, blockId: number, changed?: Record<number, string>) => Promise<void>;
};

/**
 * Creates the journey folders as the demo advisor and gives their ids; `then` takes them further
 * (prepare-journeys.ts: the amendment journey's folder, whose modules a spec file may not load).
 */
export async function seedJourneyFolders(
  app: FastifyInstance,
  publicUrl: string,
  then?: (tools: TFolderTools) => Promise<void>,
): Promise<TJourneyFolderIds> {
  const tokens = await signInThroughProvider(injectCall(app), {
    baseUrl: publicUrl,
    username: 'conseiller',
    password: DEMO_PASSWORD,
  });
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const forms = (await app.inject({ url: '/api/forms', headers })).json() as {
    forms: { id: number; back_office: boolean }[];
  };
  const formId = forms.forms.find((form) => !form.back_office)?.id;
  if (formId === undefined) throw new Error('the demo tenant has no subscription form');
  const offset = formId * FORM_ID_STRIDE;
  const pdf = await samplePdfBase64();

  const putReceipts = async (dossierId: number, receipts: readonly DemoReceipt[]) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/dossiers/${dossierId}/receipts`,
      headers,
      payload: {
        receipts: receipts.map((receipt) => ({
          elementId: receipt.elementId + offset,
          typeId: receipt.typeId,
          title: receipt.title,
          value: pdf,
        })),
      },
    });
    await expectStatus(response, 200, `receipts of folder ${dossierId}`);
  };
  /** A block saved as the happy path fills it; with `changed`, a signed block corrected (its stored answers). */
  const submit = async (dossierId: number, step: DemoStep, changed?: Record<number, string>) => {
    const current = await app.inject({ url: `/api/dossiers/${dossierId}`, headers });
    await expectStatus(current, 200, `folder ${dossierId}`);
    const { version, values } = (
      current.json() as { dossier: { version: number; values: { elementId: number }[] } }
    ).dossier;
    const stored = new Set(values.map((entry) => entry.elementId));
    const entries = changed
      ? step.values
          .filter((entry) => stored.has(entry.elementId + offset))
          .map((entry) => ({ ...entry, value: changed[entry.elementId] ?? entry.value }))
      : step.values;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/dossiers/${dossierId}/values`,
      headers: { ...headers, 'if-match': String(version) },
      payload: {
        submittingBlockId: step.blockId + offset,
        values: entries.map((entry) => ({ elementId: entry.elementId + offset, value: entry.value })),
      },
    });
    await expectStatus(response, 200, `block ${step.blockId} of folder ${dossierId}`);
  };

  // The customer of the demo `client` account.
  const [client] = await app.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.username, 'client'));
  const clientId = client?.customerId ?? null;

  const ids = {} as TJourneyFolderIds;
  for (const [name, lastBlockId] of Object.entries(JOURNEY_FOLDERS) as [TJourneyFolder, number][]) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId, clientId: CLIENT_FOLDERS.includes(name) ? clientId : null },
    });
    await expectStatus(created, 201, `the ${name} folder`);
    const dossierId = (created.json() as { dossier: { id: number } }).dossier.id;
    const last = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === lastBlockId);
    for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, last + 1)) {
      if (step.receipts?.length) await putReceipts(dossierId, step.receipts);
      await submit(dossierId, step);
    }
    ids[name] = dossierId;
  }
  if (then) {
    const manager = await signInThroughProvider(injectCall(app), {
      baseUrl: publicUrl,
      username: 'gestionnaire',
      password: DEMO_PASSWORD,
    });
    await then({
      ids,
      advisor: headers,
      manager: { authorization: `Bearer ${manager.access_token}` },
      submit: async (dossierId, blockId, changed) => {
        const step = DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === blockId)!;
        if (!changed && step.receipts?.length) await putReceipts(dossierId, step.receipts);
        await submit(dossierId, step, changed);
      },
    });
  }
  return ids;
}
