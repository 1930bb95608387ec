import { Suspense, lazy } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { DuplicateDossierModal } from '../../../shared/ui/duplicate-dossier-modal';
import type { TDossierCommands } from '../hooks/use-dossier-commands';
import { AbandonModal } from './abandon-modal';

// The history's PDF viewer loads when it is first asked for.
const SignatureHistoryModal = lazy(async () => ({
  default: (await import('../../../shared/signature/signature-history-modal')).SignatureHistoryModal,
}));

// The signed documents' list loads when it is first asked for.
const SignedDocumentsModal = lazy(async () => ({
  default: (await import('../../../shared/signature/signed-documents-modal')).SignedDocumentsModal,
}));

/** The modal a folder's command opened: abandon, duplicate, signature history or signed documents. */
export function DossierModals({ commands }: { commands: TDossierCommands }) {
  const { modal, closeModal } = commands;
  if (modal?.kind === 'abandon') {
    return (
      <AbandonModal
        folder={modal.folder}
        pending={commands.abandonPending}
        onConfirm={() => commands.abandon(modal.folder)}
        onClose={closeModal}
      />
    );
  }
  if (modal?.kind === 'duplicate') {
    return (
      <DuplicateDossierModal
        dossierId={modal.folder.id}
        pending={commands.duplicatePending}
        onDuplicate={(withDocuments) => commands.duplicate(modal.folder, withDocuments)}
        onClose={closeModal}
      />
    );
  }
  if (modal?.kind === 'history') {
    return (
      <Suspense fallback={null}>
        <SignatureHistoryModal folderId={modal.folder.id} onClose={closeModal} />
      </Suspense>
    );
  }
  if (modal?.kind === 'signed-documents') {
    return (
      <Suspense fallback={null}>
        <SignedDocumentsModal folderId={modal.folder.id} onClose={closeModal} />
      </Suspense>
    );
  }
  return null;
}

/**
 * How the last command went, read out when it appears; it can be dismissed. It floats over the
 * top of the list (a toast), so that it never pushes the table down under the pointer.
 */
export function DossierNotice({ commands }: { commands: TDossierCommands }) {
  const { t } = useTranslation();
  const { notice } = commands;
  return (
    <div className="app-notice-overlay" aria-live="polite" aria-atomic="true">
      {notice ? (
        <Alert
          variant={notice.tone}
          dismissible
          onClose={commands.clearNotice}
          closeLabel={t('common.close')}
          className="mb-0 shadow"
          data-testid="folder-notice"
        >
          {notice.messages.map((message) => (
            <span className="d-block" key={message}>
              {message}
            </span>
          ))}
        </Alert>
      ) : null}
    </div>
  );
}
