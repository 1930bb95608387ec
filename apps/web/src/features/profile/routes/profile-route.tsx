import '../i18n';
import Card from 'react-bootstrap/Card';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';

/** /profile: the partner's account page, only when the tenant's profile switch is on. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <PageSpinner />;
  if (!currentUser.data?.tenant.features.profilePage) return <Navigate to="/tableau-de-bord" replace />;

  return (
    <>
      <title>{t('app.page-title', { page: t('profile.title') })}</title>
      <h1 className="page-title mb-1">{t('profile.title')}</h1>
      <p className="text-body-secondary mb-4">{t('profile.intro')}</p>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ProfileContent />
        </Card.Body>
      </Card>
    </>
  );
}

function ProfileContent() {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError || !profile.data) return <ErrorAlert message="account.api-data-error" />;
  return <ProfileForm profile={profile.data.user} />;
}
