import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZListBlockElementsResponse, ZLocale } from '../../forms.js';
import { ZId } from '../../ids.js';
import { toText } from '../../text.js';

/** `GET /{locale}/blocks/{blockId}/elements`. */
export const listBlockElements = defineOperation({
  operationId: 'listBlockElements',
  method: 'GET',
  path: '/{locale}/blocks/{blockId}/elements',
  summary: 'Elements of a block',
  description:
    'The elements of a block offered for `productCode` (a product code, or a product variant code of spec 02 §9: EP, IP, EE, CV, CE, CR, GF, G2, CA): an element reserved to some variants (`attributes.product_variants`) is listed only for one of them; without `productCode`, only the elements every product offers.',
  tags: ['forms'],
  params: z.object({ locale: ZLocale, blockId: ZId }),
  query: z.object({ productCode: toText().max(20).optional() }),
  responses: { 200: ZListBlockElementsResponse },
  errors: { 404: ['api.error.block-not-found', 'api.error.form-not-found'] },
});
