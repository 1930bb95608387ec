import { z } from 'zod';

/** Every role of the spec. `manager` is an advisor-side role (other advisor roles). */
export const ROLES = [
  'client',
  'prospect',
  'prospect_direct',
  'advisor',
  'partner',
  'manager',
  'back_office_user',
  'manage_dossier',
  'integration',
] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/**
 * `integration`: not a person but a back office's machine client (OAuth2 client credentials, one
 * per back office, scoped to its tenant): it reads the dossiers delivered to it and their signed
 * documents by API, nothing else, and opens no screen.
 */
export const MACHINE_ROLES: readonly TRole[] = ['integration'];
/** The roles of people, who sign in through the web app. */
export const PEOPLE_ROLES: readonly TRole[] = ROLES.filter((role) => !MACHINE_ROLES.includes(role));

/** Back-office roles see every dossier of their tenant, read-only unless the back-office form. */
export const BACK_OFFICE_ROLES: readonly TRole[] = ['back_office_user', 'manage_dossier'];
/** Customer-side roles reach only dossiers they are authorized on. */
export const CUSTOMER_ROLES: readonly TRole[] = ['client', 'prospect', 'prospect_direct'];
/** Advisor-side roles reach the dossiers they created or of their customers. */
export const ADVISOR_ROLES: readonly TRole[] = ['advisor', 'partner', 'manager'];

/** The roles of the management screens (/manage-dossier: the integration list and one dossier's review). */
export const MANAGE_DOSSIER_ROLES: readonly TRole[] = ['manage_dossier'];

export const isBackOfficeRole = (role: TRole): boolean => BACK_OFFICE_ROLES.includes(role);
export const isCustomerRole = (role: TRole): boolean => CUSTOMER_ROLES.includes(role);
export const isAdvisorRole = (role: TRole): boolean => ADVISOR_ROLES.includes(role);
