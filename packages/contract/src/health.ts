import { z } from 'zod';

/** `GET /api/health`. */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
