import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { CorrectionsRoute } from './corrections-route';

const routes = [{ path: '/a-corriger/:dossierId', element: <CorrectionsRoute /> }];

const item = (id: number, fields: Record<string, unknown>) => ({
  id,
  elementId: null,
  label: null,
  blockId: null,
  pageId: null,
  problem: null,
  receiptId: null,
  status: 'open',
  createdAt: '2026-11-28 15:04:00',
  corrected: null,
  receiptTypes: [],
  receiptTypeId: null,
  ...fields,
});

const checklist = (fields: Record<string, unknown>) => ({
  items: [],
  revision: 2,
  changes: [],
  invalid: [],
  lastSent: null,
  ...fields,
});

/** A moment as the screen writes it (the browser's time zone): dd/mm/yyyy and HH:mm. */
const shown = (iso: string) => {
  const moment = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return {
    date: `${pad(moment.getDate())}/${pad(moment.getMonth() + 1)}/${moment.getFullYear()}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
};

const ITEMS = [
  item(1, {
    kind: 'field',
    elementId: 10,
    label: 'Nom d’usage',
    blockId: 100,
    pageId: 1,
    reason: 'Mal orthographié',
    corrected: true,
  }),
  item(2, {
    kind: 'receipt',
    elementId: 20,
    label: 'Pièce d’identité',
    problem: 'expired',
    receiptId: 7,
    reason: 'Expirée',
    corrected: false,
  }),
  item(3, {
    kind: 'receipt',
    elementId: 21,
    label: 'RIB',
    problem: 'missing',
    reason: 'Absent',
    corrected: false,
  }),
  item(4, { kind: 'note', reason: 'Rappeler le client' }),
];

describe('CorrectionsRoute', () => {
  it('lists each item with the manager’s reason and where it stands, and what to do for it', async () => {
    signIn('advisor');
    const asked: string[] = [];
    stubFetch((request) => {
      if (request.url.pathname !== '/api/dossier/42/corrections') return undefined;
      asked.push(request.url.search);
      return jsonResponse(checklist({ items: ITEMS }));
    });
    renderRoutes(routes, '/a-corriger/42');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/À corriger — dossier n°\s42/);
    const items = within(await screen.findByTestId('corrections-checklist')).getAllByTestId(
      'correction-item',
    );
    expect(items.map((li) => within(li).queryByTestId('correction-item-state')?.textContent ?? null)).toEqual(
      ['Corrigé', 'À corriger', 'À corriger', null],
    );
    expect(items[0]).toHaveTextContent(/Motif\s: Mal orthographié/);
    expect(within(items[0]!).getByRole('link', { name: 'Corriger' })).toHaveAttribute(
      'href',
      `/dossier/42?bloc=${encodeURIComponent('/form/1/100')}`,
    );
    expect(within(items[1]!).getByRole('button', { name: 'Remplacer le justificatif' })).toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Ajouter le justificatif' })).toBeInTheDocument();
    expect(within(items[3]!).queryByRole('button')).toBeNull();
    expect(asked).toEqual(['?locale=fr']);
    expect(screen.getByRole('link', { name: 'Ouvrir le dossier' })).toHaveAttribute('href', '/dossier/42');
  });

  it('shows the answers changed, recalculated ones marked, and those made invalid', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/corrections'
        ? jsonResponse(
            checklist({
              items: ITEMS.slice(0, 1),
              changes: [
                {
                  elementId: 10,
                  label: 'Nombre de parts',
                  blockId: 5,
                  calculated: false,
                  before: '520',
                  after: '600',
                },
                {
                  elementId: 11,
                  label: 'Montant',
                  blockId: 5,
                  calculated: true,
                  before: '104000',
                  after: '120000.5',
                  unit: '€',
                },
              ],
              invalid: [{ elementId: 12, label: 'Montant en lettres', blockId: 6 }],
            }),
          )
        : undefined,
    );
    renderRoutes(routes, '/a-corriger/42');
    const changes = within(await screen.findByTestId('corrections-changes')).getAllByTestId(
      'correction-change',
    );
    expect(changes.map((li) => li.textContent)).toEqual([
      'Nombre de parts520 → 600',
      // As the presentation tab writes amounts: a narrow no-break space between thousands, « € » after a no-break space.
      'Montantrecalculé104\u202f000,00\u00a0€ → 120\u202f000,50\u00a0€',
    ]);
    expect(screen.getByTestId('corrections-invalid')).toHaveTextContent('Montant en lettres');
  });

  it('says when nothing is asked, without the introduction about flagged points', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/7/corrections'
        ? jsonResponse(checklist({ revision: null }))
        : undefined,
    );
    renderRoutes(routes, '/a-corriger/7');
    expect(await screen.findByTestId('corrections-empty')).toHaveTextContent('Aucune correction');
    expect(screen.queryByText(/Le gestionnaire a relevé ces points/)).toBeNull();
  });

  it('once the correction is sent and signed again, says so and that the manager is to review it, in French and English', async () => {
    signIn('advisor');
    const sentAt = '2026-11-28T13:05:00.000Z';
    const signedAt = '2026-11-29T08:40:00.000Z';
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/corrections'
        ? jsonResponse(
            checklist({
              revision: null,
              lastSent: {
                revision: 2,
                sentAt,
                sentBy: 'Marc Durand',
                signing: 'signed',
                signedAt,
                integrationState: 'ongoing',
              },
            }),
          )
        : undefined,
    );
    renderRoutes(routes, '/a-corriger/42');
    const card = await screen.findByTestId('corrections-last-sent');
    const sent = shown(sentAt);
    const signed = shown(signedAt);
    expect(card).toHaveTextContent(
      `Correction envoyée le ${sent.date} à ${sent.time} par Marc Durand (révision 2).`,
    );
    expect(card).toHaveTextContent(
      `Les documents modifiés ont été signés de nouveau le ${signed.date} à ${signed.time}.`,
    );
    expect(card).toHaveTextContent('Le dossier attend l’examen du gestionnaire.');
    expect(screen.queryByTestId('corrections-empty')).toBeNull();
    expect(screen.queryByText(/Le gestionnaire a relevé ces points/)).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText(/Correction sent on/)).toHaveTextContent(
      `Correction sent on ${sent.date} at ${sent.time} by Marc Durand (revision 2).`,
    );
    expect(card).toHaveTextContent(
      `The changed documents were signed again on ${signed.date} at ${signed.time}.`,
    );
    expect(card).toHaveTextContent('The folder awaits the dossier manager’s review.');
  });

  it('while the changed documents await their signatures, says so and not yet where the manager stands', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/corrections'
        ? jsonResponse(
            checklist({
              revision: null,
              lastSent: {
                revision: 3,
                sentAt: '2026-11-28T13:05:00.000Z',
                sentBy: null,
                signing: 'awaited',
                signedAt: null,
                integrationState: 'error',
              },
            }),
          )
        : undefined,
    );
    renderRoutes(routes, '/a-corriger/42');
    const card = await screen.findByTestId('corrections-last-sent');
    expect(card).toHaveTextContent(/^Dernière correctionCorrection envoyée le .* \(révision 3\)\./);
    expect(card).toHaveTextContent('attendent les signatures de ceux qui les avaient signés');
    expect(screen.queryByTestId('corrections-last-sent-state')).toBeNull();
  });

  it('« Envoyer la correction » shows each refusal, then what is to be signed again', async () => {
    signIn('advisor');
    let sent = 0;
    stubFetch((request) => {
      if (request.url.pathname === '/api/dossier/42/corrections') {
        return jsonResponse(
          checklist({
            items:
              sent < 2
                ? [item(1, { kind: 'field', elementId: 10, label: 'Lieu', reason: 'Faux', corrected: false })]
                : [],
          }),
        );
      }
      if (request.url.pathname !== '/api/dossier/42/corrections/send' || request.method !== 'POST')
        return undefined;
      sent += 1;
      if (sent === 1) {
        return jsonResponse(
          { errors: [{ property: 'items.0.elementId', message: 'correction.error.field-unchanged' }] },
          422,
        );
      }
      return jsonResponse({
        revision: 2,
        items: [],
        amendments: [
          {
            envelopeId: 9,
            amendsEnvelopeId: 5,
            step: 'subscription',
            documents: [{ name: 'bulletin-42.pdf', title: 'Bulletin de souscription' }],
            parties: ['subscriber', 'subscriber_advisor'],
          },
        ],
        keptDocuments: [],
        integrationState: 'error',
      });
    });
    renderRoutes(routes, '/a-corriger/42');
    const button = await screen.findByRole('button', { name: 'Envoyer la correction' });
    await userEvent.click(button);
    expect(await screen.findByTestId('send-correction-error')).toHaveTextContent(
      'Un champ signalé n’a pas été modifié',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la correction' }));
    expect(await screen.findByTestId('send-correction-done')).toHaveTextContent(
      /révision 2.*Bulletin de souscription est à signer de nouveau/,
    );
    // The checklist, empty once sent, does not say that nothing was asked.
    expect(screen.queryByTestId('corrections-empty')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer la correction' })).toBeNull();
  });
});
