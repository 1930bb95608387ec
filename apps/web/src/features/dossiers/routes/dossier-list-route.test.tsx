import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFeatureSwitches, TDossierSummary, TRole } from '@souscription/contract';
import { getStored } from '../../../shared/storage/local-storage';
import {
  jsonResponse,
  neverAnswer,
  requestsTo,
  stubFetch,
  type TStubRequest,
} from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { DossierListRoute } from './dossier-list-route';

// The signature history and signed documents' modals load when first asked for: loaded here first, so
// that a test waits for what the user does, not for a module to arrive on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../../shared/signature/signature-history-modal'),
    import('../../../shared/signature/signed-documents-modal'),
  ]);
});

/** Text as Testing Library reads it: no-break spaces count as spaces. */
const text = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

function summary(id: number, overrides: Partial<TDossierSummary> = {}): TDossierSummary {
  return {
    id,
    formId: 3,
    formLabel: 'Souscription SCPI',
    backOfficeForm: false,
    status: 'ongoing',
    present: 'SCPI Pierre Rendement',
    advisor: { external_id: 'conseiller', firstname: 'Antoine', lastname: 'Durand' },
    creation_date: '2025-03-04T09:30:00.000Z',
    validation_date: null,
    signature_date: null,
    client: {
      id: 7,
      civility: 'M.',
      first_name: 'Philippe',
      last_name: 'Guérin',
      username: 'S00010',
      email: null,
    },
    detail: 'PRD',
    subscriptionGlobalAmount: 12345,
    // The bare ownership of a 10-year temporary dismemberment: 65 % of the full-property value.
    amountPaid: 8024.25,
    integrate_state: 'ongoing',
    detention_mode: 'mandate',
    dismemberment_type: 'temporary',
    dismemberment_scope: 'np',
    pairing: { np: null, usu: null },
    direct: false,
    awaitingSignatureOf: [],
    signingAccounts: { advisorUserId: '1', subscriberUserId: null },
    ...overrides,
  };
}

type TApi = {
  role?: TRole;
  features?: Partial<TFeatureSwitches>;
  list?: (request: TStubRequest) => Response;
  other?: (request: TStubRequest) => Response | undefined;
};

function stubApi({ role = 'advisor', features = {}, list, other }: TApi = {}) {
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/users/me')
      return jsonResponse(
        currentUserResponse(
          { username: 'conseiller', firstname: 'Antoine', lastname: 'Durand', role },
          features,
        ),
      );
    if (path === '/api/forms')
      return jsonResponse({
        forms: [
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
            back_office: false,
            redirect_url: '/tableau-de-bord',
          },
        ],
      });
    if (path === '/api/dossiers' && request.method === 'GET')
      return list ? list(request) : jsonResponse({ dossiers: [summary(101)], total_items: 1 });
    return other?.(request);
  });
}

/** The current user's answer, for tests that stub the list themselves. */
function stubbed(request: TStubRequest): Response | undefined {
  if (request.url.pathname !== '/api/users/me') return undefined;
  return jsonResponse(
    currentUserResponse({
      username: 'conseiller',
      firstname: 'Antoine',
      lastname: 'Durand',
      role: 'advisor',
    }),
  );
}

const routes = [
  { path: '/dossiers/:state/:currentPage?', element: <DossierListRoute /> },
  { path: '/dossier/:dossierId', element: <p>Lookup screen</p> },
  { path: '/form', element: <p>Form screen</p> },
  { path: '/creer-un-dossier-client', element: <p>Customer choice</p> },
  { path: '/tableau-de-bord', element: <p>Dashboard</p> },
];

function listQueries(requests: TStubRequest[]) {
  return requestsTo(requests, '/api/dossiers')
    .filter((request) => request.method === 'GET')
    .map((request) => Object.fromEntries(request.url.searchParams));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DossierListRoute', () => {
  it('shows the folder summary of each row: client, product, amount in euros, dates, states, labels', async () => {
    signIn('advisor');
    stubApi({
      list: () =>
        jsonResponse({
          dossiers: [
            summary(101, {
              status: 'signed|subscription_signed_by_subscriber',
              signature_date: '2025-03-09T09:30:00.000Z',
              validation_date: '2025-03-12T09:30:00.000Z',
              integrate_state: 'validated',
            }),
            summary(102, {
              client: null,
              present: null,
              detail: null,
              subscriptionGlobalAmount: null,
              amountPaid: null,
              dismemberment_type: 'full_property',
              dismemberment_scope: null,
              detention_mode: 'direct',
            }),
          ],
          total_items: 2,
        }),
    });
    renderRoutes(routes, '/dossiers/signed-files');

    const table = await screen.findByRole('table', { name: /Dossiers signés — 1 à 2 sur 2/ });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dossier', 'Client', 'Produit', 'Conseiller', 'Montant', 'Dates', 'Statut', 'Actions']);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(text('Dossier n°\u00a0101'));
    expect(first).toHaveTextContent('M. Philippe Guérin');
    expect(first).toHaveTextContent(text('N°\u00a0client S00010'));
    expect(first).toHaveTextContent('SCPI Pierre Rendement');
    expect(first).toHaveTextContent('Démembrement temporaire · Nue-propriété · Sous mandat');
    expect(first).toHaveTextContent('Antoine Durand');
    // The amount paid headlined, the full-property value beside it (issue 27 item 16).
    expect(within(first!).getByTestId('amount-paid')).toHaveTextContent(text('8\u202f024,25\u00a0€'));
    expect(within(first!).getByTestId('amount-full-property')).toHaveTextContent(
      text('Valeur en pleine propriété\u00a0: 12\u202f345,00\u00a0€'),
    );
    expect(first).toHaveTextContent('Créé le 04/03/2025');
    expect(first).toHaveTextContent('Signé le 09/03/2025');
    expect(first).toHaveTextContent('Validé le 12/03/2025');
    expect(first).toHaveTextContent('Signé');
    // The parties' states are counted per step, not listed.
    expect(first).toHaveTextContent(text('Bulletin de souscription\u00a0: 1 signature(s) sur 1'));
    expect(first).toHaveTextContent(text('Intégration\u00a0: validé'));
    expect(second).toHaveTextContent('Dossier prospect');
    // No product chosen yet: said so, the form's name only under it, never as the product (issue #18),
    // and no holding either: before a product its answers are the form's defaults (issue 27).
    const product = within(second!).getAllByRole('cell')[1]!;
    expect(product.firstElementChild).toHaveTextContent('Produit non choisi');
    expect(product).toHaveTextContent(/^Produit non choisiSouscription SCPI$/);
    expect(second).not.toHaveTextContent('Pleine propriété');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dossiers signés');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('1 à 2 sur 2');
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/tableau-de-bord');
  });

  it('tells the client on a row that her signature is awaited, not when only the advisor’s is', async () => {
    signIn('client');
    stubApi({
      role: 'client',
      list: () =>
        jsonResponse({
          dossiers: [
            summary(201, {
              status: 'mission_validation',
              awaitingSignatureOf: ['co_subscriber'],
              signingAccounts: { advisorUserId: 'adv-9', subscriberUserId: '1' },
            }),
            summary(202, {
              status: 'mission_validation',
              awaitingSignatureOf: ['subscriber_advisor'],
              signingAccounts: { advisorUserId: 'adv-9', subscriberUserId: '1' },
            }),
          ],
          total_items: 2,
        }),
    });
    renderRoutes(routes, '/dossiers/signature-files');

    expect(await screen.findByTestId('awaited-signature-201')).toHaveTextContent(
      'Votre signature est attendue',
    );
    expect(screen.getByTestId('folder-row-202')).toBeInTheDocument();
    expect(screen.queryByTestId('awaited-signature-202')).not.toBeInTheDocument();
  });

  it('tells an advisor on a row that his signature is awaited on his own folder only', async () => {
    signIn('manager');
    stubApi({
      role: 'manager',
      list: () =>
        jsonResponse({
          dossiers: [
            summary(203, { status: 'mission_validation', awaitingSignatureOf: ['subscriber_advisor'] }),
            summary(204, {
              status: 'mission_validation',
              awaitingSignatureOf: ['subscriber_advisor', 'co_subscriber'],
              signingAccounts: { advisorUserId: 'adv-2', subscriberUserId: null },
            }),
          ],
          total_items: 2,
        }),
    });
    renderRoutes(routes, '/dossiers/signature-files');

    expect(await screen.findByTestId('awaited-signature-203')).toHaveTextContent(
      'Votre signature est attendue',
    );
    // Another advisor's folder, whose advisor part is unsigned: not this user's signature.
    expect(screen.getByTestId('folder-row-204')).toBeInTheDocument();
    expect(screen.queryByTestId('awaited-signature-204')).not.toBeInTheDocument();
  });

  it('asks the server for the state, page 1 and 10 rows by default, and shows a spinner meanwhile', async () => {
    signIn('advisor');
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const requests: TStubRequest[] = [];
    stubFetch((request) => {
      if (request.url.pathname !== '/api/dossiers') return stubbed(request);
      requests.push(request);
      return pending;
    });
    renderRoutes(routes, '/dossiers/current-cases');

    expect(await screen.findByText('Chargement en cours…')).toBeInTheDocument();
    await waitFor(() =>
      expect(listQueries(requests)).toEqual([{ page: '1', itemsPerPage: '10', state: 'current-cases' }]),
    );
    answer(jsonResponse({ dossiers: [summary(5)], total_items: 1 }));
    expect(await screen.findByTestId('folder-row-5')).toBeInTheDocument();
    expect(screen.queryByText('Chargement en cours…')).not.toBeInTheDocument();
  });

  it('ends a list the server never sends with the time-out message after 30 s; « Réessayer » reads it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('advisor');
    let hung = true;
    const requests: TStubRequest[] = [];
    stubFetch((request) => {
      if (request.url.pathname !== '/api/dossiers') return stubbed(request);
      requests.push(request);
      return hung ? neverAnswer(request) : jsonResponse({ dossiers: [summary(5)], total_items: 1 });
    });
    renderRoutes(routes, '/dossiers/current-cases');

    await waitFor(() => expect(listQueries(requests)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur n’a pas répondu à temps. Réessayez dans un instant.',
    );
    hung = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('folder-row-5')).toBeInTheDocument();
    expect(listQueries(requests)).toHaveLength(2);
  });

  it('sends the search lowercased after a pause, and a new search goes back to page 1', async () => {
    signIn('advisor');
    const { requests } = stubApi({
      list: () => jsonResponse({ dossiers: [summary(101)], total_items: 45 }),
    });
    const { router } = renderRoutes(routes, '/dossiers/current-cases?currentPage=3');

    await waitFor(() => expect(screen.getByTestId('list-summary')).toHaveTextContent('21 à 30 sur 45'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un dossier' }), '  GUÉRIN ');

    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=gu%C3%A9rin'));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ page: '1', searchTerm: 'guérin' }),
    );
    // Typing debounces: no request for each intermediate letter.
    expect(listQueries(requests).filter((query) => query.searchTerm)).toHaveLength(1);
    expect(screen.getByRole('searchbox')).toHaveValue('  GUÉRIN ');
    await waitFor(() => expect(screen.getByTestId('list-summary')).toHaveTextContent('1 à 10 sur 45'));
  });

  it('pages through the list with ?currentPage and keeps the search', async () => {
    signIn('advisor');
    const { requests } = stubApi({
      list: (request) =>
        jsonResponse({
          dossiers: [summary(Number(request.url.searchParams.get('page')) * 100)],
          total_items: 45,
        }),
    });
    const { router } = renderRoutes(routes, '/dossiers/current-cases?searchTerm=durand');

    await screen.findByTestId('folder-row-100');
    const pages = screen.getByRole('navigation', { name: 'Dossiers en cours, pages' });
    expect(
      within(pages)
        .getAllByRole('link', { name: /^Page \d/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));

    expect(router.state.location.search).toBe('?searchTerm=durand&currentPage=2');
    expect(await screen.findByTestId('folder-row-200')).toBeInTheDocument();
    expect(listQueries(requests).at(-1)).toMatchObject({ page: '2', searchTerm: 'durand' });
    expect(screen.getByTestId('list-summary')).toHaveTextContent('11 à 20 sur 45');
    expect(screen.getByRole('searchbox')).toHaveValue('durand');
  });

  it('while the next page loads, keeps the shown rows and their range, dimmed and busy', async () => {
    signIn('advisor');
    let answerPage2: (response: Response) => void = () => undefined;
    stubFetch((request) => {
      if (request.url.pathname !== '/api/dossiers') return stubbed(request);
      if (request.url.searchParams.get('page') === '1')
        return jsonResponse({ dossiers: [summary(100)], total_items: 45 });
      return new Promise<Response>((resolve) => {
        answerPage2 = resolve;
      });
    });
    renderRoutes(routes, '/dossiers/current-cases');
    await screen.findByTestId('folder-row-100');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));

    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('folder-row-100')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('1 à 10 sur 45');
    answerPage2(jsonResponse({ dossiers: [summary(200)], total_items: 45 }));
    expect(await screen.findByTestId('folder-row-200')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('11 à 20 sur 45');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('accepts the page as a path segment and moves it to the query string', async () => {
    signIn('advisor');
    const { requests } = stubApi({ list: () => jsonResponse({ dossiers: [summary(1)], total_items: 30 }) });
    const { router } = renderRoutes(routes, '/dossiers/abandoned-files/3');

    await screen.findByTestId('folder-row-1');
    expect(router.state.location.pathname).toBe('/dossiers/abandoned-files');
    expect(router.state.location.search).toBe('?currentPage=3');
    expect(listQueries(requests).at(-1)).toMatchObject({ page: '3', state: 'abandoned-files' });
  });

  it('goes back to the last page when the page asked is past the end', async () => {
    signIn('advisor');
    stubApi({
      list: (request) =>
        request.url.searchParams.get('page') === '9'
          ? jsonResponse({ dossiers: [], total_items: 12 })
          : jsonResponse({ dossiers: [summary(11)], total_items: 12 }),
    });
    // Every range text the screen ever shows, to catch one shown for a moment.
    const shownRanges = new Set<string>();
    const observer = new MutationObserver(() => {
      const range = document.querySelector('[data-testid="list-summary"]')?.textContent;
      if (range) shownRanges.add(text(range));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const { router } = renderRoutes(routes, '/dossiers/current-cases?currentPage=9');
    await waitFor(() => expect(router.state.location.search).toBe('?currentPage=2'));
    expect(await screen.findByTestId('folder-row-11')).toBeInTheDocument();
    observer.disconnect();
    // Never « 81 à 12 sur 12 », nor the empty state, on the way to the last page (issue #18).
    expect([...shownRanges]).toEqual(['11 à 12 sur 12']);
    expect(screen.queryByTestId('folder-list-empty')).not.toBeInTheDocument();
  });

  it('sends an unknown state to the current cases', async () => {
    signIn('advisor');
    stubApi();
    const { router } = renderRoutes(routes, '/dossiers/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dossiers/current-cases'));
  });

  it('shows an empty state, and one for a search that finds nothing with a way out', async () => {
    signIn('advisor');
    stubApi({ list: () => jsonResponse({ dossiers: [], total_items: 0 }) });
    const { router } = renderRoutes(routes, '/dossiers/signature-files?searchTerm=zzz');

    expect(await screen.findByTestId('folder-list-empty')).toHaveTextContent(
      text('Aucun dossier ne correspond à «\u00a0zzz\u00a0».'),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByTestId('folder-list-empty')).getByRole('button', { name: 'Effacer la recherche' }),
    );
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Aucun dossier dans cette liste pour le moment.')).toBeInTheDocument();
  });

  it('offers the form filter to back-office roles only; choosing a form goes back to page 1', async () => {
    signIn('back_office_user');
    const { requests } = stubApi({ role: 'back_office_user' });
    const { router } = renderRoutes(routes, '/dossiers/current-cases?currentPage=2');

    const filter = await screen.findByRole('combobox', { name: 'Formulaire' });
    await screen.findByRole('option', { name: 'Souscription SCPI' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les souscriptions', 'Souscription SCPI', 'Enregistrement back-office']);
    await userEvent.selectOptions(filter, 'Enregistrement back-office');
    expect(router.state.location.search).toBe('?form=4');
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ page: '1', form: '4' }));
  });

  it('shows no form filter to an advisor and does not load the forms', async () => {
    signIn('advisor');
    const { requests } = stubApi();
    renderRoutes(routes, '/dossiers/current-cases?form=4');
    await screen.findByTestId('folder-row-101');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(requestsTo(requests, '/api/forms')).toHaveLength(0);
    expect(listQueries(requests).at(-1)).not.toHaveProperty('form');
  });

  it('links to the customer choice list for roles that may create folders', async () => {
    signIn('advisor');
    stubApi();
    renderRoutes(routes, '/dossiers/current-cases');
    expect(await screen.findByRole('link', { name: 'Nouveau dossier' })).toHaveAttribute(
      'href',
      '/creer-un-dossier-client/',
    );
  });

  it.each(['client', 'back_office_user'] as TRole[])('gives %s no create link', async (role) => {
    signIn(role);
    stubApi({ role });
    renderRoutes(routes, '/dossiers/current-cases');
    await screen.findByTestId('folder-row-101');
    expect(screen.queryByRole('link', { name: 'Nouveau dossier' })).not.toBeInTheDocument();
  });

  it('abandons after confirmation; the list and counts are read again', async () => {
    signIn('advisor');
    let abandoned = false;
    const { requests } = stubApi({
      list: () =>
        jsonResponse(
          abandoned
            ? { dossiers: [summary(102)], total_items: 1 }
            : { dossiers: [summary(101), summary(102)], total_items: 2 },
        ),
      other: (request) => {
        if (request.url.pathname === '/api/dossiers/101/status' && request.method === 'PUT') {
          abandoned = true;
          return jsonResponse({ id: 101, status: ['canceled'] });
        }
        return undefined;
      },
    });
    renderRoutes(routes, '/dossiers/current-cases');

    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abandonner' }));
    const dialog = screen.getByRole('dialog', { name: 'Abandonner le dossier n°\u00a0101' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abandonner le dossier' }));

    expect(JSON.parse(requestsTo(requests, '/api/dossiers/101/status')[0]!.body!)).toEqual({
      status: 'canceled',
    });
    expect(await screen.findByText(text('Le dossier n°\u00a0101 a été abandonné.'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('folder-row-101')).not.toBeInTheDocument());
    expect(screen.getByTestId('folder-row-102')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The row and its menu are gone: the focus waits on the list's title, not on the page's body.
    expect(screen.getByRole('heading', { level: 1, name: 'Dossiers en cours' })).toHaveFocus();
  });

  it('cancelling the abandon changes nothing', async () => {
    signIn('advisor');
    const { requests } = stubApi();
    renderRoutes(routes, '/dossiers/current-cases');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abandonner' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, '/api/dossiers/101/status')).toHaveLength(0);
  });

  it('shows folder.error.cannot-delete-subscription-folder when the abandon is refused, for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('advisor');
    stubApi({
      other: (request) =>
        request.url.pathname === '/api/dossiers/101/status'
          ? jsonResponse(
              { errors: [{ property: 'status', message: 'folder.error.cannot-delete-subscription-folder' }] },
              403,
            )
          : undefined,
    });
    renderRoutes(routes, '/dossiers/current-cases');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await user.click(screen.getByRole('button', { name: 'Abandonner' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Abandonner le dossier' }),
    );

    const banner = await screen.findByTestId('folder-notice');
    expect(banner).toHaveTextContent('Cette action n’est pas possible sur ce dossier de souscription.');
    expect(banner).toHaveClass('alert-danger');
    // Spec 01 §4 and §9: the abandon and duplicate failure banner stays 5 000 ms (success ones 3 000).
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByTestId('folder-notice')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('folder-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('folder-row-101')).toBeInTheDocument();
  });

  it('duplicates with the documents, remembers the new folder and opens its form', async () => {
    signIn('advisor');
    window.localStorage.setItem('receipts', '["old"]');
    const { requests } = stubApi({
      features: { folderDuplication: true },
      other: (request) =>
        request.url.pathname === '/api/dossiers/101/duplicate'
          ? jsonResponse({ dossier: { id: 900, form_id: 3, values: [], direct: false } }, 201)
          : undefined,
    });
    const { router } = renderRoutes(routes, '/dossiers/current-cases');

    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dupliquer' }));
    const dialog = screen.getByRole('dialog', { name: 'Dupliquer le dossier n°\u00a0101' });
    expect(within(dialog).getByRole('button', { name: 'Non, sans les documents' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dupliquer aussi les documents' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(JSON.parse(requestsTo(requests, '/api/dossiers/101/duplicate')[0]!.body!)).toEqual({
      documentDuplicate: true,
    });
    expect(getStored('folder_id')).toBe('900');
    expect(getStored('form_id')).toBe('3');
    expect(getStored('dossier_state')).toBe('ongoing');
    expect(getStored('client_id')).toBe('7');
    expect(getStored('direct')).toBe(false);
    expect(getStored('receipts')).toBeNull();
  });

  it('duplicates without the documents when declined; a refusal shows the banner and stays', async () => {
    signIn('advisor');
    const { requests } = stubApi({
      features: { folderDuplication: true },
      other: (request) =>
        request.url.pathname === '/api/dossiers/101/duplicate'
          ? jsonResponse({ errors: [{ property: 'id', message: 'api.error.forbidden' }] }, 403)
          : undefined,
    });
    const { router } = renderRoutes(routes, '/dossiers/current-cases');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dupliquer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Non, sans les documents' }));

    expect(await screen.findByTestId('folder-notice')).toHaveTextContent(
      'Cette action n’est pas possible sur ce dossier de souscription.',
    );
    expect(JSON.parse(requestsTo(requests, '/api/dossiers/101/duplicate')[0]!.body!)).toEqual({
      documentDuplicate: false,
    });
    expect(router.state.location.pathname).toBe('/dossiers/current-cases');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the signed documents as dossier-{id}.zip', async () => {
    signIn('advisor');
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    stubApi({
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signed' })], total_items: 1 }),
      other: (request) =>
        request.url.pathname === '/api/dossier/101/docusign/download'
          ? new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip' } })
          : undefined,
    });
    renderRoutes(routes, '/dossiers/signed-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger les documents signés' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('dossier-101.zip');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('downloads the evidence file of a signed folder as dossier-de-preuve-{id}.pdf (client)', async () => {
    signIn('client');
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    stubApi({
      role: 'client',
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signed' })], total_items: 1 }),
      other: (request) =>
        request.url.pathname === '/api/dossiers/101/evidence'
          ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
          : undefined,
    });
    renderRoutes(routes, '/dossiers/signed-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le dossier de preuve' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('dossier-de-preuve-101.pdf');
  });

  it('says so when the evidence file cannot be downloaded', async () => {
    signIn('client');
    stubApi({
      role: 'client',
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signed' })], total_items: 1 }),
      other: (request) =>
        request.url.pathname === '/api/dossiers/101/evidence'
          ? jsonResponse({ errors: [{ property: 'folderId', message: 'evidence.error-not-signed' }] }, 404)
          : undefined,
    });
    renderRoutes(routes, '/dossiers/signed-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le dossier de preuve' }));

    expect(await screen.findByTestId('folder-notice')).toHaveTextContent(
      'Le dossier de preuve existe une fois le dossier signé par toutes les parties.',
    );
  });

  it('shows each server message when the signed download fails', async () => {
    signIn('advisor');
    stubApi({
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signed' })], total_items: 1 }),
      other: (request) =>
        request.url.pathname === '/api/dossier/101/docusign/download'
          ? jsonResponse(
              {
                errors: [
                  { property: 'docusign', message: 'Envelope does not exists' },
                  { property: 'docusign', message: 'docusign.documents_not_available' },
                ],
              },
              404,
            )
          : undefined,
    });
    renderRoutes(routes, '/dossiers/signed-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger les documents signés' }));

    const banner = await screen.findByTestId('folder-notice');
    expect(banner).toHaveTextContent('Envelope does not exists');
    expect(banner).toHaveTextContent('Documents non disponibles au téléchargement.');
  });

  it('lists the signed documents of a signed folder and opens each in the preview modal', async () => {
    signIn('advisor');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:signed'), revokeObjectURL: vi.fn() }),
    );
    stubApi({
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signed' })], total_items: 1 }),
      other: (request) => {
        const path = request.url.pathname;
        if (path === '/api/dossier/101/docusign/documents')
          return jsonResponse({
            documents: [{ id: 5, name: 'lettre-de-mission.pdf', title: 'Lettre de mission', rank: 1 }],
          });
        if (path === '/api/dossier/101/docusign/documents/5')
          return jsonResponse({
            document: {
              id: 5,
              resource: `data:application/pdf;base64,${btoa('%PDF-1.7 mission')}`,
              title: 'Lettre de mission',
              mimetype: 'application/pdf',
            },
          });
        return undefined;
      },
    });
    renderRoutes(routes, '/dossiers/signed-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voir les documents signés' }));

    const dialog = await screen.findByRole('dialog', { name: 'Documents signés du dossier n°\u00a0101' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Voir Lettre de mission' }));
    const preview = await screen.findByRole('dialog', { name: 'Lettre de mission' });
    expect(within(preview).getByTitle('Lettre de mission')).toHaveAttribute('src', 'blob:signed#toolbar=0');
    // Closing the preview comes back to the list.
    await userEvent.click(within(preview).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(
      await screen.findByRole('dialog', { name: 'Documents signés du dossier n°\u00a0101' }),
    ).toBeInTheDocument();
  });

  it('offers no signed documents on a folder not yet signed', async () => {
    signIn('advisor');
    stubApi();
    renderRoutes(routes, '/dossiers/current-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    expect(screen.queryByRole('button', { name: 'Voir les documents signés' })).not.toBeInTheDocument();
  });

  it('shows the signature history PDF in a modal', async () => {
    signIn('advisor');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:history'), revokeObjectURL: vi.fn() }),
    );
    stubApi({
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signature' })], total_items: 1 }),
      other: (request) =>
        request.url.pathname === '/api/dossier/101/docusign/history'
          ? jsonResponse({ envelopeHistoryData: btoa('%PDF-1.4 history') })
          : undefined,
    });
    renderRoutes(routes, '/dossiers/signature-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Historique de signature' }));

    // The modal loads when first asked for.
    const dialog = await screen.findByRole('dialog', {
      name: 'Historique de signature du dossier n°\u00a0101',
    });
    const frame = await within(dialog).findByTitle(text('Historique de signature du dossier n°\u00a0101'));
    expect(frame).toHaveAttribute('src', 'blob:history#toolbar=0');
  });

  it.each([
    [
      404,
      { errors: [{ property: 'docusign', message: 'ENVELOPE_DOES_NOT_EXIST' }] },
      'Le dossier ne semble pas disponible dans l’outil de signature électronique.',
    ],
    [
      200,
      { envelopeHistoryData: '' },
      'Le dossier ne semble pas disponible dans l’outil de signature électronique.',
    ],
    [
      500,
      { errors: [{ property: '', message: 'common.technical-error' }] },
      'Une erreur est survenue lors de la récupération de l’historique de signature.',
    ],
  ])('explains a signature history that cannot be shown (%s)', async (status, body, message) => {
    signIn('manager');
    stubApi({
      role: 'manager',
      list: () => jsonResponse({ dossiers: [summary(101, { status: 'signed' })], total_items: 1 }),
      other: (request) =>
        request.url.pathname === '/api/dossier/101/docusign/history' ? jsonResponse(body, status) : undefined,
    });
    renderRoutes(routes, '/dossiers/signed-files');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Historique de signature' }));
    expect(await screen.findByTestId('history-error')).toHaveTextContent(message);
  });

  it('menus follow the role: a client opens its folder but cannot abandon it', async () => {
    signIn('client');
    stubApi({ role: 'client' });
    renderRoutes(routes, '/dossiers/current-cases');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions du dossier n°\u00a0101' }));
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/dossier/101');
    expect(screen.queryByRole('button', { name: 'Abandonner' })).not.toBeInTheDocument();
  });

  it('shows the list in English', async () => {
    signIn('advisor');
    stubApi({ list: () => jsonResponse({ dossiers: [summary(101)], total_items: 45 }) });
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('en');
    renderRoutes(routes, '/dossiers/current-cases?currentPage=2');
    await waitFor(() => expect(screen.getByTestId('list-summary')).toHaveTextContent('11 to 20 of 45'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Current folders');
    expect(screen.getByTestId('folder-row-101')).toHaveTextContent('€12,345.00');
    expect(screen.getByRole('button', { name: 'Actions of folder no. 101' })).toBeInTheDocument();
  });
});
