import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
  ...fields,
});

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
                  after: '120000',
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
      'Montantrecalculé104000 → 120000',
    ]);
    expect(screen.getByTestId('corrections-invalid')).toHaveTextContent('Montant en lettres');
  });

  it('says when nothing is asked', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/7/corrections'
        ? jsonResponse({ items: [], revision: null, changes: [], invalid: [] })
        : undefined,
    );
    renderRoutes(routes, '/a-corriger/7');
    expect(await screen.findByTestId('corrections-empty')).toHaveTextContent('Aucune correction');
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
