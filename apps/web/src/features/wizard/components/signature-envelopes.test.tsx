import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TSignatureEnvelope } from '@souscription/contract';
import { jsonResponse, requestsTo, stubFetch } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { SignatureEnvelopes } from './signature-envelopes';

const text = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

const signer = (party: TSignatureEnvelope['signers'][number]['party'], name: string, signed: boolean) => ({
  party,
  alsoParty: null,
  name,
  status: signed ? ('signed' as const) : ('sent' as const),
  signedAt: signed ? '2026-11-20T10:00:00.000Z' : null,
  invitation: null,
  signingMode: 'remote' as const,
  maySwitchMode: false,
});

const DECLINED: TSignatureEnvelope = {
  id: 1,
  step: 'mission',
  status: 'declined',
  sentAt: '2026-11-10T10:00:00.000Z',
  completedAt: null,
  sealedAt: null,
  endedAt: '2026-11-12T10:00:00.000Z',
  reason: 'Je veux relire avec mon notaire',
  endedBy: 'Claire Martin',
  signers: [
    signer('subscriber', 'Claire Martin', false),
    signer('subscriber_advisor', 'Antoine Durand', false),
  ],
  contactChanges: [],
};
const OPEN: TSignatureEnvelope = {
  ...DECLINED,
  id: 2,
  status: 'sent',
  sentAt: '2026-11-18T10:00:00.000Z',
  endedAt: null,
  reason: null,
  endedBy: null,
  signers: [
    signer('subscriber', 'Claire Martin', true),
    signer('subscriber_advisor', 'Antoine Durand', false),
  ],
};
const SIGNED: TSignatureEnvelope = {
  ...OPEN,
  id: 3,
  status: 'completed',
  completedAt: '2026-11-21T10:00:00.000Z',
  sealedAt: '2026-11-21T10:00:02.000Z',
  signers: [
    signer('subscriber', 'Claire Martin', true),
    signer('subscriber_advisor', 'Antoine Durand', true),
  ],
};

function renderPanel(
  envelopes: TSignatureEnvelope[],
  onCancelled = vi.fn(),
  step: 'mission' | 'subscription' = 'mission',
) {
  const stub = stubFetch((request) => {
    if (request.url.pathname === '/api/dossier/42/docusign/envelopes') return jsonResponse({ envelopes });
    if (request.url.pathname === '/api/dossiers/42/docusigns/mission/cancel')
      return jsonResponse({
        docusign: {
          id: 2,
          step: 'mission',
          status: 'cancelled',
          reason: 'x',
          cancelledAt: '2026-11-22T10:00:00Z',
        },
        status: ['ongoing'],
      });
    if (request.url.pathname === '/api/dossiers/42/docusigns/mission/invitations')
      return jsonResponse(
        { errors: [{ property: 'party', message: 'docusign.error-invitation-throttled' }] },
        429,
      );
    return undefined;
  });
  renderRoutes(
    [{ path: '/', element: <SignatureEnvelopes dossierId={42} step={step} onCancelled={onCancelled} /> }],
    '/',
  );
  return { ...stub, onCancelled };
}

const INVITED: TSignatureEnvelope = {
  ...OPEN,
  id: 4,
  signers: [
    {
      ...signer('co_subscriber', 'Paul Martin', false),
      invitation: {
        sentAt: '2026-11-18T10:05:00.000Z',
        sentTo: [{ channel: 'email', destination: 'p•••@exemple.fr' }],
        count: 1,
      },
    },
    signer('subscriber_advisor', 'Antoine Durand', false),
  ],
};

describe('SignatureEnvelopes', () => {
  it('says « scellement en cours » while a completed envelope is being sealed', async () => {
    signIn('advisor');
    renderPanel([{ ...SIGNED, sealedAt: null }]);
    expect(text((await screen.findByTestId('envelope-sealing')).textContent ?? '')).toContain(
      'Scellement en cours : les documents signés seront téléchargeables',
    );
    expect(screen.getByTestId('envelope-signed')).toBeInTheDocument();
  });

  it('says nothing of sealing once the envelope is sealed', async () => {
    signIn('advisor');
    renderPanel([SIGNED]);
    await screen.findByTestId('envelope-signed');
    expect(screen.queryByTestId('envelope-sealing')).toBeNull();
  });

  it('on an amendment, where the advisor too is invited by link, shows his invitation and lets him resend it', async () => {
    signIn('advisor');
    const invitation = {
      sentAt: '2026-11-18T10:05:00.000Z',
      sentTo: [{ channel: 'email' as const, destination: 'a•••@exemple.fr' }],
      count: 1,
    };
    const { requests } = renderPanel([
      {
        ...OPEN,
        signers: [
          { ...signer('subscriber', 'Claire Martin', false), invitation },
          { ...signer('subscriber_advisor', 'Antoine Durand', false), invitation },
        ],
      },
    ]);
    const line = await screen.findByTestId('invitation-subscriber_advisor');
    expect(text(line.textContent ?? '')).toMatch(/^Invitation de Antoine Durand envoyée à a•••@exemple\.fr/);
    await userEvent.click(within(line).getByRole('button', { name: 'Renvoyer l’invitation' }));
    await waitFor(() =>
      expect(requestsTo(requests, '/api/dossiers/42/docusigns/mission/invitations')[0]?.body).toBe(
        JSON.stringify({ party: 'subscriber_advisor' }),
      ),
    );
  });

  it('shows no invitation line for the advisor who signs on his sign-in', async () => {
    signIn('advisor');
    renderPanel([INVITED]);
    await screen.findByTestId('invitation-co_subscriber');
    expect(screen.queryByTestId('invitation-subscriber_advisor')).toBeNull();
  });

  it('shows the advisor where each invitation went and when, and why it cannot be sent again yet', async () => {
    signIn('advisor');
    const { requests } = renderPanel([INVITED]);
    const line = await screen.findByTestId('invitation-co_subscriber');
    expect(text(line.textContent ?? '')).toMatch(
      /^Invitation de Paul Martin envoyée à p•••@exemple\.fr le 18\/11\/2026 à \d\d:05\./,
    );
    await userEvent.click(within(line).getByRole('button', { name: 'Renvoyer l’invitation' }));
    expect(await within(line).findByRole('alert')).toHaveTextContent('Une invitation vient d’être envoyée');
    expect(requestsTo(requests, '/api/dossiers/42/docusigns/mission/invitations')[0]?.body).toBe(
      JSON.stringify({ party: 'co_subscriber' }),
    );
  });

  it('says whose signature is awaited and keeps a declined envelope in the history with its reason', async () => {
    signIn('client');
    renderPanel([DECLINED, OPEN]);
    const panel = await screen.findByRole('region', { name: 'Suivi des signatures' });
    expect(text(panel.textContent ?? '')).toContain(
      'En attente de signature depuis le 18/11/2026 : Antoine Durand.',
    );
    expect(panel).toHaveTextContent('Déjà signée par Claire Martin.');
    expect(text(within(panel).getByTestId('envelope-history').textContent ?? '')).toBe(
      'Refusée le 12/11/2026 par Claire Martin : « Je veux relire avec mon notaire »',
    );
    // The customer declines on the signing page; she is offered no cancel.
    expect(screen.queryByRole('button', { name: 'Annuler la signature en cours' })).not.toBeInTheDocument();
  });

  it('says when and by whom a signed step was signed', async () => {
    signIn('back_office_user');
    renderPanel([SIGNED]);
    expect(await screen.findByTestId('envelope-signed')).toHaveTextContent(
      'Lettre de mission signée le 21/11/2026 par Claire Martin et Antoine Durand.',
    );
  });

  it('agrees « signé » with « Bulletin de souscription » (masculine)', async () => {
    signIn('back_office_user');
    renderPanel([{ ...SIGNED, step: 'subscription' }], vi.fn(), 'subscription');
    expect(await screen.findByTestId('envelope-signed')).toHaveTextContent(
      'Bulletin de souscription signé le 21/11/2026 par Claire Martin et Antoine Durand.',
    );
  });

  it('lets the advisor cancel the envelope out with a required reason, counted as it is typed', async () => {
    signIn('advisor');
    const { requests, onCancelled } = renderPanel([OPEN]);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la signature en cours' }));

    const dialog = await screen.findByRole('dialog', { name: 'Annuler la signature — Lettre de mission' });
    const field = within(dialog).getByLabelText('Motif de l’annulation');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '2000');
    const confirm = within(dialog).getByRole('button', { name: 'Annuler la signature' });
    expect(confirm).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Montant à revoir');
    expect(text(within(dialog).getByTestId('cancel-reason-count').textContent ?? '')).toBe(
      '16 / 2 000 caractères',
    );
    await userEvent.click(confirm);

    await waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
    const [sent] = requestsTo(requests, '/api/dossiers/42/docusigns/mission/cancel');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent!.body!)).toEqual({ reason: 'Montant à revoir' });
  });

  it('shows the server’s refusal in the modal and keeps it open', async () => {
    signIn('advisor');
    stubFetch((request) => {
      if (request.url.pathname === '/api/dossier/42/docusign/envelopes')
        return jsonResponse({ envelopes: [OPEN] });
      if (request.url.pathname === '/api/dossiers/42/docusigns/mission/cancel')
        return jsonResponse(
          { errors: [{ property: 'docusignId', message: 'docusign.error-not-open' }] },
          409,
        );
      return undefined;
    });
    const onCancelled = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <SignatureEnvelopes dossierId={42} step="mission" onCancelled={onCancelled} />,
        },
      ],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la signature en cours' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Motif de l’annulation'), 'Trop tard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la signature' }));
    expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('cancelling inside the block’s form submits the reason only, never the block (which would sign)', async () => {
    signIn('advisor');
    const stub = stubFetch((request) => {
      if (request.url.pathname === '/api/dossier/42/docusign/envelopes')
        return jsonResponse({ envelopes: [OPEN] });
      if (request.url.pathname === '/api/dossiers/42/docusigns/mission/cancel')
        return jsonResponse({
          docusign: {
            id: 2,
            step: 'mission',
            status: 'cancelled',
            reason: 'x',
            cancelledAt: '2026-11-22T10:00:00Z',
          },
          status: ['ongoing'],
        });
      return undefined;
    });
    const onCancelled = vi.fn();
    const blockSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    // The panel sits in the block's <form onSubmit> (open-block-card.tsx), whose submit signs.
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <form onSubmit={blockSubmit}>
              <SignatureEnvelopes dossierId={42} step="mission" onCancelled={onCancelled} />
            </form>
          ),
        },
      ],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la signature en cours' }));
    const dialog = await screen.findByRole('dialog');
    // The reason typed, then its confirm button pressed.
    await userEvent.type(within(dialog).getByLabelText('Motif de l’annulation'), 'Montant à revoir');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la signature' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
    expect(blockSubmit).not.toHaveBeenCalled();
    expect(requestsTo(stub.requests, '/api/dossiers/42/docusigns/mission/cancel')).toHaveLength(1);
  });

  it('shows the signatures given on a closed envelope as void', async () => {
    signIn('advisor');
    renderPanel([
      {
        ...DECLINED,
        signers: [
          signer('subscriber', 'Claire Martin', false),
          signer('subscriber_advisor', 'Antoine Durand', true),
        ],
      },
    ]);
    expect(text((await screen.findByTestId('envelope-void-signatures')).textContent ?? '')).toBe(
      'Signature sans effet (à donner de nouveau) : Antoine Durand.',
    );
  });

  it('lets the advisor have an invited party sign in his presence, and says so', async () => {
    signIn('advisor');
    let mode: 'remote' | 'hosted' = 'remote';
    const envelope = () => ({
      ...INVITED,
      signers: [{ ...INVITED.signers[0]!, signingMode: mode, maySwitchMode: true }, INVITED.signers[1]!],
    });
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === '/api/dossier/42/docusign/envelopes')
        return jsonResponse({ envelopes: [envelope()] });
      if (request.url.pathname === '/api/dossiers/42/docusigns/mission/signing-modes') {
        mode = 'hosted';
        return jsonResponse({ signingMode: { party: 'co_subscriber', mode, invitation: null } });
      }
      return undefined;
    });
    renderRoutes(
      [{ path: '/', element: <SignatureEnvelopes dossierId={42} step="mission" onCancelled={vi.fn()} /> }],
      '/',
    );
    const line = await screen.findByTestId('invitation-co_subscriber');
    await userEvent.click(within(line).getByRole('button', { name: 'Faire signer en sa présence' }));
    expect(await within(line).findByRole('status')).toHaveTextContent(
      'Paul Martin signera en votre présence',
    );
    expect(text(within(line).getByTestId('signing-mode-hosted-co_subscriber').textContent ?? '')).toBe(
      'Paul Martin signe en votre présence, sur cet appareil : son code ira au contact que le dossier indique.',
    );
    expect(within(line).queryByRole('button', { name: 'Renvoyer l’invitation' })).toBeNull();
    expect(within(line).getByRole('button', { name: 'Inviter à signer à distance' })).toBeVisible();
    expect(requestsTo(requests, '/api/dossiers/42/docusigns/mission/signing-modes')[0]?.body).toBe(
      JSON.stringify({ party: 'co_subscriber', mode: 'hosted' }),
    );
  });

  it('names a changed contact in the history of the envelope it voided', async () => {
    signIn('advisor');
    renderPanel([
      {
        ...DECLINED,
        status: 'voided',
        reason: null,
        endedBy: null,
        signers: [signer('subscriber', 'Claire Martin', false), signer('co_subscriber', 'Paul Martin', true)],
        contactChanges: [
          { party: 'co_subscriber', channel: 'sms', from: '+33 6 •• •• •• 12', to: '+33 6 •• •• •• 66' },
        ],
      },
    ]);
    expect(text((await screen.findByTestId('envelope-contact-change')).textContent ?? '')).toBe(
      'Coordonnées de Paul Martin changées après l’envoi (mobile : +33 6 •• •• •• 12 → +33 6 •• •• •• 66) : le code de la nouvelle signature ira à la nouvelle adresse.',
    );
  });

  it('says « en sa présence » to the advisor’s side only: the client reads no « in your presence »', async () => {
    signIn('client');
    renderPanel([
      {
        ...INVITED,
        signers: [{ ...INVITED.signers[0]!, signingMode: 'hosted', invitation: null }, INVITED.signers[1]!],
      },
    ]);
    expect(await screen.findByTestId('envelope-open')).toBeVisible();
    expect(screen.queryByTestId('invitation-co_subscriber')).toBeNull();
  });
});
