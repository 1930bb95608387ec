import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDossier, TFeatureSwitches, TRole } from '@souscription/contract';
import type { FormDefinition } from '@souscription/form-engine';
import {
  TEST_CONFIG,
  jsonResponse,
  neverAnswer,
  requestsTo,
  stubFetch,
  type TStubRequest,
} from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { setStored } from '../../../shared/storage/local-storage';
import { i18n } from '../../../shared/i18n/i18n';
import { TEST_DEFINITION } from '../model/test-form';
import { WizardRoute } from './wizard-route';

// The wizard's notices, frames and modals load when first shown (its first-load budget): loaded here
// first, so that a test waits for what the user does, not for a module to arrive on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../../shared/ui/duplicate-dossier-modal'),
    import('../../../shared/ui/message-modal'),
    import('../../../shared/signature/signature-history-modal'),
    import('../components/refusal-modal'),
    import('../components/finished-notice'),
    import('../components/unsaved-answers-modal'),
    import('../components/unsuitable-notice'),
    import('../components/signature-frame'),
    import('../components/signature-envelopes'),
    import('../components/block-documents-panel'),
  ]);
});

const DOSSIER: TDossier = {
  id: 5,
  form_id: 7,
  client_id: null,
  advistor_id: '1',
  subscriber_user_id: null,
  signers: [],
  last_submitted_block_id: null,
  values: [],
  direct: false,
  receipts: [],
  authorized_clients: [],
  status: ['ongoing'],
  product_code: null,
  version: 3,
};

/** Answers of pages 1 and 2, saved. */
const FILLED: TDossier['values'] = [
  { elementId: 1, value: 'Non' },
  { elementId: 2, value: 'MARTIN' },
  { elementId: 3, value: 'jp@exemple.fr' },
  { elementId: 5, value: 'Ingénieur' },
  { elementId: 6, value: '50000' },
];

type TSetup = {
  role?: TRole;
  /** Feature switches of the tenant. */
  features?: Partial<TFeatureSwitches>;
  /** Answers other calls first (prospects, authorized clients, duplicate, English definition). */
  extra?: (request: TStubRequest) => Response | Promise<Response> | undefined;
  dossier?: Partial<TDossier>;
  /** Answers the PUT of values; default: 200 with the version bumped (409 when If-Match differs). */
  onSave?: (request: TStubRequest, saves: number) => Response;
  /** The saves the server applies without ever answering (a proxy that hung on the way back). */
  hangSave?: (saves: number) => boolean;
  /** The dossier a reload gives (after a 409). */
  reloaded?: Partial<TDossier>;
  /** Where the form sends the user after its last block. */
  redirectUrl?: string;
  /** The form is the tenant's back-office form. */
  backOfficeForm?: boolean;
};

function setup(
  path: string,
  {
    role = 'advisor',
    dossier = {},
    onSave,
    hangSave,
    reloaded,
    features = {},
    extra,
    redirectUrl = '/tableau-de-bord',
    backOfficeForm = false,
  }: TSetup = {},
) {
  signIn(role);
  setStored('folder_id', '5');
  let current: TDossier = { ...DOSSIER, ...dossier };
  let saves = 0;
  let gets = 0;
  const stub = stubFetch((request) => {
    const { pathname } = request.url;
    const answer = extra?.(request);
    if (answer) return answer;
    if (pathname === '/api/users/me') {
      return jsonResponse(
        currentUserResponse({ username: 'jdupont', firstname: 'Jeanne', lastname: 'Dupont', role }, features),
      );
    }
    if (pathname === '/api/forms') {
      return jsonResponse({
        forms: [
          {
            id: 7,
            label: 'Souscription test',
            product_choice_element_id: null,
            back_office: backOfficeForm,
            redirect_url: redirectUrl,
          },
        ],
      });
    }
    if (pathname === '/api/fr/forms/7/definition') return jsonResponse(TEST_DEFINITION);
    if (pathname === '/api/dossiers/5' && request.method === 'GET') {
      gets += 1;
      if (gets > 1 && reloaded) current = { ...current, ...reloaded };
      return jsonResponse({ dossier: current });
    }
    if (pathname === '/api/dossiers/5/values' && request.method === 'PUT') {
      saves += 1;
      if (onSave) return onSave(request, saves);
      if (request.headers.get('If-Match') !== String(current.version)) {
        return jsonResponse({ errors: [{ property: 'version', message: 'api.error.dossier-changed' }] }, 409);
      }
      const body = JSON.parse(request.body ?? '{}') as {
        submittingBlockId: number;
        values: TDossier['values'];
      };
      const values = new Map(current.values.map((entry) => [entry.elementId, entry.value]));
      for (const entry of body.values) values.set(entry.elementId, entry.value);
      current = {
        ...current,
        version: current.version + 1,
        last_submitted_block_id: body.submittingBlockId,
        values: [...values]
          .map(([elementId, value]) => ({ elementId, value }))
          .filter((entry) => entry.value !== ''),
      };
      if (hangSave?.(saves)) return neverAnswer(request);
      return jsonResponse({ dossier: current });
    }
    return undefined;
  });
  const view = renderRoutes(
    [
      { path: '/form/:pageId?/:blockId?', element: <WizardRoute /> },
      { path: '/dossiers', element: <p>Liste des dossiers</p> },
      { path: '/tableau-de-bord', element: <p>Tableau de bord</p> },
    ],
    path,
  );
  return { ...view, ...stub };
}

/** French typography of the texts: no-break spaces inside « » and before ':'. */
const fr = (text: string) =>
  text
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ :/g, '\u00a0:')
    .replace(/n° /g, 'n°\u00a0');
const block = (id: number) => screen.getByTestId(`block-${id}`);
const saveRequests = (requests: TStubRequest[]) =>
  requestsTo(requests, '/api/dossiers/5/values').filter((request) => request.method === 'PUT');

describe('the wizard route', () => {
  it('sends the user to /dossiers when no folder is open', async () => {
    signIn('advisor');
    stubFetch();
    renderRoutes(
      [
        { path: '/form/:pageId?/:blockId?', element: <WizardRoute /> },
        { path: '/dossiers', element: <p>Liste des dossiers</p> },
      ],
      '/form',
    );
    expect(await screen.findByText('Liste des dossiers')).toBeInTheDocument();
  });

  it('resumes on the block after the last submitted one, with the stored values shown', async () => {
    const { router } = setup('/form', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
          { elementId: 3, value: 'jp@exemple.fr' },
        ],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1/11'));
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('jp@exemple.fr');
    expect(block(10)).toHaveAttribute('data-state', 'complete');
    expect(
      within(block(10)).getByRole('button', { name: fr('Modifier le bloc « Identité »') }),
    ).toBeInTheDocument();
    expect(block(11)).toHaveAttribute('data-state', 'progress');
    // The hidden block (its condition does not hold) is not on the page.
    expect(screen.queryByTestId('block-12')).not.toBeInTheDocument();
    // The opened block takes the focus.
    await waitFor(() =>
      expect(within(block(11)).getByRole('heading', { name: 'Coordonnées' })).toHaveFocus(),
    );
    // The stepper: 01 current at 1 of 2 visible blocks, the others at 0.
    expect(screen.getByTestId('step-01')).toHaveAttribute('data-progress', '50');
    expect(screen.getByTestId('step-02')).toHaveAttribute('data-progress', '0');
  });

  it('refuses an incomplete block without calling the server, focusing the first field in error', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/form/1/10');
    await user.click(await screen.findByRole('button', { name: /Commencer/ }));
    expect(await screen.findByText('Veuillez renseigner le champ Société')).toBeInTheDocument();
    expect(screen.getByText('Veuillez renseigner le champ Nom')).toBeInTheDocument();
    expect(screen.getByTestId('live-region')).toHaveTextContent(
      '2 erreurs à corriger dans le bloc « Identité ».',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Oui' })).toHaveFocus());
    expect(saveRequests(requests)).toHaveLength(0);
  });

  it('saves a valid block, closes it, and opens the next visible one 800 ms later', async () => {
    const user = userEvent.setup();
    const { requests, router } = setup('/form/1/10');
    await user.click(await screen.findByRole('radio', { name: 'Non' }));
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.click(screen.getByRole('button', { name: /Commencer/ }));

    await waitFor(() => expect(block(10)).toHaveAttribute('data-state', 'closing'));
    const [save] = saveRequests(requests);
    expect(save?.headers.get('If-Match')).toBe('3');
    expect(JSON.parse(save?.body ?? '{}')).toEqual({
      submittingBlockId: 10,
      productCode: null,
      values: [
        { elementId: 1, value: 'Non' },
        { elementId: 2, value: 'Martin' },
      ],
    });
    expect(screen.getByTestId('live-region')).toHaveTextContent('Bloc « Identité » enregistré.');
    expect(router.state.location.pathname).toBe('/form/1/10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1/11'));
    await waitFor(() => expect(block(10)).toHaveAttribute('data-state', 'complete'));
    expect(block(11)).toHaveAttribute('data-state', 'progress');
  });

  it('asks what the chosen product variant offers and sends its code as productCode', async () => {
    const user = userEvent.setup();
    // Block 10 also offers a product: SCPI Épargne France, plain (EF) or as its variant EP, whose
    // monthly payment only EP asks (spec 02 §9 product variants).
    const definition: FormDefinition = {
      ...TEST_DEFINITION,
      form: { ...TEST_DEFINITION.form, product_choice_element_id: 40 },
      elements: [
        ...TEST_DEFINITION.elements,
        {
          id: 40,
          name: 'product',
          type: 'unique_select_product_choice_radio',
          block_id: 10,
          attributes: {
            label: 'SCPI souscrite',
            required: true,
            options: [
              { value: 'EF', label: 'SCPI Épargne France' },
              { value: 'EP', label: 'SCPI Épargne France — Épargne programmée' },
            ],
          },
        },
        {
          id: 41,
          name: 'unit_price_ef',
          type: 'output_product_unit_price',
          block_id: 10,
          attributes: { label: 'Prix de la part', defaultValue: '670', readonly: true },
        },
        {
          id: 42,
          name: 'scheduled_monthly_amount',
          type: 'input_float_currency_amount',
          block_id: 10,
          attributes: { label: 'Versement mensuel', required: true, min: 50, product_variants: ['EP'] },
        },
      ],
      tenant: {
        ...TEST_DEFINITION.tenant,
        products: { EF: { unit_price_element_id: 41, dismemberment_table_element_id: null } },
        variants: { EP: { product: 'EF', label: 'Épargne programmée' } },
      },
    };
    const { requests } = setup('/form/1/10', {
      extra: (request) =>
        request.url.pathname === '/api/fr/forms/7/definition' ? jsonResponse(definition) : undefined,
    });
    await user.click(await screen.findByRole('radio', { name: 'Non' }));
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.click(screen.getByRole('radio', { name: /SCPI Épargne France$/ }));
    expect(screen.queryByLabelText(/Versement mensuel/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Épargne programmée/ }));
    await user.type(await screen.findByLabelText(/Versement mensuel/), '150');
    await user.click(screen.getByRole('button', { name: /Commencer/ }));

    await waitFor(() => expect(saveRequests(requests)).toHaveLength(1));
    const body = JSON.parse(saveRequests(requests)[0]?.body ?? '{}') as {
      productCode: string;
      values: { elementId: number; value: unknown }[];
    };
    expect(body.productCode).toBe('EP');
    expect(body.values).toContainEqual({ elementId: 42, value: '150.00' });
  });

  it('goes to the next page after the last visible block of a page', async () => {
    const user = userEvent.setup();
    const { router } = setup('/form/1/11', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
        ],
      },
    });
    await user.type(await screen.findByLabelText(/E-mail/), 'jp@exemple.fr');
    await user.click(screen.getByRole('button', { name: /Continuer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/2/20'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Situation'));
    expect(screen.getByTestId('step-01')).toHaveAttribute('data-progress', '100');
    // The back link leads to the previous page of the wizard.
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/form/1');
  });

  it('shows the 422 errors of the server under their fields, with the engine’s texts', async () => {
    const user = userEvent.setup();
    setup('/form/1/11', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
        ],
      },
      onSave: () => jsonResponse({ errors: [{ property: '3', message: 'validation.error.required' }] }, 422),
    });
    await user.type(await screen.findByLabelText(/E-mail/), 'jp@exemple.fr');
    await user.click(screen.getByRole('button', { name: /Continuer/ }));
    expect(await screen.findByText('Veuillez renseigner le champ E-mail')).toBeInTheDocument();
    expect(block(11)).toHaveAttribute('data-state', 'progress');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    // The server's error goes away once the field changes.
    await user.type(screen.getByLabelText(/E-mail/), 'x');
    await waitFor(() =>
      expect(screen.queryByText('Veuillez renseigner le champ E-mail')).not.toBeInTheDocument(),
    );
  });

  it('shows a banner for a refusal about the dossier itself', async () => {
    const user = userEvent.setup();
    setup('/form/1/11', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
        ],
      },
      onSave: () =>
        jsonResponse({ errors: [{ property: 'status', message: 'dossier.error.sign-to-finalize' }] }, 422),
    });
    await user.type(await screen.findByLabelText(/E-mail/), 'jp@exemple.fr');
    await user.click(screen.getByRole('button', { name: /Continuer/ }));
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent(
      'Vous devez signer pour finaliser la souscription.',
    );
  });

  it('ends a save the server applied but never answered with the time-out message; « Commencer » again goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests, router } = setup('/form/1/10', { hangSave: (saves) => saves === 1 });
    await user.click(await screen.findByRole('radio', { name: 'Non' }));
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.click(screen.getByRole('button', { name: /Commencer/ }));
    await waitFor(() => expect(saveRequests(requests)).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent(
      'Le serveur n’a pas répondu à temps. Vos saisies restent sur cette page : réessayez dans un instant.',
    );
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Martin');

    // Sent again, the save meets its own version (409): the dossier read holds the answers typed,
    // so the block is sent again at that version, without a conflict to settle.
    await user.click(screen.getByRole('button', { name: /Commencer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1/11'), { timeout: 2000 });
    expect(saveRequests(requests).map((request) => request.headers.get('If-Match'))).toEqual(['3', '3', '4']);
    expect(screen.queryByTestId('conflict-alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wizard-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(block(10)).toHaveAttribute('data-state', 'complete'));
    vi.useRealTimers();
  });

  it('on a 409, reloads the dossier and offers to re-apply what the user typed', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/form/1/11', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
        ],
      },
      onSave: (request, saves) =>
        saves === 1
          ? jsonResponse({ errors: [{ property: 'version', message: 'api.error.dossier-changed' }] }, 409)
          : jsonResponse({ dossier: { ...DOSSIER, version: 5, last_submitted_block_id: 11 } }),
      reloaded: {
        version: 4,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
          { elementId: 3, value: 'autre@exemple.fr' },
        ],
      },
    });
    await user.type(await screen.findByLabelText(/E-mail/), 'moi@exemple.fr');
    await user.click(screen.getByRole('button', { name: /Continuer/ }));

    const alert = await screen.findByTestId('conflict-alert');
    expect(alert).toHaveTextContent('Ce dossier a été modifié ailleurs');
    // The dossier as saved elsewhere is on screen…
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('autre@exemple.fr');
    // …and what the user typed comes back on request.
    await user.click(within(alert).getByRole('button', { name: 'Réappliquer mes saisies' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('moi@exemple.fr');
    expect(screen.queryByTestId('conflict-alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Continuer/ }));
    await waitFor(() => expect(saveRequests(requests)).toHaveLength(2));
    expect(saveRequests(requests)[1]?.headers.get('If-Match')).toBe('4');
    expect(JSON.parse(saveRequests(requests)[1]?.body ?? '{}').values).toEqual([
      { elementId: 3, value: 'moi@exemple.fr' },
    ]);
  });

  it('walks a back-office user through whole pages, read-only, with a next step link', async () => {
    const { router, requests } = setup('/form', {
      role: 'back_office_user',
      dossier: { values: [{ elementId: 2, value: 'MARTIN' }] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1'));
    expect(await screen.findByTestId('read-only-notice')).toBeInTheDocument();
    expect(block(10)).toHaveAttribute('data-state', 'validate');
    expect(block(11)).toHaveAttribute('data-state', 'validate');
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('MARTIN');
    expect(screen.queryByTestId('block-submit')).not.toBeInTheDocument();
    // Every step is a link for back-office roles.
    expect(within(screen.getByTestId('step-03')).getByRole('link')).toHaveAttribute('href', '/form/3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: fr('Étape suivante : Situation') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/2'));
    await waitFor(() => expect(block(20)).toHaveAttribute('data-state', 'validate'));
    expect(saveRequests(requests)).toHaveLength(0);
  });

  it('labels the sign button with the name of the party the server names, hosted or signed as', async () => {
    const signers: TDossier['signers'] = [{ party: 'subscriber', name: 'Jean-Pierre Martin' }];
    const filled = { last_submitted_block_id: 21, values: FILLED, signers };
    // The advisor of a subscriber without an account signs beside her.
    setup('/form/3/30', { dossier: filled });
    expect(
      await screen.findByRole('button', {
        name: 'Signer en sa présence — Jean-Pierre Martin (souscripteur)',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signer la lettre de mission' })).not.toBeInTheDocument();
  });

  it('labels the subscriber’s own sign button with her name', async () => {
    const signers: TDossier['signers'] = [{ party: 'subscriber', name: 'Jean-Pierre Martin' }];
    const own = { advistor_id: 'adv', subscriber_user_id: '1', last_submitted_block_id: 21, values: FILLED };
    setup('/form/3/30', { role: 'client', dossier: { ...own, signers } });
    expect(
      await screen.findByRole('button', { name: 'Signer — Jean-Pierre Martin (souscripteur)' }),
    ).toBeInTheDocument();
  });

  it('leaves the subscriber’s declarations to her: the advisor of her folder sees them hers; she ticks them while the envelope he opened is out', async () => {
    const signers: TDossier['signers'] = [{ party: 'subscriber', name: 'Claire Martin' }];
    const advisorSigned = ['ongoing', 'mission_validation', 'mission_signed_by_subscriber_advisor'];
    const own = { advistor_id: '1', subscriber_user_id: 'cust', last_submitted_block_id: 21, values: FILLED };
    setup('/form/3/30', { dossier: { ...own, signers, status: advisorSigned } });
    const note = await screen.findByTestId('declarations-theirs');
    expect(note).toHaveTextContent(
      'Ces déclarations sont celles de Claire Martin, qui les coche avant de signer.',
    );
    expect(screen.getByRole('checkbox', { name: /J’ai lu la lettre de mission/ })).toBeDisabled();
    cleanup();

    const user = userEvent.setup();
    const { requests } = setup('/form/3/30', {
      role: 'client',
      dossier: { ...own, advistor_id: 'adv', subscriber_user_id: '1', signers, status: advisorSigned },
      extra: (request) =>
        request.url.pathname === '/api/dossiers/5/docusigns/mission/ceremonies'
          ? jsonResponse({ docusign: { url: '/sign/one-time-token' } })
          : undefined,
    });
    const box = await screen.findByRole('checkbox', { name: /J’ai lu la lettre de mission/ });
    expect(box).toBeEnabled();
    expect(screen.queryByTestId('declarations-theirs')).not.toBeInTheDocument();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Signer — Claire Martin (souscripteur)' }));
    await screen.findByTitle(/^Signature électronique/);
    expect(requestsTo(requests, '/api/dossiers/5/values')).toHaveLength(1);
  });

  it('signs in the block: saves it, shows the signing page of the button’s step and party, then the signature', async () => {
    const analytics = window as Window & { dataLayer?: unknown[] };
    analytics.dataLayer = [];
    const user = userEvent.setup();
    let signed = false;
    const { requests } = setup('/form/3/30', {
      dossier: { last_submitted_block_id: 21, values: FILLED },
      reloaded: { status: ['ongoing', 'mission_validation'] },
      extra: (request) => {
        if (request.url.pathname === '/api/config')
          return jsonResponse({ ...TEST_CONFIG, analytics: { signatureEvent: 'signature_completed' } });
        if (request.url.pathname === '/api/dossiers/5/docusigns/mission/ceremonies')
          return jsonResponse({ docusign: { url: '/sign/one-time-token' } });
        if (signed && request.url.pathname === '/api/dossiers/5' && request.method === 'GET')
          return jsonResponse({
            dossier: {
              ...DOSSIER,
              values: FILLED,
              last_submitted_block_id: 30,
              status: ['ongoing', 'mission_validated', 'mission_signed_by_subscriber'],
            },
          });
        return undefined;
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /J’ai lu la lettre de mission/ }));
    // One action per party: the party's own button, no generic « Signer » block button beside it.
    expect(screen.getAllByRole('button', { name: /^Signer/ }).map((button) => button.textContent)).toEqual([
      'Signer la lettre de mission',
    ]);
    expect(screen.queryByTestId('block-submit')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signer la lettre de mission' }));
    const frame = await screen.findByTitle('Signature électronique : Signer la lettre de mission');
    expect(frame).toHaveAttribute('src', '/sign/one-time-token');
    // The focus goes into the signing page, not back to the top of the page.
    await waitFor(() => expect(frame).toHaveFocus());
    expect(requestsTo(requests, '/api/dossiers/5/values')).toHaveLength(1);
    const iframeCall = requestsTo(requests, '/api/dossiers/5/docusigns/mission/ceremonies')[0]!;
    expect(iframeCall.method).toBe('POST');
    expect(JSON.parse(iframeCall.body ?? '{}')).toEqual({ party: 'subscriber' });
    // The envelope is out: the answers are locked while the signing page is open.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /J’ai lu la lettre de mission/ })).toBeDisabled(),
    );

    expect(screen.getByTestId('read-only-notice')).toHaveTextContent(
      'Les documents sont en cours de signature',
    );
    // The parties' states are not listed in the header: the dossier's main states are.
    expect(screen.getByTestId('dossier-status')).not.toHaveTextContent('envoyée');
    // A message of another origin, or of another window, is not the signing page's.
    const message = {
      type: 'souscription:signature',
      outcome: 'success',
      dossierId: 5,
      step: 'mission',
      party: 'subscriber',
    };
    const frameWindow = (frame as HTMLIFrameElement).contentWindow;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: 'https://evil.example', source: frameWindow }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: window.location.origin, source: window }),
      );
    });
    expect(screen.queryByTestId('wizard-notice')).not.toBeInTheDocument();
    expect(analytics.dataLayer).toEqual([]);

    signed = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: window.location.origin, source: frameWindow }),
      );
    });
    expect(await screen.findByTestId('wizard-notice')).toHaveTextContent('Votre document a bien été signé');
    expect(screen.queryByTestId('signature-frame')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signer la lettre de mission' })).not.toBeInTheDocument();
    expect(screen.getByTestId('signature-done')).toHaveTextContent(
      'Ce document est signé par toutes les parties.',
    );
    expect(screen.getByTestId('block-submit')).toHaveTextContent('Continuer');
    // Signed: the focus lands on what comes next in the block, « Continuer ».
    await waitFor(() => expect(screen.getByTestId('block-submit')).toHaveFocus());
    // No personal data: what was signed and by which kind of party.
    expect(analytics.dataLayer).toEqual([
      { event: 'signature_completed', signatureStep: 'mission', signatureParty: 'subscriber' },
    ]);
  });

  it('shows an error the signing page reports, then clears the frame after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      setup('/form/3/30', {
        dossier: { last_submitted_block_id: 30, values: [...FILLED, { elementId: 7, value: 'true' }] },
        extra: (request) =>
          request.url.pathname === '/api/dossiers/5/docusigns/mission/ceremonies'
            ? jsonResponse({ docusign: { url: '/sign/one-time-token' } })
            : undefined,
      });
      await user.click(await screen.findByRole('button', { name: 'Signer la lettre de mission' }));
      const frame = await screen.findByTitle('Signature électronique : Signer la lettre de mission');
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: {
              type: 'souscription:signature',
              outcome: 'failure',
              dossierId: 5,
              step: 'mission',
              party: 'subscriber',
            },
            origin: window.location.origin,
            source: (frame as HTMLIFrameElement).contentWindow,
          }),
        );
      });
      expect(await screen.findByTestId('signature-frame-error')).toHaveTextContent('Une erreur est survenue');
      await act(() => vi.advanceTimersByTimeAsync(4900));
      expect(screen.getByTestId('signature-frame')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByTestId('signature-frame')).not.toBeInTheDocument();
      // The frame gone, the focus is back on the sign button, not at the top of the page.
      expect(screen.getByRole('button', { name: 'Signer la lettre de mission' })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the frame on an attempt the signing page reports ended without a signature (declined…)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      setup('/form/3/30', {
        dossier: { last_submitted_block_id: 30, values: [...FILLED, { elementId: 7, value: 'true' }] },
        extra: (request) =>
          request.url.pathname === '/api/dossiers/5/docusigns/mission/ceremonies'
            ? jsonResponse({ docusign: { url: '/sign/one-time-token' } })
            : undefined,
      });
      await user.click(await screen.findByRole('button', { name: 'Signer la lettre de mission' }));
      const frame = await screen.findByTitle('Signature électronique : Signer la lettre de mission');
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: {
              type: 'souscription:signature',
              outcome: 'ended',
              dossierId: 5,
              step: 'mission',
              party: 'subscriber',
            },
            origin: window.location.origin,
            source: (frame as HTMLIFrameElement).contentWindow,
          }),
        );
      });
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(screen.getByTestId('signature-frame')).toBeInTheDocument();
      expect(screen.queryByTestId('signature-frame-error')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the server did not answer in time when no signing address comes (2 min); « Réessayer » shows the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let asked = 0;
    setup('/form/3/30', {
      dossier: { last_submitted_block_id: 30, values: [...FILLED, { elementId: 7, value: 'true' }] },
      extra: (request) => {
        if (request.url.pathname !== '/api/dossiers/5/docusigns/mission/ceremonies') return undefined;
        asked += 1;
        return asked === 1
          ? neverAnswer(request)
          : jsonResponse({ docusign: { url: '/sign/one-time-token' } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Signer la lettre de mission' }));
    await waitFor(() => expect(asked).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    const placeholder = await screen.findByTestId('signature-frame-placeholder');
    expect(placeholder).toHaveTextContent('La page de signature n’a pas pu être affichée');
    expect(placeholder).toHaveTextContent('Le serveur n’a pas répondu à temps. Réessayez dans un instant.');

    await user.click(screen.getByTestId('signature-frame-retry'));
    expect(await screen.findByTitle(/^Signature électronique/)).toHaveAttribute(
      'src',
      '/sign/one-time-token',
    );
    vi.useRealTimers();
  });

  it('shows the server’s refusal of a signing address', async () => {
    const user = userEvent.setup();
    setup('/form/3/30', {
      dossier: { last_submitted_block_id: 30, values: [...FILLED, { elementId: 7, value: 'true' }] },
      extra: (request) =>
        request.url.pathname === '/api/dossiers/5/docusigns/mission/ceremonies'
          ? jsonResponse(
              { errors: [{ property: 'party', message: 'docusign.error-party-not-allowed' }] },
              403,
            )
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Signer la lettre de mission' }));
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent(
      'Vous ne pouvez pas signer pour cette partie.',
    );
    expect(screen.queryByTestId('signature-frame')).not.toBeInTheDocument();
  });

  it('never passes an unsigned signature block: it reopens, with no check, even when saved', async () => {
    const { router } = setup('/form', { dossier: { last_submitted_block_id: 30, values: FILLED } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/3/30'));
    await act(() => router.navigate('/form/3/31'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/3/30'));
    expect(screen.getByTestId('block-30')).toHaveAttribute('data-state', 'progress');
    expect(screen.getByTestId('block-31')).toHaveAttribute('data-state', 'waiting');
  });

  it('reads a signed dossier as finished for the client: every step done, every answer shown, the archive offered', async () => {
    const { router } = setup('/form', {
      role: 'client',
      dossier: { status: ['signed'], last_submitted_block_id: 30, values: FILLED },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1'));
    const notice = await screen.findByTestId('finished-notice');
    expect(notice).toHaveTextContent('Ce dossier est signé');
    expect(within(notice).getByRole('button', { name: 'Télécharger le dossier signé' })).toBeInTheDocument();
    // Spec 01 §6: no history for the client.
    expect(within(notice).queryByRole('button', { name: 'Historique de signature' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('read-only-notice')).not.toBeInTheDocument();
    for (const number of ['01', '02', '03']) {
      expect(screen.getByTestId(`step-${number}`)).toHaveClass('is-complete');
      expect(screen.getByTestId(`step-${number}`)).toHaveAttribute('data-progress', '100');
    }
    expect(screen.getByTestId('block-10')).toHaveTextContent('Complété');
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveValue('MARTIN');
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveAttribute('readonly');
    await act(() => router.navigate('/form/3'));
    expect(await screen.findByTestId('block-30')).toHaveTextContent('Complété');
    expect(screen.queryByText(/doivent signer la lettre de mission/)).not.toBeInTheDocument();
    expect(screen.queryByText('À venir')).not.toBeInTheDocument();
  });

  it('says a signed dossier whose correction awaits its signatures again is not signed by every party', async () => {
    setup('/form/1', {
      dossier: { status: ['signed', 'signature'], last_submitted_block_id: 31, values: FILLED },
    });
    const notice = await screen.findByTestId('finished-notice');
    expect(notice).toHaveTextContent(
      /Une correction a été envoyée\s: les documents qu’elle a modifiés attendent d’être signés de nouveau/,
    );
    expect(notice).not.toHaveTextContent('Toutes les parties ont signé');
  });

  it('offers the advisor the signature history of a signed dossier', async () => {
    setup('/form/1', { dossier: { status: ['signed'], last_submitted_block_id: 31, values: FILLED } });
    const notice = await screen.findByTestId('finished-notice');
    expect(within(notice).getByRole('button', { name: 'Historique de signature' })).toBeInTheDocument();
  });

  it('keeps a dossier that is no longer ongoing read-only and starts on the signature page', async () => {
    const { router } = setup('/form', {
      dossier: { status: ['mission_validated'], last_submitted_block_id: 30 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/3/30'));
    expect(await screen.findByTestId('read-only-notice')).toHaveTextContent('Lettre de mission validée');
    // The signed mission letter says so (issue 25), not « en cours de validation… consultez votre messagerie ».
    expect(screen.getByTestId('signature-done')).toHaveTextContent(
      'Ce document est signé par toutes les parties.',
    );
    expect(screen.queryByText(/Consultez votre messagerie/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('back-link')).toBeInTheDocument();
  });

  it('creates the prospect from the saved block, then authorizes it on the dossier', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/form/1/11', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
        ],
      },
      extra: (request) => {
        if (request.url.pathname === '/api/prospects') {
          return jsonResponse(
            {
              prospect: {
                id: 42,
                civility: 'M.',
                first_name: 'Jean',
                last_name: 'MARTIN',
                username: 'P00042',
                email: 'jp@exemple.fr',
              },
            },
            201,
          );
        }
        if (request.url.pathname === '/api/dossiers/5/authorized-clients') {
          return jsonResponse({
            dossier: {
              ...DOSSIER,
              version: 6,
              client_id: 42,
              authorized_clients: [42],
              last_submitted_block_id: 11,
            },
          });
        }
        return undefined;
      },
    });
    const create = await screen.findByRole('button', { name: /Enregistrer le prospect/ });
    // The block must be complete first: its e-mail is the prospect's.
    await user.click(create);
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent(
      'Complétez ce bloc avant de créer le prospect',
    );
    expect(requestsTo(requests, '/api/prospects')).toHaveLength(0);

    await user.type(screen.getByLabelText(/E-mail/), 'jp@exemple.fr');
    await user.click(screen.getByRole('button', { name: /Enregistrer le prospect/ }));
    await waitFor(() =>
      expect(screen.getAllByTestId('wizard-notice').map((notice) => notice.textContent)).toEqual([
        'Le prospect a bien été créé.',
        'Le client a bien été autorisé à consulter le dossier.',
      ]),
    );
    expect(saveRequests(requests)).toHaveLength(1);
    expect(JSON.parse(requestsTo(requests, '/api/dossiers/5/authorized-clients')[0]?.body ?? '{}')).toEqual({
      clientsId: [42],
    });
    // Created and authorized: the button goes away.
    expect(
      screen.queryByRole('button', { name: /Enregistrer le prospect|Autoriser le client/ }),
    ).not.toBeInTheDocument();
    expect(window.localStorage.getItem('client_id')).toBe('"42"');
  });

  it('shows the prospect creation failure as api.error.{message}', async () => {
    const user = userEvent.setup();
    setup('/form/1/11', {
      dossier: {
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
          { elementId: 3, value: 'jp@exemple.fr' },
        ],
      },
      extra: (request) =>
        request.url.pathname === '/api/prospects'
          ? jsonResponse(
              { errors: [{ property: 'email', message: 'User already exists for customer email' }] },
              422,
            )
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: /Enregistrer le prospect/ }));
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent(
      'Un utilisateur existe déjà avec l’adresse e-mail de ce client.',
    );
    expect(screen.getByRole('button', { name: /Enregistrer le prospect/ })).toBeEnabled();
  });

  it('authorizes the folder’s client; on failure the button stays', async () => {
    const user = userEvent.setup();
    let calls = 0;
    setup('/form/1/11', {
      dossier: {
        client_id: 42,
        last_submitted_block_id: 10,
        values: [
          { elementId: 1, value: 'Non' },
          { elementId: 2, value: 'MARTIN' },
        ],
      },
      extra: (request) => {
        if (request.url.pathname !== '/api/dossiers/5/authorized-clients') return undefined;
        calls += 1;
        return calls === 1
          ? jsonResponse({ errors: [{ property: 'clientsId', message: 'api.error.client' }] }, 422)
          : jsonResponse({ dossier: { ...DOSSIER, client_id: 42, authorized_clients: [42] } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Autoriser le client sur ce dossier' }));
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent('Ce client est inconnu.');
    await user.click(screen.getByRole('button', { name: 'Autoriser le client sur ce dossier' }));
    expect(await screen.findByTestId('wizard-notice')).toHaveTextContent(
      'Le client a bien été autorisé à consulter le dossier.',
    );
    expect(
      screen.queryByRole('button', { name: 'Autoriser le client sur ce dossier' }),
    ).not.toBeInTheDocument();
  });

  it.each(['prospect', 'prospect_direct', 'client'] as const)(
    'offers a %s neither the prospect nor the authorize button (the API refuses both to customers)',
    async (role) => {
      setup('/form/1/11', {
        role,
        dossier: {
          client_id: 42,
          last_submitted_block_id: 10,
          values: [
            { elementId: 1, value: 'Non' },
            { elementId: 2, value: 'MARTIN' },
          ],
        },
      });
      await screen.findByLabelText(/E-mail/);
      expect(
        screen.queryByRole('button', { name: /Enregistrer le prospect|Autoriser le client/ }),
      ).not.toBeInTheDocument();
    },
  );

  it('words the immediate refusal as the direct prospect’s own, and as the client’s for an advisor', async () => {
    const user = userEvent.setup();
    setup('/form/1/10', { role: 'prospect_direct' });
    await user.click(await screen.findByRole('button', { name: 'Renoncer à souscrire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renoncer au dossier n°\u00a05' });
    expect(dialog).toHaveTextContent('Vous renoncez à souscrire.');
    expect(dialog).not.toHaveTextContent('Le client renonce');
    cleanup();
    setup('/form/1/10');
    await user.click(await screen.findByRole('button', { name: 'Refus immédiat' }));
    expect(
      await screen.findByRole('dialog', { name: 'Refus immédiat du dossier n°\u00a05' }),
    ).toHaveTextContent('Le client renonce à souscrire.');
  });

  it('duplicates the folder from the finalisation block when the switch is on, then opens the copy', async () => {
    const user = userEvent.setup();
    const { requests, router } = setup('/form/3/31', {
      features: { folderDuplication: true },
      dossier: { last_submitted_block_id: 30, status: ['ongoing', 'mission_signed_by_subscriber'] },
      extra: (request) =>
        request.url.pathname === '/api/dossiers/5/duplicate'
          ? jsonResponse({ dossier: { id: 6, form_id: 7, values: [], direct: false } }, 201)
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Dupliquer le dossier' }));
    const dialog = await screen.findByRole('dialog', { name: fr('Dupliquer le dossier n° 5') });
    await user.click(within(dialog).getByRole('button', { name: 'Dupliquer aussi les documents' }));
    await waitFor(() => expect(window.localStorage.getItem('folder_id')).toBe('"6"'));
    expect(JSON.parse(requestsTo(requests, '/api/dossiers/5/duplicate')[0]?.body ?? '{}')).toEqual({
      documentDuplicate: true,
    });
    await waitFor(() => expect(requestsTo(requests, '/api/dossiers/6')).toHaveLength(1));
    expect(router.state.location.pathname).toMatch(/^\/form/);
  });

  it('finishes the last block through the submit use case, shows the new state, then goes where the form says', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/form/3/31', {
      dossier: { last_submitted_block_id: 30, status: ['ongoing', 'mission_signed_by_subscriber'] },
      redirectUrl: '/dossiers',
      extra: (request) =>
        request.url.pathname === '/api/dossiers/5/submit'
          ? jsonResponse({
              dossier: { ...DOSSIER, status: ['signed'], last_submitted_block_id: 31, version: 9 },
            })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: /Terminer/ }));
    await waitFor(() => expect(screen.getByTestId('wizard-header')).toHaveTextContent('Signé'));
    expect(JSON.parse(requestsTo(requests, '/api/dossiers/5/submit')[0]?.body ?? '{}')).toEqual({
      submittingBlockId: 31,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dossiers'));
  });

  it('a back-office user finishes the back-office form by saving its last block, without the submit call (spec 02 §4)', async () => {
    const user = userEvent.setup();
    const { router, requests } = setup('/form/3/31', {
      role: 'back_office_user',
      backOfficeForm: true,
      dossier: { last_submitted_block_id: 30, status: ['ongoing'] },
      redirectUrl: '/dossiers',
    });
    await user.click(await screen.findByRole('button', { name: /Terminer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dossiers'));
    expect(
      saveRequests(requests).map((request) => JSON.parse(request.body ?? '{}').submittingBlockId),
    ).toEqual([31]);
    expect(requestsTo(requests, '/api/dossiers/5/submit')).toHaveLength(0);
  });

  it.each([
    [
      ['ongoing', 'mission_validation', 'mission_signed_by_subscriber'],
      'dossier.error.signature-required',
      'Vous devez signer pour finaliser la souscription.',
    ],
    [
      ['ongoing', 'mission_signed_by_subscriber'],
      'dossier.error.signature-required',
      'Les parties prenantes doivent signer avant de passer à l’étape suivante.',
    ],
    [
      ['ongoing', 'mission_signed_by_subscriber'],
      null,
      'Une erreur est survenue, veuillez contacter le support technique.',
    ],
  ])('a failed submit with %j and %s says « %s »', async (status, key, text) => {
    const user = userEvent.setup();
    setup('/form/3/31', {
      dossier: { last_submitted_block_id: 30, status },
      extra: (request) =>
        request.url.pathname === '/api/dossiers/5/submit'
          ? key
            ? jsonResponse({ errors: [{ property: 'status', message: key }] }, 422)
            : new Response('oops', { status: 500 })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: /Terminer/ }));
    expect(await screen.findByTestId('wizard-banner')).toHaveTextContent(text);
  });

  it('offers no duplicate button while the switch is off', async () => {
    setup('/form/3/31', {
      dossier: { last_submitted_block_id: 30, status: ['ongoing', 'mission_signed_by_subscriber'] },
    });
    expect(await screen.findByRole('button', { name: /Terminer/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dupliquer le dossier' })).not.toBeInTheDocument();
  });

  it('keeps what the user typed when the language changes (one state, carried over)', async () => {
    const user = userEvent.setup();
    setup('/form/1/10', {
      extra: (request) =>
        request.url.pathname === '/api/en/forms/7/definition'
          ? jsonResponse({
              ...TEST_DEFINITION,
              elements: TEST_DEFINITION.elements.map((element) =>
                element.id === 2
                  ? { ...element, attributes: { ...element.attributes, label: 'Last name' } }
                  : element,
              ),
            })
          : undefined,
    });
    await user.type(await screen.findByLabelText(/^Nom/), 'Martin');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByLabelText(/^Last name/)).toHaveValue('Martin');
    expect(screen.getByRole('button', { name: /Start/ })).toBeInTheDocument();
  });

  it('explains a folder that cannot be opened and leads back to the lists', async () => {
    signIn('advisor');
    setStored('folder_id', '404');
    stubFetch((request) => {
      if (request.url.pathname === '/api/users/me') {
        return jsonResponse(
          currentUserResponse({
            username: 'jdupont',
            firstname: 'Jeanne',
            lastname: 'Dupont',
            role: 'advisor',
          }),
        );
      }
      if (request.url.pathname === '/api/forms') return jsonResponse({ forms: [] });
      if (request.url.pathname === '/api/dossiers/404') {
        return jsonResponse({ errors: [{ property: 'id', message: 'api.error.dossier-not-found' }] }, 404);
      }
      return undefined;
    });
    renderRoutes([{ path: '/form/:pageId?/:blockId?', element: <WizardRoute /> }], '/form');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce dossier est introuvable, ou vous n’y avez pas accès.',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/dossiers');
  });
});

describe('answers not submitted (issue #18)', () => {
  const filledFirstBlock = {
    last_submitted_block_id: 10,
    values: [
      { elementId: 1, value: 'Non' },
      { elementId: 2, value: 'MARTIN' },
    ],
  };

  it('asks before leaving a block whose answers are not submitted: stay keeps them, leave goes', async () => {
    const user = userEvent.setup();
    const { router } = setup('/form/1/11', { dossier: filledFirstBlock });
    const email = await screen.findByLabelText(/E-mail/);
    // Nothing typed: leaving is not held.
    await act(() => router.navigate('/form/1/10'));
    await act(() => router.navigate('/form/1/11'));
    await user.type(await screen.findByLabelText(/E-mail/), 'jp@exemple.fr');

    await act(() => router.navigate('/tableau-de-bord'));
    const modal = await screen.findByTestId('unsaved-answers-modal');
    expect(modal).toHaveTextContent('Les réponses saisies dans ce bloc ne sont pas enregistrées.');
    await user.click(within(modal).getByRole('button', { name: 'Rester sur le bloc' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-answers-modal')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form/1/11');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('jp@exemple.fr');

    // Closing the tab asks the browser to confirm too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/tableau-de-bord'));
    await user.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
    expect(email).not.toBeInTheDocument();
  });

  it('does not hold the wizard’s own move after a submit', async () => {
    const user = userEvent.setup();
    const { router } = setup('/form/1/11', { dossier: filledFirstBlock });
    await user.type(await screen.findByLabelText(/E-mail/), 'jp@exemple.fr');
    await user.click(screen.getByRole('button', { name: /Continuer|Poursuivre|Suivant/ }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/form/1/11'));
    expect(screen.queryByTestId('unsaved-answers-modal')).not.toBeInTheDocument();
  });

  it('gives a read-only view a way back to the folder list it was opened from', async () => {
    setStored('dossierList', '/dossiers/signed-files?currentPage=2');
    setup('/form/1', { role: 'back_office_user', dossier: { ...filledFirstBlock, status: ['signed'] } });
    const back = await screen.findByRole('link', { name: /Retour à la liste/ });
    expect(back).toHaveAttribute('href', '/dossiers/signed-files?currentPage=2');
  });
});
