import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDossierSummary, TRole } from '@souscription/contract';
import { jsonResponse, requestsTo, stubFetch, type TStubRequest } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { IntegrationListRoute } from './integration-list-route';
import { ManageDossierRoute } from './manage-dossier-route';

function summary(id: number, overrides: Partial<TDossierSummary> = {}): TDossierSummary {
  return {
    id,
    formId: 3,
    formLabel: 'Souscription SCPI',
    backOfficeForm: false,
    status: 'signed',
    present: 'SCPI Pierre Rendement',
    advisor: { external_id: 'conseiller', firstname: 'Antoine', lastname: 'Durand' },
    creation_date: '2025-03-04T09:30:00.000Z',
    validation_date: null,
    signature_date: '2025-03-09T09:30:00.000Z',
    client: {
      id: 7,
      civility: 'M.',
      first_name: 'Philippe',
      last_name: 'Guérin',
      username: 'S00010',
      email: null,
    },
    detail: null,
    subscriptionGlobalAmount: 12345,
    amountPaid: 12345,
    integrate_state: 'ongoing',
    detention_mode: 'mandate',
    dismemberment_type: 'temporary',
    dismemberment_scope: 'np',
    pairing: { np: 'S00010', usu: null },
    pairing_names: { np: 'Philippe Guérin', usu: null },
    direct: false,
    awaitingSignatureOf: [],
    signingAccounts: { advisorUserId: null, subscriberUserId: null },
    ...overrides,
  };
}

function stubApi(
  list: (request: TStubRequest) => Response = () =>
    jsonResponse({ dossiers: [summary(101)], total_items: 1 }),
) {
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/forms')
      return jsonResponse({
        forms: [
          {
            id: 3,
            label: 'Souscription SCPI',
            product_choice_element_id: null,
            back_office: false,
            redirect_url: '/',
          },
        ],
      });
    if (path === '/api/dossiers/integration-state') return list(request);
    return undefined;
  });
}

const routes = [
  { path: '/manage-dossier/statut-integration/:state?/:currentPage?', element: <IntegrationListRoute /> },
  { path: '/manage-dossier/:dossierId', element: <p>Manage screen</p> },
  { path: '/', element: <p>Root</p> },
  { path: '/tableau-de-bord/:currentTab?', element: <p>Dashboard</p> },
];

function listQueries(requests: TStubRequest[]) {
  return requestsTo(requests, '/api/dossiers/integration-state').map((request) =>
    Object.fromEntries(request.url.searchParams),
  );
}

describe('the /manage-dossier routes’ guard', () => {
  it.each<TRole>(['advisor', 'client', 'back_office_user', 'prospect_direct'])(
    'sends %s to the root, without asking for the list',
    async (role) => {
      signIn(role);
      const { requests } = stubApi();
      const { router } = renderRoutes(
        [...routes, { path: '/manage-dossier/:dossierId', element: <ManageDossierRoute /> }],
        '/manage-dossier/statut-integration/ongoing',
      );
      expect(await screen.findByText('Root')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(listQueries(requests)).toEqual([]);
    },
  );

  it('sends a non-manager opening a dossier’s management screen to the root', async () => {
    signIn('advisor');
    stubApi();
    const { router } = renderRoutes(
      [
        { path: '/manage-dossier/:dossierId', element: <ManageDossierRoute /> },
        { path: '/', element: <p>Root</p> },
      ],
      '/manage-dossier/101',
    );
    expect(await screen.findByText('Root')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('IntegrationListRoute', () => {
  it('lists the signed folders of the state with their pairing and a « manage » link', async () => {
    signIn('manage_dossier');
    const { requests } = stubApi();
    renderRoutes(routes, '/manage-dossier/statut-integration/ongoing');

    const table = await screen.findByRole('table', { name: /Dossiers à valider — 1 à 1 sur 1/ });
    const row = within(table).getByTestId('integration-row-101');
    expect(row).toHaveTextContent('M. Philippe Guérin');
    expect(row).toHaveTextContent('09/03/2025');
    // The paired customer named, beside the number.
    expect(row).toHaveTextContent('Nue-/pleine propriété : Philippe Guérin (n° S00010)');
    expect(within(row).getByTestId('integration-state')).toHaveTextContent('À valider');
    expect(within(row).getByRole('link', { name: 'Gérer le dossier n° 101' })).toHaveAttribute(
      'href',
      '/manage-dossier/101',
    );
    expect(listQueries(requests)).toEqual([{ page: '1', itemsPerPage: '10', integrationState: 'ongoing' }]);
    expect(screen.getByRole('link', { name: 'À valider' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the dossiers to validate without a state, and moves a page of the path to ?currentPage', async () => {
    signIn('manage_dossier');
    stubApi();
    const first = renderRoutes(routes, '/manage-dossier/statut-integration');
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/manage-dossier/statut-integration/ongoing'),
    );
    first.unmount();

    const second = renderRoutes(routes, '/manage-dossier/statut-integration/error/3');
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/manage-dossier/statut-integration/error'),
    );
    expect(second.router.state.location.search).toBe('?currentPage=3');
  });

  it('searches lowercased from page 1, filters by form, and pages by 10', async () => {
    signIn('manage_dossier');
    const { requests } = stubApi((request) =>
      jsonResponse({
        dossiers: [summary(Number(request.url.searchParams.get('page')) * 100)],
        total_items: 45,
      }),
    );
    const { router } = renderRoutes(routes, '/manage-dossier/statut-integration/refused?currentPage=3');
    await screen.findByTestId('integration-row-300');
    const pages = screen.getByRole('navigation', { name: 'Dossiers refusés, pages' });
    expect(
      within(pages)
        .getAllByRole('link', { name: /^Page \d/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un dossier' }), ' GUÉRIN');
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=gu%C3%A9rin'));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ page: '1', searchTerm: 'guérin' }),
    );

    await userEvent.selectOptions(screen.getByTestId('form-filter'), '3');
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ page: '1', searchTerm: 'guérin', form: '3' }),
    );
  });
});
