import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getFolderActions, type TDossier, type TFeatureSwitches, type TRole } from '@souscription/contract';
import { areValuesEqual, type FormElement, type LoadedForm } from '@souscription/form-engine';
import type { TClientStatus, TWidgetAction, TWidgetReceipt } from '../../widgets';
import { ApiError } from '../../../shared/api/api-error';
import { storeCurrentFolder } from '../../../shared/folder/current-folder';
import { getStored, setStored, type TLocale } from '../../../shared/storage/local-storage';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { abandonDossier } from '../api/abandon-dossier';
import { authorizeClients } from '../api/authorize-clients';
import { createProspect } from '../api/create-prospect';
import { duplicateDossier } from '../api/duplicate-dossier';
import { dossierQueryOptions, getDossier } from '../api/get-dossier';
import { saveDossierValues } from '../api/save-dossier-values';
import { useDossierFormState } from '../hooks/use-dossier-form-state';
import { useVisibleBlockIds } from '../hooks/use-visible-block-ids';
import { useMessageText, useWizardText } from '../i18n';
import { findSignaturePageId, getBlockAction, getBlockKind, getSignatureAccess } from '../model/block-kind';
import { getBlockStates } from '../model/block-states';
import { getBlockElementIds, getBlockValueEntries, getProductCode } from '../model/block-values';
import { computeStepProgress, formatStepNumber } from '../model/compute-step-progress';
import {
  findNextPosition,
  findPreviousPosition,
  getBlockOrder,
  listVisibleBlockIds,
  toFormOutline,
} from '../model/form-outline';
import { mapSaveError } from '../model/map-save-error';
import { resolveWizardAddress } from '../model/resolve-wizard-address';
import { isSignButtonHidden } from '../model/sign-buttons';
import { getWizardAccess, isBackLinkShown, isOngoing, isStepClickable } from '../model/wizard-access';
import { INITIAL_WIZARD_UI_STATE, wizardReducer, type TBanner } from '../model/wizard-reducer';
import { BlockCard } from './block-card';
import { focusErrorField } from './focus-error-field';
import { IconArrowRight } from './wizard-icons';
import { WizardHeaderBar } from './wizard-header-bar';
import { DuplicateModal, FullPageLoader, RefusalModal } from './wizard-modals';
import { WizardStepper, type TStep } from './wizard-stepper';

/** Spec 02 §9: the next block opens 800 ms after a successful submit. */
export const PROGRESS_DELAY_MS = 800;
/** Spec 02 §9: the first field in error is scrolled to 100 px below the top of the window. */
export const SCROLL_OFFSET_PX = 100;

export type TWizardScreenProps = {
  dossier: TDossier;
  form: LoadedForm;
  role: TRole;
  tenantCode: string;
  features: TFeatureSwitches;
  backOfficeForm: boolean;
  locale: TLocale;
  /** Where the wizard goes after the last block of the last page. */
  redirectUrl: string;
};

const NO_BLOCKS: readonly number[] = [];

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** What a save or a flow needs to read at the time it runs, not at the time it was declared. */
type TLatest = ReturnType<typeof useWizardModel>;

/**
 * The wizard of one open dossier (spec 02 §2 and §4): header bar, stepper, the page's block cards,
 * the saves, the prospect and authorize flows, the 409 re-apply flow, duplication and immediate
 * refusal. Keystrokes never re-render it: widgets subscribe to their own element of the engine
 * state, this screen only to the visibility of the page's blocks.
 */
export function WizardScreen(props: TWizardScreenProps) {
  const model = useWizardModel(props);
  const latest = useRef<TLatest>(model);
  latest.current = model;
  const flows = useWizardFlows(latest, props);
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  const message = useMessageText();
  const {
    dossier,
    access,
    formState,
    outline,
    ui,
    dispatch,
    pageIndex,
    visibleBlockIds,
    openBlockId,
    redirect,
  } = model;

  const [modal, setModal] = useState<'duplicate' | 'refusal' | null>(null);
  const openCardRef = useRef<HTMLElement>(null);
  const openHeadingRef = useRef<HTMLHeadingElement>(null);

  // The opened block takes the focus (its title), scrolled to 100 px below the top.
  useEffect(() => {
    if (openBlockId === null || redirect) return;
    dispatch({ type: 'block-opened' });
    const heading = openHeadingRef.current;
    const card = openCardRef.current;
    if (!heading || !card) return;
    heading.focus({ preventScroll: true });
    const top = card.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top) });
  }, [openBlockId, redirect, dispatch]);

  // After a refused submit: the first field in error, once the errors are on screen.
  useEffect(() => {
    if (flows.focusRequest === 0) return;
    if (openCardRef.current) focusErrorField(openCardRef.current, SCROLL_OFFSET_PX);
  }, [flows.focusRequest]);

  // A server error stays under its field until that field changes.
  useEffect(() => {
    const stops = [...ui.serverErrors.keys()].map((elementId) =>
      formState.subscribe(elementId, () => dispatch({ type: 'clear-server-error', elementId })),
    );
    return () => stops.forEach((stop) => stop());
  }, [ui.serverErrors, formState, dispatch]);

  // The back link's target: the previous page of the wizard (local key previousPage).
  const previousPageId = pageIndex > 0 ? outline.pages[pageIndex - 1]?.id : undefined;
  useEffect(() => {
    if (previousPageId !== undefined) setStored('previousPage', `/form/${previousPageId}`);
  }, [previousPageId]);

  const onAction = useCallback(
    (action: TWidgetAction, element: FormElement) => latest.current.handleAction(action, element),
    [],
  );
  const onSubmit = useCallback((blockId: number) => void latest.current.flows.submitBlock(blockId), []);
  const receipts = useMemo<readonly TWidgetReceipt[]>(
    () =>
      dossier.receipts.map((receipt) => ({
        receiptId: receipt.receiptId,
        elementId: receipt.elementId,
        title: receipt.title,
      })),
    [dossier.receipts],
  );
  const elementsByBlock = useMemo(() => {
    const map = new Map<number, FormElement[]>();
    for (const { element } of formState.form.elements) {
      map.set(element.block_id, [...(map.get(element.block_id) ?? []), element]);
    }
    return map;
  }, [formState]);
  const statusKey = dossier.status.join('|');
  const blockElements = useCallback(
    (blockId: number) =>
      (elementsByBlock.get(blockId) ?? []).filter(
        (element) => !isSignButtonHidden(element, statusKey.split('|')),
      ),
    [elementsByBlock, statusKey],
  );

  latest.current.handleAction = (action, element) => {
    if (action === 'create-prospect') void flows.createProspectFlow(element);
    else if (action === 'authorize-client') void flows.authorizeFlow(element, dossier.client_id, false);
    else if (action === 'sign') void flows.submitBlock(element.block_id);
    else if (action === 'button' && element.attributes.action === 'dashboard')
      void model.navigate('/tableau-de-bord');
  };

  if (redirect) return <Navigate to={redirect} replace />;

  const page = outline.pages[pageIndex];
  const loadedPage = formState.form.pages[pageIndex];
  if (!page || !loadedPage) {
    return (
      <Alert variant="info" data-testid="wizard-empty">
        {t('no-page')}
      </Alert>
    );
  }

  const pageCount = outline.pages.length;
  const pivot = ui.closingBlockId ?? openBlockId;
  const pivotIndex = pivot === null ? -1 : visibleBlockIds.indexOf(pivot);
  const progress = computeStepProgress({
    pageCount,
    currentPageIndex: pageIndex,
    visibleBlockCount: visibleBlockIds.length,
    openBlockIndex: pivotIndex < 0 ? null : pivotIndex + (ui.closingBlockId !== null ? 1 : 0),
  });
  const lastSubmittedOrder =
    dossier.last_submitted_block_id === null ? -1 : getBlockOrder(outline, dossier.last_submitted_block_id);
  const isVisible = (id: number) => formState.isBlockVisible(id);
  const steps: TStep[] = outline.pages.map((candidate, index) => {
    const ids = listVisibleBlockIds(outline, candidate.id, isVisible);
    const lastId = ids.at(-1);
    const complete = lastId !== undefined && getBlockOrder(outline, lastId) <= lastSubmittedOrder;
    const current = index === pageIndex;
    return {
      pageId: candidate.id,
      title: formState.form.pages[index]?.page.title ?? '',
      progress: progress[index] ?? 0,
      current,
      complete,
      clickable: isStepClickable({
        backOffice: access.backOffice,
        complete,
        current,
        status: dossier.status,
      }),
    };
  });

  const folderActions = getFolderActions({
    role: props.role,
    status: dossier.status,
    features: props.features,
    backOfficeForm: props.backOfficeForm,
  });
  // The previous page of the wizard, also kept under the local key previousPage (spec 02 §2).
  const previousPage = previousPageId === undefined ? getStored('previousPage') : `/form/${previousPageId}`;
  const backTo = isBackLinkShown(pageIndex, dossier.status) ? (previousPage ?? '/tableau-de-bord') : null;
  const states = getBlockStates({
    visibleBlockIds,
    openBlockId,
    closingBlockId: ui.closingBlockId,
    walk: access.walk,
  });
  const firstVisibleOfForm = findNextPosition(outline, isVisible, -1);
  const clientStatus: TClientStatus =
    dossier.client_id === null
      ? 'none'
      : dossier.authorized_clients.includes(dossier.client_id)
        ? 'authorized'
        : 'unauthorized';
  const nextPage = outline.pages[pageIndex + 1];
  const statusText = dossier.status
    .map((state) => tApp(`common.${state}`, { defaultValue: state }))
    .join(', ');
  const adequacyPending = dossier.status.includes('adequacy_report_validation');
  // Messages about the last action: under the open block, by its buttons, else above the blocks.
  const messages =
    ui.banner || ui.notices.length > 0 ? (
      <>
        {ui.banner ? (
          <BannerAlert banner={ui.banner} text={message(ui.banner.key, ui.banner.fallbackKey)} />
        ) : null}
        {ui.notices.map((key) => (
          <Alert key={key} variant="success" data-testid="wizard-notice">
            {tApp(key)}
          </Alert>
        ))}
      </>
    ) : null;

  return (
    <div className="app-wizard" data-testid="wizard" data-page-id={page.id}>
      <title>{tApp('app.page-title', { page: t('page-title', { id: dossier.id }) })}</title>
      <WizardHeaderBar
        dossierId={dossier.id}
        formLabel={formState.form.definition.form.label}
        status={dossier.status}
        backTo={backTo}
        backToDashboard={previousPage === null}
        canRefuse={folderActions.abandon}
        onRefuse={() => setModal('refusal')}
      />
      <WizardStepper steps={steps} />

      <div className="app-wizard-page-head mb-4">
        <p className="app-wizard-eyebrow mb-1">
          {t('page.eyebrow', { number: formatStepNumber(pageIndex), count: formatStepNumber(pageCount - 1) })}
        </p>
        <h1 className="page-title mb-1" data-testid="page-title">
          {loadedPage.page.title}
        </h1>
        {loadedPage.page.link_description ? (
          <p className="text-body-secondary mb-0">{loadedPage.page.link_description}</p>
        ) : null}
      </div>

      {access.readOnly ? (
        <Alert variant="info" className="d-flex gap-2" data-testid="read-only-notice">
          {access.readOnlyReason === 'back-office'
            ? t('read-only.back-office')
            : t('read-only.status', { status: statusText })}
        </Alert>
      ) : (
        <p className="small text-body-secondary">{t('page.required-legend')}</p>
      )}

      {ui.conflict ? (
        <Alert variant="warning" role="alert" data-testid="conflict-alert">
          <p className="fw-semibold mb-1">{t('conflict.title')}</p>
          <p className="mb-3">{t('conflict.text')}</p>
          <div className="d-flex flex-wrap gap-2">
            {ui.conflict.entries.length > 0 ? (
              <Button size="sm" variant="primary" onClick={flows.reapply} data-testid="conflict-reapply">
                {t('conflict.reapply')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => dispatch({ type: 'conflict-resolved' })}
              data-testid="conflict-discard"
            >
              {t('conflict.discard')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {openBlockId === null || !visibleBlockIds.includes(openBlockId) ? messages : null}

      <ol className="list-unstyled app-block-list mb-0" aria-label={loadedPage.page.title}>
        {visibleBlockIds.map((blockId, index) => {
          const loadedBlock = formState.form.blocks[formState.form.blockIndexById.get(blockId) ?? -1];
          if (!loadedBlock) return null;
          const state = states.get(blockId) ?? 'waiting';
          const kind = getBlockKind(formState.form, blockId);
          const open = state === 'progress' || state === 'validate';
          const isOpenBlock = state === 'progress';
          return (
            <li key={blockId} className="mb-3">
              <BlockCard
                block={loadedBlock.block}
                number={index + 1}
                count={visibleBlockIds.length}
                state={state}
                fields={{
                  formState,
                  elements: open ? blockElements(blockId) : [],
                  readOnly: access.readOnly,
                  locale: props.locale,
                  dossierId: dossier.id,
                  onAction,
                  clientStatus,
                  busyElementId: ui.busy?.elementId ?? null,
                  receipts,
                  serverErrors: ui.serverErrors,
                }}
                showErrors={ui.errorsShownFor.has(blockId)}
                action={getBlockAction(kind, firstVisibleOfForm?.blockId === blockId)}
                canGoBack={findPreviousPosition(outline, isVisible, blockId) !== null}
                canModify={access.canModify && !access.walk}
                canDuplicate={folderActions.duplicate}
                saving={ui.busy?.kind === 'save'}
                locked={ui.busy !== null || ui.closingBlockId !== null}
                signatureAccess={getSignatureAccess(kind, dossier.status)}
                adequacyPending={adequacyPending}
                signatureUnavailable={
                  ui.signatureUnavailableFor !== blockId
                    ? null
                    : ui.signatureAnswersSaved
                      ? 'saved'
                      : 'not-saved'
                }
                messages={isOpenBlock ? messages : undefined}
                headingRef={isOpenBlock ? openHeadingRef : undefined}
                containerRef={isOpenBlock ? openCardRef : undefined}
                onSubmit={onSubmit}
                onBack={flows.goBack}
                onModify={flows.modify}
                onDuplicate={() => setModal('duplicate')}
              />
            </li>
          );
        })}
      </ol>

      {access.walk ? (
        <div className="d-flex justify-content-end mt-4" data-testid="next-step">
          {nextPage ? (
            <Link
              to={`/form/${nextPage.id}`}
              className="btn btn-primary d-inline-flex align-items-center gap-2"
            >
              {t('block.next-step', { title: formState.form.pages[pageIndex + 1]?.page.title ?? '' })}
              <IconArrowRight size={16} />
            </Link>
          ) : (
            <Link
              to="/tableau-de-bord"
              className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            >
              <IconArrowLeft size={16} />
              {t('block.end-of-form')}
            </Link>
          )}
        </div>
      ) : null}

      <div className="visually-hidden" role="status" aria-live="polite" data-testid="live-region">
        {flows.announcement}
      </div>

      {modal === 'duplicate' ? (
        <DuplicateModal
          dossierId={dossier.id}
          pending={flows.duplicatePending}
          onDuplicate={(documents) => void flows.duplicate(documents, () => setModal(null))}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal === 'refusal' ? (
        <RefusalModal
          dossierId={dossier.id}
          pending={flows.refusalPending}
          errorKey={flows.refusalError}
          onConfirm={() => void flows.refuse()}
          onClose={() => setModal(null)}
        />
      ) : null}
      {flows.loaderKey ? <FullPageLoader label={t(flows.loaderKey)} /> : null}
    </div>
  );
}

function BannerAlert({ banner, text }: { banner: TBanner; text: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant={banner.variant} role="alert" data-testid="wizard-banner">
      {banner.titleKey ? <p className="fw-semibold mb-1">{t(banner.titleKey)}</p> : null}
      <p className="mb-0">{text}</p>
    </Alert>
  );
}

/** The dossier, its engine state and where the wizard stands, derived from the address. */
function useWizardModel(props: TWizardScreenProps) {
  const navigate = useNavigate();
  const params = useParams();
  const [dossier, setDossier] = useState(props.dossier);
  const [generation, setGeneration] = useState(0);
  const [ui, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_UI_STATE);
  const access = getWizardAccess({
    role: props.role,
    status: dossier.status,
    backOfficeForm: props.backOfficeForm,
  });
  const formState = useDossierFormState({
    form: props.form,
    dossier,
    tenantCode: props.tenantCode,
    readOnly: access.engineReadOnly,
    generation,
  });
  const outline = useMemo(() => toFormOutline(formState.form), [formState.form]);
  const pageId = parseId(params.pageId);
  const blockId = parseId(params.blockId);
  const pageIndex = outline.pages.findIndex((page) => page.id === pageId);
  const visibleBlockIds = useVisibleBlockIds(formState, outline.pages[pageIndex]?.blockIds ?? NO_BLOCKS);
  const isVisible = (id: number) => formState.isBlockVisible(id);
  const redirect = resolveWizardAddress({
    outline,
    isVisible,
    pageId,
    blockId,
    lastSubmittedBlockId: dossier.last_submitted_block_id,
    walk: access.walk,
    guardProgress: !access.readOnly && !access.backOffice,
    signaturePageId:
      access.backOffice || isOngoing(dossier.status) ? null : findSignaturePageId(formState.form),
  });
  return {
    props,
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
    openBlockId: access.walk ? null : blockId,
    redirect,
    handleAction: (() => undefined) as (action: TWidgetAction, element: FormElement) => void,
    flows: null as unknown as ReturnType<typeof useWizardFlows>,
  };
}

/**
 * The wizard's flows: submit (validate, save, close, open the next block 800 ms later), the 422 /
 * 409 / 403 answers, prospect creation and client authorization, duplication, immediate refusal.
 * They read the model through `latest` so that they always act on the current dossier and state.
 */
function useWizardFlows(latest: { current: TLatest }, props: TWizardScreenProps) {
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
      const created = await duplicateDossier(dossier.id, documentDuplicate);
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
      const status = await abandonDossier(dossier.id);
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
    duplicate,
    refuse,
  };
  latest.current.flows = flows;
  return flows;
}

function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.message : 'common.technical-error';
}
