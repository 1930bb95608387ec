import { z } from 'zod';

/** One error of the wire error shape: the field (or `authorization`, `body`…) and a translation key. */
export const ZApiError = z
  .object({
    property: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;

/** The only error body the API ever answers: `{ errors: [{ property, message }] }`. */
export const ZErrorResponse = z.object({ errors: z.array(ZApiError) }).meta({ id: 'ErrorResponse' });

/** The empty answer of a 204. */
export const ZNoContent = z.null().describe('No content');

/** A file answer (an archive, a document): its bytes, not JSON. */
export const ZFileAnswer = z.string().meta({ format: 'binary', description: 'The file' });
