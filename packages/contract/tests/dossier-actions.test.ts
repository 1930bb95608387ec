import { describe, expect, it } from 'vitest';
import {
  CREATE_DOSSIER_ROLES,
  getDossierActions,
  canCreateDossier,
  canCreateDossiers,
  getCreateDossierPermission,
  type TCreateDossierPermission,
} from '../src/dossier-actions.js';
import type { TRole } from '../src/roles.js';

const NONE: TCreateDossierPermission = {
  customerDossier: false,
  leadDossier: false,
  ownDossier: false,
  registerDossier: false,
};

describe('getCreateDossierPermission (spec 01 §2, the customer choice list’s create buttons)', () => {
  it.each<[TRole, boolean, TCreateDossierPermission]>([
    ['advisor', false, { ...NONE, customerDossier: true, leadDossier: true }],
    ['partner', false, { ...NONE, customerDossier: true, leadDossier: true }],
    ['manager', false, { ...NONE, customerDossier: true, leadDossier: true }],
    ['prospect_direct', false, { ...NONE, ownDossier: true }],
    ['manage_dossier', true, { ...NONE, registerDossier: true }],
    ['manage_dossier', false, NONE],
    ['back_office_user', true, NONE],
    ['client', true, NONE],
    ['prospect', true, NONE],
  ])('%s, manual registration %s', (role, manualRegistration, expected) => {
    expect(getCreateDossierPermission({ role, features: { manualRegistration } })).toEqual(expected);
    expect(canCreateDossiers({ role, features: { manualRegistration } })).toBe(
      Object.values(expected).some(Boolean),
    );
  });

  it('guards the customer choice list with the roles that create under some switch', () => {
    expect(CREATE_DOSSIER_ROLES).toEqual([
      'prospect_direct',
      'advisor',
      'partner',
      'manager',
      'manage_dossier',
    ]);
  });
});

describe('canCreateDossier (the rule of POST /dossiers)', () => {
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
      expect(canCreateDossier({ role, features: on, backOfficeForm, forCustomer })).toBe(expected);
    },
  );
});

describe('getDossierActions: downloading the signed documents', () => {
  const download = (status: string[], documentDownload = true) =>
    getDossierActions({
      role: 'advisor',
      status,
      features: { documentDownload, folderDuplication: false },
      backOfficeForm: false,
    }).downloadSignedDocuments;

  it('is offered once a party signed, even after a later party refused (the step is no longer out)', () => {
    expect(
      download(['ongoing', 'subscription_signed_by_subscriber', 'subscription_declined_by_co_subscriber']),
    ).toBe(true);
  });

  it('is offered once the mission is signed, before the subscription goes out', () => {
    expect(download(['ongoing', 'mission_validated', 'mission_signed_by_subscriber'])).toBe(true);
  });

  it('is not offered when nobody signed, nor with the switch off', () => {
    expect(download(['ongoing', 'subscription_declined_by_subscriber'])).toBe(false);
    expect(download(['ongoing', 'mission_delivered_to_subscriber'])).toBe(false);
    expect(download(['ongoing', 'subscription_signed_by_subscriber'], false)).toBe(false);
  });

  it('is not offered on a canceled folder', () => {
    expect(download(['canceled', 'subscription_signed_by_subscriber'])).toBe(false);
  });
});

describe('getDossierActions: the evidence file', () => {
  const evidence = (role: TRole, status: string[]) =>
    getDossierActions({
      role,
      status,
      features: { documentDownload: true, folderDuplication: false },
      backOfficeForm: false,
    }).evidence;

  it.each<TRole>(['back_office_user', 'manage_dossier', 'client', 'prospect', 'prospect_direct'])(
    'is offered to %s once the folder is signed',
    (role) => {
      expect(evidence(role, ['signed'])).toBe(true);
      expect(evidence(role, ['ongoing', 'signature'])).toBe(false);
    },
  );

  it.each<TRole>(['advisor', 'partner', 'manager'])('is not offered to %s', (role) => {
    expect(evidence(role, ['signed'])).toBe(false);
  });
});

describe('getDossierActions: duplication’s capability check (spec 01 §6)', () => {
  const duplicate = (role: TRole, backOfficeForm: boolean, status = ['ongoing']) =>
    getDossierActions({
      role,
      status,
      features: { documentDownload: true, folderDuplication: true },
      backOfficeForm,
    }).duplicate;

  it.each<TRole>(['advisor', 'partner', 'manager'])(
    'lets %s, who creates client-form folders, duplicate one (and a canceled one)',
    (role) => {
      expect(duplicate(role, false)).toBe(true);
      expect(duplicate(role, false, ['canceled'])).toBe(true);
    },
  );

  it.each<TRole>(['advisor', 'partner', 'manager'])(
    'does not let %s duplicate a back-office-form folder, which only the dossier manager registers',
    (role) => {
      expect(duplicate(role, true)).toBe(false);
      expect(duplicate(role, true, ['canceled'])).toBe(false);
    },
  );

  it('does not let the back office’s machine client, which creates no folder, duplicate one', () => {
    expect(duplicate('integration', false)).toBe(false);
  });

  it('still needs the switch', () => {
    expect(
      getDossierActions({
        role: 'advisor',
        status: ['ongoing'],
        features: { documentDownload: true, folderDuplication: false },
        backOfficeForm: false,
      }).duplicate,
    ).toBe(false);
  });
});
