import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDossier } from '@souscription/contract';
import { areValuesEqual, type FormElement } from '@souscription/form-engine';
import type { TReceiptsChange } from '../widgets';
import { ApiError } from '../../../shared/api/api-error';
import { storeCurrentFolder } from '../../../shared/folder/current-folder';
import { setStored } from '../../../shared/storage/local-storage';
import { abandonDossier } from '../../../shared/dossiers/abandon-dossier';
import { authorizeClients } from '../api/authorize-clients';
import { createProspect } from '../api/create-prospect';
import { duplicateDossier } from '../../../shared/dossiers/duplicate-dossier';
import { dossierQueryOptions, getDossier } from '../api/get-dossier';
import { saveDossierValues } from '../api/save-dossier-values';
import { useMessageText, useWizardText } from '../i18n';
import { getBlockKind } from '../model/block-kind';
import { getBlockElementIds, getBlockValueEntries, getProductCode } from '../model/block-values';
import { findNextPosition, findPreviousPosition } from '../model/form-outline';
import { mapSaveError } from '../model/map-save-error';
import type { TWizardModel, TWizardProps } from './use-wizard-model';

/** Spec 02 §9: the next block opens 800 ms after a successful submit. */
export const PROGRESS_DELAY_MS = 800;

/** The wizard's flows, for the screen to call. */
export type TWizardFlows = ReturnType<typeof useWizardFlows>;

/**
 * The wizard's flows: submit (validate, save, close, open the next block 800 ms later), the 422 /
 * 409 / 403 answers, prospect creation and client authorization, duplication, immediate refusal.
 * They read the model through `latest` so that they always act on the current dossier and state.
 */
export function useWizardFlows(latest: { readonly current: TWizardModel }, props: TWizardProps) {
  const queryClient = useQueryClient();
  const { t } = useWizardText();
  const message = useMessageText();
  const [focusRequest, setFocusRequest] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [duplicatePending, setDuplicatePending] = useState<boolean | null>(null);
  const [refusalPending, setRefusalPending] = useState(false);
  const [refusalError, setRefusalError] = useState<string | null>(null);
  const [loaderKey, setLoaderKey] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(closeTimer.current);
    };
  }, []);

  const announce = (text: string) =>
    // Note: a trailing no-break space alternates so that the same sentence is read again.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));

  const blockTitle = (blockId: number) => {
    const { formState } = latest.current;
    return formState.form.blocks[formState.form.blockIndexById.get(blockId) ?? -1]?.block.title ?? '';
  };

  const applyDossier = (updated: TDossier) => {
    latest.current.setDossier(updated);
    queryClient.setQueryData(dossierQueryOptions(updated.id).queryKey, updated);
    setStored('dossier_state', updated.status[0] ?? '');
    setStored('authorized_clients', updated.authorized_clients);
    setStored('receipts', updated.receipts);
    if (updated.client_id !== null) setStored('client_id', String(updated.client_id));
  };

  /** Spec 02 §4 Upload: the server's list replaces the local one; a deleted receipt is dropped. */
  const changeReceipts = (change: TReceiptsChange) => {
    const { dossier } = latest.current;
    const receipts =
      change.kind === 'replaced'
        ? [...change.receipts]
        : dossier.receipts.filter((receipt) => receipt.receiptId !== change.receiptId);
    applyDossier({ ...dossier, receipts });
  };

  const showInvalid = (blockId: number, count: number) => {
    latest.current.dispatch({ type: 'invalid', blockId });
    announce(t('announce.errors', { count, title: blockTitle(blockId) }));
    setFocusRequest((value) => value + 1);
  };

  const reloadAfterConflict = async (blockId: number) => {
    const { formState, dossier, dispatch } = latest.current;
    const typed = getBlockValueEntries(formState, blockId);
    setLoaderKey('loading-dossier');
    try {
      const fresh = await getDossier(dossier.id);
      if (!fresh) return;
      const stored = new Map(fresh.values.map((entry) => [entry.elementId, entry.value]));
      const entries = typed.filter(
        (entry) => !areValuesEqual(stored.get(entry.elementId) ?? '', entry.value),
      );
      applyDossier(fresh);
      latest.current.setGeneration((value) => value + 1);
      dispatch({ type: 'conflict', blockId, entries });
      announce(t('conflict.title'));
    } catch (error) {
      dispatch({ type: 'banner', banner: { variant: 'danger', key: errorKey(error) } });
    } finally {
      if (mounted.current) setLoaderKey(null);
    }
  };

  /** Saves a block; null when it did not (the failure is on screen). */
  const saveBlock = async (blockId: number): Promise<TDossier | null> => {
    const { formState, dossier, dispatch } = latest.current;
    try {
      const updated = await saveDossierValues({
        dossierId: dossier.id,
        version: dossier.version,
        submittingBlockId: blockId,
        productCode: getProductCode(formState, dossier.product_code),
        values: getBlockValueEntries(formState, blockId),
      });
      if (!updated) {
        dispatch({ type: 'busy', busy: null });
        return null;
      }
      applyDossier(updated);
      return updated;
    } catch (error) {
      const failure = mapSaveError(error, {
        formState,
        blockElementIds: new Set(getBlockElementIds(formState, blockId)),
        status: dossier.status,
        locale: props.locale,
      });
      if (failure.kind === 'conflict') {
        await reloadAfterConflict(blockId);
      } else if (failure.kind === 'invalid') {
        dispatch({
          type: 'server-errors',
          blockId,
          errors: failure.fieldErrors,
          banner: failure.bannerKey ? { variant: 'danger', key: failure.bannerKey } : null,
        });
        const count = [...failure.fieldErrors.values()].reduce((sum, list) => sum + list.length, 0);
        if (count > 0) {
          announce(t('announce.errors', { count, title: blockTitle(blockId) }));
          setFocusRequest((value) => value + 1);
        } else if (failure.bannerKey) {
          announce(message(failure.bannerKey));
        }
      } else {
        dispatch({ type: 'banner', banner: { variant: 'danger', key: failure.bannerKey } });
        announce(message(failure.bannerKey));
      }
      return null;
    }
  };

  const advance = (blockId: number) => {
    const { outline, formState, dispatch, navigate } = latest.current;
    const next = findNextPosition(outline, (id) => formState.isBlockVisible(id), blockId);
    dispatch({ type: 'closed' });
    void navigate(next ? `/form/${next.pageId}/${next.blockId}` : props.redirectUrl);
  };

  const submitBlock = async (blockId: number) => {
    const { formState, access, ui, dispatch } = latest.current;
    if (ui.busy || ui.closingBlockId !== null) return;
    // Note: a read-only dossier is only walked through: nothing to check, nothing to save.
    const errors = access.readOnly ? [] : formState.validateBlock(blockId);
    if (errors.length > 0) {
      showInvalid(blockId, errors.length);
      return;
    }
    if (!access.readOnly) {
      dispatch({ type: 'busy', busy: { kind: 'save' } });
      if (!(await saveBlock(blockId))) return;
    }
    const kind = getBlockKind(formState.form, blockId);
    if (kind === 'mandate' || kind === 'signature') {
      // Note: the signature iframe call (GET /dossiers/{id}/docusigns/{docusignId}/iframe) does not
      // exist yet; the answers are saved and the user is told, nothing is faked.
      dispatch({ type: 'signature-unavailable', blockId, saved: !access.readOnly });
      announce(t('signature.unavailable'));
      return;
    }
    dispatch({ type: 'saved', blockId, closing: true });
    announce(t('announce.saved', { title: blockTitle(blockId) }));
    closeTimer.current = window.setTimeout(() => advance(blockId), PROGRESS_DELAY_MS);
  };

  const goBack = (blockId: number) => {
    const { outline, formState, navigate, ui } = latest.current;
    if (ui.busy) return;
    const previous = findPreviousPosition(outline, (id) => formState.isBlockVisible(id), blockId);
    if (previous) void navigate(`/form/${previous.pageId}/${previous.blockId}`);
  };

  const modify = (blockId: number) => {
    const { outline, navigate } = latest.current;
    const page = outline.pages.find((candidate) => candidate.blockIds.includes(blockId));
    if (page) void navigate(`/form/${page.id}/${blockId}`);
  };

  const reapply = () => {
    const { formState, ui, dispatch } = latest.current;
    if (!ui.conflict) return;
    formState.setMany(ui.conflict.entries);
    dispatch({ type: 'conflict-resolved' });
    announce(t('announce.reapplied'));
  };

  const authorizeFlow = async (element: FormElement, clientId: number | null, refreshOnFailure: boolean) => {
    const { dossier, dispatch } = latest.current;
    if (clientId === null) return;
    dispatch({ type: 'busy', busy: { kind: 'authorize', elementId: element.id } });
    try {
      const updated = await authorizeClients(dossier.id, [clientId]);
      if (!updated) return;
      applyDossier(updated);
      dispatch({ type: 'notice', key: 'common.success-client' });
      announce(message('common.success-client'));
    } catch (error) {
      dispatch({ type: 'banner', banner: { variant: 'danger', key: errorKey(error) } });
      announce(message(errorKey(error)));
      if (refreshOnFailure) {
        const fresh = await getDossier(dossier.id).catch(() => null);
        if (fresh) applyDossier(fresh);
      }
    } finally {
      dispatch({ type: 'busy', busy: null });
    }
  };

  const createProspectFlow = async (element: FormElement) => {
    const { formState, access, ui, dispatch } = latest.current;
    if (ui.busy || access.readOnly) return;
    const blockId = element.block_id;
    const errors = formState.validateBlock(blockId);
    if (errors.length > 0) {
      showInvalid(blockId, errors.length);
      dispatch({ type: 'banner', banner: { variant: 'warning', key: 'wizard.prospect.save-first' } });
      return;
    }
    dispatch({ type: 'busy', busy: { kind: 'prospect', elementId: element.id } });
    if (!(await saveBlock(blockId))) return;
    dispatch({ type: 'busy', busy: { kind: 'prospect', elementId: element.id } });
    let prospectId: number;
    try {
      const prospect = await createProspect(latest.current.dossier.id);
      if (!prospect) {
        dispatch({ type: 'busy', busy: null });
        return;
      }
      prospectId = prospect.id;
    } catch (error) {
      const first = error instanceof ApiError ? error.errors[0]?.message : undefined;
      const key = first ? (first.startsWith('api.error.') ? first : `api.error.${first}`) : 'create-prospect';
      dispatch({ type: 'banner', banner: { variant: 'danger', key, fallbackKey: 'create-prospect' } });
      announce(message(key, 'create-prospect'));
      return;
    }
    setStored('client_id', String(prospectId));
    dispatch({ type: 'notice', key: 'common.success-prospect' });
    announce(message('common.success-prospect'));
    await authorizeFlow(element, prospectId, true);
  };

  const duplicate = async (documentDuplicate: boolean, close: () => void) => {
    const { dossier, dispatch, navigate } = latest.current;
    setDuplicatePending(documentDuplicate);
    try {
      const created = (await duplicateDossier({ id: dossier.id, documentDuplicate }))?.dossier;
      if (!created) return;
      storeCurrentFolder({
        id: created.id,
        formId: created.form_id,
        state: 'ongoing',
        direct: created.direct,
        clientId: dossier.client_id,
      });
      void queryClient.invalidateQueries({ queryKey: ['dossiers'] });
      void navigate('/form');
    } catch (error) {
      close();
      dispatch({ type: 'banner', banner: { variant: 'danger', key: errorKey(error) } });
    } finally {
      if (mounted.current) setDuplicatePending(null);
    }
  };

  const refuse = async () => {
    const { dossier, navigate } = latest.current;
    setRefusalPending(true);
    setRefusalError(null);
    try {
      const status = (await abandonDossier(dossier.id))?.status;
      if (!status) return;
      setStored('dossier_state', status[0] ?? 'canceled');
      void queryClient.invalidateQueries({ queryKey: ['dossiers'] });
      void navigate('/dossiers/abandoned-files');
    } catch (error) {
      setRefusalError(errorKey(error));
    } finally {
      if (mounted.current) setRefusalPending(false);
    }
  };

  const flows = {
    focusRequest,
    announcement,
    duplicatePending,
    refusalPending,
    refusalError,
    loaderKey,
    submitBlock,
    goBack,
    modify,
    reapply,
    authorizeFlow,
    createProspectFlow,
    changeReceipts,
    duplicate,
    refuse,
  };
  return flows;
}

function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.message : 'common.technical-error';
}
