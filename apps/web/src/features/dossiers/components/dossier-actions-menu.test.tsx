import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FEATURE_SWITCHES,
  ROLES,
  getDossierActions,
  type TFeatureSwitches,
  type TDossierSummary,
  type TRole,
} from '@souscription/contract';
import { renderRoutes } from '../../../shared/test/render-routes';
import { DossierActionsMenu, type TDossierCommand } from './dossier-actions-menu';

/** Menu entries by their visible French label. */
const LABELS = {
  modify: 'Modifier',
  view: 'Consulter',
  manage: 'Gérer',
  duplicate: 'Dupliquer',
  download: 'Télécharger les documents signés',
  evidence: 'Télécharger le dossier de preuve',
  history: 'Historique de signature',
  abandon: 'Abandonner',
} as const;
type TEntry = keyof typeof LABELS;

function folder(status: string, backOfficeForm = false): TDossierSummary {
  return {
    id: 4242,
    formId: 1,
    formLabel: 'Souscription SCPI',
    backOfficeForm,
    status,
    present: 'SCPI Rendement',
    advisor: null,
    creation_date: '2025-01-02T10:00:00.000Z',
    validation_date: null,
    signature_date: null,
    client: null,
    detail: null,
    subscriptionGlobalAmount: null,
    amountPaid: null,
    integrate_state: 'ongoing',
    detention_mode: null,
    dismemberment_type: null,
    dismemberment_scope: null,
    pairing: { np: null, usu: null },
    direct: false,
    awaitingSignatureOf: [],
    signingAccounts: { advisorUserId: null, subscriberUserId: null },
  };
}

type TCase = {
  role: TRole;
  status: string;
  features?: Partial<TFeatureSwitches>;
  backOfficeForm?: boolean;
  onManageList?: boolean;
};

/** Renders a row's menu as the list does, opens it and reads the entries offered. */
async function menuEntries({ role, status, features = {}, backOfficeForm = false, onManageList }: TCase) {
  const row = folder(status, backOfficeForm);
  const actions = getDossierActions({
    role,
    status: status.split('|'),
    features: { ...DEFAULT_FEATURE_SWITCHES, ...features },
    backOfficeForm,
    onManageList,
  });
  const onCommand = vi.fn<(command: TDossierCommand, folder: TDossierSummary) => void>();
  const view = renderRoutes(
    [{ path: '/', element: <DossierActionsMenu folder={row} actions={actions} onCommand={onCommand} /> }],
    '/',
  );
  const toggle = screen.queryByRole('button', { name: 'Actions du dossier n°\u00a04242' });
  if (!toggle) {
    view.unmount();
    return [] as TEntry[];
  }
  await userEvent.click(toggle);
  const offered = (Object.keys(LABELS) as TEntry[]).filter((entry) =>
    Boolean(
      screen.queryByRole(entry === 'modify' || entry === 'view' || entry === 'manage' ? 'link' : 'button', {
        name: LABELS[entry],
      }),
    ),
  );
  view.unmount();
  return offered;
}

const CUSTOMER_SIDE: TRole[] = ['client', 'prospect', 'prospect_direct'];
const BACK_OFFICE: TRole[] = ['back_office_user', 'manage_dossier'];
const ADVISORS: TRole[] = ['advisor', 'partner', 'manager'];
const DUPLICATION = { folderDuplication: true };

describe('folder row menu: spec 01 §6, line by line', () => {
  describe('Download signed documents: switch on, and status signature or signed', () => {
    it.each(ROLES)('%s may download a signed or in-signature folder', async (role) => {
      expect(await menuEntries({ role, status: 'signed' })).toContain('download');
      expect(await menuEntries({ role, status: 'signature|mission_validated' })).toContain('download');
    });

    it('not with the document-download switch off', async () => {
      expect(
        await menuEntries({ role: 'advisor', status: 'signed', features: { documentDownload: false } }),
      ).not.toContain('download');
    });

    it('not before signature', async () => {
      expect(await menuEntries({ role: 'advisor', status: 'ongoing' })).not.toContain('download');
      expect(await menuEntries({ role: 'advisor', status: 'compliant|mission_validation' })).not.toContain(
        'download',
      );
    });
  });

  describe('Evidence file (issue 26): the back office and the customers, once signed', () => {
    it.each([...CUSTOMER_SIDE, ...BACK_OFFICE])('offered to %s on a signed folder only', async (role) => {
      expect(await menuEntries({ role, status: 'signed' })).toContain('evidence');
      expect(await menuEntries({ role, status: 'signature' })).not.toContain('evidence');
    });

    it.each(ADVISORS)('not offered to %s', async (role) => {
      expect(await menuEntries({ role, status: 'signed' })).not.toContain('evidence');
    });
  });

  describe('Signature history: not for client or prospect; only when status is signature or signed', () => {
    it.each(CUSTOMER_SIDE)('hidden for %s', async (role) => {
      expect(await menuEntries({ role, status: 'signed' })).not.toContain('history');
      expect(await menuEntries({ role, status: 'signature' })).not.toContain('history');
    });

    it.each([...ADVISORS, ...BACK_OFFICE])('offered to %s on signature and signed folders', async (role) => {
      expect(await menuEntries({ role, status: 'signed' })).toContain('history');
      expect(await menuEntries({ role, status: 'signature' })).toContain('history');
    });

    it('not on a folder in progress', async () => {
      expect(await menuEntries({ role: 'advisor', status: 'ongoing' })).not.toContain('history');
    });
  });

  describe('Duplicate: advisors only, needs the switch, hidden when signed, shown for canceled', () => {
    it.each([...CUSTOMER_SIDE, ...BACK_OFFICE])('hidden for %s even with the switch on', async (role) => {
      expect(await menuEntries({ role, status: 'ongoing', features: DUPLICATION })).not.toContain(
        'duplicate',
      );
      expect(await menuEntries({ role, status: 'canceled', features: DUPLICATION })).not.toContain(
        'duplicate',
      );
    });

    it.each(ADVISORS)('offered to %s with the switch on', async (role) => {
      expect(await menuEntries({ role, status: 'ongoing', features: DUPLICATION })).toContain('duplicate');
      expect(await menuEntries({ role, status: 'signature', features: DUPLICATION })).toContain('duplicate');
    });

    it('hidden with the duplication switch off (its default)', async () => {
      expect(await menuEntries({ role: 'advisor', status: 'ongoing' })).not.toContain('duplicate');
    });

    it('hidden on a signed folder', async () => {
      expect(await menuEntries({ role: 'advisor', status: 'signed', features: DUPLICATION })).not.toContain(
        'duplicate',
      );
    });
  });

  describe('Modify: not for the back office, who view instead, or modify the back-office form', () => {
    it.each([...ADVISORS, ...CUSTOMER_SIDE])('%s modifies', async (role) => {
      const entries = await menuEntries({ role, status: 'ongoing' });
      expect(entries).toContain('modify');
      expect(entries).not.toContain('view');
    });

    it.each(BACK_OFFICE)('%s views a subscription-form folder', async (role) => {
      const entries = await menuEntries({ role, status: 'ongoing' });
      expect(entries).toContain('view');
      expect(entries).not.toContain('modify');
    });

    it.each(BACK_OFFICE)('%s modifies a back-office-form folder', async (role) => {
      const entries = await menuEntries({ role, status: 'ongoing', backOfficeForm: true });
      expect(entries).toContain('modify');
      expect(entries).not.toContain('view');
    });

    it('modify and view open the folder through /dossier/{id}', async () => {
      renderRoutes(
        [
          {
            path: '/',
            element: (
              <DossierActionsMenu
                folder={folder('ongoing')}
                actions={getDossierActions({
                  role: 'advisor',
                  status: ['ongoing'],
                  features: DEFAULT_FEATURE_SWITCHES,
                  backOfficeForm: false,
                })}
                onCommand={vi.fn()}
              />
            ),
          },
        ],
        '/',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Actions du dossier n°\u00a04242' }));
      expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/dossier/4242');
    });
  });

  describe('Abandon: not for client, prospect or the back office, nor when signed', () => {
    it.each(['client', 'prospect', 'back_office_user'] as TRole[])('hidden for %s', async (role) => {
      expect(await menuEntries({ role, status: 'ongoing' })).not.toContain('abandon');
      expect(await menuEntries({ role, status: 'ongoing', backOfficeForm: true })).not.toContain('abandon');
    });

    it.each(ADVISORS)('%s abandons an unsigned folder', async (role) => {
      expect(await menuEntries({ role, status: 'ongoing' })).toContain('abandon');
      expect(await menuEntries({ role, status: 'signature' })).toContain('abandon');
    });

    it('hidden on a signed folder', async () => {
      expect(await menuEntries({ role: 'advisor', status: 'signed' })).not.toContain('abandon');
    });

    it('manage_dossier abandons unsigned back-office-form folders only', async () => {
      expect(
        await menuEntries({ role: 'manage_dossier', status: 'ongoing', backOfficeForm: true }),
      ).toContain('abandon');
      expect(await menuEntries({ role: 'manage_dossier', status: 'ongoing' })).not.toContain('abandon');
      expect(
        await menuEntries({ role: 'manage_dossier', status: 'signed', backOfficeForm: true }),
      ).not.toContain('abandon');
    });
  });

  describe('Manage: on the manage list, not for client, prospect or back office', () => {
    it('the dossier manager manages from the manage list', async () => {
      expect(await menuEntries({ role: 'manage_dossier', status: 'signed', onManageList: true })).toContain(
        'manage',
      );
    });

    // The management screen is manage_dossier's only (spec 01 §2 and §6): no link to a screen that refuses them.
    it.each([
      'client',
      'prospect',
      'prospect_direct',
      'back_office_user',
      'advisor',
      'partner',
      'manager',
      'integration',
    ] as TRole[])('hidden for %s', async (role) => {
      expect(await menuEntries({ role, status: 'signed', onManageList: true })).not.toContain('manage');
    });

    it('never on a folder list', async () => {
      expect(await menuEntries({ role: 'manage_dossier', status: 'signed' })).not.toContain('manage');
    });

    it('links to the management screen', async () => {
      renderRoutes(
        [
          {
            path: '/',
            element: (
              <DossierActionsMenu
                folder={folder('signed')}
                actions={getDossierActions({
                  role: 'manage_dossier',
                  status: ['signed'],
                  features: DEFAULT_FEATURE_SWITCHES,
                  backOfficeForm: false,
                  onManageList: true,
                })}
                onCommand={vi.fn()}
              />
            ),
          },
        ],
        '/',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Actions du dossier n°\u00a04242' }));
      expect(screen.getByRole('link', { name: 'Gérer' })).toHaveAttribute('href', '/manage-dossier/4242');
    });
  });

  describe('Canceled or rejected folders: no actions, except duplicate for canceled', () => {
    it.each(ROLES)('a rejected folder offers %s nothing, even with every switch on', async (role) => {
      const all = { folderDuplication: true, documentDownload: true };
      expect(await menuEntries({ role, status: 'rejected', features: all })).toEqual([]);
      expect(await menuEntries({ role, status: 'signed|rejected', features: all })).toEqual([]);
    });

    it.each(ADVISORS)('a canceled folder offers %s duplicate only', async (role) => {
      expect(await menuEntries({ role, status: 'canceled', features: DUPLICATION })).toEqual(['duplicate']);
      expect(await menuEntries({ role, status: 'signature|canceled', features: DUPLICATION })).toEqual([
        'duplicate',
      ]);
    });

    it('a canceled folder offers nothing without the duplication switch, and says so', async () => {
      expect(await menuEntries({ role: 'advisor', status: 'canceled' })).toEqual([]);
      const actions = getDossierActions({
        role: 'advisor',
        status: ['canceled'],
        features: DEFAULT_FEATURE_SWITCHES,
        backOfficeForm: false,
      });
      renderRoutes(
        [
          {
            path: '/',
            element: <DossierActionsMenu folder={folder('canceled')} actions={actions} onCommand={vi.fn()} />,
          },
        ],
        '/',
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByTestId('no-actions-4242')).toHaveTextContent(
        /Aucune action possible sur le dossier n°\s4242/,
      );
    });
  });

  it('hands the command and the folder to the list, and is usable by keyboard', async () => {
    const onCommand = vi.fn();
    const actions = getDossierActions({
      role: 'advisor',
      status: ['signature'],
      features: { ...DEFAULT_FEATURE_SWITCHES, folderDuplication: true },
      backOfficeForm: false,
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <DossierActionsMenu folder={folder('signature')} actions={actions} onCommand={onCommand} />
          ),
        },
      ],
      '/',
    );
    const toggle = screen.getByRole('button', { name: 'Actions du dossier n°\u00a04242' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('button', { name: 'Abandonner' }).closest('.dropdown-menu') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Dupliquer',
      'Télécharger les documents signés',
      'Voir les documents signés',
      'Historique de signature',
      'Abandonner',
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: 'Historique de signature' }));
    expect(onCommand).toHaveBeenCalledWith('history', expect.objectContaining({ id: 4242 }));
  });
});
