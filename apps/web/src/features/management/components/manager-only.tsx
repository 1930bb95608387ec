import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getStoredRole } from '../../../shared/session/session';

/** The one role of the /manage-dossier routes (spec 01 §6). */
export const MANAGE_DOSSIER_ROLE = 'manage_dossier';

/**
 * The /manage-dossier routes' guard (spec 01 §2, §6): any role other than manage_dossier is sent to
 * the root. The signed-in guard around the layout has already checked the sign-in; the server
 * refuses these calls to other roles as well.
 * Note: it lives in the lazily loaded screens, so the first load of the app does not grow.
 */
export function ManagerOnly({ children }: { children: ReactNode }) {
  if (getStoredRole() !== MANAGE_DOSSIER_ROLE) return <Navigate to="/" replace />;
  return children;
}
