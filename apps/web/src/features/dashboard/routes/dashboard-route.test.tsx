import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import type { TFeatureSwitches, TRole } from '@souscription/contract';
import { DashboardRoute } from './dashboard-route';

const COUNTS = { signed: 12, signature: 3, current: 1234, abandoned: 0 };
const MANAGER_COUNTS = {
  ...COUNTS,
  signed_ongoing: 5,
  signed_validated: 4,
  signed_error: 2,
  signed_sync: 1,
  signed_refused: 7,
};

const routes = [{ path: '/tableau-de-bord/:currentTab?', element: <DashboardRoute /> }];

function stubCounts(body: unknown, status = 200) {
  return stubFetch((request) =>
    request.url.pathname === '/api/dossiers/retrieve-number-dossiers-by-status'
      ? jsonResponse(body, status)
      : undefined,
  );
}

const awaitedRow = (
  id: number,
  awaitingSignatureOf: string[],
  signingAccounts = { advisorUserId: 'adv-9', subscriberUserId: '1' },
) => ({
  id,
  formId: 3,
  formLabel: 'Souscription SCPI',
  backOfficeForm: false,
  status: 'mission_validation',
  present: 'SCPI Pierre Rendement',
  advisor: null,
  creation_date: '2025-03-04T09:30:00.000Z',
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
  awaitingSignatureOf,
  signingAccounts,
});

describe('DashboardRoute', () => {
  it('tells the client « Votre signature est attendue » with a link to each folder that awaits it', async () => {
    signIn('client');
    const asked: string[] = [];
    stubFetch((request) => {
      if (request.url.pathname === '/api/dossiers/retrieve-number-dossiers-by-status')
        return jsonResponse(COUNTS);
      if (request.url.pathname === '/api/users/me')
        return jsonResponse(
          currentUserResponse({
            username: 'client',
            firstname: 'Jeanne',
            lastname: 'Dupont',
            role: 'client',
          }),
        );
      if (request.url.pathname === '/api/dossiers') {
        asked.push(request.url.search);
        return jsonResponse({
          dossiers: [
            awaitedRow(41, ['subscriber', 'subscriber_advisor']),
            awaitedRow(42, ['subscriber_advisor']),
          ],
          total_items: 2,
        });
      }
      return undefined;
    });
    renderRoutes(routes, '/tableau-de-bord');

    const notice = await screen.findByRole('region', { name: 'Votre signature est attendue' });
    expect(notice).toHaveTextContent('Un dossier attend votre signature');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/dossier/41');
    expect(within(notice).getByRole('link')).toHaveTextContent('SCPI Pierre Rendement');
    expect(asked[0]).toContain('state=signature-files');
  });

  it('asks for no awaited signature when no folder is out for signature', async () => {
    signIn('client');
    let listed = false;
    stubFetch((request) => {
      if (request.url.pathname === '/api/dossiers/retrieve-number-dossiers-by-status')
        return jsonResponse({ ...COUNTS, signature: 0 });
      if (request.url.pathname === '/api/dossiers') listed = true;
      return undefined;
    });
    renderRoutes(routes, '/tableau-de-bord');
    expect(await screen.findByTestId('count-signed')).toBeInTheDocument();
    expect(listed).toBe(false);
    expect(screen.queryByTestId('awaited-signature')).not.toBeInTheDocument();
  });

  it('shows the four counts, each a link to its folder list', async () => {
    signIn('advisor');
    stubCounts(COUNTS);
    renderRoutes(routes, '/tableau-de-bord');

    expect(await screen.findByTestId('count-signed')).toHaveTextContent('12');
    expect(screen.getByTestId('count-current').textContent).toBe('1\u202f234');
    expect(screen.getByRole('link', { name: 'Dossiers signés\u00a0: 12' })).toHaveAttribute(
      'href',
      '/dossiers/signed-files',
    );
    expect(screen.getByRole('link', { name: 'Dossiers en cours de signature\u00a0: 3' })).toHaveAttribute(
      'href',
      '/dossiers/signature-files',
    );
    expect(screen.getByRole('link', { name: 'Dossiers en cours\u00a0: 1234' })).toHaveAttribute(
      'href',
      '/dossiers/current-cases',
    );
    expect(screen.getByRole('link', { name: 'Dossiers abandonnés\u00a0: 0' })).toHaveAttribute(
      'href',
      '/dossiers/abandoned-files',
    );
  });

  it('shows no tabs to roles other than manage_dossier, even on the integration address', async () => {
    signIn('back_office_user');
    stubCounts(MANAGER_COUNTS);
    renderRoutes(routes, '/tableau-de-bord/integration');

    expect(await screen.findByTestId('count-signed')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Vues du tableau de bord' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-tab-integration')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-signed_ongoing')).not.toBeInTheDocument();
  });

  it('gives manage_dossier the Manage and Integration tabs; Integration shows the five counters', async () => {
    signIn('manage_dossier');
    stubCounts(MANAGER_COUNTS);
    const { router } = renderRoutes(routes, '/tableau-de-bord');

    const tabs = await screen.findByRole('navigation', { name: 'Vues du tableau de bord' });
    expect(within(tabs).getByRole('link', { name: 'Gestion' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('count-abandoned')).toHaveTextContent('0');

    await userEvent.click(within(tabs).getByRole('link', { name: 'Intégration' }));

    expect(router.state.location.pathname).toBe('/tableau-de-bord/integration');
    expect(within(tabs).getByRole('link', { name: 'Intégration' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('count-signed')).not.toBeInTheDocument();
    const expected = [
      ['signed_ongoing', 'À valider', 5, 'ongoing'],
      ['signed_validated', 'Validés', 4, 'validated'],
      ['signed_sync', 'Transmis', 1, 'sync'],
      ['signed_error', 'En erreur', 2, 'error'],
      ['signed_refused', 'Refusés', 7, 'refused'],
    ] as const;
    for (const [key, label, count, state] of expected) {
      expect(screen.getByTestId(`count-${key}`)).toHaveTextContent(String(count));
      expect(screen.getByRole('link', { name: `${label}\u00a0: ${count}` })).toHaveAttribute(
        'href',
        `/manage-dossier/statut-integration/${state}`,
      );
    }
  });

  it('says to check the connection when the server cannot be reached at all (a network cut)', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossiers/retrieve-number-dossiers-by-status'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    renderRoutes(routes, '/tableau-de-bord');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur n’a pas pu être joint. Vérifiez votre connexion, puis réessayez.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows a readable error when the counts cannot be loaded', async () => {
    signIn('advisor');
    stubCounts({ errors: [{ property: '', message: 'common.technical-error' }] }, 500);
    renderRoutes(routes, '/tableau-de-bord');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, veuillez contacter le support technique.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it.each([
    ['advisor', {}, true],
    ['partner', {}, true],
    ['manager', {}, true],
    ['prospect_direct', {}, true],
    ['manage_dossier', { manualRegistration: true }, true],
    ['manage_dossier', { manualRegistration: false }, false],
    ['back_office_user', { manualRegistration: true }, false],
    ['client', {}, false],
    ['prospect', {}, false],
  ] as [TRole, Partial<TFeatureSwitches>, boolean][])(
    'links %s to the customer choice list when it may create folders (%o → %s)',
    async (role, features, shown) => {
      signIn(role);
      stubFetch((request) => {
        if (request.url.pathname === '/api/dossiers/retrieve-number-dossiers-by-status')
          return jsonResponse(COUNTS);
        if (request.url.pathname === '/api/users/me')
          return jsonResponse(
            currentUserResponse({ username: 'u', firstname: 'U', lastname: 'V', role }, features),
          );
        return undefined;
      });
      const { queryClient } = renderRoutes(routes, '/tableau-de-bord');
      await screen.findByTestId('count-signed');
      await waitFor(() => expect(queryClient.getQueryState(['users', 'me'])?.status).toBe('success'));
      if (shown) {
        expect(await screen.findByRole('link', { name: 'Nouveau dossier' })).toHaveAttribute(
          'href',
          '/creer-un-dossier-client/',
        );
      } else {
        expect(screen.queryByRole('link', { name: 'Nouveau dossier' })).not.toBeInTheDocument();
      }
    },
  );
});
