import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { getStoredProfile } from '../../../shared/session/session';
import { useDemoMailboxPresence } from '../../../shared/session/demo-mailbox-presence';
import { IconBoxArrowRight, IconInbox } from '../../../shared/ui/icons';
import { AccountElement } from './account-element';
import { LanguageSwitch } from './language-switch';

/** Logo (≤ 150 px), app name, account element, language switch and logout. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: currentUser } = useCurrentUser();
  const profile = getStoredProfile();
  const tenantName = currentUser?.tenant.name ?? '';
  const profileLink = currentUser?.user.role === 'partner' && currentUser.tenant.features.profilePage;
  const demoMailbox = useDemoMailboxPresence();

  return (
    <header className="app-header bg-white shadow-sm">
      <div className="container d-flex flex-wrap align-items-center gap-3 py-2">
        <Link
          to="/tableau-de-bord"
          className="d-flex align-items-center gap-3 text-decoration-none me-auto"
          aria-label={t('header.home')}
        >
          {/* Note: the signed-in user's tenant, named in the address: an image request carries no
              token, so the host's tenant (the demo's on a shared host) would answer otherwise. */}
          {currentUser ? (
            <img
              src={`/theme/images/logo.png?tenant=${encodeURIComponent(currentUser.tenant.code)}`}
              alt={t('header.logo-alt', { tenant: tenantName })}
              className="app-logo"
              width={150}
              height={48}
              data-testid="tenant-logo"
            />
          ) : (
            <span className="app-logo" aria-hidden="true" />
          )}
          <span className="d-none d-sm-flex flex-column lh-sm">
            <span className="app-name fs-5">{t('app.name')}</span>
            {tenantName ? <small className="text-body-secondary">{tenantName}</small> : null}
          </span>
        </Link>
        {profile ? <AccountElement profile={profile} profileLink={profileLink} /> : null}
        {demoMailbox ? (
          <Link
            to="/boite-de-demonstration"
            className="btn btn-outline-primary btn-sm d-flex align-items-center gap-2"
            aria-label={t('header.demo-mailbox')}
            title={t('header.demo-mailbox')}
            data-testid="demo-mailbox-link"
          >
            <IconInbox size={16} />
            {/* Its name from 1400 px: beside the longest account name (« Identifiant : gestionnaire »)
                and « Se déconnecter » it pushed the header onto a second line at 1280. */}
            <span className="d-none d-xxl-inline" aria-hidden="true">
              {t('header.demo-mailbox')}
            </span>
          </Link>
        ) : null}
        <LanguageSwitch />
        <Button
          variant="outline-secondary"
          size="sm"
          className="d-flex align-items-center gap-2"
          onClick={() => navigate('/logout')}
          data-testid="logout-button"
        >
          <IconBoxArrowRight size={16} />
          {t('header.logout')}
        </Button>
      </div>
    </header>
  );
}
