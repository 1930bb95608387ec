import '../../../shared/dossiers/folder-texts';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDossierActions, TDossierSummary } from '@souscription/contract';
import {
  IconClockHistory,
  IconCopy,
  IconDownload,
  IconEye,
  IconExclamationTriangle,
  IconPencil,
  IconTrash,
} from '../../../shared/ui/icons';
import { IconSliders, IconThreeDots } from '../../../shared/ui/screen-icons';

/** Actions that open a modal or call the server; modify, view and manage are plain links. */
export type TDossierCommand =
  'download' | 'signed-documents' | 'evidence' | 'history' | 'duplicate' | 'abandon';

type TDossierActionsMenuProps = {
  folder: TDossierSummary;
  actions: TDossierActions;
  onCommand: (command: TDossierCommand, folder: TDossierSummary) => void;
  /** A command of this folder is under way (its button waits). */
  busy?: boolean;
  /** The folder is to correct (issue 35): its checklist comes first. */
  corrections?: boolean;
};

/** The menu escapes the table's scroller (fixed), anchored below the end of its button. */
const MENU_POPPER_CONFIG = { strategy: 'fixed' } as const;

export function hasAnyAction(actions: TDossierActions): boolean {
  return Object.values(actions).some(Boolean);
}

/**
 * The row menu of spec 01 §6: open (modify or view), duplicate, download the signed documents or
 * see them one by one,
 * signature history, manage, abandon. Only the actions the rules allow are listed; a folder with
 * none shows a dash.
 */
export function DossierActionsMenu({
  folder,
  actions,
  onCommand,
  busy,
  corrections,
}: TDossierActionsMenuProps) {
  const { t } = useTranslation();

  if (!corrections && !hasAnyAction(actions)) {
    return (
      <span className="text-body-secondary" data-testid={`no-actions-${folder.id}`}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('folders.actions.none', { id: folder.id })}</span>
      </span>
    );
  }

  const item = (command: TDossierCommand, label: string, icon: React.ReactNode, danger = false) => (
    <Dropdown.Item
      as="button"
      type="button"
      className={`d-flex align-items-center gap-2${danger ? ' text-danger' : ''}`}
      onClick={() => onCommand(command, folder)}
      data-testid={`action-${command}`}
    >
      {icon}
      {label}
    </Dropdown.Item>
  );

  return (
    <Dropdown align="end" data-testid={`actions-${folder.id}`}>
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        className="app-actions-toggle d-inline-flex align-items-center gap-1"
        id={`folder-actions-${folder.id}`}
        aria-label={t('folders.actions.menu', { id: folder.id })}
        disabled={busy}
      >
        <IconThreeDots size={16} />
        <span className="d-none d-lg-inline">{t('folders.actions.label')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={MENU_POPPER_CONFIG} className="shadow-sm app-actions-menu">
        {corrections ? (
          <Dropdown.Item
            as={Link}
            to={`/a-corriger/${folder.id}`}
            className="d-flex align-items-center gap-2"
            data-testid="action-corrections"
          >
            <IconExclamationTriangle size={16} />
            {t('folders.actions.corrections')}
          </Dropdown.Item>
        ) : null}
        {actions.modify ? (
          <Dropdown.Item
            as={Link}
            to={`/dossier/${folder.id}`}
            className="d-flex align-items-center gap-2"
            data-testid="action-modify"
          >
            <IconPencil size={16} />
            {t('folders.actions.modify')}
          </Dropdown.Item>
        ) : null}
        {actions.view ? (
          <Dropdown.Item
            as={Link}
            to={`/dossier/${folder.id}`}
            className="d-flex align-items-center gap-2"
            data-testid="action-view"
          >
            <IconEye size={16} />
            {t('folders.actions.view')}
          </Dropdown.Item>
        ) : null}
        {actions.manage ? (
          <Dropdown.Item
            as={Link}
            to={`/manage-dossier/${folder.id}`}
            className="d-flex align-items-center gap-2"
            data-testid="action-manage"
          >
            <IconSliders size={16} />
            {t('folders.actions.manage')}
          </Dropdown.Item>
        ) : null}
        {actions.duplicate ? item('duplicate', t('folders.actions.duplicate'), <IconCopy size={16} />) : null}
        {actions.downloadSignedDocuments
          ? item('download', t('folders.actions.download'), <IconDownload size={16} />)
          : null}
        {actions.downloadSignedDocuments
          ? item('signed-documents', t('folders.actions.signed-documents'), <IconEye size={16} />)
          : null}
        {actions.evidence ? item('evidence', t('evidence.download'), <IconDownload size={16} />) : null}
        {actions.signatureHistory
          ? item('history', t('folders.actions.history'), <IconClockHistory size={16} />)
          : null}
        {actions.abandon ? (
          <>
            <Dropdown.Divider />
            {item('abandon', t('folders.actions.abandon'), <IconTrash size={16} />, true)}
          </>
        ) : null}
      </Dropdown.Menu>
    </Dropdown>
  );
}
