import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TListDemoMailboxResponse } from '@souscription/contract';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse, requestsTo, stubFetch } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { DemoMailboxRoute } from './demo-mailbox-route';

// Note: the times are written in the test's own time zone, so that « HH:mm » reads the same anywhere.
const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

const MAILBOX: TListDemoMailboxResponse = {
  total_items: 2,
  messages: [
    {
      id: 12,
      channel: 'sms',
      to: '+33612345678',
      subject: null,
      text: 'Souscription : votre code de signature est 048213. Il expire dans 10 minutes. Ne le communiquez à personne.',
      template_id: 'one-time-code-sms',
      one_time_code: '048213',
      dossier_id: 7,
      created_at: at(26, 9, 5),
    },
    {
      id: 11,
      channel: 'email',
      to: 'claire.martin@example.test',
      subject: 'Souscription : vos documents signés',
      text: 'Bonjour Claire Martin,\n\nToutes les parties ont signé.',
      template_id: 'signed-documents-available',
      one_time_code: null,
      dossier_id: 7,
      created_at: at(25, 17, 42),
    },
  ],
};

const routes = [{ path: '/boite-de-demonstration', element: <DemoMailboxRoute /> }];

beforeEach(async () => {
  signIn('advisor');
  await i18n.changeLanguage('fr');
});

describe('DemoMailboxRoute', () => {
  it('says what the demo mailbox is and shows each message: channel, recipient, time, subject, text', async () => {
    const { requests } = stubFetch((request) =>
      request.url.pathname === '/api/demo-mailbox' ? jsonResponse(MAILBOX) : undefined,
    );
    renderRoutes(routes, '/boite-de-demonstration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boîte de démonstration' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'En production, chacun part par SMS ou par e-mail vers son destinataire.',
    );
    const messages = await screen.findAllByRole('article');
    expect(messages).toHaveLength(2);
    const [sms, email] = messages as [HTMLElement, HTMLElement];
    expect(within(sms).getByRole('heading', { name: 'À\u00a0: +33 6 12 34 56 78' })).toBeInTheDocument();
    expect(within(sms).getByText('SMS')).toBeInTheDocument();
    expect(within(sms).getByText('Envoyé le 26/11/2026 09:05')).toBeInTheDocument();
    expect(within(sms).getByTestId('one-time-code')).toHaveTextContent('048213');
    expect(
      within(email).getByRole('heading', { name: 'À\u00a0: claire.martin@example.test' }),
    ).toBeInTheDocument();
    expect(within(email).getByText('E-mail')).toBeInTheDocument();
    expect(within(email).getByText('Envoyé le 25/11/2026 17:42')).toBeInTheDocument();
    expect(within(email).getByText('Souscription : vos documents signés')).toBeInTheDocument();
    expect(within(email).queryByTestId('one-time-code')).toBeNull();
    expect(requestsTo(requests, '/api/demo-mailbox')[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('copies a one-time code and says so', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/demo-mailbox' ? jsonResponse(MAILBOX) : undefined,
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderRoutes(routes, '/boite-de-demonstration');

    await user.click(await screen.findByRole('button', { name: 'Copier le code' }));

    expect(writeText).toHaveBeenCalledWith('048213');
    expect(await screen.findByRole('status')).toHaveTextContent('Code copié');
  });

  it('reads the page asked for in the address', async () => {
    const { requests } = stubFetch((request) =>
      request.url.pathname === '/api/demo-mailbox'
        ? jsonResponse({ total_items: 45, messages: MAILBOX.messages })
        : undefined,
    );
    renderRoutes(routes, '/boite-de-demonstration?page=3');

    await screen.findAllByRole('article');
    expect(requestsTo(requests, '/api/demo-mailbox')[0]!.url.searchParams.get('page')).toBe('3');
    expect(
      screen.getByRole('navigation', { name: 'Pages de la boîte de démonstration' }),
    ).toBeInTheDocument();
  });

  it('says when there is no message yet', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/demo-mailbox'
        ? jsonResponse({ total_items: 0, messages: [] })
        : undefined,
    );
    renderRoutes(routes, '/boite-de-demonstration');
    expect(await screen.findByText('Aucun message pour le moment.')).toBeInTheDocument();
  });

  it('says, in English too, that an installation sending real messages has no demo mailbox', async () => {
    await i18n.changeLanguage('en');
    stubFetch((request) =>
      request.url.pathname === '/api/demo-mailbox'
        ? jsonResponse({ errors: [{ property: 'path', message: 'demo-mailbox.error.absent' }] }, 404)
        : undefined,
    );
    renderRoutes(routes, '/boite-de-demonstration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeInTheDocument();
    expect(await screen.findByTestId('demo-mailbox-absent')).toHaveTextContent(
      'This installation has no demo mailbox: messages go out by SMS and e-mail.',
    );
  });
});
