import { describe, expect, it } from 'vitest';
import {
  PEOPLE_ROLES,
  ROLES,
  SCREENS,
  canOpenScreen,
  getScreenRoles,
  type TRole,
  type TScreen,
} from '../src/index.js';

describe('which role opens which screen (spec 01 §2, §6)', () => {
  it.each<[TScreen, readonly TRole[]]>([
    ['profile', ['partner']],
    ['manage-dossier', ['manage_dossier']],
    ['integration-tab', ['manage_dossier']],
    ['customer-choice', ['advisor', 'partner', 'manager', 'prospect_direct', 'manage_dossier']],
    ['insights', ['advisor', 'partner', 'manager', 'back_office_user', 'manage_dossier']],
  ])('%s opens to %j only', (screen, roles) => {
    expect([...getScreenRoles(screen)].sort()).toEqual([...roles].sort());
    for (const role of ROLES) expect(canOpenScreen(role, screen)).toBe(roles.includes(role));
  });

  it('opens the dashboard, the lists, the wizard, the signature return and the demo mailbox to every person', () => {
    for (const screen of [
      'dashboard',
      'dossier-list',
      'wizard',
      'signature-return',
      'demo-mailbox',
    ] as const) {
      for (const role of PEOPLE_ROLES) expect(canOpenScreen(role, screen)).toBe(true);
    }
  });

  it('opens no screen to a back office machine client', () => {
    for (const screen of SCREENS) expect(canOpenScreen('integration', screen)).toBe(false);
  });

  it('opens nothing to nobody', () => {
    for (const screen of SCREENS) expect(canOpenScreen(null, screen)).toBe(false);
  });
});
