import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TCustomer, TFeatureSwitches, TRole } from '@souscription/contract';
import { getStored, setStored } from '../../../shared/storage/local-storage';
import { jsonResponse, requestsTo, stubFetch, type TStubRequest } from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { CustomerChoiceRoute } from './customer-choice-route';

const CLIENTS: TCustomer[] = [
  { id: 7, civility: 'M.', first_name: 'Philippe', last_name: 'Guérin', username: 'S00010', email: null },
  { id: 8, civility: 'Mme', first_name: 'Claire', last_name: 'Martin', username: 'S00001', email: null },
  {
    id: 9,
    civility: 'M.',
    first_name: 'Paul',
    last_name: 'Roux',
    username: 'P0009A',
    email: null,
    prospect: true,
  },
];

const FORMS = [
  {
    id: 3,
    label: 'Souscription SCPI',
    product_choice_element_id: null,
    back_office: false,
    redirect_url: '/tableau-de-bord',
  },
  {
    id: 4,
    label: 'Enregistrement back-office',
    product_choice_element_id: null,
    back_office: true,
    redirect_url: '/dossiers',
  },
];

type TApi = {
  role?: TRole;
  features?: Partial<TFeatureSwitches>;
  forms?: unknown[];
  total?: number;
  create?: (request: TStubRequest) => Response;
};

function stubApi({ role = 'advisor', features = {}, forms = FORMS, total = 2, create }: TApi = {}) {
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/users/me')
      return jsonResponse(
        currentUserResponse(
          { username: 'conseiller', firstname: 'Antoine', lastname: 'Durand', role },
          features,
        ),
      );
    if (path === '/api/forms') return jsonResponse({ forms });
    if (path === '/api/clients') {
      const term = request.url.searchParams.get('searchTerm');
      const clients = term
        ? CLIENTS.filter((client) => client.last_name.toLowerCase().includes(term))
        : CLIENTS;
      return jsonResponse({ clients, total_items: term ? clients.length : total });
    }
    if (path === '/api/dossiers' && request.method === 'POST')
      return create
        ? create(request)
        : jsonResponse(
            { dossier: { id: 555, form_id: 3, values: [], direct: role === 'prospect_direct' } },
            201,
          );
    return undefined;
  });
}

const routes = [
  { path: '/creer-un-dossier-client', element: <CustomerChoiceRoute /> },
  { path: '/form', element: <p>Form screen</p> },
  { path: '/tableau-de-bord', element: <p>Dashboard</p> },
];

function createBodies(requests: TStubRequest[]) {
  return requestsTo(requests, '/api/dossiers')
    .filter((request) => request.method === 'POST')
    .map((request) => JSON.parse(request.body ?? '{}') as unknown);
}

describe('CustomerChoiceRoute', () => {
  it('lists the advisor’s customers with civility, names and client number, each with a customer-folder button', async () => {
    signIn('advisor');
    stubApi();
    renderRoutes(routes, '/creer-un-dossier-client/');

    const table = await screen.findByRole('table', { name: /Vos clients — 1 à 2 sur 2/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Civilité', 'Prénom', 'Nom', 'N°\u00a0client', 'Créer un dossier']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['M.', 'Philippe', 'S00010', 'Dossier client']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Guérin');
    expect(
      screen.getByRole('button', { name: 'Créer un dossier client pour M. Philippe Guérin (S00010)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dossier prospect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nouveau dossier');
  });

  it('searches the customers on the server, lowercased, back to page 1', async () => {
    signIn('advisor');
    const { requests } = stubApi({ total: 25 });
    const { router } = renderRoutes(routes, '/creer-un-dossier-client/?currentPage=2');

    await screen.findByRole('table');
    expect(Object.fromEntries(requestsTo(requests, '/api/clients')[0]!.url.searchParams)).toEqual({
      page: '2',
      itemsPerPage: '10',
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'GUÉRIN');
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=gu%C3%A9rin'));
    await waitFor(() =>
      expect(Object.fromEntries(requestsTo(requests, '/api/clients').at(-1)!.url.searchParams)).toEqual({
        page: '1',
        itemsPerPage: '10',
        searchTerm: 'guérin',
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('creates a customer folder on the subscription form, stores it and opens its form', async () => {
    signIn('advisor');
    setStored('validate', { old: true });
    const { requests } = stubApi();
    const { router } = renderRoutes(routes, '/creer-un-dossier-client/');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Créer un dossier client pour Mme Claire Martin (S00001)' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(createBodies(requests)).toEqual([{ formId: 3, clientId: 8, submittingBlockId: null, values: [] }]);
    expect(getStored('folder_id')).toBe('555');
    expect(getStored('form_id')).toBe('3');
    expect(getStored('dossier_state')).toBe('ongoing');
    expect(getStored('client_id')).toBe('8');
    expect(getStored('direct')).toBe(false);
    expect(getStored('validate')).toBeNull();
  });

  it('creates a lead folder without a customer', async () => {
    signIn('partner');
    setStored('client_id', '99');
    const { requests } = stubApi({ role: 'partner' });
    const { router } = renderRoutes(routes, '/creer-un-dossier-client/');

    await userEvent.click(await screen.findByRole('button', { name: 'Dossier prospect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(createBodies(requests)).toEqual([
      { formId: 3, clientId: null, submittingBlockId: null, values: [] },
    ]);
    expect(getStored('client_id')).toBeNull();
  });

  it('lets the advisor choose the form when the tenant has several subscription forms', async () => {
    signIn('manager');
    const { requests } = stubApi({
      role: 'manager',
      forms: [
        ...FORMS,
        {
          id: 9,
          label: 'Souscription assurance vie',
          product_choice_element_id: null,
          back_office: false,
          redirect_url: '/tableau-de-bord',
        },
      ],
    });
    renderRoutes(routes, '/creer-un-dossier-client/');

    const choice = await screen.findByRole('combobox', { name: 'Formulaire de souscription' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Souscription SCPI', 'Souscription assurance vie']);
    await userEvent.selectOptions(choice, 'Souscription assurance vie');
    await userEvent.click(screen.getByRole('button', { name: 'Dossier prospect' }));
    await waitFor(() => expect(createBodies(requests)).toHaveLength(1));
    expect(createBodies(requests)[0]).toMatchObject({ formId: 9, clientId: null });
  });

  it('gives the direct prospect one button that creates its own folder, without a customer list', async () => {
    signIn('prospect_direct');
    const { requests } = stubApi({ role: 'prospect_direct' });
    const { router } = renderRoutes(routes, '/creer-un-dossier-client/');

    const button = await screen.findByRole('button', { name: 'Créer mon dossier' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestsTo(requests, '/api/clients')).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(createBodies(requests)).toEqual([
      { formId: 3, clientId: null, submittingBlockId: null, values: [] },
    ]);
    expect(getStored('direct')).toBe(true);
  });

  it('gives manage_dossier a register-folder button per customer, on the back-office form, when manual registration is on', async () => {
    signIn('manage_dossier');
    const { requests } = stubApi({ role: 'manage_dossier', features: { manualRegistration: true } });
    renderRoutes(routes, '/creer-un-dossier-client/');

    // The capability check: a prospect has no register-folder button, and says why.
    expect(await screen.findByTestId('no-create-for-9')).toHaveTextContent('Prospect, pas encore client');
    expect(screen.queryByRole('button', { name: /M\. Paul Roux/ })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enregistrer un dossier pour M. Philippe Guérin (S00010)' }),
    );
    await waitFor(() => expect(createBodies(requests)).toHaveLength(1));
    expect(createBodies(requests)[0]).toEqual({
      formId: 4,
      clientId: 7,
      submittingBlockId: null,
      values: [],
    });
    expect(screen.queryByRole('button', { name: 'Dossier prospect' })).not.toBeInTheDocument();
  });

  it.each([
    ['manage_dossier', { manualRegistration: false }],
    ['back_office_user', { manualRegistration: true }],
    ['client', {}],
    ['prospect', {}],
  ] as [TRole, Partial<TFeatureSwitches>][])('sends %s back to the dashboard', async (role, features) => {
    signIn(role);
    stubApi({ role, features });
    const { router } = renderRoutes(routes, '/creer-un-dossier-client/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord'));
  });

  it('shows the server’s refusal and lets the user try again', async () => {
    signIn('advisor');
    const { requests } = stubApi({
      create: () =>
        jsonResponse({ errors: [{ property: 'clientId', message: 'common.technical-error' }] }, 500),
    });
    const { router } = renderRoutes(routes, '/creer-un-dossier-client/');
    await userEvent.click(await screen.findByRole('button', { name: 'Dossier prospect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, veuillez contacter le support technique.',
    );
    expect(router.state.location.pathname).toBe('/creer-un-dossier-client/');
    expect(screen.getByRole('button', { name: 'Dossier prospect' })).toBeEnabled();
    expect(createBodies(requests)).toHaveLength(1);
  });

  it('reads in English', async () => {
    signIn('advisor');
    stubApi();
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('en');
    renderRoutes(routes, '/creer-un-dossier-client/');
    expect(
      await screen.findByRole('button', { name: 'Create a client folder for Mr Philippe Guérin (S00010)' }),
    ).toHaveTextContent('Client folder');
    expect(screen.getByRole('button', { name: 'Lead folder' })).toBeInTheDocument();
  });
});
