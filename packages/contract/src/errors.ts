import { z } from 'zod';

/** One error of the wire error shape: the field (or `authorization`, `body`…) and a translation key. */
export const ZApiError = z.object({
  property: z.string(),
  message: z.string(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** The only error body the API ever answers: `{ errors: [{ property, message }] }`. */
export const ZErrorResponse = z.object({ errors: z.array(ZApiError) });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
