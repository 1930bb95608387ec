import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZFormMappingResponse, ZLocale } from '../../forms.js';
import { ZId } from '../../ids.js';

/** `GET /{locale}/forms/{formId}/mapping`. */
export const getFormMapping = defineOperation({
  operationId: 'getFormMapping',
  method: 'GET',
  path: '/{locale}/forms/{formId}/mapping',
  summary: 'Element names to ids, block ids and the product choice element of a form',
  description: 'Element names to ids, block ids and the product element.',
  tags: ['forms'],
  params: z.object({ locale: ZLocale, formId: ZId }),
  responses: { 200: ZFormMappingResponse },
  errors: { 404: ['api.error.form-not-found'] },
});
