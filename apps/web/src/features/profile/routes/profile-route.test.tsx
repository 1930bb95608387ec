import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse, requestsTo, stubFetch, type TStubRequest } from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { ProfileRoute } from './profile-route';

const PROFILE = {
  user: { firstname: 'Paul', lastname: 'Martin', username: 'CGP0042', email: 'paul@cabinet.fr' },
};

function currentUser(profilePage: boolean) {
  return currentUserResponse(
    { username: 'CGP0042', firstname: 'Paul', lastname: 'Martin', role: 'partner' },
    { profilePage },
  );
}

type TProfileApi = {
  profilePage?: boolean;
  load?: () => Response;
  save?: (request: TStubRequest) => Response;
};

function stubProfileApi({ profilePage = true, load, save }: TProfileApi = {}) {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/users/me') return jsonResponse(currentUser(profilePage));
    if (request.url.pathname === '/api/profile' && request.method === 'GET')
      return load ? load() : jsonResponse(PROFILE);
    if (request.url.pathname === '/api/profile' && request.method === 'POST')
      return save ? save(request) : jsonResponse({ email: JSON.parse(request.body ?? '{}').emailSigner });
    return undefined;
  });
}

const routes = [
  { path: '/profile', element: <ProfileRoute /> },
  { path: '/tableau-de-bord', element: <p>Dashboard screen</p> },
];

async function replaceEmail(value: string) {
  const input = await screen.findByLabelText('Signer e-mail');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: 'Modify' }));
}

beforeEach(async () => {
  signIn('partner');
  await i18n.changeLanguage('en');
});

describe('ProfileRoute', () => {
  it('shows names and CGP code read-only and the signer e-mail editable', async () => {
    stubProfileApi();
    renderRoutes(routes, '/profile');

    expect(await screen.findByLabelText('Last name')).toHaveValue('Martin');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Paul');
    expect(screen.getByLabelText('CGP code')).toHaveValue('CGP0042');
    expect(screen.getByLabelText('CGP code')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Signer e-mail')).toHaveValue('paul@cabinet.fr');
    expect(screen.getByLabelText('Signer e-mail')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/tableau-de-bord');
  });

  it("says 'Data saved' and returns to the dashboard after one second", async () => {
    // Note: timed from the server's answer, which comes before the message and its one-second wait
    // (a busy machine may notice the message late: timing from then would shorten the wait seen).
    let savedAt = 0;
    const { requests } = stubProfileApi({
      save: (request) => {
        savedAt = Date.now();
        return jsonResponse({ email: JSON.parse(request.body ?? '{}').emailSigner });
      },
    });
    const { router } = renderRoutes(routes, '/profile');

    await replaceEmail('signature@cabinet.fr');

    expect(await screen.findByText('Data saved')).toBeInTheDocument();
    const saves = requestsTo(requests, '/api/profile').filter((request) => request.method === 'POST');
    expect(saves.map((request) => JSON.parse(request.body ?? ''))).toEqual([
      {
        emailSigner: 'signature@cabinet.fr',
      },
    ]);
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord'));
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(900);
  });

  it("says 'Text is too short' before sending a too short e-mail", async () => {
    const { requests } = stubProfileApi();
    renderRoutes(routes, '/profile');

    await replaceEmail('ab');

    expect(await screen.findByText('Text is too short')).toBeInTheDocument();
    expect(screen.getByLabelText('Signer e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(requests, '/api/profile').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's 'Text is too short' and 'Data error' when the save is refused", async () => {
    stubProfileApi({
      save: () => jsonResponse({ errors: [{ property: 'emailSigner', message: 'account.too-short' }] }, 422),
    });
    const { router } = renderRoutes(routes, '/profile');

    await replaceEmail('x@y.fr');

    expect(await screen.findByText('Text is too short')).toBeInTheDocument();
    expect(screen.getByText('Data error')).toBeInTheDocument();
    expect(screen.queryByText('Data saved')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("says 'Data error' when the save fails", async () => {
    stubProfileApi({ save: () => new Response('down', { status: 503 }) });
    renderRoutes(routes, '/profile');

    await replaceEmail('signature@cabinet.fr');

    expect(await screen.findByText('Data error')).toBeInTheDocument();
  });

  it("says 'Api data error' when the profile cannot be loaded", async () => {
    stubProfileApi({ load: () => jsonResponse({ errors: [{ property: '', message: 'boom' }] }, 500) });
    renderRoutes(routes, '/profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Api data error');
    expect(screen.queryByLabelText('Signer e-mail')).not.toBeInTheDocument();
  });

  it('sends the user to the dashboard when the profile switch is off', async () => {
    const { requests } = stubProfileApi({ profilePage: false });
    const { router } = renderRoutes(routes, '/profile');

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tableau-de-bord');
    expect(requestsTo(requests, '/api/profile')).toHaveLength(0);
  });
});
