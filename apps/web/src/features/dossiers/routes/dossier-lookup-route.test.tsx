import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStored, setStored } from '../../../shared/storage/local-storage';
import { jsonResponse, requestsTo, stubFetch } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { DossierLookupRoute } from './dossier-lookup-route';

const routes = [
  { path: '/dossier/:dossierId?', element: <DossierLookupRoute /> },
  { path: '/form', element: <p>Form screen</p> },
  { path: '/manage-dossier/:id', element: <p>Manage screen</p> },
  { path: '/tableau-de-bord', element: <p>Dashboard</p> },
  { path: '/dossiers', element: <p>Folder lists</p> },
];

function summaryAnswer(url: string, status = ['signature', 'mission_validated']) {
  return jsonResponse({
    summary: {
      id: 42,
      form_id: 3,
      status,
      detention_mode: null,
      dismemberment_scope: null,
      pairing: { np: null, usu: null },
      forceMandate: false,
      direct: true,
      client_id: 7,
      present: null,
      detail: null,
      dismemberment_type: null,
      subscriptionGlobalAmount: null,
      amountPaid: null,
      url,
    },
  });
}

describe('DossierLookupRoute', () => {
  it('stores folder id, form id and first status, then opens the address returned', async () => {
    signIn('advisor');
    setStored('receipts', ['from another folder']);
    const { requests } = stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/summary' ? summaryAnswer('/form') : undefined,
    );
    const { router } = renderRoutes(routes, '/dossier/42');

    expect(screen.getByText('Ouverture du dossier…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(requestsTo(requests, '/api/dossier/42/summary')).toHaveLength(1);
    expect(getStored('folder_id')).toBe('42');
    expect(getStored('form_id')).toBe('3');
    expect(getStored('dossier_state')).toBe('signature');
    expect(getStored('direct')).toBe(true);
    expect(getStored('client_id')).toBe('7');
    expect(getStored('receipts')).toBeNull();
  });

  it('opens the management screen when the server says so', async () => {
    signIn('manage_dossier');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/summary'
        ? summaryAnswer('/manage-dossier/42', ['signed'])
        : undefined,
    );
    const { router } = renderRoutes(routes, '/dossier/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-dossier/42'));
    expect(getStored('dossier_state')).toBe('signed');
  });

  it.each([404, 403])('goes to the redirect address when the server answers %s', async (status) => {
    signIn('advisor');
    setStored('folder_id', '1');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/summary'
        ? jsonResponse({ errors: [{ property: 'id', message: 'api.error.dossier-not-found' }] }, status)
        : undefined,
    );
    const { router } = renderRoutes(routes, '/dossier/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord'));
    expect(getStored('folder_id')).toBe('1');
  });

  it('goes to /dossiers without an id', async () => {
    signIn('advisor');
    stubFetch();
    const { router } = renderRoutes(routes, '/dossier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dossiers'));
  });

  it('never leaves the application for an address given by the server', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname === '/api/dossier/42/summary' ? summaryAnswer('//evil.example/x') : undefined,
    );
    const { router } = renderRoutes(routes, '/dossier/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
  });
});
