import { replace, type LoaderFunctionArgs } from 'react-router';
import { loadPublicConfig } from '../../../shared/config/public-config';
import { clearSession, getStoredProfile, isLoggedIn } from '../../../shared/session/session';
import { CURRENT_FOLDER_KEYS, removeStored, setStored } from '../../../shared/storage/local-storage';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { checkSso } from '../api/check-sso';
import { startAuthorization } from '../api/start-authorization';

/** Marks the return from the authorization that /sso-check started, so a second mismatch ends in /logout. */
const REAUTH_PARAM = 'reauth';

/**
 * /sso-check?extranet&folder_id&from_client_id: the entry point from an extranet (spec 01 §2).
 * Not signed in: authorize (sso=1, extranet) and come back here. Another user at the provider: sign
 * out locally and authorize again. Signed in: open the folder, start a client's form, or the default page.
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
    if (fromClientId && /^\d+$/.test(fromClientId)) {
      // The client-form action: a new folder for this client, so the current folder is forgotten.
      setStored('client_id', fromClientId);
      removeStored(...CURRENT_FOLDER_KEYS);
      return replace('/form/');
    }
    return replace((await loadPublicConfig()).defaultRedirect);
  } catch {
    return replace('/logout');
  }
}

export function SsoCheckRoute() {
  return <PageSpinner label="auth.checking-session" />;
}
