import { Suspense, lazy, useEffect, useState } from 'react';
import { Notice } from '../../../shared/ui/notice';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getDossierActions, isCustomerRole } from '@souscription/contract';
import { useOpenBlock } from '../hooks/use-open-block';
import { useWizardFlows } from '../hooks/use-wizard-flows';
import { useLiveDossier } from '../hooks/use-live-dossier';
import { useWizardModel, type TWizardModel, type TWizardProps } from '../hooks/use-wizard-model';
import { useUnsavedAnswers } from '../hooks/use-unsaved-answers';
import { useWizardSteps } from '../hooks/use-wizard-steps';
import { useWizardText } from '../i18n';
import { preloadFormWidgets } from '../widgets';
import { WizardBlockList } from './wizard-block-list';
import { WizardHeaderBar } from './wizard-header-bar';
import { FullPageLoader } from './wizard-modals';
import { ConflictAlert, hasMessages, ReadOnlyNotice, WizardMessages } from './wizard-notices';
import { hasDashboardButton } from '../model/block-values';
import { WalkNextStep, WizardPageHead } from './wizard-page-head';
import { WizardStepper } from './wizard-stepper';
import { PrintErrorModal } from './print-error-modal';

// Note: the modals (react-bootstrap's Modal) load when one first opens, not with the wizard.
const DuplicateDossierModal = lazy(async () => ({
  default: (await import('../../../shared/ui/duplicate-dossier-modal')).DuplicateDossierModal,
}));
const RefusalModal = lazy(async () => ({ default: (await import('./refusal-modal')).RefusalModal }));
// A signed dossier's notice (download, history) loads with such a dossier only.
const FinishedNotice = lazy(async () => ({ default: (await import('./finished-notice')).FinishedNotice }));
const UnsavedAnswersModal = lazy(async () => ({
  default: (await import('./unsaved-answers-modal')).UnsavedAnswersModal,
}));

/**
 * The wizard of one open dossier (spec 02 §2 and §4): header bar, stepper, page head, notices, the
 * page's block cards and the modals; its flows are hooks (hooks/use-wizard-flows.ts). Keystrokes
 * never re-render it: widgets subscribe to their own element of the engine state, this screen only
 * to the visibility of the page's blocks.
 */
export function WizardScreen(props: TWizardProps) {
  const model = useWizardModel(props);
  const flows = useWizardFlows(model);
  useLiveDossier(model);
  const openBlockRefs = useOpenBlock(model, flows.focusRequest);
  const { steps, backTo, backToDashboard, backToList } = useWizardSteps(model);
  const unsaved = useUnsavedAnswers(model);
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  const [modal, setModal] = useState<'duplicate' | 'refusal' | null>(null);
  // The form's widgets that load on demand start loading once the page is on screen, so that a later
  // page's fields are there when it opens.
  useEffect(() => {
    void preloadFormWidgets(props.form.elements.map(({ element }) => element.type));
  }, [props.form]);
  const { dossier, access, formState, outline, ui, pageIndex, visibleBlockIds, openBlockId, redirect } =
    model;

  if (redirect) return <Navigate to={redirect} replace />;

  const page = outline.pages[pageIndex];
  const loadedPage = formState.form.pages[pageIndex];
  if (!page || !loadedPage) {
    return (
      <Notice variant="info" data-testid="wizard-empty">
        {t('no-page')}
      </Notice>
    );
  }

  const dossierActions = getDossierActions({
    role: props.role,
    status: dossier.status,
    features: props.features,
    backOfficeForm: props.backOfficeForm,
  });
  const nextPage = outline.pages[pageIndex + 1];
  // A customer who may abandon (a direct prospect) refuses for themselves.
  const ownRefusal = isCustomerRole(props.role);
  // Messages about the last action: under the open block, by its buttons, else above the blocks.
  const messages = hasMessages(ui) ? <WizardMessages ui={ui} /> : null;

  return (
    <div className="app-wizard" data-testid="wizard" data-page-id={page.id}>
      <title>{tApp('app.page-title', { page: t('page-title', { id: dossier.id }) })}</title>
      <WizardHeaderBar
        dossierId={dossier.id}
        formLabel={formState.form.definition.form.label}
        status={dossier.status}
        backTo={backTo}
        backToDashboard={backToDashboard}
        backToList={backToList}
        canRefuse={dossierActions.abandon}
        ownRefusal={ownRefusal}
        onRefuse={() => setModal('refusal')}
      />
      <WizardStepper steps={steps} />
      <WizardPageHead page={loadedPage.page} index={pageIndex} count={outline.pages.length} />
      <WizardNotice
        access={access}
        dossierId={dossier.id}
        status={dossier.status}
        canDownload={dossierActions.downloadSignedDocuments}
        canSeeHistory={dossierActions.signatureHistory}
      />

      {ui.conflict ? (
        <ConflictAlert
          canReapply={ui.conflict.entries.length > 0}
          onReapply={flows.conflict.reapply}
          onDiscard={flows.conflict.discard}
        />
      ) : null}
      {openBlockId === null || !visibleBlockIds.includes(openBlockId) ? messages : null}

      <WizardBlockList
        model={model}
        flows={flows}
        label={loadedPage.page.title}
        messages={messages}
        openBlockRefs={openBlockRefs}
        canDuplicate={dossierActions.duplicate}
        onDuplicate={() => setModal('duplicate')}
      />

      {access.walk && (nextPage || !hasDashboardButton(formState, page.blockIds)) ? (
        <WalkNextStep
          nextPage={
            nextPage
              ? { id: nextPage.id, title: formState.form.pages[pageIndex + 1]?.page.title ?? '' }
              : null
          }
        />
      ) : null}

      <div className="visually-hidden" role="status" aria-live="polite" data-testid="live-region">
        {flows.announcement}
      </div>

      <WizardModals
        modal={modal}
        closeModal={() => setModal(null)}
        dossierId={dossier.id}
        flows={flows}
        unsaved={unsaved}
        ownRefusal={ownRefusal}
      />
    </div>
  );
}

type TWizardNoticeProps = {
  access: TWizardModel['access'];
  dossierId: number;
  status: readonly string[];
  canDownload: boolean;
  canSeeHistory: boolean;
};

/** Above the blocks: the finished dossier's notice, else why the form is read-only (if it is). */
function WizardNotice({ access, dossierId, status, canDownload, canSeeHistory }: TWizardNoticeProps) {
  if (!access.finished) return <ReadOnlyNotice access={access} status={status} />;
  return (
    <Suspense fallback={null}>
      {access.correctionBlockIds.size > 0 ? <CorrectionNotice dossierId={dossierId} /> : null}
      <FinishedNotice
        dossierId={dossierId}
        canDownload={canDownload}
        canSeeHistory={canSeeHistory}
        sealing={status.includes('sealing')}
        amending={status.includes('signature')}
      />
    </Suspense>
  );
}

/** A signed dossier under correction (issue 35): only the flagged blocks are open; back to the checklist. */
function CorrectionNotice({ dossierId }: { dossierId: number }) {
  const { t } = useWizardText();
  return (
    <Notice variant="warning" data-testid="wizard-correction-notice">
      <p className="mb-1">{t('correction.notice')}</p>
      <Link to={`/a-corriger/${dossierId}`} data-testid="wizard-correction-back">
        {t('correction.back')}
      </Link>
    </Notice>
  );
}

type TWizardModalsProps = {
  modal: 'duplicate' | 'refusal' | null;
  closeModal: () => void;
  dossierId: number;
  flows: ReturnType<typeof useWizardFlows>;
  unsaved: ReturnType<typeof useUnsavedAnswers>;
  /** The refusal is the user's own (a direct prospect). */
  ownRefusal: boolean;
};

/** The wizard's dialogs: unsaved answers, duplicate, immediate refusal, print failure, and the reload's loader. */
function WizardModals({ modal, closeModal, dossierId, flows, unsaved, ownRefusal }: TWizardModalsProps) {
  const { t } = useWizardText();
  return (
    <>
      <Suspense fallback={null}>
        {unsaved.asking ? <UnsavedAnswersModal onStay={unsaved.stay} onLeave={unsaved.leave} /> : null}
        {modal === 'duplicate' ? (
          <DuplicateDossierModal
            dossierId={dossierId}
            pending={flows.duplicate.pendingChoice}
            onDuplicate={(documents) => flows.duplicate.start(documents, closeModal)}
            onClose={closeModal}
          />
        ) : null}
        {modal === 'refusal' ? (
          <RefusalModal
            dossierId={dossierId}
            pending={flows.refusal.pending}
            errorKey={flows.refusal.errorKey}
            own={ownRefusal}
            onConfirm={flows.refusal.start}
            onClose={closeModal}
          />
        ) : null}
      </Suspense>
      {flows.print.errorKey ? (
        <PrintErrorModal errorKey={flows.print.errorKey} onClose={flows.print.clearError} />
      ) : null}
      {flows.conflict.reloading ? <FullPageLoader label={t('loading-dossier')} /> : null}
    </>
  );
}
