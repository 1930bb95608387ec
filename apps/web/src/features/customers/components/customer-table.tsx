import '../i18n';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '@souscription/contract';
import { formatCivility, formatPersonName } from '../../../shared/i18n/format';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';

type TCustomerTableProps = {
  clients: TCustomer[];
  caption: string;
  /** Visible text of each row's button (customer folder, or register-folder). */
  actionLabel: string;
  /** Accessible name of a row's button, naming the customer. */
  actionName: (client: TCustomer, name: string) => string;
  onCreate: (client: TCustomer) => void;
  /** Why a customer has no button (the register-folder's capability check), or null when it has one. */
  refusal?: (client: TCustomer) => string | null;
  /** The customer whose folder is being created. */
  pendingClientId: number | null;
  disabled: boolean;
  stale?: boolean;
};

/** The customer choice list: civility, first name, last name, client number and a create button. */
export function CustomerTable({
  clients,
  caption,
  actionLabel,
  actionName,
  onCreate,
  refusal,
  pendingClientId,
  disabled,
  stale,
}: TCustomerTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <ResponsiveTable
      caption={caption}
      stale={stale}
      tableClassName="app-customer-table"
      columns={[
        { label: t('customers.columns.civility') },
        { label: t('customers.columns.first-name') },
        { label: t('customers.columns.last-name') },
        { label: t('customers.columns.username') },
        { label: t('customers.columns.action'), className: 'text-end', hidden: true },
      ]}
    >
      {clients.map((client) => {
        const name = formatPersonName(
          { civility: client.civility, firstName: client.first_name, lastName: client.last_name },
          i18n.language,
        );
        const pending = pendingClientId === client.id;
        const refused = refusal?.(client) ?? null;
        return (
          <tr key={client.id} role="row" data-testid={`customer-row-${client.id}`}>
            <td role="cell">{formatCivility(client.civility, i18n.language)}</td>
            <td role="cell">{client.first_name}</td>
            <th scope="row" role="rowheader" className="fw-semibold">
              {client.last_name}
            </th>
            <td role="cell">
              <span className="font-monospace small">{client.username}</span>
            </td>
            <td role="cell" className="text-end">
              {refused ? (
                <span className="small text-body-secondary" data-testid={`no-create-for-${client.id}`}>
                  {refused}
                </span>
              ) : (
                <Button
                  variant="outline-primary"
                  size="sm"
                  className="text-nowrap"
                  onClick={() => onCreate(client)}
                  disabled={disabled}
                  aria-label={actionName(client, name)}
                  data-testid={`create-for-${client.id}`}
                >
                  {pending ? (
                    <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
                  ) : null}
                  {actionLabel}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
