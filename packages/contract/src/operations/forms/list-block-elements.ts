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
  description: 'The elements of a block.',
  tags: ['forms'],
  params: z.object({ locale: ZLocale, blockId: ZId }),
  query: z.object({ productCode: toText().max(20).optional() }),
  responses: { 200: ZListBlockElementsResponse },
  errors: { 404: ['api.error.block-not-found', 'api.error.form-not-found'] },
});
