import { z } from 'zod';

/** `GET /dossier/{id}/docusign/history`: the envelope's history as a PDF (base64). */
export const ZSignatureHistoryResponse = z.object({ envelopeHistoryData: z.string().optional() });
export type TSignatureHistoryResponse = z.infer<typeof ZSignatureHistoryResponse>;
