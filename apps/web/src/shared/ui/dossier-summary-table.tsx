import '../dossiers/folder-texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TDossierSummary } from '@souscription/contract';
import { formatAmount, formatPersonName } from '../i18n/format';
import { ResponsiveTable } from './responsive-table';
import type { TTableColumn } from './table-head';

type TDossierSummaryTableProps = {
  caption: string;
  columns: readonly TTableColumn[];
  /** A newer page is loading: the rows are dimmed and marked busy. */
  stale?: boolean | undefined;
  children: ReactNode;
};

/**
 * A table of folder summaries (the folder lists, the integration lists): a real table, shown as
 * cards on a phone, one row header per folder.
 */
export function DossierSummaryTable(props: TDossierSummaryTableProps) {
  return <ResponsiveTable {...props} tableClassName="app-folder-table" />;
}

/** The columns every folder summary table starts with: folder, client, product, advisor, amount. */
export function dossierSummaryColumns(t: TFunction): TTableColumn[] {
  return [
    { label: t('folders.columns.folder') },
    { label: t('folders.columns.client') },
    { label: t('folders.columns.product') },
    { label: t('folders.columns.advisor') },
    { label: t('folders.columns.amount'), className: 'text-end' },
  ];
}

/** The row header: the folder's number. */
export function DossierNumberHeader({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <th scope="row" role="rowheader" className="fw-semibold text-nowrap">
      <span className="visually-hidden">{t('folders.folder-number', { id })}</span>
      <span aria-hidden="true">
        <span className="text-body-secondary fw-normal">{t('folders.number-prefix')}</span>
        {id}
      </span>
    </th>
  );
}

/** The customer and its code, or what the folder is for when it has none (lead, direct prospect). */
export function DossierCustomerCell({ folder }: { folder: TDossierSummary }) {
  const { t, i18n } = useTranslation();
  const { client } = folder;
  return (
    <td role="cell" data-label={t('folders.columns.client')}>
      {client ? (
        <>
          <span className="d-block fw-medium">
            {formatPersonName(
              { civility: client.civility, firstName: client.first_name, lastName: client.last_name },
              i18n.language,
            )}
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
  );
}

/**
 * The product and how it is held (dismemberment, scope, detention); before a product is chosen,
 * « no product » over the form's name (`formLabel`, in the interface language).
 */
export function DossierProductCell({ folder, formLabel }: { folder: TDossierSummary; formLabel: string }) {
  const { t } = useTranslation();
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
      {/* The holding follows the product: before one is chosen its answers are only the form's defaults. */}
      {folder.detail && holding.length ? (
        <span className="d-block small text-body-secondary">{holding.join(' · ')}</span>
      ) : null}
    </td>
  );
}

/** The advisor's name and external id. */
export function DossierAdvisorCell({ folder }: { folder: TDossierSummary }) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * The amount the subscriber pays, French style (« 19 500,00 € »), or a dash; when it is not the
 * full-property value (a dismembered subscription pays for its part), that value beside it.
 */
export function DossierAmountCell({
  folder,
}: {
  folder: Pick<TDossierSummary, 'amountPaid' | 'subscriptionGlobalAmount'>;
}) {
  const { t } = useTranslation();
  return (
    <td role="cell" className="text-end text-nowrap fw-medium" data-label={t('folders.columns.amount')}>
      <DossierAmounts folder={folder} />
    </td>
  );
}

/** The amount paid, headlined, and the full-property value beside it when they differ. */
export function DossierAmounts({
  folder,
}: {
  folder: Pick<TDossierSummary, 'amountPaid' | 'subscriptionGlobalAmount'>;
}) {
  const { t, i18n } = useTranslation();
  const { amountPaid: paid, subscriptionGlobalAmount: full } = folder;
  return (
    <>
      {paid === null ? (
        <span className="text-body-secondary">—</span>
      ) : (
        <span className="d-block" data-testid="amount-paid" title={t('folders.amounts.paid')}>
          {formatAmount(paid, i18n.language)}
        </span>
      )}
      {full !== null && full !== paid ? (
        <span
          className="d-block small fw-normal text-body-secondary text-wrap"
          data-testid="amount-full-property"
        >
          {t('folders.amounts.full-property', { amount: formatAmount(full, i18n.language) })}
        </span>
      ) : null}
    </>
  );
}
