import '../i18n';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZUpdateProfileRequest, type TProfileResponse } from '@souscription/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useUpdateProfile } from '../api/update-profile';

/** Delay between 'Data saved' and the return to the dashboard (spec 01 §9). */
export const PROFILE_REDIRECT_DELAY_MS = 1000;

const EMAIL_FIELD = 'emailSigner';

/** Names and CGP code read-only, signer e-mail editable; Back and Modify. */
export function ProfileForm({ profile }: { profile: TProfileResponse['user'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [emailSigner, setEmailSigner] = useState(profile.email);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const saved = updateProfile.isSuccess;
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate('/tableau-de-bord'), PROFILE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZUpdateProfileRequest.safeParse({ emailSigner });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'validation.error.email');
      return;
    }
    setFieldError(null);
    updateProfile.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError) setFieldError(error.messageFor(EMAIL_FIELD) ?? null);
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-describedby="profile-status">
      <div id="profile-status" aria-live="polite">
        {saved ? (
          <Alert variant="success" className="mb-4">
            {t('account.data-saved')}
          </Alert>
        ) : null}
        {updateProfile.isError ? (
          <Alert variant="danger" className="mb-4">
            {t('account.data-error')}
          </Alert>
        ) : null}
      </div>

      <div className="row g-3">
        <Form.Group className="col-md-6" controlId="profile-lastname">
          <Form.Label>{t('profile.lastname')}</Form.Label>
          <Form.Control value={profile.lastname} readOnly className="bg-body-tertiary" />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="profile-firstname">
          <Form.Label>{t('profile.firstname')}</Form.Label>
          <Form.Control value={profile.firstname} readOnly className="bg-body-tertiary" />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="profile-cgp-code">
          <Form.Label>{t('profile.cgp-code')}</Form.Label>
          <Form.Control value={profile.username} readOnly className="bg-body-tertiary" />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="profile-email-signer">
          <Form.Label>{t('profile.email-signer')}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            value={emailSigner}
            onChange={(event) => setEmailSigner(event.target.value)}
            isInvalid={fieldError !== null}
            aria-invalid={fieldError !== null}
            aria-describedby="profile-email-signer-error profile-email-signer-help"
            disabled={saved}
          />
          <Form.Control.Feedback type="invalid" id="profile-email-signer-error">
            {fieldError ? t(fieldError) : null}
          </Form.Control.Feedback>
          <Form.Text id="profile-email-signer-help">{t('profile.email-signer-help')}</Form.Text>
        </Form.Group>
      </div>

      <div className="d-flex justify-content-between gap-2 mt-4">
        <Link to="/tableau-de-bord" className="btn btn-outline-secondary">
          {t('profile.back')}
        </Link>
        <Button type="submit" variant="primary" disabled={updateProfile.isPending || saved}>
          {updateProfile.isPending ? t('profile.saving') : t('profile.modify')}
        </Button>
      </div>
    </Form>
  );
}
