import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TVerifiedSignature, TVerifySignaturesResponse } from '@souscription/contract';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch } from '../../../shared/test/fetch-stub';
import { renderRoutes } from '../../../shared/test/render-routes';
import { VerificationRoute } from './verification-route';

const routes = [{ path: '/verification', element: <VerificationRoute /> }];
const CHAIN = ['CN=Claire Martin', 'CN=Souscription Signing CA', 'CN=Souscription Root CA'];

function signature(overrides: Partial<TVerifiedSignature>): TVerifiedSignature {
  return {
    fieldName: 'Signature_subscriber',
    type: 'signature',
    signer: { name: 'Claire Martin', email: 'claire.martin@example.test' },
    chain: CHAIN,
    chainTrusted: true,
    revoked: false,
    signingTime: '2026-11-26T09:15:02.000Z',
    timestampTime: '2026-11-26T09:15:03.000Z',
    level: 'B-LTA',
    revocation: { checkedAt: '2026-11-26T09:15:03.000Z', issuedAt: '2026-11-26T09:20:01.000Z' },
    integrity: true,
    certification: { permission: 2 },
    coversWholeFile: false,
    modifiedAfter: false,
    modifications: [],
    copyOf: null,
    status: 'valid',
    errors: [],
    ...overrides,
  };
}

const PAGE_CHANGED = {
  code: 'page-content-changed',
  params: { page: 1 },
  description: "page 1's content changed",
} as const;

const VALID: TVerifySignaturesResponse = {
  sha256: 'a'.repeat(64),
  modifications: [],
  emptySignatureFields: [],
  verdict: 'valid',
  validatedAt: '2029-11-28T13:02:00.000Z',
  revocationDataIssuedAt: '2026-11-26T09:20:01.000Z',
  record: { kind: 'signed-document', dossierId: 42, signedAt: '2026-11-26T09:20:00.000Z', revision: null },
  signatures: [
    signature({}),
    signature({
      fieldName: 'Signature_subscriber_advisor',
      signer: { name: 'Jean Conseil', email: 'jean.conseil@example.test' },
      certification: null,
    }),
    signature({
      fieldName: 'Horodatage_document',
      type: 'document-timestamp',
      signer: { name: 'Souscription Timestamp Unit', email: null },
      signingTime: null,
      level: null,
      certification: null,
      coversWholeFile: true,
    }),
  ],
};

const TAMPERED: TVerifySignaturesResponse = {
  sha256: 'b'.repeat(64),
  modifications: [],
  emptySignatureFields: [],
  verdict: 'altered',
  validatedAt: '2026-11-28T13:02:00.000Z',
  revocationDataIssuedAt: null,
  record: null,
  signatures: [
    signature({ integrity: false, level: null, status: 'altered', errors: ['message-digest-mismatch'] }),
    signature({
      fieldName: 'Horodatage_document',
      type: 'document-timestamp',
      integrity: false,
      level: null,
      status: 'altered',
    }),
  ],
};

const pdf = (name = 'dossier-42.pdf') => new File(['%PDF-1.7 signed'], name, { type: 'application/pdf' });

function stubVerifier(answer: TVerifySignaturesResponse | Response) {
  return stubFetch((request) =>
    request.url.pathname === '/api/signatures/verify' && request.method === 'POST'
      ? answer instanceof Response
        ? answer
        : jsonResponse(answer)
      : undefined,
  );
}

const fileInput = () => screen.getByLabelText(/Déposez un PDF ici ou choisissez-le/);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

describe('VerificationRoute (/verification, public)', () => {
  it('checks a chosen PDF without any sign-in and reads each signature valid, with the platform’s record', async () => {
    const { requests } = stubVerifier(VALID);
    renderRoutes(routes, '/verification');
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier un document signé' })).toBeInTheDocument();

    await userEvent.upload(fileInput(), pdf());

    const report = await screen.findByTestId('verification-report');
    const verify = requests.find((request) => request.url.pathname === '/api/signatures/verify')!;
    expect(verify.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(verify.body!)).toEqual({
      file: `data:application/pdf;base64,${btoa('%PDF-1.7 signed')}`,
    });
    expect(screen.getByTestId('verification-live-region')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('verification-live-region')).toContainElement(report);
    expect(screen.getByTestId('verification-verdict')).toHaveTextContent(
      'Document intact, signatures valides',
    );
    expect(screen.getByTestId('verification-verdict')).toHaveTextContent('Les 2 signatures sont valides');
    expect(screen.getByTestId('verification-record')).toHaveTextContent(
      /Signé sur cette plateforme le 26 novembre 2026 .* pour le dossier n°\s42\./,
    );
    const cards = screen.getAllByTestId('verification-signature');
    expect(cards).toHaveLength(3);
    const claire = within(cards[0]!);
    expect(
      claire.getByRole('heading', { name: /Claire Martin B-LTA Signature de certification/ }),
    ).toBeVisible();
    expect(cards[0]).toHaveTextContent('Claire Martin <claire.martin@example.test>');
    expect(cards[0]).toHaveTextContent('Intégritéintacte');
    expect(cards[0]).toHaveTextContent('Modifié après cette signaturenon');
    expect(cards[0]).toHaveTextContent('de confiance (racine de la plateforme)');
    expect(claire.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CHAIN);
    expect(cards[0]).toHaveTextContent('Niveau PAdESB-LTA');
    // When it was validated, and on revocation data issued after the signatures (ETSI EN 319 102-1).
    expect(screen.getByTestId('verification-validation-time')).toHaveTextContent(
      'Validé le 28/11/2029 14:02 (heure de Paris) sur la base des données de révocation du 26/11/2026 10:20, émises après chaque signature.',
    );
    expect(within(cards[2]!).getByRole('heading', { name: 'Horodatage du document' })).toBeVisible();
  });

  it('names a record the platform sealed itself: an evidence file with its revision, a signature history', async () => {
    stubVerifier({
      ...VALID,
      record: { kind: 'evidence', dossierId: 42, signedAt: '2026-11-26T09:20:00.000Z', revision: 2 },
    });
    renderRoutes(routes, '/verification');
    await userEvent.upload(fileInput(), pdf('dossier-de-preuve-42.pdf'));
    expect(await screen.findByTestId('verification-record')).toHaveTextContent(
      /^Dossier de preuve du dossier n°\s42 \(révision 2\), établi et scellé par cette plateforme le 26 novembre 2026 .*\.$/,
    );

    await i18n.changeLanguage('en');
    stubVerifier({
      ...VALID,
      record: {
        kind: 'signature-history',
        dossierId: 42,
        signedAt: '2026-11-26T09:20:00.000Z',
        revision: null,
      },
    });
    renderRoutes(routes, '/verification');
    await userEvent.upload(
      screen.getAllByLabelText(/Drop a PDF here or choose it/).at(-1)!,
      pdf('history.pdf'),
    );
    expect(
      await screen.findByText(
        /^Signature history of folder no\. 42, made and sealed by this platform on 26 November 2026/,
      ),
    ).toBeVisible();
  });

  it('reads a tampered file as « Document altéré », naming what failed, and not as a platform record', async () => {
    stubVerifier(TAMPERED);
    renderRoutes(routes, '/verification');

    await userEvent.upload(fileInput(), pdf('altered.pdf'));

    expect(await screen.findByTestId('verification-verdict')).toHaveTextContent('Document altéré');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Résultat pour «\u00a0altered.pdf\u00a0»' }),
    ).toBeVisible();
    expect(screen.getByTestId('verification-record')).toHaveTextContent(
      'Ce fichier n’est pas, tel quel, un document signé sur cette plateforme.',
    );
    const [first] = screen.getAllByTestId('verification-signature');
    expect(first).toHaveTextContent('Intégritéaltéré');
    // One rule per card: a signature that is not intact is neither « not modified after » nor trusted.
    expect(first).toHaveTextContent(
      'Modifié après cette signaturesans objet : la signature n’est pas intacte',
    );
    expect(first).not.toHaveTextContent('de confiance (racine de la plateforme)');
    expect(first).toHaveTextContent('aucun niveau PAdES');
    expect(screen.getByTestId('verification-validation-time')).toHaveTextContent(
      'Validé le 28/11/2026 14:02 (heure de Paris) ; le fichier ne contient pas de données de révocation émises après ses signatures.',
    );
    // The verifier's code in words, the code beside them.
    expect(first).toHaveTextContent(
      'l’empreinte de ce qui a été signé ne correspond plus au document message-digest-mismatch',
    );
  });

  it('reads a change after the signatures as altered even when each signature’s bytes hold', async () => {
    stubVerifier({
      ...VALID,
      record: null,
      verdict: 'altered',
      modifications: [PAGE_CHANGED],
      signatures: [
        signature({
          modifiedAfter: true,
          status: 'modified-after',
          modifications: [PAGE_CHANGED],
        }),
      ],
    });
    renderRoutes(routes, '/verification');
    await userEvent.upload(fileInput(), pdf());
    expect(await screen.findByTestId('verification-verdict')).toHaveTextContent('Document altéré');
    expect(screen.getByTestId('verification-signature')).toHaveTextContent(
      'Modifié après cette signatureoui',
    );
    expect(screen.getByRole('heading', { name: 'Modifications non permises' })).toBeVisible();
    // The verifier's change in the reader's language, not its English description.
    expect(screen.getByTestId('verification-signature')).toHaveTextContent('Page 1 : son contenu a changé.');
    expect(screen.queryByText(/content changed/)).toBeNull();
  });

  it('reads a copied signature and a broken one as such, and lists an unsigned field drawn on the page', async () => {
    stubVerifier({
      ...VALID,
      record: null,
      verdict: 'altered',
      modifications: [
        {
          code: 'list-entry-added',
          params: {
            list: 'fields',
            field: 'Signature_forged',
            fieldType: 'Sig',
            reason: 'visible-signature-field',
            rect: '[ 40 600 300 640 ]',
          },
          description:
            'the form fields: « Signature_forged » (Sig) was added, a signature field drawn on the page at [ 40 600 300 640 ]',
        },
      ],
      emptySignatureFields: [{ fieldName: 'Signature_empty', visible: true }],
      signatures: [
        signature({}),
        signature({
          fieldName: 'Signature_forged',
          integrity: false,
          level: null,
          status: 'copy',
          copyOf: 'Signature_subscriber',
          errors: ['signature-copy'],
        }),
        signature({
          fieldName: 'Signature_broken',
          signer: null,
          chain: [],
          chainTrusted: false,
          integrity: false,
          level: null,
          status: 'broken',
          errors: ['contents-unreadable'],
        }),
      ],
    });
    renderRoutes(routes, '/verification');
    await userEvent.upload(fileInput(), pdf('forged.pdf'));
    expect(await screen.findByTestId('verification-verdict')).toHaveTextContent('Document altéré');
    const cards = screen.getAllByTestId('verification-signature');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Intégritécopie de la signature « Signature_subscriber »');
    expect(cards[1]).not.toHaveTextContent('B-LTA');
    expect(cards[2]).toHaveTextContent('Intégritéillisible');
    expect(cards[2]).toHaveTextContent('la valeur de signature (/Contents) est absente ou illisible');
    expect(screen.getByTestId('verification-empty-fields')).toHaveTextContent(
      'Signature_empty — visible sur la page',
    );
    expect(
      screen.getByText(
        'Formulaire : le champ « Signature_forged » (Sig) a été ajouté, un champ de signature dessiné sur la page (zone [ 40 600 300 640 ]).',
      ),
    ).toBeVisible();
  });

  it('checks a file dropped on the zone', async () => {
    const { requests } = stubVerifier(VALID);
    renderRoutes(routes, '/verification');
    fireEvent.drop(screen.getByTestId('verification-drop-zone'), { dataTransfer: { files: [pdf()] } });
    expect(await screen.findByTestId('verification-report')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname === '/api/signatures/verify')).toHaveLength(1);
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    const { requests } = stubVerifier(VALID);
    renderRoutes(routes, '/verification');
    await userEvent.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Ce fichier n’est pas un PDF lisible.')).toBeVisible();
    expect(requests.some((request) => request.url.pathname === '/api/signatures/verify')).toBe(false);
  });

  it('shows the server’s reason when it refuses the file', async () => {
    stubVerifier(
      jsonResponse({ errors: [{ property: 'file', message: 'verification.error-not-pdf' }] }, 422),
    );
    renderRoutes(routes, '/verification');
    await userEvent.upload(fileInput(), pdf('broken.pdf'));
    expect(await screen.findByText('Ce fichier n’est pas un PDF lisible.')).toBeVisible();
  });

  it('reads in English after the language switch', async () => {
    stubVerifier(TAMPERED);
    renderRoutes(routes, '/verification');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeVisible();
    await userEvent.upload(screen.getByLabelText(/Drop a PDF here or choose it/), pdf());
    await waitFor(() =>
      expect(screen.getByTestId('verification-verdict')).toHaveTextContent('Document altered'),
    );
  });

  it('says in English when it validated and on which revocation data', async () => {
    stubVerifier(VALID);
    renderRoutes(routes, '/verification');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.upload(await screen.findByLabelText(/Drop a PDF here or choose it/), pdf());
    expect(await screen.findByTestId('verification-validation-time')).toHaveTextContent(
      'Validated on 28/11/2029, 14:02 (Paris time) on the revocation data of 26/11/2026, 10:20, issued after each signature.',
    );
  });
});
