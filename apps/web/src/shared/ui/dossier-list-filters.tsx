import '../dossiers/folder-texts';
import { useTranslation } from 'react-i18next';
import type { useListParams } from '../routing/use-list-params';
import { FormSelect } from './form-select';
import { ListSearch } from './list-search';

type TDossierListFiltersProps = {
  /** The list's search and form filter, as the address holds them. */
  params: Pick<ReturnType<typeof useListParams>, 'searchTerm' | 'form' | 'setSearchTerm' | 'setForm'>;
  /** The forms to filter by; undefined: no form filter (an advisor's lists). */
  forms: readonly { id: number; label: string }[] | undefined;
};

/** Above a dossier list (the folder lists, the integration lists): its search, and its form filter. */
export function DossierListFilters({ params, forms }: TDossierListFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="row g-3 align-items-end mb-3">
      <div className={forms ? 'col-lg-7' : 'col-lg-8'}>
        <ListSearch
          value={params.searchTerm}
          onSearch={params.setSearchTerm}
          label={t('folders.search.label')}
          placeholder={t('folders.search.placeholder')}
          help={t('folders.search.help')}
        />
      </div>
      {forms ? (
        <div className="col-lg-5">
          <FormSelect
            label={t('folders.form-filter.label')}
            labelClassName="small fw-semibold mb-1"
            value={params.form}
            options={forms}
            noneLabel={t('folders.form-filter.all')}
            onChange={params.setForm}
            testId="form-filter"
          />
        </div>
      ) : null}
    </div>
  );
}
