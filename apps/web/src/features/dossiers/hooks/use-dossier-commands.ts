import '../../../shared/dossiers/folder-texts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDossierSummary } from '@souscription/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useAbandonDossier } from '../../../shared/dossiers/abandon-dossier';
import { useDuplicateDossier } from '../../../shared/dossiers/duplicate-dossier';
import { storeCreatedDossier } from '../../../shared/dossiers/current-dossier';
import { BANNER_MS, FAILURE_BANNER_MS, useTimedMessage } from '../../../shared/hooks/use-timed-message';
import { useDownloadDossierEvidence } from '../../../shared/signature/download-dossier-evidence';
import { useDownloadSignedDocuments } from '../../../shared/signature/download-signed-documents';
import type { TDossierCommand } from '../components/dossier-actions-menu';

export const DOSSIER_ERROR_KEY = 'folder.error.cannot-delete-subscription-folder';

/** The banner above a folder list: a failure or a success, one line per message. */
export type TDossierNotice = { tone: 'danger' | 'success'; messages: string[] };
/** The modal a folder's command opened. */
export type TDossierModal = {
  kind: 'abandon' | 'duplicate' | 'history' | 'signed-documents';
  folder: TDossierSummary;
} | null;

/**
 * What a folder list's action menu does (spec 01 §2): download the signed documents or the evidence
 * file, open the signature history, duplicate (then open the copy) or abandon a folder — the last
 * three through a modal — with a banner that says how it went.
 */
export function useDossierCommands(focusAfterRemoval?: () => void) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const abandon = useAbandonDossier();
  const duplicate = useDuplicateDossier();
  const download = useDownloadSignedDocuments();
  const evidence = useDownloadDossierEvidence();
  const [modal, setModal] = useState<TDossierModal>(null);
  const [notice, showNotice, clearNotice] = useTimedMessage<TDossierNotice>(BANNER_MS);
  const closeWith = (next: TDossierNotice, durationMs?: number) => {
    setModal(null);
    showNotice(next, durationMs);
  };
  /** An abandon or a duplicate refused: its banner stays 5 s (spec 01 §4). */
  const refuse = () => closeWith({ tone: 'danger', messages: [t(DOSSIER_ERROR_KEY)] }, FAILURE_BANNER_MS);
  // An abandoned folder leaves the list with the menu that opened the modal, so the focus the modal
  // gives back on closing would fall to the page's body: once the modal is gone, it goes where the
  // list says instead (its title).
  const refocus = useRef(false);
  useEffect(() => {
    if (modal !== null || !refocus.current) return;
    refocus.current = false;
    focusAfterRemoval?.();
  }, [modal, focusAfterRemoval]);

  /** Each server message of a failed download: translated when it is a key, as written when it is a sentence. */
  const failWith = (error: unknown, fallbackKey: string) => {
    const messages =
      error instanceof ApiError && error.errors.length
        ? error.errors.map(({ message }) =>
            i18n.exists(message) ? t(message) : /\s/.test(message) ? message : t(fallbackKey),
          )
        : [t(fallbackKey)];
    showNotice({ tone: 'danger', messages: [...new Set(messages)] });
  };

  return {
    modal,
    closeModal: () => setModal(null),
    notice,
    clearNotice,
    onCommand: (command: TDossierCommand, folder: TDossierSummary) => {
      clearNotice();
      if (command === 'download') {
        download.mutate(folder.id, {
          onError: (error) => failWith(error, 'docusign.documents_not_available'),
        });
      } else if (command === 'evidence') {
        evidence.mutate(folder.id, { onError: (error) => failWith(error, 'evidence.download-failed') });
      } else setModal({ kind: command, folder });
    },
    /** The folder whose signed documents or evidence file are being fetched. */
    busyDossierId: download.isPending ? download.variables : evidence.isPending ? evidence.variables : null,
    abandon: (folder: TDossierSummary) =>
      abandon.mutate(folder.id, {
        onSuccess: () => {
          refocus.current = true;
          closeWith({ tone: 'success', messages: [t('folders.abandon.done', { id: folder.id })] });
        },
        onError: refuse,
      }),
    abandonPending: abandon.isPending,
    duplicate: (folder: TDossierSummary, documentDuplicate: boolean) =>
      duplicate.mutate(
        { id: folder.id, documentDuplicate },
        {
          onSuccess: (created) => {
            if (!created) return;
            storeCreatedDossier(created.dossier, folder.client?.id ?? null);
            void navigate('/form');
          },
          onError: refuse,
        },
      ),
    /** The answer being duplicated with (documents or not), null when none is. */
    duplicatePending: duplicate.isPending ? duplicate.variables.documentDuplicate === true : null,
  };
}

/** A folder list's commands (see useDossierCommands). */
export type TDossierCommands = ReturnType<typeof useDossierCommands>;
