import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canOpenScreen } from '@souscription/contract';
import { getStoredRole } from '../../../shared/session/session';

/**
 * The /manage-dossier routes' guard (spec 01 §2, §6): a role that may not open the manage-dossier
 * screen (screen-access: manage_dossier only) is sent to the root. The signed-in guard around the layout has already checked the sign-in; the server
 * refuses these calls to other roles as well.
 * Note: it lives in the lazily loaded screens, so the first load of the app does not grow.
 */
export function ManagerOnly({ children }: { children: ReactNode }) {
  if (!canOpenScreen(getStoredRole(), 'manage-dossier')) return <Navigate to="/" replace />;
  return children;
}
