import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFooter } from '../api/get-footer';

/** The tenant's footer blocks; a footer that cannot load leaves the page usable, so it shows nothing. */
export function AppFooter() {
  const { t } = useTranslation();
  const { data } = useFooter();
  const blocks = data?.blocks ?? [];
  return (
    <footer className="app-footer mt-5 py-4" aria-label={t('footer.label')}>
      <div className="container">
        <div className="row g-3">
          {blocks.map((block, index) => (
            <div
              // The blocks have no id; their order is their identity.
              key={index}
              className="col-md"
              data-testid="footer-block"
              dangerouslySetInnerHTML={{ __html: block.extraInfo }}
            />
          ))}
        </div>
        <p className="small mt-3 mb-0">
          <Link to="/verification">{t('footer.verification')}</Link>
        </p>
      </div>
    </footer>
  );
}
