import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZDatalistQuery, ZListDatalistValuesResponse } from '../../datalists.js';
import { ZId } from '../../ids.js';

/** `GET /datalists/{datalistId}/values`. */
export const listDatalistValues = defineOperation({
  operationId: 'listDatalistValues',
  method: 'GET',
  path: '/datalists/{datalistId}/values',
  summary: 'Presentations of a datalist’s options matching a filter',
  description: 'The presentations of the options matching the filter.',
  tags: ['forms'],
  params: z.object({ datalistId: ZId }),
  query: ZDatalistQuery,
  responses: { 200: ZListDatalistValuesResponse },
  errors: { 404: ['api.error.datalist-not-found'] },
});
