import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStoredProfile } from '../../../shared/storage/local-storage';

type TAccountElementProps = {
  profile: TStoredProfile;
  /** Partners with the profile switch on reach their account page from here. */
  profileLink: boolean;
};

function initialsOf({ firstname, lastname }: TStoredProfile): string {
  return `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
}

/** The signed-in user: first name, last name and username. */
export function AccountElement({ profile, profileLink }: TAccountElementProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className="app-account-avatar" aria-hidden="true">
        {initialsOf(profile)}
      </span>
      <span className="d-flex flex-column lh-sm text-start">
        <span className="fw-semibold text-body" data-testid="account-name">
          {profile.firstname} {profile.lastname}
        </span>
        <small className="text-body-secondary" data-testid="account-username">
          {t('header.username', { username: profile.username })}
        </small>
      </span>
    </>
  );
  return (
    <div
      className="d-flex align-items-center"
      role="group"
      aria-label={t('header.account')}
      data-testid="account-element"
    >
      {profileLink ? (
        <Link
          to="/profile"
          className="d-flex align-items-center gap-2 text-decoration-none"
          title={t('header.my-account')}
          data-testid="profile-link"
        >
          {content}
        </Link>
      ) : (
        <span className="d-flex align-items-center gap-2">{content}</span>
      )}
    </div>
  );
}
