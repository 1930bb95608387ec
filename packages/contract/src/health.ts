import { z } from 'zod';

/** `GET /api/health`. */
export const ZHealthResponse = z.object({
  /** `degraded`: the API answers, but a service it depends on (the OpenID issuer) does not yet. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgresql']),
  /** What is degraded and why (absent when `ok`). */
  reasons: z.array(z.object({ component: z.enum(['issuer']), message: z.string() })).optional(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
