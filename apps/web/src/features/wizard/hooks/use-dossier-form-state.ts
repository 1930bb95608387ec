import { useEffect, useState } from 'react';
import {
  createFormState,
  getTodayInParis,
  type FormContext,
  type FormState,
  type LoadedForm,
  type RawValueEntry,
} from '@souscription/form-engine';
import type { TDossier } from '@souscription/contract';
import { loadIbanTools, onIbanToolsLoaded } from '../../../shared/iban/on-demand-ibantools';
import { loadPhoneNumbers, onPhoneNumbersLoaded } from '../../../shared/phone/on-demand-phone-numbers';
import { restoreToggleValues } from '../model/stored-form';

export type TDossierFormStateInput = {
  form: LoadedForm;
  dossier: TDossier;
  tenantCode: string | null;
  readOnly: boolean;
  /** Bumped when the dossier is reloaded from the server (409): the state restarts from its values. */
  generation: number;
};

/** The engine context of a dossier (spec 02 §4): direct flag, states, today, tenant, product, receipts. */
export function toFormContext(dossier: TDossier, tenantCode: string | null, readOnly: boolean): FormContext {
  return {
    direct: dossier.direct,
    dossierState: dossier.status,
    today: getTodayInParis(new Date()),
    tenant: tenantCode,
    productCode: dossier.product_code,
    receipts: dossier.receipts.map((receipt) => ({ elementId: receipt.elementId })),
    readOnly,
  };
}

/** Whether the form checks phone numbers (a phone field, or a number that must differ from another). */
function hasPhoneChecks(form: LoadedForm): boolean {
  return form.elements.some(
    ({ validation }) => validation.format === 'phone' || validation.differsFrom?.kind === 'phone',
  );
}

const BANK_FORMATS: ReadonlySet<LoadedForm['elements'][number]['validation']['format']> = new Set([
  'iban',
  'iban-parts',
  'bic',
  'bic-parts',
]);

function hasBankChecks(form: LoadedForm): boolean {
  return form.elements.some(({ validation }) => BANK_FORMATS.has(validation.format));
}

function contextKey(context: FormContext): string {
  return JSON.stringify([
    context.direct,
    context.dossierState,
    context.productCode,
    context.readOnly,
    context.receipts?.map((receipt) => receipt.elementId),
  ]);
}

type THolder = {
  form: LoadedForm;
  generation: number;
  formState: FormState;
  /** The context last given to the state (its content as a key). */
  appliedContextKey: string;
};

/**
 * THE engine state of the open dossier: created once from the definition, the dossier's context
 * and its stored values, and kept for the whole visit — keystrokes go to it, never re-create it.
 * It is rebuilt only when the definition changes language (carrying every value over) or when the
 * dossier is reloaded after a conflict. Context changes (state, receipts, read-only) are applied to
 * the same state.
 */
export function useDossierFormState({
  form,
  dossier,
  tenantCode,
  readOnly,
  generation,
}: TDossierFormStateInput): FormState {
  const context = toFormContext(dossier, tenantCode, readOnly);
  const key = contextKey(context);
  const build = (values: readonly RawValueEntry[]): THolder => ({
    form,
    generation,
    formState: createFormState(form, context, restoreToggleValues(form, values)),
    appliedContextKey: key,
  });
  const [holder, setHolder] = useState<THolder>(() => build(dossier.values));
  let current = holder;
  if (holder.form !== form || holder.generation !== generation) {
    // Note: adjusting state while rendering (React's documented pattern for derived state), so the
    // children never see a state of the other language or of the version left behind.
    const values = holder.generation === generation ? holder.formState.getValueEntries() : dossier.values;
    current = build(values);
    setHolder(current);
  }

  useEffect(() => {
    if (current.appliedContextKey === key) return;
    current.appliedContextKey = key;
    current.formState.setContext(context);
    // The key stands for the context's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, key]);

  // The phone metadata comes after the first screen (shared/phone): once there, every number is
  // checked again.
  useEffect(() => {
    if (!hasPhoneChecks(current.form)) return;
    const unsubscribe = onPhoneNumbersLoaded(() => current.formState.setContext({}));
    loadPhoneNumbers().catch(() => undefined);
    return unsubscribe;
  }, [current]);

  // Likewise ibantools (shared/iban), when the form checks an IBAN or a BIC.
  useEffect(() => {
    if (!hasBankChecks(current.form)) return;
    const unsubscribe = onIbanToolsLoaded(() => current.formState.setContext({}));
    loadIbanTools().catch(() => undefined);
    return unsubscribe;
  }, [current]);

  return current.formState;
}
