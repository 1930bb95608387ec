import '../i18n';
import { useTranslation } from 'react-i18next';
import { canRegisterDossierFor, type TCustomer } from '@souscription/contract';
import { useListParams } from '../../../shared/routing/use-list-params';
import { ListCard } from '../../../shared/ui/list-card';
import { ListSearch } from '../../../shared/ui/list-search';
import { PagedList } from '../../../shared/ui/paged-list';
import { useCustomerList } from '../api/list-customers';
import { CustomerTable } from './customer-table';

type TCustomerListProps = {
  /** The dossier manager registers a folder (back-office form) rather than creating one. */
  register: boolean;
  pendingClientId: number | null;
  disabled: boolean;
  onCreate: (client: TCustomer) => void;
};

/** The user's customers, searched and paged on the server, each with its create-folder button. */
export function CustomerList({ register, pendingClientId, disabled, onCreate }: TCustomerListProps) {
  const { t } = useTranslation();
  const params = useListParams();
  const { page, searchTerm, setSearchTerm } = params;
  const list = useCustomerList({ page, searchTerm }, true);
  const heading = t('customers.list-title');

  return (
    <ListCard
      testId="customer-list"
      labelledBy="customer-list-title"
      shown={{ page: list.data?.page, searchTerm: list.data?.searchTerm }}
    >
      <h2 id="customer-list-title" className="h5 mb-3">
        {heading}
      </h2>
      <div className="mb-3">
        <ListSearch
          value={searchTerm}
          onSearch={setSearchTerm}
          label={t('customers.search.label')}
          placeholder={t('customers.search.placeholder')}
          help={t('customers.search.help')}
        />
      </div>
      <PagedList
        list={list}
        itemCount={list.data?.clients.length ?? 0}
        params={params}
        name={heading}
        noneText={t('customers.empty.count')}
        empty={{
          testId: 'customer-list-empty',
          title: searchTerm
            ? t('customers.empty.search-title', { term: searchTerm })
            : t('customers.empty.title'),
        }}
      >
        {(caption) => (
          <CustomerTable
            clients={list.data?.clients ?? []}
            caption={caption}
            actionLabel={t(register ? 'customers.register.button' : 'customers.customer-folder.button')}
            actionName={(client, name) =>
              t(register ? 'customers.register.name' : 'customers.customer-folder.name', {
                name,
                code: client.username,
              })
            }
            onCreate={onCreate}
            refusal={(client) =>
              register && !canRegisterDossierFor(client) ? t('customers.register.prospect') : null
            }
            pendingClientId={pendingClientId}
            disabled={disabled}
            stale={list.isPlaceholderData}
          />
        )}
      </PagedList>
    </ListCard>
  );
}
