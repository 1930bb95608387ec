import { z } from 'zod';
import { ZLocale } from './forms.js';
import { ZId, toId } from './ids.js';
import { toText } from './text.js';

/** Largest receipt accepted, once decoded (10 MiB). */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
/** What a receipt may really be (checked on its bytes, not its name). */
export const RECEIPT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The `{folderId}` of a receipts path. */
export const ZReceiptsParams = z.object({ folderId: ZId });
/** The `{folderId}` and `{receiptId}` of a receipt path. */
export const ZReceiptParams = z.object({ folderId: ZId, receiptId: ZId });

/** `PUT /dossiers/{folderId}/receipts`. */
export const ZUploadReceiptsRequest = z.object({
  submittingBlockId: toId('api.error.block').nullable().optional(),
  receipts: z
    .array(
      z.object({
        typeId: z.union([toText(), z.number()]).transform(String).nullable().optional(),
        elementId: toId('api.error.element-id'),
        /** The file, base64 (a data URI prefix is accepted). */
        value: toText()
          .min(1, 'ged.upload-empty')
          .max(Math.ceil((MAX_RECEIPT_BYTES * 4) / 3) + 200, 'ged.upload-too-large'),
        title: toText().trim().min(1, 'ged.upload-title').max(200),
      }),
    )
    .min(1)
    .max(10),
});

/** A receipt of a dossier (spec 02 §3). `resource` is the address of its file. */
export const ZReceipt = z
  .object({
    receiptId: z.number().int(),
    typeId: z.string().nullable(),
    elementId: z.number().int(),
    title: z.string(),
    resource: z.string(),
  })
  .meta({ id: 'Receipt' });
export type TReceipt = z.infer<typeof ZReceipt>;

/**
 * A receipt as `GET /dossiers/{folderId}/receipts` lists it (spec 01 §3: id, title, category):
 * `id` is `receiptId` again, `category` the name of its document type in the form (the element's
 * type of that id, else the element's label), in the asked language.
 */
export const ZListedReceipt = ZReceipt.extend({
  id: z.number().int(),
  category: z.string(),
}).meta({ id: 'ListedReceipt' });
export type TListedReceipt = z.infer<typeof ZListedReceipt>;

/** `GET /dossiers/{folderId}/receipts?locale=en`: the language of the categories (French by default). */
export const ZListReceiptsQuery = z.object({ locale: ZLocale.default('fr') });

/** `GET /dossiers/{folderId}/receipts`. */
export const ZListReceiptsResponse = z.object({ receipts: z.array(ZListedReceipt) });

export const ZReceiptsResponse = z.object({ dossier: z.object({ receipts: z.array(ZReceipt) }) });

/** `GET /dossiers/{folderId}/receipts/{receiptId}`: the receipt with its file (base64). */
export const ZReceiptDetailResponse = z.object({
  receipt: z.object({
    id: z.number().int(),
    resource: z.string(),
    title: z.string(),
    /** The name to save the file under: its title made safe, with the extension of its type (spec 01 §3). */
    filename: z.string(),
    resourceFile: z.string(),
    mimetype: z.string(),
  }),
});
export type TReceiptDetailResponse = z.infer<typeof ZReceiptDetailResponse>;

const RECEIPT_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The file name a receipt is saved under: its title without the characters file systems refuse
 * (path separators, quotes, control characters), at most 120 characters, and the extension of its
 * real type — the title alone (« Pièce d’identité ») saved a file no viewer opened.
 */
export function toReceiptFilename(title: string, mimetype: string): string {
  const base =
    title
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[.\s]+/, '')
      .slice(0, 120)
      .trim() || 'justificatif';
  const extension = RECEIPT_EXTENSIONS[mimetype];
  if (!extension || base.toLowerCase().endsWith(`.${extension}`)) return base;
  return `${base}.${extension}`;
}
