import { useTranslation } from 'react-i18next';
import type { TFolderActions, TFolderSummary } from '@souscription/contract';
import { formatAmount, formatDate } from '../../../shared/i18n/format';
import { TableHead } from '../../../shared/ui/table-head';
import { FolderActionsMenu, type TFolderCommand } from './folder-actions-menu';
import { customerName, folderStates, stateTone } from './folder-labels';
import { getMainStates, getSignatureProgress } from '../../../shared/signature/status-summary';

type TFolderTableProps = {
  folders: TFolderSummary[];
  caption: string;
  actionsOf: (folder: TFolderSummary) => TFolderActions;
  /** The folder's form name in the interface language (default: as the list gives it). */
  formLabelOf?: (folder: TFolderSummary) => string;
  onCommand: (command: TFolderCommand, folder: TFolderSummary) => void;
  busyFolderId?: number | null;
  /** A newer page is loading: the rows are dimmed and marked busy. */
  stale?: boolean;
};

/** The rows of a folder list: a real table, one row header per folder, the action menu last. */
export function FolderTable({
  folders,
  caption,
  actionsOf,
  formLabelOf = (folder) => folder.formLabel,
  onCommand,
  busyFolderId,
  stale,
}: TFolderTableProps) {
  const { t } = useTranslation();
  return (
    // Note: a focusable region, so keyboard users can scroll a table wider than the screen.
    <div
      className={`table-responsive app-table-wrapper${stale ? ' is-stale' : ''}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      {/* Note: explicit roles keep the table a table for assistive technology when a phone shows
          each row as a card (CSS changes the display of its parts). */}
      <table className="table align-middle mb-0 app-folder-table" role="table" aria-busy={stale || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead
          columns={[
            { label: t('folders.columns.folder') },
            { label: t('folders.columns.client') },
            { label: t('folders.columns.product') },
            { label: t('folders.columns.advisor') },
            { label: t('folders.columns.amount'), className: 'text-end' },
            { label: t('folders.columns.dates') },
            { label: t('folders.columns.status'), className: 'app-col-status' },
            { label: t('folders.columns.actions'), className: 'text-end', hidden: true },
          ]}
        />
        <tbody role="rowgroup">
          {folders.map((folder) => (
            <FolderRow
              key={folder.id}
              folder={folder}
              actions={actionsOf(folder)}
              formLabel={formLabelOf(folder)}
              onCommand={onCommand}
              busy={busyFolderId === folder.id}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type TFolderRowProps = {
  folder: TFolderSummary;
  actions: TFolderActions;
  formLabel: string;
  onCommand: (command: TFolderCommand, folder: TFolderSummary) => void;
  busy: boolean;
};

function FolderRow({ folder, actions, formLabel, onCommand, busy }: TFolderRowProps) {
  const { t, i18n } = useTranslation();
  const states = folderStates(folder);
  // The parties' states are counted per step, not listed (spec 01 §4 has four parties, two steps).
  const [mainState, ...otherStates] = getMainStates(states);
  const signatures = getSignatureProgress(states);
  const holding = [
    folder.dismemberment_type
      ? t(`folders.dismemberment.${folder.dismemberment_type}`, folder.dismemberment_type)
      : null,
    folder.dismemberment_scope
      ? t(`folders.scope.${folder.dismemberment_scope}`, folder.dismemberment_scope)
      : null,
    folder.detention_mode ? t(`folders.detention.${folder.detention_mode}`, folder.detention_mode) : null,
  ].filter(Boolean);

  return (
    <tr role="row" data-testid={`folder-row-${folder.id}`}>
      <th scope="row" role="rowheader" className="fw-semibold text-nowrap">
        <span className="visually-hidden">{t('folders.folder-number', { id: folder.id })}</span>
        <span aria-hidden="true">
          <span className="text-body-secondary fw-normal">{t('folders.number-prefix')}</span>
          {folder.id}
        </span>
      </th>
      <td role="cell" data-label={t('folders.columns.client')}>
        {folder.client ? (
          <>
            <span className="d-block fw-medium">{customerName(folder.client)}</span>
            <span className="d-block small text-body-secondary text-nowrap">
              {t('folders.client-code', { code: folder.client.username })}
            </span>
          </>
        ) : (
          <span className="fst-italic text-body-secondary">
            {folder.direct ? t('folders.direct-prospect') : t('folders.lead')}
          </span>
        )}
      </td>
      <td role="cell" data-label={t('folders.columns.product')}>
        {folder.detail ? (
          <>
            <span className="d-block fw-medium">{folder.present ?? folder.detail}</span>
            <span className="d-block small text-body-secondary">{folder.detail}</span>
          </>
        ) : (
          // Note: before the product is chosen, the form's name is no product name.
          <>
            <span className="d-block fst-italic text-body-secondary">{t('folders.no-product')}</span>
            <span className="d-block small text-body-secondary">{formLabel}</span>
          </>
        )}
        {holding.length ? (
          <span className="d-block small text-body-secondary">{holding.join(' · ')}</span>
        ) : null}
      </td>
      <td role="cell" data-label={t('folders.columns.advisor')}>
        {folder.advisor ? (
          <>
            <span className="d-block">{`${folder.advisor.firstname} ${folder.advisor.lastname}`.trim()}</span>
            <span className="d-block small text-body-secondary">{folder.advisor.external_id}</span>
          </>
        ) : (
          <span className="text-body-secondary">—</span>
        )}
      </td>
      <td role="cell" className="text-end text-nowrap fw-medium" data-label={t('folders.columns.amount')}>
        {folder.subscriptionGlobalAmount === null ? (
          <span className="text-body-secondary">—</span>
        ) : (
          formatAmount(folder.subscriptionGlobalAmount, i18n.language)
        )}
      </td>
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
        {states.includes('signed') ? (
          <span className="d-block small text-body-secondary mt-1">
            {t('folders.integration-state', { state: t(`folders.integration.${folder.integrate_state}`) })}
          </span>
        ) : null}
      </td>
      <td role="cell" className="text-end">
        <FolderActionsMenu folder={folder} actions={actions} onCommand={onCommand} busy={busy} />
      </td>
    </tr>
  );
}
