import { defineOperation } from '../../operation.js';
import { ZListFormsResponse } from '../../forms.js';

/** `GET /forms`. */
export const listForms = defineOperation({
  operationId: 'listForms',
  method: 'GET',
  path: '/forms',
  summary: "The tenant's forms",
  description: "The forms of the caller's tenant.",
  tags: ['forms'],
  responses: { 200: ZListFormsResponse },
});
