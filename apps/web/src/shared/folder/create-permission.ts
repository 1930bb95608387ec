import { isAdvisorRole, type TFeatureSwitches, type TRole } from '@souscription/contract';

/** Address of the customer choice list, where new folders are created. */
export const CREATE_FOLDER_PATH = '/creer-un-dossier-client/';

/** Roles that reach the customer choice list; manage_dossier also needs the manual-registration switch. */
export const CREATE_FOLDER_ROLES: readonly TRole[] = [
  'advisor',
  'partner',
  'manager',
  'prospect_direct',
  'manage_dossier',
];

/**
 * Whether the role may create folders (spec 01 §2, customer choice list): advisors (customer and
 * lead folders), direct prospects (their own folder), manage_dossier (register-folder) when the
 * tenant's manual registration is on.
 */
export function canCreateFolders(
  role: TRole | null | undefined,
  features: Pick<TFeatureSwitches, 'manualRegistration'>,
): boolean {
  if (!role) return false;
  if (isAdvisorRole(role) || role === 'prospect_direct') return true;
  return role === 'manage_dossier' && features.manualRegistration;
}
