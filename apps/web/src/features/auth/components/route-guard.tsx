import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { canOpenScreen, type TScreen } from '@souscription/contract';
import { getStoredRole, isLoggedIn } from '../../../shared/session/session';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { ISSUER_UNAVAILABLE_PATH } from '../../../shared/oidc/oidc-client';
import { startAuthorization } from '../api/start-authorization';

/** Navigation state of the catch-all redirects: such a visit is not a page the user asked for. */
export type TFallbackState = { fallback?: boolean };

type TRouteGuardProps = {
  /** The screen the route opens: only its roles pass (screen-access); any signed-in user when absent. */
  screen?: TScreen;
  children?: ReactNode;
};

/**
 * Protects a route (spec 01 §2): a stored role that may not open `screen` goes to /tableau-de-bord; then, if
 * nobody is signed in, the authorization flow starts and remembers the page; when it cannot start, a
 * page says the sign-in service is unavailable.
 */
export function RouteGuard({ screen, children }: TRouteGuardProps) {
  const role = getStoredRole();
  if (screen && role && !canOpenScreen(role, screen)) return <Navigate to="/tableau-de-bord" replace />;
  if (!isLoggedIn()) return <SignInRedirect />;
  return children ?? <Outlet />;
}

function SignInRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const isFallback = (location.state as TFallbackState | null)?.fallback === true;
  const redirectPath = isFallback ? undefined : `${location.pathname}${location.search}`;

  useEffect(() => {
    // Note: it fails when the issuer's discovery document cannot be read (the issuer is down).
    startAuthorization({ redirectPath }).catch(() => navigate(ISSUER_UNAVAILABLE_PATH, { replace: true }));
  }, [redirectPath, navigate]);

  return <PageSpinner label="auth.signing-in" />;
}
