import { screen, within } from '@testing-library/react';
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
  ...fields,
});

describe('CorrectionsRoute', () => {
  it('lists each flagged field, receipt and note with the manager’s reason, and opens the dossier', async () => {
    signIn('advisor');
    const asked: string[] = [];
    stubFetch((request) => {
      if (request.url.pathname !== '/api/dossier/42/corrections') return undefined;
      asked.push(request.url.search);
      return jsonResponse({
        items: [
          item(1, { kind: 'field', elementId: 10, label: 'Nom d’usage', reason: 'Mal orthographié' }),
          item(2, {
            kind: 'receipt',
            elementId: 20,
            label: 'Pièce d’identité',
            problem: 'expired',
            reason: 'Expirée',
          }),
          item(3, { kind: 'note', reason: 'Rappeler le client' }),
        ],
      });
    });
    renderRoutes(routes, '/a-corriger/42');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/À corriger — dossier n°\s42/);
    const items = within(await screen.findByTestId('corrections-checklist')).getAllByTestId(
      'correction-item',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'Nom d’usageMotif\u00a0: Mal orthographié',
      'Pièce d’identité · Pièce expiréeMotif\u00a0: Expirée',
      'Note du gestionnaireMotif\u00a0: Rappeler le client',
    ]);
    expect(asked).toEqual(['?locale=fr']);
    expect(screen.getByRole('link', { name: 'Ouvrir le dossier' })).toHaveAttribute('href', '/dossier/42');
  });

  it('says when nothing is asked', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/7/corrections' ? jsonResponse({ items: [] }) : undefined,
    );
    renderRoutes(routes, '/a-corriger/7');
    expect(await screen.findByTestId('corrections-empty')).toHaveTextContent('Aucune correction');
  });
});
