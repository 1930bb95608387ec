import { z } from 'zod';

/** `GET /footer`: the tenant's footer blocks, HTML already sanitised by the server. */
export const ZFooterResponse = z.object({
  blocks: z.array(z.object({ extraInfo: z.string() })),
});
export type TFooterResponse = z.infer<typeof ZFooterResponse>;
