import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZListPageBlocksResponse, ZLocale } from '../../forms.js';
import { ZId } from '../../ids.js';

/** `GET /{locale}/pages/{pageId}/blocks`. */
export const listPageBlocks = defineOperation({
  operationId: 'listPageBlocks',
  method: 'GET',
  path: '/{locale}/pages/{pageId}/blocks',
  summary: 'Blocks of a page',
  description: 'The blocks of a page.',
  tags: ['forms'],
  params: z.object({ locale: ZLocale, pageId: ZId }),
  responses: { 200: ZListPageBlocksResponse },
  errors: { 404: ['api.error.page-not-found', 'api.error.form-not-found'] },
});
