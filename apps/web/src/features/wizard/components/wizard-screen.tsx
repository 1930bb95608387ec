import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFolderActions } from '@souscription/contract';
import type { FormElement } from '@souscription/form-engine';
import type { TClientStatus, TReceiptsChange, TWidgetAction, TWidgetReceipt } from '../widgets';
import { getStored, setStored } from '../../../shared/storage/local-storage';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { useWizardFlows } from '../hooks/use-wizard-flows';
import { useWizardModel, type TWizardModel, type TWizardProps } from '../hooks/use-wizard-model';
import { useMessageText, useWizardText } from '../i18n';
import { getBlockAction, getBlockKind, getSignatureAccess } from '../model/block-kind';
import { getBlockStates } from '../model/block-states';
import { computeStepProgress, formatStepNumber } from '../model/compute-step-progress';
import {
  findNextPosition,
  findPreviousPosition,
  getBlockOrder,
  listVisibleBlockIds,
} from '../model/form-outline';
import { isSignButtonHidden } from '../model/sign-buttons';
import { isBackLinkShown, isStepClickable } from '../model/wizard-access';
import type { TBanner } from '../model/wizard-reducer';
import { BlockCard } from './block-card';
import { focusErrorField } from './focus-error-field';
import { IconArrowRight } from '../../../shared/ui/icons';
import { WizardHeaderBar } from './wizard-header-bar';
import { DuplicateDossierModal } from '../../../shared/ui/duplicate-dossier-modal';
import { FullPageLoader, RefusalModal } from './wizard-modals';
import { WizardStepper, type TStep } from './wizard-stepper';

/** Spec 02 §9: the first field in error is scrolled to 100 px below the top of the window. */
export const SCROLL_OFFSET_PX = 100;

const NO_ELEMENTS: readonly FormElement[] = [];

/**
 * The wizard of one open dossier (spec 02 §2 and §4): header bar, stepper, the page's block cards,
 * the saves, the prospect and authorize flows, the 409 re-apply flow, duplication and immediate
 * refusal. Keystrokes never re-render it: widgets subscribe to their own element of the engine
 * state, this screen only to the visibility of the page's blocks.
 */
export function WizardScreen(props: TWizardProps) {
  const model = useWizardModel(props);
  // Note: the flows and the stable callbacks read the model as it is when they run.
  const latest = useRef<TWizardModel>(model);
  latest.current = model;
  const flows = useWizardFlows(latest, props);
  const latestFlows = useRef(flows);
  latestFlows.current = flows;
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

  // Stable for the memoised widgets: they read the flows of the latest render.
  const onAction = useCallback((action: TWidgetAction, element: FormElement) => {
    const current = latestFlows.current;
    if (action === 'create-prospect') void current.createProspectFlow(element);
    else if (action === 'authorize-client') {
      void current.authorizeFlow(element, latest.current.dossier.client_id, false);
    } else if (action === 'sign') void current.submitBlock(element.block_id);
    else if (action === 'button' && element.attributes.action === 'dashboard') {
      void latest.current.navigate('/tableau-de-bord');
    }
  }, []);
  const onSubmit = useCallback((blockId: number) => void latestFlows.current.submitBlock(blockId), []);
  const onReceiptsChange = useCallback(
    (change: TReceiptsChange) => latestFlows.current.changeReceipts(change),
    [],
  );
  const receipts = useMemo<readonly TWidgetReceipt[]>(
    () =>
      dossier.receipts.map((receipt) => ({
        receiptId: receipt.receiptId,
        elementId: receipt.elementId,
        title: receipt.title,
        typeId: receipt.typeId,
      })),
    [dossier.receipts],
  );
  // A block's elements as the widgets get them: a sign button its party has used is left out.
  const statusKey = dossier.status.join('|');
  const elementsByBlock = useMemo(() => {
    const status = statusKey.split('|');
    const map = new Map<number, FormElement[]>();
    for (const { element } of formState.form.elements) {
      if (isSignButtonHidden(element, status)) continue;
      map.set(element.block_id, [...(map.get(element.block_id) ?? []), element]);
    }
    return map;
  }, [formState, statusKey]);

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
                  elements: open ? (elementsByBlock.get(blockId) ?? NO_ELEMENTS) : NO_ELEMENTS,
                  readOnly: access.readOnly,
                  locale: props.locale,
                  dossierId: dossier.id,
                  onAction,
                  clientStatus,
                  busyElementId: ui.busy?.elementId ?? null,
                  receipts,
                  onReceiptsChange,
                  previewReceipts: props.features.documentPreview,
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
        <DuplicateDossierModal
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
