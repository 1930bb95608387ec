import { z } from 'zod';
import { ZCustomer, ZValueEntry } from './dossier-list.js';
import { toId } from './ids.js';
import { ZReceipt } from './receipts.js';
import { ZSignatureParty } from './signature.js';
import { toText } from './text.js';

/** A dossier as the wizard reads it (spec 01 §3; `advistor_id` spelled as the spec). */
export const ZDossier = z
  .object({
    id: z.number().int(),
    form_id: z.number().int(),
    client_id: z.number().int().nullable(),
    advistor_id: z.string().nullable(),
    /**
     * The user account of the subscriber (the customer's own sign-in), null when they have none: with
     * `advistor_id`, who signs or hosts which party (`getCeremonyPart`).
     */
    subscriber_user_id: z.string().nullable(),
    /**
     * The people who sign its sign buttons, named by the server from its answers (the subscriber, the
     * co-subscriber, the spouse) and accounts (the advisor): one entry per party whose button shows
     * and who has a name yet (the co-subscriber who is the spouse is named for both, the spouse's entry
     * saying `same_person_as: 'co_subscriber'`). The wizard labels each sign button with it
     * (« Signer — Pierre Martin (co-souscripteur) ») and offers one button for one person.
     */
    signers: z
      .array(
        z.object({
          party: ZSignatureParty,
          name: z.string(),
          same_person_as: ZSignatureParty.optional().meta({
            description:
              "The party this person signs as already (the spouse who is the co-subscriber): one signature covers both, so the wizard shows that party's button only.",
          }),
        }),
      )
      .meta({
        description:
          'The people who sign its sign buttons, named by the server from its answers and the advisor account: one per party whose button shows and who has a name yet (the co-subscriber who is the spouse is named for both, the second entry with same_person_as). The wizard labels each sign button with it.',
      }),
    last_submitted_block_id: z.number().int().nullable(),
    values: z.array(
      z.object({ elementId: z.number().int(), value: z.union([z.string(), z.array(z.string())]) }),
    ),
    direct: z.boolean(),
    receipts: z.array(ZReceipt),
    authorized_clients: z.array(z.number().int()),
    status: z.array(z.string()),
    product_code: z.string().nullable(),
    /** Optimistic concurrency: send it back as `If-Match` (or `version`) when saving values. */
    version: z.number().int(),
  })
  .meta({ id: 'Dossier' });
export type TDossier = z.infer<typeof ZDossier>;
export const ZDossierResponse = z.object({ dossier: ZDossier });

/** `PUT /dossiers/{id}/values`. */
export const ZSaveDossierValuesRequest = z.object({
  submittingBlockId: toId('api.error.block'),
  productCode: toText().trim().max(20).nullable().optional(),
  values: z.array(ZValueEntry).max(2_000),
  /** The version read; the `If-Match` header may carry it instead. */
  version: toId('api.error.version').optional(),
});
export type TSaveDossierValuesRequest = z.infer<typeof ZSaveDossierValuesRequest>;

/** `PUT /dossiers/{id}/values` headers: `If-Match` may carry the version read (`"3"`, `W/"3"`). */
export const ZSaveDossierValuesHeaders = z.object({ 'if-match': z.string().optional() });

/** `PUT /dossiers/{folderId}/authorized-clients`. */
export const ZAuthorizeClientsRequest = z.object({
  clientsId: z.array(toId('api.error.client')).min(1).max(20),
});

/** `POST /prospects`. */
export const ZCreateProspectRequest = z.object({
  dossierId: toId('api.error.dossier-id'),
});
/** The prospect is a customer like any other (its account bears its client code). */
export const ZCreateProspectResponse = z.object({ prospect: ZCustomer });
export type TCreateProspectResponse = z.infer<typeof ZCreateProspectResponse>;
