import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  TIntegrationHistoryEntry,
  TIntegrationState,
  TPairingCandidate,
  TPairingCustomersResponse,
  TPairingSubscriber,
} from '@souscription/contract';
import { jsonResponse, requestsTo, stubFetch, type TStubRequest } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { ManageDossierRoute } from './manage-dossier-route';

/** Text as Testing Library reads it: no-break spaces count as spaces. */
const text = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

const subscriber = (overrides: Partial<TPairingSubscriber> = {}): TPairingSubscriber => ({
  civility: 'Mme',
  firstName: 'Claire',
  lastName: 'Lefèvre',
  fullName: 'Claire Lefèvre',
  birthDay: '12/05/1970',
  birthCity: 'Lyon',
  birthCountry: 'France',
  email: 'claire@example.fr',
  phone: null,
  legalForm: null,
  companyName: null,
  isMoralPerson: false,
  cosous: false,
  username: null,
  partnerCode: 'P001',
  partnerName: 'Cabinet Durand',
  ...overrides,
});

const candidate = (username: string, overrides: Partial<TPairingCandidate> = {}): TPairingCandidate => ({
  username,
  civility: 'Mme',
  firstName: 'Claire',
  lastName: 'LEFEVRE',
  birthDay: '12/05/1970',
  birthCity: 'Lyon',
  birthCountry: 'France',
  email: 'claire@example.fr',
  cosous: false,
  score: 85,
  reasons: [
    { key: 'validation.matching.same-birth-date', params: {}, points: 40 },
    {
      key: 'validation.matching.close-name',
      params: { subscriber: 'Lefèvre', customer: 'LEFEVRE' },
      points: 45,
    },
  ],
  selected: false,
  ...overrides,
});

type TFixture = {
  state?: TIntegrationState;
  pairing?: Partial<TPairingCustomersResponse>;
  detention?: string | null;
  history?: TIntegrationHistoryEntry[];
  status?: string[];
  handle?: (request: TStubRequest) => Response | undefined;
};

function stubApi({
  state = 'ongoing',
  pairing = {},
  detention = null,
  history = [],
  status = ['signed'],
  handle,
}: TFixture = {}) {
  return stubFetch((request) => {
    const path = request.url.pathname;
    const own = handle?.(request);
    if (own) return own;
    if (path === '/api/forms') return jsonResponse({ forms: [] });
    if (path === '/api/dossier/7/summary')
      return jsonResponse({
        summary: {
          id: 7,
          form_id: 3,
          status,
          detention_mode: detention,
          dismemberment_scope: 'np',
          pairing: { np: null, usu: null },
          forceMandate: false,
          direct: false,
          client_id: null,
          present: 'SCPI Pierre Urbaine',
          detail: 'PU',
          dismemberment_type: 'temporary',
          // 150 shares × 200 € bought in bare ownership for 10 years (65 %).
          subscriptionGlobalAmount: 30000,
          amountPaid: 19500,
          url: '/manage-dossier/7',
        },
      });
    if (path === '/api/dossier/integration-state/7/state')
      return jsonResponse({ state, manageable: state === 'ongoing' || state === 'error', version: 4 });
    if (path === '/api/dossier/integration-state/7/history') return jsonResponse({ history });
    if (path === '/api/dossier/integration-state/7/corrections/rounds') return jsonResponse({ rounds: [] });
    if (path === '/api/dossier/integration-state/7/pairing/customer' && request.method === 'GET')
      return jsonResponse({
        subscribers: { np: subscriber(), usu: null },
        customers: { np: [candidate('S00010'), candidate('S00011', { score: 40, reasons: [] })], usu: [] },
        creationAllowed: { np: true, usu: false },
        pairing: { np: null, usu: null },
        paired: { np: null, usu: null },
        ...pairing,
      });
    if (path === '/api/dossier/7/docusign/documents') return jsonResponse({ documents: [] });
    if (path === '/api/dossier/integration-state/7/view')
      return jsonResponse({
        pages: [
          {
            id: 1,
            name: 'Souscripteur',
            blocks: [
              {
                id: 11,
                name: 'Identité',
                elements: [
                  { elementId: 1, presentation: 'Nom', value: 'Lefèvre' },
                  { elementId: 2, presentation: 'Résident fiscal français', value: true },
                  { elementId: 3, presentation: 'Objectifs', value: ['Revenus', 'Transmission'] },
                  { elementId: 4, presentation: 'Montant total', value: '30000', unit: '€' },
                  { elementId: 5, presentation: 'Quote-part de l’usufruit', value: '35', unit: '%' },
                  { elementId: 6, presentation: 'Nombre de parts', value: '200' },
                ],
              },
            ],
          },
          { id: 2, name: 'Investissement', blocks: [{ id: 21, name: 'Montant', elements: [] }] },
        ],
      });
    return undefined;
  });
}

const routes = [
  { path: '/manage-dossier/:dossierId', element: <ManageDossierRoute /> },
  { path: '/manage-dossier/statut-integration/:state?', element: <p>List</p> },
];

function open(fixture: TFixture = {}, path = '/manage-dossier/7') {
  signIn('manage_dossier');
  const stub = stubApi(fixture);
  const view = renderRoutes(routes, path);
  return { ...stub, ...view };
}

describe('ManageDossierRoute — header and tabs', () => {
  it('names the subscriber with the civility of the interface’s language (« Mrs » in English)', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    open();
    const header = await screen.findByTestId('dossier-header');
    await waitFor(() => expect(header).toHaveTextContent('Mme Claire Lefèvre'));
    await act(() => i18n.changeLanguage('en'));
    try {
      await waitFor(() =>
        expect(screen.getByTestId('dossier-header')).toHaveTextContent('Mrs Claire Lefèvre'),
      );
      expect(screen.getByTestId('dossier-header')).not.toHaveTextContent('Mme');
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
  });

  it('shows the header with the state in the dashboard’s words, and four tabs with the tab roles', async () => {
    open();
    const header = await screen.findByTestId('dossier-header');
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Dossier n° 7');
    // The dashboard card, the list tab and title, and the badge say the same (issue 27).
    expect(within(header).getByTestId('integration-state')).toHaveTextContent('À valider');
    // The product as the lists name it, not the form's name.
    expect(header).toHaveTextContent('ProduitSCPI Pierre Urbaine');
    // What the subscriber pays headlined, the full-property value beside it (issue 27 item 16).
    expect(within(header).getByTestId('amount-paid').textContent).toBe('19\u202f500,00\u00a0€');
    expect(within(header).getByTestId('amount-full-property').textContent).toBe(
      'Valeur en pleine propriété\u00a0: 30\u202f000,00\u00a0€',
    );
    const mainTabs = () => within(screen.getAllByRole('tablist')[0]!).getAllByRole('tab');
    await waitFor(() =>
      expect(mainTabs().map((tab) => tab.textContent)).toEqual([
        'Présentation du dossier',
        'Justificatifs',
        'Appairage',
        'Actions',
      ]),
    );
    expect(mainTabs()[0]).toHaveAttribute('aria-selected', 'true');
    expect(mainTabs()[0]).toHaveAttribute('aria-controls');
    // Keyboard: the arrow keys move to the next tab and open it (react-bootstrap's tab list).
    await userEvent.click(mainTabs()[0]!);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(mainTabs()[1]).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByTestId('download-signed-archive')).toBeInTheDocument();
  });

  it('presents each page as a sub-tab, each block as a card, lists as lists and booleans as yes/no', async () => {
    open();
    const card = await screen.findByTestId('view-block');
    expect(screen.getByRole('tab', { name: 'Souscripteur' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Investissement' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Identité' })).toBeInTheDocument();
    expect(within(card).getByText('Résident fiscal français').nextSibling).toHaveTextContent('Oui');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Revenus', 'Transmission']);
  });

  it('shows amounts in euros and rates in percent, in the interface’s language; a count stays bare', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    open();
    await screen.findByTestId('view-block');
    // The view is asked again in the new language: the card is looked up each time.
    const valueOf = (label: string) =>
      text(within(screen.getByTestId('view-block')).getByText(label).nextSibling?.textContent ?? '');
    expect(valueOf('Montant total')).toBe('30 000,00 €');
    expect(valueOf('Quote-part de l’usufruit')).toBe('35 %');
    expect(valueOf('Nombre de parts')).toBe('200');
    await act(() => i18n.changeLanguage('en'));
    try {
      await waitFor(() => expect(valueOf('Montant total')).toBe('€30,000.00'));
      expect(valueOf('Quote-part de l’usufruit')).toBe('35%');
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
  });

  it('states the main status as the folder list does, every state on demand', async () => {
    open({
      status: [
        'mission_validated',
        'mission_signed_by_subscriber',
        'signature',
        'subscription_sent_to_subscriber',
      ],
    });
    const header = await screen.findByTestId('dossier-header');
    expect(within(header).getByTestId('dossier-main-state')).toHaveTextContent(/^En signature$/);
    // No comma-separated list of states (the amounts' decimal commas are no states).
    expect(within(header).getByTestId('dossier-main-state').closest('dd')).not.toHaveTextContent(/,/);
    const details = within(header).getByTestId('dossier-all-states');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(details).getByText('Tous les états (4)'));
    expect(details).toHaveAttribute('open');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lettre de mission validée',
      'Lettre de mission signée par le souscripteur',
      'En signature',
      'Bulletin de souscription envoyé au souscripteur',
    ]);
  });

  it('states a single status without a list to open', async () => {
    open();
    const header = await screen.findByTestId('dossier-header');
    expect(within(header).getByTestId('dossier-main-state')).toHaveTextContent('Signé');
    expect(within(header).queryByTestId('dossier-all-states')).not.toBeInTheDocument();
  });

  it('hides the pairing tab once the dossier is neither ongoing nor in error, and offers no decision', async () => {
    open({ state: 'refused' }, '/manage-dossier/7?tab=actions');
    expect(await screen.findByTestId('decision-closed')).toHaveTextContent(
      'Aucune décision possible : le dossier est refusé.',
    );
    expect(screen.queryByRole('tab', { name: 'Appairage' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('validation-menu')).not.toBeInTheDocument();
  });

  it('hides the pairing tab when no subscriber data came back', async () => {
    open({ pairing: { subscribers: { np: null, usu: null } } });
    await screen.findByTestId('view-block');
    expect(screen.queryByRole('tab', { name: 'Appairage' })).not.toBeInTheDocument();
  });
});

describe('ManageDossierRoute — history', () => {
  it('shows each entry: state, date DD/MM/YYYY HHhmm, user, reason; a pairing with its reasons', async () => {
    open(
      {
        history: [
          {
            id: 3,
            kind: 'pairing',
            state: 'ongoing',
            createdAt: '2026-11-24 09:05:42',
            user: { username: 'gestionnaire', firstname: 'Gaëlle', lastname: 'Martin' },
            reason: null,
            corrections: [],
            pairing: {
              scope: 'np',
              code: 'S00010',
              partner: null,
              score: 85,
              reasons: [{ key: 'validation.matching.same-email', params: {}, points: 30 }],
            },
          },
          {
            id: 2,
            kind: 'state',
            state: 'error',
            createdAt: '2026-11-23 18:00:00',
            user: { username: 'gestionnaire', firstname: 'Gaëlle', lastname: 'Martin' },
            reason: 'RIB illisible',
            corrections: [],
            pairing: null,
          },
        ],
      },
      '/manage-dossier/7?tab=actions',
    );
    const [pairing, error] = await screen.findAllByTestId('history-entry');
    expect(pairing).toHaveTextContent('24/11/2026 09h05');
    expect(pairing).toHaveTextContent('Gaëlle Martin');
    expect(pairing).toHaveTextContent('Part nue-/pleine propriété : S00010 · score 85');
    expect(pairing).toHaveTextContent('e-mail identique');
    expect(error).toHaveTextContent('En erreur');
    expect(error).toHaveTextContent('23/11/2026 18h00');
    expect(error).toHaveTextContent('RIB illisible');
  });

  it('names the customer paired, and the number a new customer was given', async () => {
    open(
      {
        history: [
          {
            id: 4,
            kind: 'pairing',
            state: 'ongoing',
            createdAt: '2026-11-24 09:05:42',
            user: { username: 'gestionnaire', firstname: 'Gaëlle', lastname: 'Martin' },
            reason: null,
            corrections: [],
            pairing: {
              scope: 'np',
              code: 'S00047',
              name: 'Claire Lefèvre',
              created: true,
              partner: null,
              score: null,
              reasons: [],
            },
          },
        ],
      },
      '/manage-dossier/7?tab=actions',
    );
    expect(await screen.findByTestId('history-entry')).toHaveTextContent(
      'Part nue-/pleine propriété : Claire Lefèvre (n° S00047) · nouveau client, numéro donné : S00047',
    );
  });
});

describe('ManageDossierRoute — history of a correction', () => {
  it('names the revision a correction sent and the one delivered to the back office', async () => {
    const entry = (id: number, kind: 'delivery' | 'correction-sent', revision: number | null) => ({
      id,
      kind,
      state: kind === 'delivery' ? ('sync' as const) : ('ongoing' as const),
      createdAt: '2026-11-24 09:05:42',
      user: null,
      reason: null,
      corrections: [],
      pairing: null,
      revision,
    });
    open(
      { history: [entry(3, 'delivery', 2), entry(2, 'correction-sent', 2), entry(1, 'delivery', null)] },
      '/manage-dossier/7?tab=actions',
    );
    const [delivered, sent, first] = await screen.findAllByTestId('history-entry');
    expect(delivered).toHaveTextContent('Transmission au back-office (révision 2)');
    expect(sent).toHaveTextContent('Correction envoyée (révision 2)');
    // A delivery before any correction names no revision.
    expect(first).toHaveTextContent('Transmission au back-office');
    expect(first).not.toHaveTextContent('révision');
  });
});

describe('ManageDossierRoute — pairing', () => {
  it('labels np full property without usufruct subscriber or mandate, bare owner under a mandate', async () => {
    const first = open({}, '/manage-dossier/7?tab=pairing');
    expect(await screen.findByRole('tab', { name: 'Pleine propriété' })).toBeInTheDocument();
    first.unmount();

    open({ detention: 'mandate' }, '/manage-dossier/7?tab=pairing');
    expect(await screen.findByRole('tab', { name: 'Nu-propriétaire' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Usufruitier' })).toBeInTheDocument();
  });

  it('labels np bare owner when a usufruct subscriber exists', async () => {
    open(
      { pairing: { subscribers: { np: subscriber(), usu: subscriber({ firstName: 'Paul' }) } } },
      '/manage-dossier/7?tab=pairing',
    );
    expect(await screen.findByRole('tab', { name: 'Nu-propriétaire' })).toBeInTheDocument();
  });

  it('recalls the subscriber and lists the potential customers with their score and reasons', async () => {
    open({}, '/manage-dossier/7?tab=pairing');
    const recall = await screen.findByTestId('subscriber-recall');
    expect(recall).toHaveTextContent('CivilitéMme');
    expect(recall).toHaveTextContent('NomClaire Lefèvre');
    expect(recall).toHaveTextContent('Date de naissance12/05/1970');
    expect(recall).toHaveTextContent('Lieu de naissanceLyon, France');
    expect(recall).toHaveTextContent('E-mailclaire@example.fr');
    expect(recall).toHaveTextContent('Co-souscripteurNon');
    const row = screen.getByTestId('candidate-S00010');
    expect(row).toHaveTextContent('Mme Claire LEFEVRE');
    expect(row).toHaveTextContent('12/05/1970 à Lyon, France');
    expect(within(row).getByTestId('candidate-score')).toHaveTextContent('85');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['même date de naissance', 'nom proche\u00a0: Lefèvre / LEFEVRE']);
    expect(screen.getByTestId('new-customer-np')).toHaveTextContent('Nouveau client');
  });

  it('on the counterpart of a mandate (no subscriber) offers the pick by code only', async () => {
    open({ detention: 'mandate' }, '/manage-dossier/7?tab=pairing');
    await userEvent.click(await screen.findByRole('tab', { name: 'Usufruitier' }));
    const panel = await screen.findByTestId('pairing-panel-usu');
    expect(panel).toHaveTextContent('Pas de souscripteur pour cette part');
    expect(within(panel).queryByTestId('subscriber-recall')).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('new-customer-usu')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('open-code-usu')).toBeEnabled();
    // No candidates to weigh there: no table of one « other customer » row, the pick by code only.
    expect(within(panel).queryByTestId('candidates-usu')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Choisir un client par son numéro' })).toBeVisible();
  });

  it('does not call a part without subscriber the mandate’s counterpart when there is no mandate', async () => {
    open({ detention: 'direct' }, '/manage-dossier/7?tab=pairing');
    await userEvent.click(await screen.findByRole('tab', { name: 'Usufruitier' }));
    const panel = await screen.findByTestId('pairing-panel-usu');
    expect(panel).toHaveTextContent('Pas de souscripteur pour cette part : rien à apparier');
    expect(panel).not.toHaveTextContent('mandat');
    expect(within(panel).getByTestId('open-code-usu')).toBeEnabled();
  });

  it('opens on the part the subscriber holds when the other part has none', async () => {
    open(
      { detention: 'mandate', pairing: { subscribers: { np: null, usu: subscriber() } } },
      '/manage-dossier/7?tab=pairing',
    );
    expect(await screen.findByRole('tab', { name: 'Usufruitier' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('pairing-panel-usu')).toBeVisible();
  });

  it('recalls a legal entity by legal form, company name and representative', async () => {
    open(
      {
        pairing: {
          subscribers: {
            np: subscriber({ isMoralPerson: true, legalForm: 'SCI', companyName: 'SCI Les Tilleuls' }),
            usu: null,
          },
        },
      },
      '/manage-dossier/7?tab=pairing',
    );
    const recall = await screen.findByTestId('subscriber-recall');
    expect(recall).toHaveTextContent('Forme juridiqueSCI');
    expect(recall).toHaveTextContent('Raison socialeSCI Les Tilleuls');
    expect(recall).toHaveTextContent('ReprésentantClaire Lefèvre');
    expect(recall).not.toHaveTextContent('Date de naissance');
  });

  it('shows no « new customer » row when creation is not allowed, and a check icon on the selected one', async () => {
    open(
      {
        pairing: {
          creationAllowed: { np: false, usu: false },
          customers: { np: [candidate('S00010', { selected: true }), candidate('S00011')], usu: [] },
          pairing: { np: 'S00010', usu: null },
          paired: { np: candidate('S00010'), usu: null },
        },
      },
      '/manage-dossier/7?tab=pairing',
    );
    expect(await screen.findByTestId('select-S00010-selected')).toHaveTextContent('Client associé');
    expect(screen.getByTestId('select-S00011')).toBeInTheDocument();
    expect(screen.queryByTestId('new-customer-np')).not.toBeInTheDocument();
    // Named, not a bare code.
    expect(screen.getByTestId('paired-np')).toHaveTextContent(
      'Client associé : Mme Claire LEFEVRE (n° S00010)',
    );
  });

  it('pairs a candidate: success message for 3 s, then the history reloads', async () => {
    const { requests } = open(
      {
        handle: (request) =>
          request.method === 'PUT' &&
          request.url.pathname === '/api/dossier/integration-state/7/pairing/customer'
            ? jsonResponse({
                success: true,
                pairing: { np: 'S00010', usu: null },
                entry: {
                  id: 9,
                  kind: 'pairing',
                  corrections: [],
                  state: 'ongoing',
                  createdAt: '2026-11-24 10:00:00',
                  user: null,
                  reason: null,
                  pairing: null,
                },
              })
            : undefined,
      },
      '/manage-dossier/7?tab=pairing',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /Associer Mme Claire LEFEVRE \(S00010\)/ }),
    );
    expect(await screen.findByTestId('management-notice')).toHaveTextContent(
      'Le client a bien été associé au dossier.',
    );
    const put = requestsTo(requests, '/api/dossier/integration-state/7/pairing/customer').find(
      (request) => request.method === 'PUT',
    );
    expect(JSON.parse(put!.body!)).toEqual({ scope: 'np', code: 'S00010', partner: null });
    // A pairing changes the dossier's version: the state (and its version) is asked again.
    await waitFor(() =>
      expect(requestsTo(requests, '/api/dossier/integration-state/7/state').length).toBe(2),
    );
    const historyCalls = () => requestsTo(requests, '/api/dossier/integration-state/7/history').length;
    const before = historyCalls();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(historyCalls()).toBe(before);
    await waitFor(() => expect(historyCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('management-notice')).not.toBeInTheDocument());
  });

  it('selects a new customer with an empty code', async () => {
    const { requests } = open({}, '/manage-dossier/7?tab=pairing');
    await userEvent.click(await screen.findByTestId('select-new-np'));
    await waitFor(() =>
      expect(
        requestsTo(requests, '/api/dossier/integration-state/7/pairing/customer')
          .filter((request) => request.method === 'PUT')
          .map((request) => JSON.parse(request.body!)),
      ).toEqual([{ scope: 'np', code: '', partner: null }]),
    );
  });

  it('shows a refusal by rule (duplicated pairing) for 3 s', async () => {
    open(
      {
        handle: (request) =>
          request.method === 'PUT'
            ? jsonResponse(
                { errors: [{ property: 'code', message: 'validation.error.duplicated-pairing' }] },
                422,
              )
            : undefined,
      },
      '/manage-dossier/7?tab=pairing',
    );
    await userEvent.click(await screen.findByTestId('select-S00011'));
    expect(await screen.findByTestId('management-notice')).toHaveTextContent(
      'Ce client est déjà associé à l’autre part du démembrement',
    );
    await waitFor(() => expect(screen.queryByTestId('management-notice')).not.toBeInTheDocument());
  });
});

describe('ManageDossierRoute — pick by code', () => {
  const customer = (code: string, cosous: boolean) =>
    jsonResponse({
      customer: {
        username: code,
        civility: 'M.',
        firstName: 'Paul',
        lastName: 'Martin',
        birthDay: '01/02/1960',
        birthCity: null,
        birthCountry: null,
        email: null,
        cosous,
      },
    });

  function openCode(creationAllowed = true) {
    const fixture = open(
      {
        pairing: { creationAllowed: { np: creationAllowed, usu: false } },
        handle: (request) => {
          const path = request.url.pathname;
          if (path === '/api/dossier/integration-state/customer/S00012') return customer('S00012', false);
          if (path === '/api/dossier/integration-state/customer/S00099') return customer('S00099', true);
          if (path.startsWith('/api/dossier/integration-state/customer/'))
            return jsonResponse(
              { errors: [{ property: 'code', message: 'validation.error.customer-not-found' }] },
              404,
            );
          if (request.method === 'PUT' && path === '/api/dossier/integration-state/7/pairing/customer')
            return jsonResponse({
              success: true,
              pairing: { np: 'S00012', usu: null },
              entry: {
                id: 9,
                kind: 'pairing',
                corrections: [],
                state: 'ongoing',
                createdAt: '2026-11-24 10:00:00',
                user: null,
                reason: null,
                pairing: null,
              },
            });
          return undefined;
        },
      },
      '/manage-dossier/7?tab=pairing',
    );
    return fixture;
  }

  it('offers a code field with the S00012 example, cancel, and a confirm disabled while empty', async () => {
    openCode();
    await userEvent.click(await screen.findByTestId('open-code-np'));
    const modal = await screen.findByRole('dialog', { name: /Choisir un client par son code/ });
    const input = within(modal).getByLabelText('Code client');
    expect(input).toHaveAttribute('placeholder', 'S00012');
    expect(within(modal).getByTestId('code-confirm')).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(within(modal).getByTestId('code-confirm')).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says an unknown code is not found, and a customer with a co-subscriber does not fit', async () => {
    openCode();
    await userEvent.click(await screen.findByTestId('open-code-np'));
    const modal = await screen.findByRole('dialog');
    const input = within(modal).getByLabelText('Code client');
    await userEvent.type(input, 'S00404');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rechercher' }));
    expect(await within(modal).findByTestId('code-error')).toHaveTextContent(
      'Aucun client ne correspond à ce code',
    );

    await userEvent.clear(input);
    await userEvent.type(input, 'S00099');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rechercher' }));
    expect(await within(modal).findByTestId('code-error')).toHaveTextContent(
      'Le client choisi ne doit pas avoir de co-souscripteur',
    );
  });

  it('shows whom a code names even when it does not fit, and keeps « Associer ce client » disabled after a refusal', async () => {
    openCode();
    await userEvent.click(await screen.findByTestId('open-code-np'));
    const modal = await screen.findByRole('dialog');
    const input = within(modal).getByLabelText('Code client');
    await userEvent.type(input, 'S00099');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rechercher' }));
    expect(await within(modal).findByTestId('code-found')).toHaveTextContent(
      'M. Paul Martin · S00099 · 01/02/1960Compte avec co-souscripteur',
    );
    expect(within(modal).getByTestId('code-error')).toHaveTextContent(
      'Le client choisi ne doit pas avoir de co-souscripteur',
    );
    expect(within(modal).getByRole('button', { name: 'Associer ce client' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'S00012');
    expect(within(modal).getByRole('button', { name: 'Associer ce client' })).toBeEnabled();
  });

  it('after the server refuses the pairing, « Associer ce client » stays disabled until the code changes', async () => {
    open(
      {
        handle: (request) => {
          const path = request.url.pathname;
          if (path === '/api/dossier/integration-state/customer/S00012') return customer('S00012', false);
          if (request.method === 'PUT')
            return jsonResponse(
              { errors: [{ property: 'code', message: 'validation.error.duplicated-pairing' }] },
              422,
            );
          return undefined;
        },
      },
      '/manage-dossier/7?tab=pairing',
    );
    await userEvent.click(await screen.findByTestId('open-code-np'));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Code client'), 'S00012');
    const confirm = within(modal).getByRole('button', { name: 'Associer ce client' });
    await userEvent.click(confirm);
    expect(await within(modal).findByTestId('code-error')).toHaveTextContent(
      'Ce client est déjà associé à l’autre part du démembrement',
    );
    expect(confirm).toBeDisabled();
  });

  it('takes, for a subscription with a co-subscriber, an account without one, saying the co-subscriber is added', async () => {
    open(
      {
        pairing: { subscribers: { np: subscriber({ cosous: true }), usu: null } },
        handle: (request) =>
          request.url.pathname === '/api/dossier/integration-state/customer/S00012'
            ? customer('S00012', false)
            : undefined,
      },
      '/manage-dossier/7?tab=pairing',
    );
    await userEvent.click(await screen.findByTestId('open-code-np'));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Code client'), 'S00012');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rechercher' }));
    expect(await within(modal).findByTestId('code-cosubscriber-added')).toHaveTextContent(
      'compte sans co-souscripteur : le co-souscripteur du dossier lui sera ajouté',
    );
    expect(within(modal).queryByTestId('code-error')).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Associer ce client' })).toBeEnabled();
  });

  it('finds the customer, then pairs it; on a scope where creation is not allowed the partner code goes along', async () => {
    const { requests } = openCode(false);
    await userEvent.click(await screen.findByTestId('open-code-np'));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Code client'), 'S00012');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rechercher' }));
    expect(await within(modal).findByTestId('code-found')).toHaveTextContent('M. Paul Martin · S00012');
    await userEvent.click(within(modal).getByTestId('code-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requestsTo(requests, '/api/dossier/integration-state/7/pairing/customer').find(
      (request) => request.method === 'PUT',
    );
    expect(JSON.parse(put!.body!)).toEqual({ scope: 'np', code: 'S00012', partner: 'P001' });
    expect(await screen.findByTestId('management-notice')).toHaveTextContent('Le client a bien été associé');
  });
});

describe('ManageDossierRoute — decisions', () => {
  it('validates: the state call answers, the page reloads on the actions tab', async () => {
    let state: TIntegrationState = 'ongoing';
    const { requests, router } = open(
      {
        handle: (request) => {
          const path = request.url.pathname;
          if (path === '/api/dossiers/integration-state/7' && request.method === 'PUT') {
            state = 'validated';
            return jsonResponse({ id: 7, integration_state: 'validated', version: 5, validation_date: null });
          }
          if (path === '/api/dossier/integration-state/7/state')
            return jsonResponse({ state, manageable: state === 'ongoing', version: 4 });
          return undefined;
        },
      },
      '/manage-dossier/7?tab=actions',
    );
    // Validation cannot be undone: asked first; « Annuler » sends nothing.
    await userEvent.click(await screen.findByTestId('decision-validate'));
    const asked = await screen.findByRole('dialog', { name: 'Valider le dossier n°\u00a07' });
    expect(asked).toHaveTextContent('Cette décision est définitive');
    await userEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      requestsTo(requests, '/api/dossiers/integration-state/7').filter((r) => r.method === 'PUT'),
    ).toEqual([]);
    await userEvent.click(screen.getByTestId('decision-validate'));
    await userEvent.click(await screen.findByTestId('validation-confirm'));
    expect(await screen.findByTestId('management-notice')).toHaveTextContent('Dossier validé');
    const put = requestsTo(requests, '/api/dossiers/integration-state/7').find(
      (request) => request.method === 'PUT',
    );
    expect(JSON.parse(put!.body!)).toEqual({ integration_state: 'validated', reason: null, version: 4 });
    expect(await screen.findByTestId('decision-closed')).toHaveTextContent('Envoi au back-office en cours');
    expect(router.state.location.search).toBe('?tab=actions');
    expect(within(screen.getByTestId('dossier-header')).getByTestId('integration-state')).toHaveTextContent(
      'Validé',
    );

    // The delivery worker moves it to sync: the screen, watching, shows it and reloads the history.
    const historyCalls = requestsTo(requests, '/api/dossier/integration-state/7/history').length;
    state = 'sync';
    await waitFor(() =>
      expect(within(screen.getByTestId('dossier-header')).getByTestId('integration-state')).toHaveTextContent(
        'Transmis',
      ),
    );
    await waitFor(() =>
      expect(requestsTo(requests, '/api/dossier/integration-state/7/history').length).toBeGreaterThan(
        historyCalls,
      ),
    );
  });

  it('shows the mandate rule’s refusal for 3 s', async () => {
    open(
      {
        handle: (request) =>
          request.method === 'PUT'
            ? jsonResponse(
                {
                  errors: [
                    { property: 'integration_state', message: 'validation.error.usufruct-pairing-required' },
                  ],
                },
                422,
              )
            : undefined,
      },
      '/manage-dossier/7?tab=actions',
    );
    await userEvent.click(await screen.findByTestId('decision-validate'));
    await userEvent.click(await screen.findByTestId('validation-confirm'));
    expect(await screen.findByTestId('management-notice')).toHaveTextContent(
      'Veuillez d’abord associer un client usufruitier',
    );
    await waitFor(() => expect(screen.queryByTestId('management-notice')).not.toBeInTheDocument());
  });

  it('reads the pairing afresh before validating a mandate dossier, and refuses one missing its counterpart without sending the decision', async () => {
    const { requests } = open(
      {
        detention: 'mandate',
        handle: (request) =>
          request.url.pathname === '/api/dossier/integration-state/7/pairing'
            ? jsonResponse({
                pairing: { np: 'S00010', usu: null },
                forceMandate: true,
                detention_mode: 'mandate',
                dismemberment_type: 'temporary',
                dismemberment_scope: 'np',
              })
            : undefined,
      },
      '/manage-dossier/7?tab=actions',
    );
    await userEvent.click(await screen.findByTestId('decision-validate'));
    await userEvent.click(await screen.findByTestId('validation-confirm'));
    expect(await screen.findByTestId('management-notice')).toHaveTextContent(
      'Veuillez d’abord associer un client usufruitier',
    );
    expect(requestsTo(requests, '/api/dossier/integration-state/7/pairing')).toHaveLength(1);
    expect(
      requestsTo(requests, '/api/dossiers/integration-state/7').filter((r) => r.method === 'PUT'),
    ).toEqual([]);
  });

  it('refuses through the reason modal, whose confirm stays disabled while the reason is blank', async () => {
    const { requests } = open(
      {
        handle: (request) =>
          request.method === 'PUT' && request.url.pathname === '/api/dossiers/integration-state/7'
            ? jsonResponse({ id: 7, integration_state: 'refused', version: 5, validation_date: null })
            : undefined,
      },
      '/manage-dossier/7?tab=actions',
    );
    await userEvent.click(await screen.findByTestId('decision-refuse'));
    const modal = await screen.findByRole('dialog', { name: 'Refuser le dossier n° 7' });
    const confirm = within(modal).getByRole('button', { name: 'Refuser' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(modal).getByLabelText('Motif'), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(modal).getByLabelText('Motif'), 'Pièce d’identité expirée ');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requestsTo(requests, '/api/dossiers/integration-state/7').find(
      (request) => request.method === 'PUT',
    );
    expect(JSON.parse(put!.body!)).toEqual({
      integration_state: 'refused',
      reason: 'Pièce d’identité expirée',
      version: 4,
    });
  });

  it('flags an error through the same modal', async () => {
    open({ state: 'error' }, '/manage-dossier/7?tab=actions');
    await userEvent.click(await screen.findByTestId('decision-error'));
    const modal = await screen.findByRole('dialog', { name: 'Signaler une erreur sur le dossier n° 7' });
    expect(within(modal).getByRole('button', { name: 'Signaler l’erreur' })).toBeDisabled();
  });

  it('keeps a reason of up to 2 000 characters, as the API does, and counts them', async () => {
    open({ state: 'error' }, '/manage-dossier/7?tab=actions');
    await userEvent.click(await screen.findByTestId('decision-error'));
    const modal = await screen.findByRole('dialog', { name: 'Signaler une erreur sur le dossier n° 7' });
    const reason = within(modal).getByLabelText('Motif');
    expect(reason).toHaveAccessibleDescription(/0 \/ 2\u202f000 caractères/);
    await userEvent.click(reason);
    await userEvent.paste('a'.repeat(2_100));
    expect(reason).toHaveValue('a'.repeat(2_000));
    expect(within(modal).getByTestId('reason-count')).toHaveTextContent('2 000 / 2 000 caractères');
  });
});

describe('ManageDossierRoute — receipts', () => {
  it('groups the receipts under their category, and says when there are none', async () => {
    const first = open(
      {
        handle: (request) =>
          request.url.pathname === '/api/dossiers/7/receipts'
            ? jsonResponse({
                receipts: [
                  {
                    receiptId: 1,
                    id: 1,
                    typeId: 'cni',
                    elementId: 5,
                    title: 'cni-recto.pdf',
                    resource: '/r/1',
                    category: 'Pièce d’identité',
                  },
                  {
                    receiptId: 2,
                    id: 2,
                    typeId: 'rib',
                    elementId: 6,
                    title: 'rib.pdf',
                    resource: '/r/2',
                    category: 'RIB',
                  },
                  {
                    receiptId: 3,
                    id: 3,
                    typeId: 'cni',
                    elementId: 5,
                    title: 'cni-verso.pdf',
                    resource: '/r/3',
                    category: 'Pièce d’identité',
                  },
                ],
              })
            : undefined,
      },
      '/manage-dossier/7?tab=receipts',
    );
    const groups = await screen.findAllByTestId('receipt-category');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Pièce d’identité',
      'RIB',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cni-recto.pdfConsulter', 'cni-verso.pdfConsulter']);
    first.unmount();

    open(
      {
        handle: (request) =>
          request.url.pathname === '/api/dossiers/7/receipts' ? jsonResponse({ receipts: [] }) : undefined,
      },
      '/manage-dossier/7?tab=receipts',
    );
    expect(await screen.findByTestId('receipts-none')).toHaveTextContent('Documents non disponibles.');
  });

  it('lists the signed documents and opens each in the preview modal, the PDF in its frame', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:signed'), revokeObjectURL: vi.fn() }),
    );
    const { requests } = open(
      {
        handle: (request) => {
          const path = request.url.pathname;
          if (path === '/api/dossier/7/docusign/documents')
            return jsonResponse({
              documents: [
                { id: 31, name: 'lettre-de-mission.pdf', title: 'Lettre de mission', rank: 1 },
                { id: 32, name: 'bulletin.pdf', title: 'Bulletin de souscription', rank: 2 },
              ],
            });
          if (path === '/api/dossier/7/docusign/documents/32')
            return jsonResponse({
              document: {
                id: 32,
                resource: `data:application/pdf;base64,${btoa('%PDF-1.7 signed')}`,
                title: 'Bulletin de souscription',
                mimetype: 'application/pdf',
              },
            });
          if (path === '/api/dossiers/7/receipts') return jsonResponse({ receipts: [] });
          return undefined;
        },
      },
      '/manage-dossier/7?tab=receipts',
    );
    const section = (await screen.findByRole('heading', { name: 'Documents signés' })).closest('section')!;
    const list = await within(section).findByTestId('signed-documents');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lettre de missionConsulter', 'Bulletin de souscriptionConsulter']);
    await userEvent.click(within(list).getByRole('button', { name: 'Voir Bulletin de souscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulletin de souscription' });
    expect(within(dialog).getByTitle('Bulletin de souscription')).toHaveAttribute(
      'src',
      'blob:signed#toolbar=0',
    );
    expect(within(dialog).getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'download',
      'bulletin.pdf',
    );
    expect(requestsTo(requests, '/api/dossier/7/docusign/documents/32')).toHaveLength(1);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no document is signed yet', async () => {
    open(
      {
        handle: (request) =>
          request.url.pathname === '/api/dossiers/7/receipts' ? jsonResponse({ receipts: [] }) : undefined,
      },
      '/manage-dossier/7?tab=receipts',
    );
    expect(await screen.findByTestId('signed-documents-none')).toHaveTextContent(
      'Aucun document signé pour le moment.',
    );
  });

  it('shows the first server message of a failed archive download in a closable banner, else the generic one', async () => {
    let answer = () =>
      jsonResponse({ errors: [{ property: 'id', message: 'docusign.documents_not_available' }] }, 404);
    open(
      {
        handle: (request) =>
          request.url.pathname === '/api/dossier/7/docusign/download' ? answer() : undefined,
      },
      '/manage-dossier/7?tab=receipts',
    );
    await userEvent.click(await screen.findByTestId('download-signed-archive'));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Documents non disponibles au téléchargement.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    answer = () => new Response('boom', { status: 500 });
    await userEvent.click(screen.getByTestId('download-signed-archive'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });
});

describe('ManageDossierRoute — corrections, before and after (issue 35)', () => {
  it('shows each round: the field before and after, a calculated amount that followed, the receipt replaced, the document signed again and by whom', async () => {
    open(
      {
        handle: (request) =>
          request.url.pathname === '/api/dossier/integration-state/7/corrections/rounds'
            ? jsonResponse({
                rounds: [
                  {
                    revision: 2,
                    status: 'sent',
                    openedAt: '2026-11-28 10:00:00',
                    sentAt: '2026-11-28 11:00:00',
                    sentBy: { username: 'conseiller', firstname: 'Paul', lastname: 'Durand' },
                    items: [],
                    fields: [
                      {
                        elementId: 1,
                        label: 'Lieu de naissance',
                        before: 'Lyon',
                        after: 'Lyon 3e',
                        flagged: true,
                      },
                      {
                        elementId: 4,
                        label: 'Montant total',
                        before: '30000',
                        after: '104000',
                        unit: '€',
                        flagged: false,
                      },
                    ],
                    receipts: [
                      {
                        elementId: 9,
                        label: 'Pièce d’identité',
                        change: 'replaced',
                        before: { receiptId: 1, title: 'CNI 2015' },
                        after: { receiptId: 2, title: 'CNI 2025' },
                      },
                    ],
                    documents: [
                      {
                        name: 'bulletin-7.pdf',
                        title: 'Bulletin de souscription',
                        envelopeId: 12,
                        envelopeStatus: 'completed',
                        signers: [
                          { party: 'subscriber', name: 'Claire Lefèvre', signedAt: '2026-11-28 11:30:00' },
                          { party: 'subscriber_advisor', name: 'Paul Durand', signedAt: null },
                        ],
                      },
                    ],
                  },
                ],
              })
            : undefined,
      },
      '/manage-dossier/7?tab=actions',
    );
    const round = await screen.findByTestId('correction-round');
    expect(text(round.querySelector('h3')!.textContent!)).toMatch(
      /Révision 2 · envoyée le .* par Paul Durand/,
    );
    const fields = within(round)
      .getAllByTestId('round-field')
      .map((row) => text(row.textContent!));
    expect(fields[0]).toBe('Lieu de naissanceLyonLyon 3e');
    // Amounts as the presentation tab writes them: grouped by a narrow no-break space, « € » after a no-break space.
    expect(within(round).getAllByTestId('round-field')[1]!.textContent).toMatch(
      /Montant total.*calcul.*30\u202f000,00\u00a0€104\u202f000,00\u00a0€$/,
    );
    expect(within(round).getByTestId('round-receipt')).toHaveTextContent(
      'Pièce d’identité · pièce remplacée · CNI 2015 → CNI 2025',
    );
    const document = within(round).getByTestId('round-document');
    expect(document).toHaveTextContent('Bulletin de souscription · signé de nouveau');
    expect(text(document.textContent!)).toMatch(/Signé par Claire Lefèvre le .*En attente de Paul Durand/);
  });
});
