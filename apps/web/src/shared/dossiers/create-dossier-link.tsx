import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canCreateDossiers } from '@souscription/contract';
import { useCurrentUser } from '../session/get-current-user';
import { IconPlus } from '../ui/screen-icons';

/**
 * Address of the customer choice list, where new dossiers are created. Who creates which dossier is
 * the contract's `getCreateDossierPermission`.
 */
export const CREATE_DOSSIER_PATH = '/creer-un-dossier-client/';

/** The dashboard's and the lists' create link, shown to the roles that create dossiers. */
export function CreateDossierLink() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser().data;
  if (!currentUser) return null;
  if (!canCreateDossiers({ role: currentUser.user.role, features: currentUser.tenant.features })) return null;
  return (
    <Link
      to={CREATE_DOSSIER_PATH}
      className="btn btn-primary d-inline-flex align-items-center gap-2"
      data-testid="create-folder-link"
    >
      <IconPlus size={16} />
      {t('customers.create-link')}
    </Link>
  );
}
