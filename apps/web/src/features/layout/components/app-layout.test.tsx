import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { getStored } from '../../../shared/storage/local-storage';
import { mayPushAnalytics } from '../../../shared/consent/analytics-consent';
import { AppLayout } from './app-layout';

const CURRENT_USER = currentUserResponse(
  { username: 'partenaire', firstname: 'Sophie', lastname: 'Lefèvre', role: 'partner' },
  { profilePage: true },
);

function renderLayout(currentUser = CURRENT_USER) {
  signIn('partner', { username: 'partenaire', firstname: 'Sophie', lastname: 'Lefèvre' });
  stubFetch((request) => {
    if (request.url.pathname === '/api/users/me') return jsonResponse(currentUser);
    if (request.url.pathname === '/api/footer')
      return jsonResponse({ blocks: [{ extraInfo: '<p>Société de gestion <strong>agréée</strong></p>' }] });
    return undefined;
  });
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [{ path: '/tableau-de-bord', element: <h1>Tableau de bord</h1> }],
      },
      { path: '/logout', element: <p>Logout screen</p> },
    ],
    '/tableau-de-bord',
  );
}

describe('AppLayout', () => {
  it('asks nothing about cookies while the tenant’s switch is off (spec 01 §6), and pushes analytics as before', async () => {
    renderLayout();
    await screen.findByTestId('tenant-logo');
    expect(screen.queryByRole('dialog', { name: 'Cookies et mesure d’audience' })).not.toBeInTheDocument();
    expect(mayPushAnalytics()).toBe(true);
  });

  it('with the switch on, asks once with an accessible banner, stores the choice and gates the analytics event', async () => {
    document.cookie = 'souscription_consent=; max-age=0; path=/';
    const { unmount } = renderLayout(
      currentUserResponse(
        { username: 'partenaire', firstname: 'Sophie', lastname: 'Lefèvre', role: 'partner' },
        { cookieConsent: true },
      ),
    );
    const banner = await screen.findByRole('dialog', { name: 'Cookies et mesure d’audience' });
    expect(mayPushAnalytics()).toBe(false);
    await userEvent.click(within(banner).getByRole('button', { name: 'Tout refuser' }));
    expect(mayPushAnalytics()).toBe(false);
    expect(document.cookie).toContain('souscription_consent=');
    unmount();

    renderLayout(
      currentUserResponse(
        { username: 'partenaire', firstname: 'Sophie', lastname: 'Lefèvre', role: 'partner' },
        { cookieConsent: true },
      ),
    );
    await screen.findByTestId('tenant-logo');
    // The stored choice is not asked again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Cookies et mesure d’audience' })).not.toBeInTheDocument();
    document.cookie = 'souscription_consent=; max-age=0; path=/';
  });

  it('shows the tenant logo, the account and the footer blocks as HTML, and themes the page', async () => {
    renderLayout();

    // The signed-in user's tenant's logo, whatever tenant the host serves (issue #18).
    const logo = await screen.findByTestId('tenant-logo');
    expect(logo).toHaveAttribute('src', `/theme/images/logo.png?tenant=${CURRENT_USER.tenant.code}`);
    expect(logo).toHaveClass('app-logo');
    const account = screen.getByRole('group', { name: 'Compte connecté' });
    expect(within(account).getByTestId('account-name')).toHaveTextContent('Sophie Lefèvre');
    expect(within(account).getByTestId('account-username').textContent).toBe('Identifiant\u00a0: partenaire');
    expect(await within(account).findByRole('link')).toHaveAttribute('href', '/profile');
    const footerBlock = await screen.findByTestId('footer-block');
    expect(within(footerBlock).getByText('agréée').tagName).toBe('STRONG');
    expect(document.documentElement.style.getPropertyValue('--bs-primary')).toBe('#1f4e79');
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('switches to English and back from the header', async () => {
    renderLayout();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(getStored('locale')).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('logs out through /logout', async () => {
    const { router } = renderLayout();

    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('offers a scroll-to-top button past 300 px that scrolls smoothly', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderLayout();
    const scrollBy = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });

    scrollBy(300);
    expect(screen.queryByRole('button', { name: 'Revenir en haut de la page' })).not.toBeInTheDocument();
    scrollBy(301);
    fireEvent.click(screen.getByRole('button', { name: 'Revenir en haut de la page' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    scrollBy(0);
  });
});
