import { describe, expect, it } from 'vitest';
import {
  CREATE_FOLDER_ROLES,
  canCreateFolder,
  canCreateFolders,
  getCreateFolderPermission,
  type TCreateFolderPermission,
} from '../src/folder-actions.js';
import type { TRole } from '../src/roles.js';

const NONE: TCreateFolderPermission = {
  customerFolder: false,
  leadFolder: false,
  ownFolder: false,
  registerFolder: false,
};

describe('getCreateFolderPermission (spec 01 §2, the customer choice list’s create buttons)', () => {
  it.each<[TRole, boolean, TCreateFolderPermission]>([
    ['advisor', false, { ...NONE, customerFolder: true, leadFolder: true }],
    ['partner', false, { ...NONE, customerFolder: true, leadFolder: true }],
    ['manager', false, { ...NONE, customerFolder: true, leadFolder: true }],
    ['prospect_direct', false, { ...NONE, ownFolder: true }],
    ['manage_dossier', true, { ...NONE, registerFolder: true }],
    ['manage_dossier', false, NONE],
    ['back_office_user', true, NONE],
    ['client', true, NONE],
    ['prospect', true, NONE],
  ])('%s, manual registration %s', (role, manualRegistration, expected) => {
    expect(getCreateFolderPermission({ role, features: { manualRegistration } })).toEqual(expected);
    expect(canCreateFolders({ role, features: { manualRegistration } })).toBe(
      Object.values(expected).some(Boolean),
    );
  });

  it('guards the customer choice list with the roles that create under some switch', () => {
    expect(CREATE_FOLDER_ROLES).toEqual([
      'prospect_direct',
      'advisor',
      'partner',
      'manager',
      'manage_dossier',
    ]);
  });
});

describe('canCreateFolder (the rule of POST /dossiers)', () => {
  const on = { manualRegistration: true };
  it.each<[TRole, boolean, boolean, boolean]>([
    ['advisor', false, true, true],
    ['advisor', false, false, true],
    ['advisor', true, true, false],
    ['prospect_direct', false, false, true],
    ['prospect_direct', true, false, false],
    ['manage_dossier', true, true, true],
    ['manage_dossier', true, false, false],
    ['manage_dossier', false, true, false],
    ['back_office_user', true, true, false],
    ['back_office_user', false, true, false],
    ['client', false, true, false],
  ])(
    '%s on the back-office form %s, for a customer %s: %s',
    (role, backOfficeForm, forCustomer, expected) => {
      expect(canCreateFolder({ role, features: on, backOfficeForm, forCustomer })).toBe(expected);
    },
  );
});
