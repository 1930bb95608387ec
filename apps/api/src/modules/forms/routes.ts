import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZListFormsResponse } from '@souscription/contract';
import { blocks, datalistOptions, datalists, forms, pages } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import { getRequestActor, type Actor } from '../dossiers/access.js';
import { escapeLikePattern, normalizeSearchText } from '../dossiers/search-text.js';
import { localizeBlock, localizeElement, localizePage } from './load-form-definition-rows.js';

const ZLocale = z.enum(['fr', 'en'], { error: 'api.error.locale' });
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const ZJson = z.record(z.string(), z.unknown());

/** Form calls: the tenant's forms, their mapping, pages, blocks, elements, definition and datalists. */
export async function formRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** A form of the actor's tenant, or 404 (another tenant's form is not shown to exist). */
  const storedFormFor = async (actor: Actor, formId: number) => {
    const stored = await app.forms.getStoredForm(formId).catch(() => undefined);
    if (!stored || stored.form.tenantId !== actor.tenantId)
      throw ApiError.notFound('formId', 'api.error.form-not-found');
    return stored;
  };
  const formOfPage = async (actor: Actor, pageId: number) => {
    const [row] = await app.db.select({ formId: pages.formId }).from(pages).where(eq(pages.id, pageId));
    if (!row) throw ApiError.notFound('pageId', 'api.error.page-not-found');
    const stored = await storedFormFor(actor, row.formId);
    const page = stored.pages.find((p) => p.id === pageId);
    if (!page) throw ApiError.notFound('pageId', 'api.error.page-not-found');
    return { stored, page };
  };

  typed.get(
    '/api/forms',
    {
      schema: {
        tags: ['forms'],
        summary: "The tenant's forms",
        response: { 200: ZListFormsResponse, ...errors },
      },
    },
    async (request) => {
      const actor = await getRequestActor(request);
      const rows = await app.db
        .select()
        .from(forms)
        .where(eq(forms.tenantId, actor.tenantId))
        .orderBy(asc(forms.id));
      return {
        forms: rows.map((f) => ({
          id: f.id,
          label: f.label,
          product_choice_element_id: f.productChoiceElementId,
          back_office: f.isBackOffice,
          redirect_url: f.redirectUrl,
        })),
      };
    },
  );

  typed.get(
    '/api/:locale/forms/:formId/mapping',
    {
      schema: {
        tags: ['forms'],
        summary: 'Element names to ids, block ids and the product choice element of a form',
        params: z.object({ locale: ZLocale, formId: ZId }),
        response: {
          200: z.object({
            elements: z.array(z.object({ id: z.number().int(), name: z.string() })),
            blocks: z.array(z.object({ id: z.number().int() })),
            productId: z.number().int().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const stored = await storedFormFor(await getRequestActor(request), request.params.formId);
      return {
        elements: stored.elements.map((e) => ({ id: e.id, name: e.name })),
        blocks: stored.blocks.map((b) => ({ id: b.id })),
        productId: stored.form.productChoiceElementId,
      };
    },
  );

  typed.get(
    '/api/forms/:formId/pages',
    {
      schema: {
        tags: ['forms'],
        summary: 'Pages of a form (French; ?locale=en for English)',
        params: z.object({ formId: ZId }),
        querystring: z.object({ locale: ZLocale.default('fr') }),
        response: { 200: z.object({ pages: z.array(ZJson) }), ...errors },
      },
    },
    async (request) => {
      const stored = await storedFormFor(await getRequestActor(request), request.params.formId);
      return { pages: stored.pages.map((p) => localizePage(p, request.query.locale)) };
    },
  );

  typed.get(
    '/api/:locale/pages/:pageId/blocks',
    {
      schema: {
        tags: ['forms'],
        summary: 'Blocks of a page',
        params: z.object({ locale: ZLocale, pageId: ZId }),
        response: { 200: z.object({ blocks: z.array(ZJson) }), ...errors },
      },
    },
    async (request) => {
      const { stored, page } = await formOfPage(await getRequestActor(request), request.params.pageId);
      return {
        blocks: stored.blocks
          .filter((b) => b.page_id === page.id)
          .map((b) => localizeBlock(b, request.params.locale)),
      };
    },
  );

  typed.get(
    '/api/:locale/blocks/:blockId/elements',
    {
      schema: {
        tags: ['forms'],
        summary: 'Elements of a block',
        params: z.object({ locale: ZLocale, blockId: ZId }),
        querystring: z.object({ productCode: z.string().max(20).optional() }),
        response: { 200: z.object({ elements: z.array(ZJson) }), ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ formId: blocks.formId })
        .from(blocks)
        .where(eq(blocks.id, request.params.blockId));
      if (!row) throw ApiError.notFound('blockId', 'api.error.block-not-found');
      const stored = await storedFormFor(await getRequestActor(request), row.formId);
      return {
        elements: stored.elements
          .filter((e) => e.block_id === request.params.blockId)
          .map((e) => localizeElement(e, request.params.locale)),
      };
    },
  );

  typed.get(
    '/api/:locale/forms/:formId/definition',
    {
      schema: {
        tags: ['forms'],
        summary:
          'The whole form as the engine loads it (pages, blocks, elements, tenant products, rates and rules)',
        params: z.object({ locale: ZLocale, formId: ZId }),
        response: { 200: ZJson, ...errors },
      },
    },
    async (request, reply) => {
      await storedFormFor(await getRequestActor(request), request.params.formId);
      const definition = await app.forms.getDefinition(request.params.formId, request.params.locale);
      return reply.header('cache-control', 'private, max-age=60').send(definition);
    },
  );

  const datalistQuery = {
    params: z.object({ datalistId: ZId }),
    querystring: z.object({ filter: z.string().max(100).optional(), locale: ZLocale.default('fr') }),
  };
  const findOptions = async (actor: Actor, datalistId: number, filter: string | undefined) => {
    const [list] = await app.db
      .select({ id: datalists.id, tenantId: forms.tenantId })
      .from(datalists)
      .innerJoin(forms, eq(forms.id, datalists.formId))
      .where(eq(datalists.id, datalistId));
    if (!list || list.tenantId !== actor.tenantId)
      throw ApiError.notFound('datalistId', 'api.error.datalist-not-found');
    const term = normalizeSearchText(filter ?? '');
    return app.db
      .select()
      .from(datalistOptions)
      .where(
        and(
          eq(datalistOptions.datalistId, datalistId),
          term ? like(datalistOptions.searchText, `%${escapeLikePattern(term)}%`) : undefined,
        ),
      )
      .orderBy(asc(datalistOptions.rank))
      .limit(50);
  };

  typed.get(
    '/api/datalists/:datalistId/options',
    {
      schema: {
        tags: ['forms'],
        summary: 'Options of a datalist matching a filter (at most 50)',
        ...datalistQuery,
        response: {
          200: z.object({ options: z.array(z.object({ value: z.string(), label: z.string() })) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const rows = await findOptions(
        await getRequestActor(request),
        request.params.datalistId,
        request.query.filter,
      );
      const en = request.query.locale === 'en';
      return { options: rows.map((o) => ({ value: o.value, label: (en && o.labelEn) || o.label })) };
    },
  );

  typed.get(
    '/api/datalists/:datalistId/values',
    {
      schema: {
        tags: ['forms'],
        summary: 'Presentations of a datalist’s options matching a filter',
        ...datalistQuery,
        response: {
          200: z.object({ options: z.array(z.object({ value: z.string(), presentation: z.string() })) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const rows = await findOptions(
        await getRequestActor(request),
        request.params.datalistId,
        request.query.filter,
      );
      return { options: rows.map((o) => ({ value: o.value, presentation: o.presentation ?? o.label })) };
    },
  );
}
