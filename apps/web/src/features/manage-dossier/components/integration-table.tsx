import '../../../shared/dossiers/folder-texts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDossierSummary } from '@souscription/contract';
import { formatDate } from '../../../shared/i18n/format';
import { IconSliders } from '../../../shared/ui/screen-icons';
import {
  DossierAdvisorCell,
  DossierAmountCell,
  DossierCustomerCell,
  DossierNumberHeader,
  DossierProductCell,
  DossierSummaryTable,
  dossierSummaryColumns,
} from '../../../shared/ui/dossier-summary-table';
import { IntegrationStateBadge } from './integration-state-badge';

type TIntegrationTableProps = {
  folders: TDossierSummary[];
  caption: string;
  /** Whether a row offers « manage » (spec 01 §6: not for client, prospect or back-office). */
  canManage: (folder: TDossierSummary) => boolean;
  /** A newer page is loading: the rows are dimmed and marked busy. */
  stale?: boolean;
};

/** The rows of an integration list: a real table (cards on a phone), « manage » last. */
export function IntegrationTable({ folders, caption, canManage, stale }: TIntegrationTableProps) {
  const { t } = useTranslation();
  return (
    <DossierSummaryTable
      caption={caption}
      stale={stale}
      columns={[
        ...dossierSummaryColumns(t),
        { label: t('management.list.columns.signed') },
        { label: t('management.list.columns.pairing') },
        { label: t('management.list.columns.state'), className: 'app-col-status' },
        { label: t('folders.columns.actions'), className: 'text-end', hidden: true },
      ]}
    >
      {folders.map((folder) => (
        <IntegrationRow key={folder.id} folder={folder} manage={canManage(folder)} />
      ))}
    </DossierSummaryTable>
  );
}

function IntegrationRow({ folder, manage }: { folder: TDossierSummary; manage: boolean }) {
  const { t } = useTranslation();
  const pairings = (['np', 'usu'] as const).filter((scope) => folder.pairing[scope]);
  return (
    <tr role="row" data-testid={`integration-row-${folder.id}`}>
      <DossierNumberHeader id={folder.id} />
      <DossierCustomerCell folder={folder} />
      <DossierProductCell folder={folder} formLabel={folder.formLabel} />
      <DossierAdvisorCell folder={folder} />
      <DossierAmountCell folder={folder} />
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
              <li key={scope}>
                {t(`management.list.paired.${scope}`, {
                  customer: folder.pairing_names?.[scope]
                    ? t('management.pairing.customer', {
                        name: folder.pairing_names[scope],
                        code: folder.pairing[scope],
                      })
                    : folder.pairing[scope],
                })}
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
