import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';

/** One of the tenant's forms. `back_office` marks the form the back office fills itself (register-folder). */
export type TForm = {
  id: number;
  label: string;
  product_choice_element_id: number | null;
  back_office?: boolean;
  /** Where the wizard goes after the form's last block (spec 02 §2). */
  redirect_url?: string;
};
export type TListFormsResponse = { forms: TForm[] };

function isForm(value: unknown): value is TForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    Number.isInteger(form.id) &&
    typeof form.label === 'string' &&
    (form.back_office === undefined || typeof form.back_office === 'boolean') &&
    (form.redirect_url === undefined || typeof form.redirect_url === 'string')
  );
}

/**
 * Checks the `GET /forms` answer.
 * Note: the contract has no schema for this answer yet; this one reads only what the screens use.
 */
export const formsResponseSchema = {
  parse(data: unknown): TListFormsResponse {
    const forms = (data as { forms?: unknown } | null)?.forms;
    if (!Array.isArray(forms) || !forms.every(isForm)) throw new TypeError('Unexpected GET /forms answer');
    return {
      forms: forms.map((form) => ({
        ...form,
        product_choice_element_id: form.product_choice_element_id ?? null,
      })),
    };
  },
};

/** `GET /forms`: the tenant's forms (spec 01 §7). */
export function getForms(signal?: AbortSignal): Promise<TListFormsResponse | null> {
  return apiClient.get('/forms', { signal, schema: formsResponseSchema });
}

export const formsQueryOptions = queryOptions({
  queryKey: ['forms'],
  queryFn: ({ signal }) => getForms(signal),
  staleTime: 10 * 60 * 1000,
});

export function useForms(enabled = true) {
  return useQuery({ ...formsQueryOptions, enabled });
}
