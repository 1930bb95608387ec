import { defineOperation } from '../../operation.js';
import { ZListFormsResponse } from '../../forms.js';

/** `GET /forms`: the forms of the caller's tenant. */
export const listForms = defineOperation({
  operationId: 'listForms',
  method: 'GET',
  path: '/forms',
  summary: "The tenant's forms",
  tags: ['forms'],
  responses: { 200: ZListFormsResponse },
});
