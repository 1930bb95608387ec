import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  TInsightsFiltersResponse,
  TInsightsFormDropOffResponse,
  TInsightsFunnelResponse,
  TInsightsReasonsResponse,
  TInsightsTimesResponse,
} from '@souscription/contract';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse, requestsTo, stubFetch } from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { InsightsRoute } from './insights-route';

const basis = { period: { from: '2026-08-31', to: '2026-11-28' }, scope: 'tenant' as const };

const FILTERS: TInsightsFiltersResponse = {
  scope: 'tenant',
  products: [
    { code: 'SCPI-PR', label: 'SCPI Pierre Rendement' },
    { code: 'SCPI-EU', label: 'SCPI Europe' },
  ],
  advisors: [{ id: '0b7c7e0e-1111-4222-8333-444455556666', firstname: 'Antoine', lastname: 'Durand' }],
  channels: ['advisor', 'direct'],
};

const FUNNEL: TInsightsFunnelResponse = {
  ...basis,
  stages: [
    { stage: 'created', count: 1234, rate: 1, stepRate: null },
    { stage: 'form_complete', count: 800, rate: 0.6483, stepRate: 0.6483 },
    { stage: 'in_signature', count: 700, rate: 0.5673, stepRate: 0.875 },
    { stage: 'signed', count: 600, rate: 0.4862, stepRate: 0.8571 },
    { stage: 'validated', count: 500, rate: 0.4052, stepRate: 0.8333 },
    { stage: 'synchronised', count: 450, rate: 0.3647, stepRate: 0.9 },
  ],
  outcomes: [
    { outcome: 'abandoned', count: 200, rate: 0.1621 },
    { outcome: 'refused', count: 12, rate: 0.0097 },
    { outcome: 'expired', count: 3, rate: 0.0024 },
  ],
};

const DROP_OFF: TInsightsFormDropOffResponse = {
  ...basis,
  unfinished: 434,
  rows: [
    {
      formId: 1,
      formLabel: 'Souscription SCPI',
      pageId: 2,
      pageTitle: 'Situation patrimoniale',
      pageRank: 2,
      blockId: 5,
      blockTitle: 'Revenus; « charges »',
      blockRank: 1,
      count: 300,
      abandoned: 120,
      rate: 0.6912,
    },
    {
      formId: 1,
      formLabel: 'Souscription SCPI',
      pageId: null,
      pageTitle: null,
      pageRank: null,
      blockId: null,
      blockTitle: null,
      blockRank: null,
      count: 134,
      abandoned: 80,
      rate: 0.3088,
    },
  ],
};

const TIMES: TInsightsTimesResponse = {
  ...basis,
  rows: [
    {
      measure: 'creation_to_signature',
      step: null,
      party: null,
      count: 600,
      medianSeconds: 3 * 86_400,
      p90Seconds: 12.5 * 86_400,
    },
    {
      measure: 'invitation_to_signature',
      step: 'subscription',
      party: 'co_subscriber',
      count: 80,
      medianSeconds: 86_400,
      p90Seconds: null,
    },
    {
      measure: 'signature_to_validation',
      step: null,
      party: null,
      count: 0,
      medianSeconds: null,
      p90Seconds: null,
    },
  ],
};

const REASONS: TInsightsReasonsResponse = {
  ...basis,
  integration: [
    { state: 'refused', source: 'manager', reason: 'Pièce d’identité expirée', count: 7 },
    { state: 'error', source: 'delivery', reason: 'Compte inconnu', count: 2 },
  ],
  otherCount: { refused: 3, error: 0 },
  signatureRefusals: [{ step: 'subscription', party: 'subscriber', count: 4 }],
  expiredEnvelopes: [
    { step: 'mission', sent: 700, expired: 2, rate: 0.0029 },
    { step: 'subscription', sent: 650, expired: 1, rate: 0.0015 },
  ],
};

const ANSWERS: Record<string, unknown> = {
  '/api/insights/filters': FILTERS,
  '/api/insights/funnel': FUNNEL,
  '/api/insights/form-drop-off': DROP_OFF,
  '/api/insights/times': TIMES,
  '/api/insights/reasons': REASONS,
};

function stubInsights() {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/users/me')
      return jsonResponse(
        currentUserResponse({ username: 'manager', firstname: 'Marc', lastname: 'Bernard', role: 'manager' }),
      );
    const answer = ANSWERS[request.url.pathname];
    return answer ? jsonResponse(answer) : undefined;
  });
}

const routes = [{ path: '/suivi', element: <InsightsRoute /> }];

/** The cells of a table as text, row by row, header first. */
function readTable(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('InsightsRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    signIn('manager');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => i18n.changeLanguage('fr'));
  });

  it('asks each chart for the filters in the address, and a changed filter goes to the address (Back returns)', async () => {
    const user = userEvent.setup();
    const { requests } = stubInsights();
    const { router } = renderRoutes(routes, '/suivi?period=30&channel=direct');

    const funnel = within(await screen.findByTestId('insights-funnel'));
    expect((await funnel.findByTestId('insights-summary')).textContent).toBe(
      'Sur 1\u202f234 dossiers créés, 600 sont signés (48,6\u00a0%) et 450 transmis (36,5\u00a0%). ' +
        'Abandonnés\u00a0: 200\u202f; refusés\u00a0: 12\u202f; signature expirée\u00a0: 3.',
    );
    const funnelCall = requestsTo(requests, '/api/insights/funnel')[0]!;
    expect(Object.fromEntries(funnelCall.url.searchParams)).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
      channel: 'direct',
      locale: 'fr',
    });
    expect(screen.getByTestId('insights-basis')).toHaveTextContent(
      'Dossiers créés du 30/10/2026 au 28/11/2026',
    );

    await user.selectOptions(screen.getByLabelText('Produit'), 'SCPI-PR');
    expect(router.state.location.search).toBe('?period=30&product=SCPI-PR&channel=direct');
    await waitFor(() =>
      expect(requestsTo(requests, '/api/insights/times').at(-1)!.url.searchParams.get('product')).toBe(
        'SCPI-PR',
      ),
    );

    await act(() => router.navigate(-1));
    expect(screen.getByLabelText<HTMLSelectElement>('Produit').value).toBe('');
    expect(router.state.location.search).toBe('?period=30&channel=direct');
  });

  it('applies chosen dates typed dd/mm/yyyy, and says what is wrong with impossible ones', async () => {
    const user = userEvent.setup();
    const { requests } = stubInsights();
    const { router } = renderRoutes(routes, '/suivi');
    await screen.findAllByTestId('insights-summary');

    await user.selectOptions(screen.getByLabelText('Période'), 'custom');
    const from = screen.getByLabelText('Du');
    expect(from).toHaveValue('31/08/2026');
    await user.clear(from);
    await user.type(from, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez une date réelle au format jj/mm/aaaa.');

    await user.clear(from);
    await user.type(from, '01/01/2026');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(router.state.location.search).toBe('?period=custom&from=2026-01-01&to=2026-11-28');
    await waitFor(() =>
      expect(requestsTo(requests, '/api/insights/reasons').at(-1)!.url.searchParams.get('from')).toBe(
        '2026-01-01',
      ),
    );
  });

  it('shows each chart as a table whose CSV export has the same header and rows, French numbers', async () => {
    const user = userEvent.setup();
    stubInsights();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderRoutes(routes, '/suivi');

    const dropOff = await screen.findByTestId('insights-drop-off');
    await within(dropOff).findByTestId('insights-summary');
    await user.click(within(dropOff).getByRole('button', { name: 'Tableau' }));
    const table = readTable(within(dropOff).getByTestId('insights-table'));
    expect(table).toEqual([
      [
        'Formulaire',
        'Page',
        'Bloc',
        'Dossiers non terminés',
        'Dont abandonnés',
        'Part des non terminés (en\u00a0%)',
      ],
      ['Souscription SCPI', 'Situation patrimoniale', 'Revenus; « charges »', '300', '120', '69,1\u00a0%'],
      ['Souscription SCPI', 'Aucun bloc enregistré', 'Aucun bloc enregistré', '134', '80', '30,9\u00a0%'],
    ]);
    // Six columns: on a phone each row is a card, each cell under its column's name, still a table
    // with its row and column headers for assistive technology.
    const grid = within(dropOff).getByRole('table');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(6);
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(2);
    const [firstRow] = within(grid).getAllByRole('row').slice(1);
    expect(
      within(firstRow!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([
      'Page',
      'Bloc',
      'Dossiers non terminés',
      'Dont abandonnés',
      'Part des non terminés (en\u00a0%)',
    ]);

    await user.click(within(dropOff).getByRole('button', { name: /Exporter en CSV/ }));
    const [file] = saved;
    expect(file!.download).toBe('suivi-form-drop-off-2026-08-31-2026-11-28.csv');
    const prefix = 'data:text/csv;charset=utf-8,';
    expect(file!.href.startsWith(prefix)).toBe(true);
    // UTF-8 with its byte order mark, so that a spreadsheet reads the accents.
    expect(file!.href.slice(prefix.length, prefix.length + 9)).toBe('%EF%BB%BF');
    const csv = decodeURIComponent(file!.href.slice(prefix.length + 9));
    expect(csv.split('\r\n')).toEqual([
      'Formulaire;Page;Bloc;Dossiers non terminés;Dont abandonnés;Part des non terminés (en\u00a0%)',
      'Souscription SCPI;Situation patrimoniale;"Revenus; « charges »";300;120;69,1',
      'Souscription SCPI;Aucun bloc enregistré;Aucun bloc enregistré;134;80;30,9',
      '',
    ]);
  });

  it('writes the funnel’s and the times’ tables in English with English numbers', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('en'));
    const { requests } = stubInsights();
    renderRoutes(routes, '/suivi');

    const funnel = await screen.findByTestId('insights-funnel');
    await within(funnel).findByText(/Of 1,234 folders created, 600 are signed \(48\.6%\)/);
    await user.click(within(funnel).getByRole('button', { name: 'Table' }));
    expect(readTable(within(funnel).getByTestId('insights-table'))[1]).toEqual([
      'Created',
      '1,234',
      '100%',
      '—',
    ]);
    expect(requestsTo(requests, '/api/insights/funnel')[0]!.url.searchParams.get('locale')).toBe('en');

    const times = screen.getByTestId('insights-times');
    await user.click(within(times).getByRole('button', { name: 'Table' }));
    expect(readTable(within(times).getByTestId('insights-table'))).toEqual([
      ['Measure', 'Measured', 'Median (days)', '90th percentile (days)'],
      ['Creation → folder signed', '600', '3', '12.5'],
      ['Invitation → signature · Subscription form · Co-subscriber', '80', '1', '—'],
      ['Folder signed → validated', '0', '—', '—'],
    ]);
  });

  it('sends a role that may not open « Suivi » to the dashboard, asking nothing', async () => {
    signIn('client');
    const { requests } = stubInsights();
    const { router } = renderRoutes(
      [...routes, { path: '/tableau-de-bord', element: <p>dashboard</p> }],
      '/suivi',
    );
    expect(await screen.findByText('dashboard')).toBeVisible();
    expect(router.state.location.pathname).toBe('/tableau-de-bord');
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/insights'))).toEqual([]);
  });

  it('says when there is nothing to draw, and shows the server’s message when a call fails', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/insights/funnel')
        return jsonResponse({ errors: [{ property: 'product', message: 'api.error.invalid_value' }] }, 422);
      if (request.url.pathname === '/api/insights/times') return jsonResponse({ ...basis, rows: [] });
      const answer = ANSWERS[request.url.pathname];
      return answer ? jsonResponse(answer) : undefined;
    });
    renderRoutes(routes, '/suivi?product=GONE');

    const funnel = await screen.findByTestId('insights-funnel');
    expect(await within(funnel).findByRole('alert')).toHaveTextContent(i18n.t('api.error.invalid_value'));
    const times = screen.getByTestId('insights-times');
    expect(await within(times).findByTestId('insights-summary')).toHaveTextContent(
      'Aucun délai mesuré de la création à la signature.',
    );
    expect(within(times).queryByTestId('insights-chart')).toBeNull();
    expect(within(times).queryByRole('button', { name: /Exporter en CSV/ })).toBeNull();
  });
});
