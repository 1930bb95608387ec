import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@souscription/contract';
import { forms } from '../../db/schema.js';
import { getRequestActor } from '../dossiers/access.js';

const ZListFormsResponse = z.object({
  forms: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      product_choice_element_id: z.number().int().nullable(),
    }),
  ),
});

/** Form calls. */
export async function formRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms',
    {
      schema: {
        tags: ['forms'],
        summary: "The tenant's forms",
        response: { 200: ZListFormsResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const actor = await getRequestActor(request);
      const rows = await app.db
        .select({ id: forms.id, label: forms.label, product_choice_element_id: forms.productChoiceElementId })
        .from(forms)
        .where(eq(forms.tenantId, actor.tenantId))
        .orderBy(asc(forms.id));
      return { forms: rows };
    },
  );
}
