import { useEffect, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TDossier, TFeatureSwitches, TRole } from '@souscription/contract';
import type { LoadedForm } from '@souscription/form-engine';
import type { TLocale } from '../../../shared/storage/local-storage';
import { toFormOutline } from '../model/form-outline';
import { getWizardAccess } from '../model/wizard-access';
import { toSigner } from '../model/sign-buttons';
import { storeFormValues, storeReferential, storeValidate } from '../model/stored-form';
import { INITIAL_WIZARD_UI_STATE, wizardReducer } from '../model/wizard-reducer';
import { useCorrectionBlockIds } from './use-correction-blocks';
import { useExpiringMessages } from './use-expiring-messages';
import { useDossierFormState } from './use-dossier-form-state';
import { useWizardAddress } from './use-wizard-address';
import { useVisibleBlockIds } from './use-visible-block-ids';

/** What the wizard of one dossier is given by its route. */
export type TWizardProps = {
  dossier: TDossier;
  form: LoadedForm;
  role: TRole;
  /** The signed-in user's id: which sign buttons it may press (`getCeremonyPart`). */
  userId: string;
  tenantCode: string;
  features: TFeatureSwitches;
  backOfficeForm: boolean;
  locale: TLocale;
  /** Where the wizard goes after the last block of the last page. */
  redirectUrl: string;
  /** The tenant's analytics event on signing (public configuration), if any. */
  signatureEvent?: string;
};

/** The wizard's model: the dossier, its engine state and where the wizard stands. */
export type TWizardModel = ReturnType<typeof useWizardModel>;

const NO_BLOCKS: readonly number[] = [];

/** The dossier, its engine state and where the wizard stands, derived from the address. */
export function useWizardModel(props: TWizardProps) {
  const navigate = useNavigate();
  const [dossier, setDossier] = useState(props.dossier);
  const [generation, setGeneration] = useState(0);
  const [ui, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_UI_STATE);
  useExpiringMessages(ui, dispatch);
  const correctionBlockIds = useCorrectionBlockIds(dossier, props.role);
  const access = getWizardAccess({
    role: props.role,
    status: dossier.status,
    backOfficeForm: props.backOfficeForm,
    correctionBlockIds,
  });
  const formState = useDossierFormState({
    form: props.form,
    dossier,
    tenantCode: props.tenantCode,
    readOnly: access.engineReadOnly,
    generation,
  });
  const outline = useMemo(() => toFormOutline(formState.form), [formState.form]);
  // The form's local keys of spec 02 §3: the folder's answers, the form's referential, the read-only view.
  useEffect(() => storeFormValues(dossier), [dossier]);
  useEffect(() => storeReferential(dossier.form_id, props.form), [dossier.form_id, props.form]);
  useEffect(() => storeValidate(access.readOnly), [access.readOnly]);
  const { pageIndex, openBlockId, redirect } = useWizardAddress({ outline, formState, dossier, access });
  const { advistor_id, subscriber_user_id } = dossier;
  const signer = useMemo(
    () => toSigner(props.userId, { advistor_id, subscriber_user_id }),
    [props.userId, advistor_id, subscriber_user_id],
  );
  const visibleBlockIds = useVisibleBlockIds(formState, outline.pages[pageIndex]?.blockIds ?? NO_BLOCKS);
  return {
    props,
    signer,
    navigate,
    dossier,
    setDossier,
    setGeneration,
    ui,
    dispatch,
    access,
    formState,
    outline,
    pageIndex,
    visibleBlockIds,
    openBlockId,
    redirect,
  };
}
