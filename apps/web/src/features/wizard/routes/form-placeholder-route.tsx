import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getStored } from '../../../shared/storage/local-storage';
import { IconArrowLeft, IconFileCheck } from '../../../shared/ui/icons';

/**
 * /form, /form/{pageId}, /form/{pageId}/{blockId}: stands in for the form wizard (spec 02) until it
 * is built, so that opening, creating or duplicating a folder lands on its form's address with the
 * folder it opened.
 */
export function FormPlaceholderRoute() {
  const { t } = useTranslation();
  const folderId = getStored('folder_id');
  const title = t('wizard.title');
  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <Link to="/dossiers" className="d-inline-flex align-items-center gap-2 mb-3" data-testid="back-link">
        <IconArrowLeft size={16} />
        {t('wizard.back-to-folders')}
      </Link>
      <h1 className="page-title mb-4">{title}</h1>
      <section className="card shadow-sm border-0">
        <div className="card-body p-4 d-flex align-items-start gap-3">
          <span className="app-choice-icon" aria-hidden="true">
            <IconFileCheck size={24} />
          </span>
          <div>
            <p className="fw-semibold mb-1" data-testid="form-folder-id">
              {folderId ? t('wizard.folder', { id: folderId }) : t('wizard.no-folder')}
            </p>
            <p className="text-body-secondary mb-0">{t('wizard.coming')}</p>
          </div>
        </div>
      </section>
    </>
  );
}
