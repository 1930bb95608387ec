import { CREATE_DOSSIER_ROLES } from './dossier-actions.js';
import { ADVISOR_ROLES, BACK_OFFICE_ROLES, MANAGE_DOSSIER_ROLES, PEOPLE_ROLES, type TRole } from './roles.js';

/**
 * The screens of the web app that not every role opens, and the others (spec 01 §2, §6). The
 * router's guards and the screens read this table; the API's permission table names the same roles
 * for the operations behind a screen, so the two cannot drift apart.
 */
export const SCREENS = [
  /** /tableau-de-bord: the folder counts. */
  'dashboard',
  /** The dashboard's Integration tab. */
  'integration-tab',
  /** /profile: the partner's own profile. */
  'profile',
  /** /dossiers/{state}, /dossier/{id}: the folder lists and a folder looked up by id. */
  'dossier-list',
  /** /manage-dossier/…: the integration list and the management of one dossier. */
  'manage-dossier',
  /** /creer-un-dossier-client: the customer choice list, where folders are created. */
  'customer-choice',
  /** /form/…: the wizard (what each role may do in it is the wizard's own rule). */
  'wizard',
  /** /docusign/return: the signature return page in the signature iframe. */
  'signature-return',
  /** /boite-de-demonstration: the demo mailbox (the server tells which accounts have one). */
  'demo-mailbox',
  /**
   * « Suivi » (issue 37): funnel, form drop-off, times and reasons. The tenant's figures for the
   * manager, the back office and the dossier manager; an advisor's or partner's own dossiers' for them.
   */
  'insights',
] as const;
export type TScreen = (typeof SCREENS)[number];

const MANAGER = MANAGE_DOSSIER_ROLES;

/** Who opens each screen. */
const SCREEN_ROLES: Readonly<Record<TScreen, readonly TRole[]>> = {
  dashboard: PEOPLE_ROLES,
  'integration-tab': MANAGER,
  profile: ['partner'],
  'dossier-list': PEOPLE_ROLES,
  'manage-dossier': MANAGER,
  'customer-choice': CREATE_DOSSIER_ROLES,
  wizard: PEOPLE_ROLES,
  'signature-return': PEOPLE_ROLES,
  'demo-mailbox': PEOPLE_ROLES,
  insights: [...ADVISOR_ROLES, ...BACK_OFFICE_ROLES],
};

/** The roles that open a screen. */
export function getScreenRoles(screen: TScreen): readonly TRole[] {
  return SCREEN_ROLES[screen];
}

/** Whether a role opens a screen; no role (nobody signed in) opens none. */
export function canOpenScreen(role: TRole | null, screen: TScreen): boolean {
  return role !== null && SCREEN_ROLES[screen].includes(role);
}
