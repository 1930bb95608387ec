import { queryOptions } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { loadFormDefinition, type LoadedForm } from '@souscription/form-engine';
import { call } from '../../../shared/api/call';
import type { TLocale } from '../../../shared/storage/local-storage';

/**
 * `GET /{locale}/forms/{formId}/definition`: the whole form in one call (pages, blocks, elements,
 * the tenant's products, rate tables and rules), checked and compiled by the engine once per form
 * and language. A definition the engine refuses fails the query (FormDefinitionError).
 */
export async function getFormDefinition(
  formId: number,
  locale: TLocale,
  signal?: AbortSignal,
): Promise<LoadedForm | null> {
  const definition = await call(operations.getFormDefinition, { params: { locale, formId }, signal });
  return definition ? loadFormDefinition(definition) : null;
}

export const formDefinitionQueryOptions = (formId: number, locale: TLocale) =>
  queryOptions({
    queryKey: ['form-definition', formId, locale],
    queryFn: ({ signal }) => getFormDefinition(formId, locale, signal),
    // Note: forms change only when a customer reconfigures them; the engine state is built from
    // this object, so it must not be replaced by a background refetch while a dossier is open.
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
    structuralSharing: false,
  });
