import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_CATEGORIES, LIST_STATE_BY_CATEGORY } from '@souscription/contract';
import { IconArrowLeft } from '../../../shared/ui/icons';

/** /dossiers/{state}/{currentPage?}: the folder list of one dashboard category. */
export function FolderListRoute() {
  const { t } = useTranslation();
  const { state } = useParams();
  const category = DASHBOARD_CATEGORIES.find((name) => LIST_STATE_BY_CATEGORY[name] === state);
  if (!category) return <Navigate to="/dossiers/current-cases" replace />;

  const title = t(`categories.${category}`);
  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <Link
        to="/tableau-de-bord"
        className="d-inline-flex align-items-center gap-2 mb-3"
        data-testid="back-link"
      >
        <IconArrowLeft size={16} />
        {t('folders.back-to-dashboard')}
      </Link>
      <h1 className="page-title mb-4">{title}</h1>
    </>
  );
}
