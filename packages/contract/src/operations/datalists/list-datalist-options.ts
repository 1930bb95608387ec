import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZDatalistQuery, ZListDatalistOptionsResponse } from '../../datalists.js';
import { ZId } from '../../ids.js';

/** `GET /datalists/{datalistId}/options`. */
export const listDatalistOptions = defineOperation({
  operationId: 'listDatalistOptions',
  method: 'GET',
  path: '/datalists/{datalistId}/options',
  summary: 'Options of a datalist matching a filter (at most 50)',
  description: 'At most 50 options matching the filter (accent-blind).',
  tags: ['forms'],
  params: z.object({ datalistId: ZId }),
  query: ZDatalistQuery,
  responses: { 200: ZListDatalistOptionsResponse },
  errors: { 404: ['api.error.datalist-not-found'] },
});
