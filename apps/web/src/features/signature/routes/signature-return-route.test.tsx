import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { jsonResponse, requestsTo, stubFetch } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { i18n } from '../../../shared/i18n/i18n';
import { SignatureReturnRoute } from './signature-return-route';
import { SignatureSuccessRoute } from './signature-success-route';

const DOSSIER = {
  id: 5,
  form_id: 7,
  client_id: null,
  advistor_id: '1',
  subscriber_user_id: null,
  signers: [],
  last_submitted_block_id: 800,
  values: [],
  direct: false,
  receipts: [],
  authorized_clients: [],
  product_code: null,
  version: 3,
};

/** The folder's status each successive GET answers (the last one repeats). */
function setup(
  statuses: string[][],
  path = '/docusign/return?dossierId=5&docusignId=mission&party=subscriber_advisor',
) {
  signIn('advisor');
  let gets = 0;
  const stub = stubFetch((request) => {
    if (request.url.pathname !== '/api/dossiers/5') return undefined;
    const status = statuses[Math.min(gets, statuses.length - 1)]!;
    gets += 1;
    return jsonResponse({ dossier: { ...DOSSIER, status } });
  });
  const view = renderRoutes(
    [
      { path: '/docusign/return', element: <SignatureReturnRoute /> },
      { path: '/docusign/success', element: <SignatureSuccessRoute /> },
    ],
    path,
  );
  return { ...view, polls: () => requestsTo(stub.requests, '/api/dossiers/5').length };
}

/**
 * Lets the page run as if `ms` had passed: its timers, then the answers of the requests they made
 * (read as streams, on real turns of the event loop).
 */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });

describe('the signature return page', () => {
  let postMessage: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // Only the clock and the timers are fake; the answers' streams run on real turns.
    // The query's notifications go out on microtasks rather than 0 ms timers, which the fake clock
    // would hold back.
    notifyManager.setScheduler(queueMicrotask);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // The page runs in the wizard's signature iframe: its parent is the wizard's window.
    postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  });

  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the folder at once, then every 3 s, saying it checks meanwhile', async () => {
    const { polls } = setup([['ongoing']]);
    await wait(0);
    expect(polls()).toBe(1);
    expect(screen.getByRole('heading', { name: 'Vérification de votre signature…' })).toBeInTheDocument();
    await wait(2900);
    expect(polls()).toBe(1);
    await wait(100);
    expect(polls()).toBe(2);
    await wait(3000);
    expect(polls()).toBe(3);
    await wait(3000);
    expect(polls()).toBe(4);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('succeeds when the status holds the signed-by state of the party and step, tells the parent, stops asking', async () => {
    const { polls } = setup([
      ['ongoing'],
      ['ongoing', 'mission_signed_by_subscriber'],
      ['ongoing', 'mission_signed_by_subscriber_advisor'],
    ]);
    await wait(0);
    await wait(3000);
    // Another party's signature is not this attempt's.
    expect(screen.queryByText('Succès')).not.toBeInTheDocument();
    await wait(3000);
    expect(screen.getByRole('heading', { name: 'Succès' })).toBeInTheDocument();
    expect(screen.getByText('Votre document a bien été signé')).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'souscription:signature',
        outcome: 'success',
        dossierId: 5,
        step: 'mission',
        party: 'subscriber_advisor',
      },
      window.location.origin,
    );
    await wait(9000);
    expect(polls()).toBe(3);
    // The success stays: the 25 s limit no longer applies.
    await wait(20_000);
    expect(screen.getByRole('heading', { name: 'Succès' })).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('does not take a validated mission for a subscription signature', async () => {
    setup(
      [['ongoing', 'mission_validated', 'subscription_declined_by_subscriber']],
      '/docusign/return?dossierId=5&docusignId=subscription&party=subscriber&event=error',
    );
    await wait(25_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Aucune signature effectuée.');
  });

  it('shows the signature at once when the signing page reports it, tells the parent, asks nothing', async () => {
    const { polls } = setup(
      [['ongoing']],
      '/docusign/return?dossierId=5&docusignId=mission&party=co_subscriber&event=signing_complete',
    );
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Succès' })).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'success', dossierId: 5, step: 'mission', party: 'co_subscriber' }),
      window.location.origin,
    );
    expect(polls()).toBe(0);
  });

  it('shows a refusal at once, with what it voids and no error wording, and tells the parent it ended', async () => {
    const { polls } = setup(
      [['ongoing']],
      '/docusign/return?dossierId=5&docusignId=subscription&party=subscriber&event=decline',
    );
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Vous avez refusé de signer' })).toBeInTheDocument();
    const view = screen.getByTestId('signature-result');
    expect(view).toHaveTextContent(
      'Les documents de cette étape ne seront pas signés ; votre conseiller en est informé.',
    );
    expect(view.textContent).not.toMatch(/erreur/i);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'ended', dossierId: 5, step: 'subscription', party: 'subscriber' }),
      window.location.origin,
    );
    expect(polls()).toBe(0);
    // No 25 s give-up turns it into a failure.
    await wait(30_000);
    expect(screen.getByRole('heading', { name: 'Vous avez refusé de signer' })).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ttl_expired', 'Le délai de signature est dépassé'],
    ['cancel', 'Cette signature a été annulée'],
    ['locked', 'Signature bloquée'],
  ])('shows the %s outcome in its own words at once', async (event, title) => {
    setup([['ongoing']], `/docusign/return?dossierId=5&docusignId=mission&party=subscriber&event=${event}`);
    await wait(0);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('signature-result')).toHaveTextContent('aucun document n’a été signé');
  });

  it('writes a refusal in English', async () => {
    await i18n.changeLanguage('en');
    setup([['ongoing']], '/docusign/return?dossierId=5&docusignId=mission&party=subscriber&event=decline');
    await wait(0);
    expect(screen.getByRole('heading', { name: 'You declined to sign' })).toBeInTheDocument();
    expect(screen.getByTestId('signature-result')).toHaveTextContent(
      'The documents of this step will not be signed; your advisor has been informed.',
    );
  });

  it.each([['signed'], ['mission_validated']])('succeeds when the folder is %s', async (state) => {
    setup([['ongoing'], [state]]);
    await wait(3000);
    expect(screen.getByRole('heading', { name: 'Succès' })).toBeInTheDocument();
  });

  it('shows the failure view after 25 s without the signature, tells the parent, stops asking', async () => {
    const { polls } = setup([['ongoing', 'mission_declined_by_subscriber_advisor']]);
    await wait(24_900);
    expect(screen.getByRole('heading', { name: 'Vérification de votre signature…' })).toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();
    await wait(100);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Attention');
    expect(alert).toHaveTextContent('Aucune signature effectuée.');
    expect(alert).toHaveTextContent('Le dossier reste non signé à ce stade.');
    expect(alert).toHaveTextContent('En attente de nouvelles tentatives.');
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'souscription:signature', outcome: 'failure', dossierId: 5 }),
      window.location.origin,
    );
    const asked = polls();
    await wait(9000);
    expect(polls()).toBe(asked);
  });

  it('writes its texts in English', async () => {
    await i18n.changeLanguage('en');
    setup([['ongoing']]);
    await wait(25_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Warning');
    expect(alert).toHaveTextContent('No signature performed.');
    expect(alert).toHaveTextContent('The folder remains unsigned at this stage.');
    expect(alert).toHaveTextContent('Pending further attempts.');
  });

  it('says an error occurred when its address names no attempt, and asks nothing', async () => {
    const { polls } = setup([['ongoing']], '/docusign/return?dossierId=abc');
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(polls()).toBe(0);
  });

  it('opened outside a frame, posts nothing and offers the way back to the folder', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue(window);
    setup([['ongoing'], ['signed']]);
    await wait(3000);
    expect(screen.getByRole('heading', { name: 'Succès' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir au dossier n°\u00a05' })).toHaveAttribute(
      'href',
      '/dossier/5',
    );
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('/docusign/success', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the success and tells the wizard around the iframe', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    setup([['signed']], '/docusign/success?dossierId=5&docusignId=subscription&party=subscriber');
    expect(await screen.findByRole('heading', { name: 'Succès' })).toBeInTheDocument();
    expect(screen.getByText('Votre document a bien été signé')).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        outcome: 'success',
        dossierId: 5,
        step: 'subscription',
        party: 'subscriber',
      }),
      window.location.origin,
    );
  });
});
