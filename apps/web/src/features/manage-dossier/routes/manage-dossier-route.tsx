import { Navigate, useParams } from 'react-router';
import { ManagerOnly } from '../components/manager-only';
import { ManageDossierScreen } from '../components/manage-dossier-screen';
import '../i18n';
import '../manage-dossier.css';

/** /manage-dossier/{dossierId} (manage_dossier only): the review, pairing and validation screen. */
export function ManageDossierRoute() {
  const { dossierId } = useParams();
  const id = dossierId && /^\d{1,9}$/.test(dossierId) ? Number(dossierId) : null;
  return (
    <ManagerOnly>
      {id ? (
        <ManageDossierScreen key={id} dossierId={id} />
      ) : (
        <Navigate to="/manage-dossier/statut-integration/ongoing" replace />
      )}
    </ManagerOnly>
  );
}
