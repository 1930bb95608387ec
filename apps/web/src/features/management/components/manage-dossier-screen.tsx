import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../shared/ui/back-link';

/** The dossier management screen (spec 01 §2): header, then four tabs. */
export function ManageDossierScreen({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation();
  const title = t('management.screen.title', { id: dossierId });
  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to="/manage-dossier/statut-integration/ongoing" className="mb-3">
        {t('management.screen.back')}
      </BackLink>
      <h1 className="page-title">{title}</h1>
    </>
  );
}
