import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZListFormPagesResponse, ZLocale } from '../../forms.js';
import { ZId } from '../../ids.js';

/** `GET /forms/{formId}/pages`. */
export const listFormPages = defineOperation({
  operationId: 'listFormPages',
  method: 'GET',
  path: '/forms/{formId}/pages',
  summary: 'Pages of a form (French; ?locale=en for English)',
  description: 'The pages of a form, in French unless `?locale=en`.',
  tags: ['forms'],
  params: z.object({ formId: ZId }),
  query: z.object({ locale: ZLocale.default('fr') }),
  responses: { 200: ZListFormPagesResponse },
  errors: { 404: ['api.error.form-not-found'] },
});
