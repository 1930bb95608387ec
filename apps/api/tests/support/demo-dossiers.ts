import { PDFDocument } from 'pdf-lib';
import type { TDossier } from '@souscription/contract';
import { expect } from 'vitest';
import type { DemoReceipt, DemoStep } from '../../src/seed/forms/demo-happy-path.js';
import { FORM_ID_STRIDE } from '../../src/seed/seed-form-definitions.js';
import type { TestApp } from './test-app.js';

/** Dossiers of the demo subscription form, filled through the API as the wizard fills them. */
export type DemoDossiers = {
  /** The demo subscription form, and the offset of its element and block ids in the seed. */
  formId: number;
  offset: number;
  /** A new lead dossier of the caller on the demo form; answers its id. */
  createDossier: (username?: string) => Promise<number>;
  getDossier: (id: number, username?: string) => Promise<TDossier>;
  /** Uploads the step's receipts through the receipts call, as the wizard does before submitting. */
  putReceipts: (dossierId: number, list?: readonly DemoReceipt[], username?: string) => Promise<void>;
  /** `PUT /dossiers/{id}/values` of one step (at the dossier's current version unless given). */
  submit: (
    dossierId: number,
    step: DemoStep,
    username?: string,
    version?: number,
  ) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
};

let samplePdf: string | undefined;
/** A real one-page PDF, base64, made with pdf-lib. */
async function pdfBase64(): Promise<string> {
  if (!samplePdf) {
    const document = await PDFDocument.create();
    document.addPage().drawText('Justificatif');
    samplePdf = Buffer.from(await document.save()).toString('base64');
  }
  return samplePdf;
}

/** The demo form's helpers on a test app (its forms read as the demo advisor sees them). */
export async function createDemoDossiers(t: TestApp): Promise<DemoDossiers> {
  const forms = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('conseiller') })).json()
    .forms as { id: number; back_office: boolean }[];
  const formId = forms.find((form) => !form.back_office)!.id;
  const offset = formId * FORM_ID_STRIDE;

  const getDossier: DemoDossiers['getDossier'] = async (id, username = 'conseiller') =>
    (await t.app.inject({ url: `/api/dossiers/${id}`, headers: await t.authAs(username) })).json().dossier;

  return {
    formId,
    offset,
    getDossier,
    async createDossier(username = 'conseiller') {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dossiers',
        headers: await t.authAs(username),
        payload: { formId, clientId: null },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().dossier.id as number;
    },
    async putReceipts(dossierId, list = [], username = 'conseiller') {
      if (list.length === 0) return;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/dossiers/${dossierId}/receipts`,
        headers: await t.authAs(username),
        payload: {
          receipts: await Promise.all(
            list.map(async (receipt) => ({
              elementId: receipt.elementId + offset,
              typeId: receipt.typeId,
              title: receipt.title,
              value: await pdfBase64(),
            })),
          ),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    async submit(dossierId, step, username = 'conseiller', version) {
      const current = version ?? (await getDossier(dossierId, username)).version;
      return t.app.inject({
        method: 'PUT',
        url: `/api/dossiers/${dossierId}/values`,
        headers: { ...(await t.authAs(username)), 'if-match': String(current) },
        payload: {
          submittingBlockId: step.blockId + offset,
          values: step.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
        },
      });
    },
  };
}
