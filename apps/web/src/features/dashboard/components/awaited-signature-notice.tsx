import '../../../shared/dossiers/folder-texts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDossierSummary } from '@souscription/contract';
import { IconPen } from '../../../shared/ui/icons';

/**
 * « Votre signature est attendue »: the folders whose envelope awaits this user's signature (or a
 * party they sign with in person), each a link that opens it.
 */
export function AwaitedSignatureNotice({ folders }: { folders: TDossierSummary[] }) {
  const { t } = useTranslation();
  if (folders.length === 0) return null;
  return (
    <section
      className="alert alert-primary d-flex gap-3 mb-4"
      aria-labelledby="awaited-signature-heading"
      data-testid="awaited-signature"
    >
      <IconPen size={22} className="flex-shrink-0 mt-1" />
      <div>
        <h2 id="awaited-signature-heading" className="h6 mb-1">
          {t('signature-awaited.title')}
        </h2>
        <p className="mb-1">{t('signature-awaited.intro', { count: folders.length })}</p>
        <ul className="mb-0 ps-3">
          {folders.map((folder) => (
            <li key={folder.id}>
              <Link to={`/dossier/${folder.id}`}>
                {t('signature-awaited.folder', {
                  id: folder.id,
                  title: folder.present ?? folder.formLabel,
                })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
