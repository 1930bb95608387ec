import { useParams } from 'react-router';
import type { TDossier } from '@souscription/contract';
import type { FormState } from '@souscription/form-engine';
import { findSignaturePageId } from '../model/block-kind';
import type { TFormOutline } from '../model/form-outline';
import { findUnsignedBlockId } from '../model/sign-buttons';
import { resolveWizardAddress } from '../model/resolve-wizard-address';
import { isOngoing, type TWizardAccess } from '../model/wizard-access';

export type TWizardAddressInput = {
  outline: TFormOutline;
  formState: FormState;
  dossier: TDossier;
  access: TWizardAccess;
};

/** Where the wizard stands, read from /form/{pageId}/{blockId}. */
export type TWizardAddress = {
  /** Index of the address's page in the outline; -1 when the address names none. */
  pageIndex: number;
  /** The block the address opens; null on a back-office walk (pages are shown whole). */
  openBlockId: number | null;
  /** Where the wizard must go instead of this address (spec 02 §2), or null to stay. */
  redirect: string | null;
};

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The wizard's address (/form, /form/{pageId}, /form/{pageId}/{blockId}) and the one it must go to
 * instead: resume after the last submitted block, the signature page of a dossier no longer ongoing,
 * no block beyond the one after the last saved. The screen renders `<Navigate to={redirect}>`.
 */
export function useWizardAddress({
  outline,
  formState,
  dossier,
  access,
}: TWizardAddressInput): TWizardAddress {
  const params = useParams();
  const pageId = parseId(params.pageId);
  const blockId = parseId(params.blockId);
  const redirect = resolveWizardAddress({
    outline,
    isVisible: (id) => formState.isBlockVisible(id),
    pageId,
    blockId,
    lastSubmittedBlockId: dossier.last_submitted_block_id,
    walk: access.walk,
    guardProgress: !access.readOnly && !access.backOffice,
    signaturePageId:
      access.backOffice || isOngoing(dossier.status) ? null : findSignaturePageId(formState.form),
    unsignedBlockId: access.backOffice
      ? null
      : findUnsignedBlockId(
          formState,
          outline.pages.flatMap((page) => page.blockIds),
          dossier.status,
        ),
  });
  return {
    pageIndex: outline.pages.findIndex((page) => page.id === pageId),
    openBlockId: access.walk ? null : blockId,
    redirect,
  };
}
