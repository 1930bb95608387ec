import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZFormDefinition, ZLocale } from '../../forms.js';
import { ZId } from '../../ids.js';

/** `GET /{locale}/forms/{formId}/definition`. */
export const getFormDefinition = defineOperation({
  operationId: 'getFormDefinition',
  method: 'GET',
  path: '/{locale}/forms/{formId}/definition',
  summary:
    'The whole form as the engine loads it (pages, blocks, elements, tenant products, rates and rules)',
  description: 'The whole form in one call, as the engine loads it.',
  tags: ['forms'],
  params: z.object({ locale: ZLocale, formId: ZId }),
  responses: { 200: ZFormDefinition },
  errors: { 404: ['api.error.form-not-found'] },
});
