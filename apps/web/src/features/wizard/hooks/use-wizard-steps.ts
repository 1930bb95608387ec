import { useEffect } from 'react';
import { getStored, setStored } from '../../../shared/storage/local-storage';
import type { TStep } from '../components/wizard-stepper';
import { computeStepProgress } from '../model/compute-step-progress';
import { getBlockOrder, listVisibleBlockIds } from '../model/form-outline';
import { isBackLinkShown, isStepClickable } from '../model/wizard-access';
import type { TWizardModel } from './use-wizard-model';

/**
 * What the wizard's header and stepper show: each page's step (title, progress, complete, a link
 * when it may be gone back to) and the back link (the previous page of the wizard, kept under the
 * local key previousPage, else the dashboard), spec 02 §2. Read when the screen renders: the
 * stepper follows the open block and the saves, not the keystrokes.
 */
export function useWizardSteps(model: TWizardModel) {
  const { outline, formState, dossier, access, pageIndex, visibleBlockIds, openBlockId, ui } = model;
  const previousPageId = pageIndex > 0 ? outline.pages[pageIndex - 1]?.id : undefined;
  useEffect(() => {
    if (previousPageId !== undefined) setStored('previousPage', `/form/${previousPageId}`);
  }, [previousPageId]);

  const pivot = ui.closingBlockId ?? openBlockId;
  const pivotIndex = pivot === null ? -1 : visibleBlockIds.indexOf(pivot);
  const progress = computeStepProgress({
    pageCount: outline.pages.length,
    currentPageIndex: pageIndex,
    visibleBlockCount: visibleBlockIds.length,
    openBlockIndex: pivotIndex < 0 ? null : pivotIndex + (ui.closingBlockId !== null ? 1 : 0),
  });
  const lastSubmittedOrder =
    dossier.last_submitted_block_id === null ? -1 : getBlockOrder(outline, dossier.last_submitted_block_id);
  const isVisible = (id: number) => formState.isBlockVisible(id);
  const steps: TStep[] = outline.pages.map((page, index) => {
    const lastId = listVisibleBlockIds(outline, page.id, isVisible).at(-1);
    // A finished (signed) dossier: every step is done.
    const complete =
      access.finished || (lastId !== undefined && getBlockOrder(outline, lastId) <= lastSubmittedOrder);
    const current = index === pageIndex;
    return {
      pageId: page.id,
      title: formState.form.pages[index]?.page.title ?? '',
      progress: access.finished ? 100 : (progress[index] ?? 0),
      current,
      complete,
      clickable: isStepClickable({
        backOffice: access.backOffice,
        complete,
        current,
        status: dossier.status,
        finished: access.finished,
      }),
    };
  });

  const previousPage = previousPageId === undefined ? getStored('previousPage') : `/form/${previousPageId}`;
  const shown = isBackLinkShown(pageIndex, dossier.status);
  // A read-only view (back office, a finished dossier) without the spec's back link goes back to
  // the folder list it was opened from.
  const list = !shown && access.readOnly ? (getStored('dossierList') ?? '/tableau-de-bord') : null;
  return {
    steps,
    /** Where the back link goes; null hides it (first page, signed or in signature, and not read-only). */
    backTo: shown ? (previousPage ?? '/tableau-de-bord') : list,
    /** The back link leads to the dashboard (no previous page stored). */
    backToDashboard: shown ? previousPage === null : list === '/tableau-de-bord',
    /** The back link leads to the folder list the dossier was opened from. */
    backToList: list !== null && list !== '/tableau-de-bord',
  };
}
