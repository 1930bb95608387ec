import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFolderSummary } from '@souscription/contract';
import { formatAmount, formatDate } from '../../../shared/i18n/format';
import { IconSliders } from '../../../shared/ui/icons';
import { TableHead } from '../../../shared/ui/table-head';
import { IntegrationStateBadge } from './integration-state-badge';

type TIntegrationTableProps = {
  folders: TFolderSummary[];
  caption: string;
  /** Whether a row offers « manage » (spec 01 §6: not for client, prospect or back-office). */
  canManage: (folder: TFolderSummary) => boolean;
  /** A newer page is loading: the rows are dimmed and marked busy. */
  stale?: boolean;
};

/** The rows of an integration list: a real table (cards on a phone), « manage » last. */
export function IntegrationTable({ folders, caption, canManage, stale }: TIntegrationTableProps) {
  const { t } = useTranslation();
  return (
    // Note: a focusable region, so keyboard users can scroll a table wider than the screen.
    <div
      className={`table-responsive app-table-wrapper${stale ? ' is-stale' : ''}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="table align-middle mb-0 app-folder-table" role="table" aria-busy={stale || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead
          columns={[
            { label: t('folders.columns.folder') },
            { label: t('folders.columns.client') },
            { label: t('folders.columns.product') },
            { label: t('folders.columns.advisor') },
            { label: t('folders.columns.amount'), className: 'text-end' },
            { label: t('management.list.columns.signed') },
            { label: t('management.list.columns.pairing') },
            { label: t('management.list.columns.state'), className: 'app-col-status' },
            { label: t('folders.columns.actions'), className: 'text-end', hidden: true },
          ]}
        />
        <tbody role="rowgroup">
          {folders.map((folder) => (
            <IntegrationRow key={folder.id} folder={folder} manage={canManage(folder)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IntegrationRow({ folder, manage }: { folder: TFolderSummary; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const client = folder.client;
  const pairings = (['np', 'usu'] as const).filter((scope) => folder.pairing[scope]);
  return (
    <tr role="row" data-testid={`integration-row-${folder.id}`}>
      <th scope="row" role="rowheader" className="fw-semibold text-nowrap">
        <span className="visually-hidden">{t('folders.folder-number', { id: folder.id })}</span>
        <span aria-hidden="true">
          <span className="text-body-secondary fw-normal">{t('folders.number-prefix')}</span>
          {folder.id}
        </span>
      </th>
      <td role="cell" data-label={t('folders.columns.client')}>
        {client ? (
          <>
            <span className="d-block fw-medium">
              {[client.civility, client.first_name, client.last_name].filter(Boolean).join(' ')}
            </span>
            <span className="d-block small text-body-secondary text-nowrap">
              {t('folders.client-code', { code: client.username })}
            </span>
          </>
        ) : (
          <span className="fst-italic text-body-secondary">
            {folder.direct ? t('folders.direct-prospect') : t('folders.lead')}
          </span>
        )}
      </td>
      <td role="cell" data-label={t('folders.columns.product')}>
        <span className="d-block fw-medium">{folder.present ?? folder.formLabel}</span>
        {folder.detail ? <span className="d-block small text-body-secondary">{folder.detail}</span> : null}
        {folder.detention_mode ? (
          <span className="d-block small text-body-secondary">
            {t(`folders.detention.${folder.detention_mode}`, folder.detention_mode)}
          </span>
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
      <td role="cell" className="small text-nowrap" data-label={t('management.list.columns.signed')}>
        {folder.signature_date ? (
          formatDate(folder.signature_date)
        ) : (
          <span className="text-body-secondary">—</span>
        )}
      </td>
      <td role="cell" className="small" data-label={t('management.list.columns.pairing')}>
        {pairings.length ? (
          <ul className="list-unstyled mb-0">
            {pairings.map((scope) => (
              <li key={scope} className="text-nowrap">
                {t(`management.list.paired.${scope}`, { code: folder.pairing[scope] })}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-body-secondary">{t('management.list.not-paired')}</span>
        )}
      </td>
      <td role="cell" data-label={t('management.list.columns.state')}>
        <IntegrationStateBadge state={folder.integrate_state} />
      </td>
      <td role="cell" className="text-end">
        {manage ? (
          <Link
            to={`/manage-dossier/${folder.id}`}
            className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1 text-nowrap"
            aria-label={t('management.list.manage-label', { id: folder.id })}
            data-testid={`manage-${folder.id}`}
          >
            <IconSliders size={16} />
            {t('folders.actions.manage')}
          </Link>
        ) : (
          <span className="text-body-secondary">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('folders.actions.none', { id: folder.id })}</span>
          </span>
        )}
      </td>
    </tr>
  );
}
