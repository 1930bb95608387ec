import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { DuplicateDossierModal } from '../../../shared/ui/duplicate-dossier-modal';
import type { TFolderCommands } from '../hooks/use-folder-commands';
import { AbandonModal } from './abandon-modal';
import { SignatureHistoryModal } from './signature-history-modal';

/** The modal a folder's command opened: abandon, duplicate or signature history. */
export function FolderModals({ commands }: { commands: TFolderCommands }) {
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
  if (modal?.kind === 'history') return <SignatureHistoryModal folder={modal.folder} onClose={closeModal} />;
  return null;
}

/** How the last command went, read out when it appears; it can be dismissed. */
export function FolderNotice({ commands }: { commands: TFolderCommands }) {
  const { t } = useTranslation();
  const { notice } = commands;
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice ? (
        <Alert
          variant={notice.tone}
          dismissible
          onClose={commands.clearNotice}
          closeLabel={t('common.close')}
          className="mb-3"
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
