import '../../../shared/dossiers/folder-texts';
import { useTranslation } from 'react-i18next';
import { isSignatureAwaitedFrom, type TDossierActions, type TDossierSummary } from '@souscription/contract';
import { formatDate } from '../../../shared/i18n/format';
import {
  DossierAdvisorCell,
  DossierAmountCell,
  DossierCustomerCell,
  DossierNumberHeader,
  DossierProductCell,
  DossierSummaryTable,
  dossierSummaryColumns,
} from '../../../shared/ui/dossier-summary-table';
import { DossierActionsMenu, type TDossierCommand } from './dossier-actions-menu';
import { dossierStates, stateTone } from './dossier-labels';
import { getMainStates, getSignatureProgress } from '../../../shared/signature/status-summary';

type TDossierTableProps = {
  folders: TDossierSummary[];
  caption: string;
  actionsOf: (folder: TDossierSummary) => TDossierActions;
  /** The folder's form name in the interface language (default: as the list gives it). */
  formLabelOf?: (folder: TDossierSummary) => string;
  onCommand: (command: TDossierCommand, folder: TDossierSummary) => void;
  busyDossierId?: number | null;
  /** A newer page is loading: the rows are dimmed and marked busy. */
  stale?: boolean;
  /** The signed-in user's id (null while unknown): a row says when it awaits their signature. */
  userId: string | null;
  /** The « À corriger » list: each row's menu opens the checklist of what to correct. */
  corrections?: boolean;
};

/** The rows of a folder list: a real table, one row header per folder, the action menu last. */
export function DossierTable({
  folders,
  caption,
  actionsOf,
  formLabelOf = (folder) => folder.formLabel,
  onCommand,
  busyDossierId,
  stale,
  corrections,
  userId,
}: TDossierTableProps) {
  const { t } = useTranslation();
  return (
    <DossierSummaryTable
      caption={caption}
      stale={stale}
      columns={[
        ...dossierSummaryColumns(t),
        { label: t('folders.columns.dates') },
        { label: t('folders.columns.status'), className: 'app-col-status' },
        { label: t('folders.columns.actions'), className: 'text-end', hidden: true },
      ]}
    >
      {folders.map((folder) => (
        <DossierRow
          key={folder.id}
          folder={folder}
          actions={actionsOf(folder)}
          formLabel={formLabelOf(folder)}
          onCommand={onCommand}
          busy={busyDossierId === folder.id}
          corrections={corrections}
          awaitsUser={
            userId !== null &&
            isSignatureAwaitedFrom(userId, folder.awaitingSignatureOf, folder.signingAccounts)
          }
        />
      ))}
    </DossierSummaryTable>
  );
}

type TDossierRowProps = {
  folder: TDossierSummary;
  actions: TDossierActions;
  formLabel: string;
  onCommand: (command: TDossierCommand, folder: TDossierSummary) => void;
  busy: boolean;
  /** Its envelope out awaits this user's signature (or a party they host). */
  awaitsUser: boolean;
  corrections?: boolean;
};

function DossierRow({
  folder,
  actions,
  formLabel,
  onCommand,
  busy,
  awaitsUser,
  corrections,
}: TDossierRowProps) {
  const { t } = useTranslation();
  const states = dossierStates(folder);
  // The parties' states are counted per step, not listed (spec 01 §4 has four parties, two steps).
  const [mainState, ...otherStates] = getMainStates(states);
  const signatures = getSignatureProgress(states);

  return (
    <tr role="row" data-testid={`folder-row-${folder.id}`}>
      <DossierNumberHeader id={folder.id} />
      <DossierCustomerCell folder={folder} />
      <DossierProductCell folder={folder} formLabel={formLabel} />
      <DossierAdvisorCell folder={folder} />
      <DossierAmountCell folder={folder} />
      <td role="cell" className="small text-nowrap" data-label={t('folders.columns.dates')}>
        <span className="d-block">
          {t('folders.dates.created', { date: formatDate(folder.creation_date) })}
        </span>
        {folder.signature_date ? (
          <span className="d-block">
            {t('folders.dates.signed', { date: formatDate(folder.signature_date) })}
          </span>
        ) : null}
        {folder.validation_date ? (
          <span className="d-block">
            {t('folders.dates.validated', { date: formatDate(folder.validation_date) })}
          </span>
        ) : null}
      </td>
      <td role="cell" data-label={t('folders.columns.status')}>
        {mainState ? (
          <span className={`badge app-state-badge app-tone-${stateTone(mainState)}`}>
            {t(`common.${mainState}`, mainState)}
          </span>
        ) : null}
        {otherStates.length ? (
          <ul className="list-unstyled small text-body-secondary mb-0 mt-1">
            {otherStates.map((state) => (
              <li key={state}>{t(`common.${state}`, state)}</li>
            ))}
          </ul>
        ) : null}
        {signatures.map(({ step, signed, count }) => (
          <span
            key={step}
            className="d-block small text-body-secondary mt-1"
            data-testid={`signatures-${step}`}
          >
            {t(`folders.signatures.${step}`, { signed, count })}
          </span>
        ))}
        {awaitsUser ? (
          <span
            className="badge app-state-badge app-tone-primary d-inline-block mt-1"
            data-testid={`awaited-signature-${folder.id}`}
          >
            {t('signature-awaited.badge')}
          </span>
        ) : null}
        {states.includes('signed') ? (
          <span className="d-block small text-body-secondary mt-1">
            {t('folders.integration-state', { state: t(`folders.integration.${folder.integrate_state}`) })}
          </span>
        ) : null}
      </td>
      <td role="cell" className="text-end">
        <DossierActionsMenu
          folder={folder}
          actions={actions}
          onCommand={onCommand}
          busy={busy}
          corrections={corrections}
        />
      </td>
    </tr>
  );
}
