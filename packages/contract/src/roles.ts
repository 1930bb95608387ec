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
] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Back-office roles see every dossier of their tenant, read-only unless the back-office form. */
export const BACK_OFFICE_ROLES: readonly TRole[] = ['back_office_user', 'manage_dossier'];
/** Customer-side roles reach only dossiers they are authorized on. */
export const CUSTOMER_ROLES: readonly TRole[] = ['client', 'prospect', 'prospect_direct'];
/** Advisor-side roles reach the dossiers they created or of their customers. */
export const ADVISOR_ROLES: readonly TRole[] = ['advisor', 'partner', 'manager'];

export const isBackOfficeRole = (role: TRole): boolean => BACK_OFFICE_ROLES.includes(role);
export const isCustomerRole = (role: TRole): boolean => CUSTOMER_ROLES.includes(role);
export const isAdvisorRole = (role: TRole): boolean => ADVISOR_ROLES.includes(role);
