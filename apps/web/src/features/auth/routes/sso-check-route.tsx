import { replace, type LoaderFunctionArgs } from 'react-router';
import { loadPublicConfig } from '../../../shared/config/public-config';
import { clearSession, getStoredProfile, isLoggedIn } from '../../../shared/session/session';
import { createDossier } from '../../../shared/dossiers/create-dossier';
import { storeCreatedDossier } from '../../../shared/dossiers/current-dossier';
import { getForms } from '../../../shared/forms/get-forms';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { checkSso } from '../api/check-sso';
import { startAuthorization } from '../api/start-authorization';

/** Marks the return from the authorization that /sso-check started, so a second mismatch ends in /logout. */
const REAUTH_PARAM = 'reauth';

/**
 * /sso-check?extranet&folder_id&from_client_id: the entry point from an extranet (spec 01 §2).
 * Not signed in: authorize (sso=1, extranet) and come back here. Another user at the provider: sign
 * out locally and authorize again. Signed in: open the folder, create a folder for the client and open
 * its form, or the default page.
 */
export async function ssoCheckLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const extranet = url.searchParams.get('extranet');
  const folderId = url.searchParams.get('folder_id');
  const fromClientId = url.searchParams.get('from_client_id');
  const isReturn = url.searchParams.has(REAUTH_PARAM);

  url.searchParams.set(REAUTH_PARAM, '1');
  const authorizeAgain = () =>
    startAuthorization({
      redirectPath: `${url.pathname}${url.search}`,
      extraParams: extranet ? { sso: '1', extranet } : { sso: '1' },
    });

  try {
    if (!isLoggedIn()) {
      if (isReturn) return replace('/logout');
      await authorizeAgain();
      return null;
    }
    const sso = await checkSso(extranet);
    const localUsername = getStoredProfile()?.username;
    const anotherUser = sso.logout || (sso.username !== null && sso.username !== localUsername);
    if (anotherUser) {
      if (isReturn) return replace('/logout');
      clearSession();
      await authorizeAgain();
      return null;
    }
    if (folderId) return replace(`/dossier/${encodeURIComponent(folderId)}`);
    if (fromClientId && /^\d+$/.test(fromClientId))
      return replace(await startClientForm(Number(fromClientId)));
    return replace((await loadPublicConfig()).defaultRedirect);
  } catch {
    return replace('/logout');
  }
}

/**
 * The client-form action (spec 01 §2): a new folder for this customer on the tenant's client form
 * (not the back-office one) becomes the open folder, then its form opens. When it cannot be made
 * (no client form, a customer the caller does not follow), the default page opens instead.
 */
async function startClientForm(clientId: number): Promise<string> {
  try {
    const forms = await getForms();
    const clientForm = forms?.forms.find((form) => form.back_office !== true);
    const created = clientForm ? await createDossier({ formId: clientForm.id, clientId }) : null;
    if (created) {
      storeCreatedDossier(created.dossier, clientId);
      return '/form/';
    }
  } catch {
    // Refused or failed: the default page, where the user can start again.
  }
  return (await loadPublicConfig()).defaultRedirect;
}

export function SsoCheckRoute() {
  return <PageSpinner label="auth.checking-session" />;
}
