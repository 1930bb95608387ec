import { useMemo, type ReactNode, type RefObject } from 'react';
import type { FormElement } from '@souscription/form-engine';
import type { TClientStatus, TWidgetReceipt } from '../widgets';
import type { TWizardFlows } from '../hooks/use-wizard-flows';
import type { TWizardModel } from '../hooks/use-wizard-model';
import { getSignatureAccess, isCustomerRole } from '@souscription/contract';
import { getBlockAction, getBlockKind } from '../model/block-kind';
import { getBlockDeclarations } from '../model/declarations';
import { getBlockStates } from '../model/block-states';
import { findNextPosition, findPreviousPosition } from '../model/form-outline';
import { getBlockSignature, selectOfferedSignButtons, withSignButtonLabel } from '../model/sign-buttons';
import { useWizardText } from '../i18n';
import { BlockCard } from './block-card';

const NO_ELEMENTS: readonly FormElement[] = [];

type TWizardBlockListProps = {
  model: TWizardModel;
  flows: Pick<TWizardFlows, 'block' | 'fields' | 'signature'>;
  /** The page's title, the list's name. */
  label: string;
  /** Messages about the last action, shown in the open block. */
  messages: ReactNode;
  /** For the open block's card and title (focus and scroll). */
  openBlockRefs: { cardRef: RefObject<HTMLElement | null>; headingRef: RefObject<HTMLHeadingElement | null> };
  canDuplicate: boolean;
  onDuplicate: () => void;
};

/**
 * A block's elements as the widgets get them: a sign button its party has used, or this user may not
 * press, or whose person signs by another button of the block (`selectOfferedSignButtons`), is left
 * out, and each one offered says whose signature it takes, by the name the server gives
 * (`withSignButtonLabel`); so is the prospect button for a customer, who may neither create a
 * prospect nor authorize one (the API refuses both). Memoised: stable props for the widgets.
 */
function useBlockElements(model: TWizardModel): ReadonlyMap<number, FormElement[]> {
  const { dossier, formState, signer } = model;
  const statusKey = dossier.status.join('|');
  const { signers } = dossier;
  const { t } = useWizardText();
  const customer = isCustomerRole(model.props.role);
  return useMemo(() => {
    const status = statusKey.split('|');
    const text = (key: string, params?: Record<string, string>) => t(key, params);
    const byBlock = new Map<number, FormElement[]>();
    for (const { element } of formState.form.elements) {
      if (element.type === 'button_create_prospect' && customer) continue;
      byBlock.set(element.block_id, [...(byBlock.get(element.block_id) ?? []), element]);
    }
    const map = new Map<number, FormElement[]>();
    for (const [blockId, elements] of byBlock) {
      const isSignButton = (element: FormElement) => element.type === 'button_docusign_iframe';
      const offered = new Set(
        selectOfferedSignButtons(elements.filter(isSignButton), status, signer, signers),
      );
      map.set(
        blockId,
        elements
          .filter((element) => !isSignButton(element) || offered.has(element))
          .map((element) =>
            isSignButton(element) ? withSignButtonLabel(element, signer, signers, text) : element,
          ),
      );
    }
    return map;
  }, [formState, statusKey, signer, signers, t, customer]);
}

/**
 * The page's visible blocks as cards, each in its state (spec 02 §2). The widgets get stable props
 * (memoised lists): a keystroke re-renders neither this list nor the widgets it does not concern.
 */
export function WizardBlockList({
  model,
  flows,
  label,
  messages,
  openBlockRefs,
  ...props
}: TWizardBlockListProps) {
  const { dossier, access, formState, outline, ui, visibleBlockIds, openBlockId } = model;
  const receipts = useMemo<readonly TWidgetReceipt[]>(
    () =>
      dossier.receipts.map(({ receiptId, elementId, title, typeId }) => ({
        receiptId,
        elementId,
        title,
        typeId,
      })),
    [dossier.receipts],
  );
  const elementsByBlock = useBlockElements(model);

  const isVisible = (id: number) => formState.isBlockVisible(id);
  const states = getBlockStates({
    visibleBlockIds,
    openBlockId,
    closingBlockId: ui.closingBlockId,
    walk: access.walk,
    correctionBlockIds: access.correctionBlockIds,
  });
  const firstVisibleOfForm = findNextPosition(outline, isVisible, -1);
  const clientStatus: TClientStatus =
    dossier.client_id === null
      ? 'none'
      : dossier.authorized_clients.includes(dossier.client_id)
        ? 'authorized'
        : 'unauthorized';
  const adequacyPending = dossier.status.includes('adequacy_report_validation');

  return (
    <ol className="list-unstyled app-block-list mb-0" aria-label={label}>
      {visibleBlockIds.map((blockId, index) => {
        const loadedBlock = formState.form.blocks[formState.form.blockIndexById.get(blockId) ?? -1];
        if (!loadedBlock) return null;
        const state = states.get(blockId) ?? 'waiting';
        const kind = getBlockKind(formState.form, blockId);
        const isOpenBlock = state === 'progress';
        const signature = getBlockSignature(formState, blockId, dossier.status, model.signer);
        const frame = ui.signatureFrame?.blockId === blockId ? ui.signatureFrame : null;
        const declarations = getBlockDeclarations(formState, blockId, dossier.status, model.signer, access);
        const correcting = access.correctionBlockIds.has(blockId);
        return (
          <li key={blockId} className="mb-3">
            <BlockCard
              block={loadedBlock.block}
              number={index + 1}
              count={visibleBlockIds.length}
              state={state}
              fields={{
                ...flows.fields,
                formState,
                elements:
                  isOpenBlock || state === 'validate'
                    ? (elementsByBlock.get(blockId) ?? NO_ELEMENTS)
                    : NO_ELEMENTS,
                // A signature block's declarations: editable by the subscriber's side only, and not while
                // a signing page is open in it (issue 32).
                readOnly:
                  declarations === null
                    ? access.readOnly && !correcting
                    : declarations !== 'edit' || frame !== null,
                locale: model.props.locale,
                dossierId: dossier.id,
                clientStatus,
                receipts,
                previewReceipts: model.props.features.documentPreview,
                serverErrors: ui.serverErrors,
              }}
              showErrors={ui.errorsShownFor.has(blockId)}
              action={
                correcting
                  ? 'save-correction'
                  : signature === 'signed'
                    ? 'keep-on'
                    : getBlockAction(kind, firstVisibleOfForm?.blockId === blockId)
              }
              canGoBack={!access.finished && findPreviousPosition(outline, isVisible, blockId) !== null}
              canModify={access.canModify && !access.walk}
              canDuplicate={props.canDuplicate}
              saving={flows.block.saving}
              locked={flows.block.locked}
              signatureAccess={access.finished ? 'allowed' : getSignatureAccess(kind, dossier.status)}
              adequacyPending={adequacyPending}
              signature={signature}
              declarationsBy={
                declarations === 'theirs' && !access.finished
                  ? (dossier.signers.find((entry) => entry.party === 'subscriber')?.name ?? '')
                  : null
              }
              signatureFrame={frame}
              onSigned={flows.signature.onSigned}
              onCloseFrame={flows.signature.onClose}
              onRetryFrame={flows.signature.onRetry}
              onEnvelopeCancelled={flows.signature.onCancelled}
              finished={access.finished}
              messages={isOpenBlock ? messages : undefined}
              headingRef={isOpenBlock ? openBlockRefs.headingRef : undefined}
              containerRef={isOpenBlock ? openBlockRefs.cardRef : undefined}
              onSubmit={flows.block.onSubmit}
              onBack={flows.block.onBack}
              onModify={flows.block.onModify}
              onDuplicate={props.onDuplicate}
            />
          </li>
        );
      })}
    </ol>
  );
}
