import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZFormMappingResponse, ZLocale } from '../../forms.js';
import { ZId } from '../../ids.js';

/** `GET /{locale}/forms/{formId}/mapping`: element names to ids, block ids and the product element. */
export const getFormMapping = defineOperation({
  operationId: 'getFormMapping',
  method: 'GET',
  path: '/{locale}/forms/{formId}/mapping',
  summary: 'Element names to ids, block ids and the product choice element of a form',
  tags: ['forms'],
  params: z.object({ locale: ZLocale, formId: ZId }),
  responses: { 200: ZFormMappingResponse },
  errors: { 404: ['api.error.form-not-found'] },
});
