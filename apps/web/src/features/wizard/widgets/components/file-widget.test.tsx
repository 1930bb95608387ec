import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { TDossier, TReceipt } from '@souscription/contract';
import type { ElementType } from '@souscription/form-engine';
import {
  jsonResponse,
  neverAnswer,
  requestsTo,
  stubFetch,
  type TStubHandler,
} from '../../../../shared/test/fetch-stub';
import { renderElement, type TTestElement } from '../test/build-test-form';
import type { TReceiptsChange } from './element-widget.types';
import { preloadFileWidget } from './lazy-widgets';

// The file widget loads on demand (lazy-widgets.tsx): its module is loaded before the tests; the first
// render still waits a tick for it, as the wizard's proofs page does.
beforeAll(async () => {
  await preloadFileWidget();
});

const DOSSIER_ID = 42;
const PDF_BYTES = '%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';
const PDF_BASE64 = btoa(PDF_BYTES);

const identity: TTestElement = {
  id: 5,
  type: 'input_receipt_file',
  attributes: {
    label: 'Pièce d’identité',
    required: true,
    types: [
      { id: 1, presentation: 'Carte nationale d’identité', icon: 'id-card' },
      { id: 2, presentation: 'Passeport', icon: 'passport' },
    ],
  },
};
const rib: TTestElement = { id: 5, type: 'input_file', attributes: { label: 'RIB', required: true } };

const serverReceipt = (receiptId: number, title: string, typeId: string | null = null): TReceipt => ({
  receiptId,
  typeId,
  elementId: 5,
  title,
  resource: `/api/dossiers/${DOSSIER_ID}/receipts/${receiptId}`,
});

/** The dossier as `GET /dossiers/{id}` gives it, without its receipts. */
const DOSSIER: TDossier = {
  id: DOSSIER_ID,
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

/** `GET /dossiers/{id}/receipts/{receiptId}` answer: the small PDF. */
const receiptAnswer = (pathname: string) =>
  jsonResponse({
    receipt: {
      id: 7,
      resource: pathname,
      title: 'RIB',
      filename: 'RIB.pdf',
      resourceFile: PDF_BASE64,
      mimetype: 'application/pdf',
    },
  });

function pdfFile(name = 'rib.pdf') {
  return new File([PDF_BYTES], name, { type: 'application/pdf' });
}

/** Renders a file element wired to a dossier, recording what it reports to the wizard. */
function renderConnected(element: TTestElement, handler: TStubHandler, options = {}) {
  const { requests } = stubFetch(handler);
  const changes: TReceiptsChange[] = [];
  const view = renderElement(element, {
    dossierId: DOSSIER_ID,
    onReceiptsChange: (change) => changes.push(change),
    ...options,
  });
  return { ...view, requests, changes };
}

const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
beforeEach(() => {
  createObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileWidget', () => {
  it.each<ElementType>(['input_file', 'input_receipt_file'])(
    '%s: its label, accepted types and files described; no upload outside a dossier',
    async (type) => {
      renderElement({ ...identity, type });
      const group = await screen.findByRole('group', { name: /Pièce d’identité/ });
      expect(group).toHaveAccessibleDescription(/Documents acceptés.*Carte nationale d’identité.*Passeport/);
      const upload = screen.getByRole('button', { name: 'Téléverser\u00a0: Passeport' });
      expect(upload).toBeDisabled();
      expect(upload).toHaveAccessibleDescription('PDF, JPEG ou PNG, 10\u00a0Mo au plus.');
    },
  );

  it('gives « Veuillez téléverser votre justificatif … » for a required file when the wizard asks', () => {
    renderElement(rib, { showErrors: true });
    expect(screen.getByText('Veuillez téléverser votre justificatif RIB')).toBeInTheDocument();
  });

  it('lists the dossier’s receipts of this element only, with the type they were sent as', () => {
    renderElement(identity, {
      receipts: [
        { receiptId: 7, elementId: 5, title: 'cni.pdf', typeId: '1' },
        { receiptId: 8, elementId: 6, title: 'autre.pdf' },
      ],
    });
    const list = screen.getByTestId('file-received');
    expect(list).toHaveTextContent('cni.pdf · Carte nationale d’identité');
    expect(screen.queryByText('autre.pdf')).not.toBeInTheDocument();
  });

  it('sends a chosen PDF in base64 for the type picked and hands the server’s list to the wizard', async () => {
    const user = userEvent.setup();
    const { requests, changes } = renderConnected(identity, ({ method, url }) =>
      method === 'PUT' && url.pathname === `/api/dossiers/${DOSSIER_ID}/receipts`
        ? jsonResponse({ dossier: { receipts: [serverReceipt(9, 'passeport.pdf', '2')] } })
        : undefined,
    );
    // The button of « Passeport » opens the file chooser (the hidden input) for that type.
    await user.click(screen.getByRole('button', { name: 'Téléverser\u00a0: Passeport' }));
    await user.upload(screen.getByTestId('file-input-5'), pdfFile('passeport.pdf'));

    await waitFor(() => expect(changes).toHaveLength(1));
    const sent = requestsTo(requests, `/api/dossiers/${DOSSIER_ID}/receipts`).map((request) =>
      JSON.parse(request.body ?? '{}'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      submittingBlockId: 1,
      receipts: [
        {
          typeId: '2',
          elementId: 5,
          title: 'passeport.pdf',
          value: `data:application/pdf;base64,${PDF_BASE64}`,
        },
      ],
    });
    expect(changes[0]).toEqual({ kind: 'replaced', receipts: [serverReceipt(9, 'passeport.pdf', '2')] });
    expect(await screen.findByRole('status')).toHaveTextContent('Document téléversé : passeport.pdf');
  });

  it('offline, keeps the file chosen and says it is sent once the connection is back; then sends it', async () => {
    const user = userEvent.setup();
    const { requests, changes } = renderConnected(rib, ({ method, url }) =>
      method === 'PUT' && url.pathname === `/api/dossiers/${DOSSIER_ID}/receipts`
        ? jsonResponse({ dossier: { receipts: [serverReceipt(9, 'rib.pdf')] } })
        : undefined,
    );
    try {
      onlineManager.setOnline(false);
      await user.click(await screen.findByRole('button', { name: /Téléverser/ }));
      await user.upload(screen.getByTestId('file-input-5'), pdfFile());
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Hors connexion : le fichier sera envoyé dès le retour de la connexion.',
      );
      expect(requestsTo(requests, `/api/dossiers/${DOSSIER_ID}/receipts`)).toHaveLength(0);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(changes).toHaveLength(1));
      expect(requestsTo(requests, `/api/dossiers/${DOSSIER_ID}/receipts`)).toHaveLength(1);
      expect(await screen.findByRole('status')).toHaveTextContent('Document téléversé : rib.pdf');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('refuses a file that is not a PDF, JPEG or PNG, or is over 10 MiB, without calling the server', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests, changes } = renderConnected(rib, () => undefined);
    await user.upload(
      screen.getByTestId('file-input-5'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seuls les fichiers PDF, JPEG et PNG sont acceptés.',
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('file-input-5'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier dépasse 10 Mo.');
    expect(requestsTo(requests, `/api/dossiers/${DOSSIER_ID}/receipts`)).toHaveLength(0);
    expect(changes).toHaveLength(0);
  });

  it('says what the server refused, and keeps the list as it was', async () => {
    const user = userEvent.setup();
    const { changes } = renderConnected(rib, ({ method }) =>
      method === 'PUT'
        ? jsonResponse({ errors: [{ property: 'receipts.0.value', message: 'ged.upload-file-type' }] }, 422)
        : undefined,
    );
    await user.upload(screen.getByTestId('file-input-5'), pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seuls les fichiers PDF, JPEG et PNG sont acceptés.',
    );
    expect(changes).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Téléverser un fichier' })).toBeEnabled();
  });

  it.each([
    ['stored by the server: the file is shown received', true],
    ['not stored: the time-out message, and sending it again works', false],
  ])('an upload whose answer never comes, %s', async (_, stored) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let puts = 0;
      const { changes } = renderConnected(rib, (request) => {
        if (request.method === 'PUT') {
          puts += 1;
          return puts === 1
            ? neverAnswer(request)
            : jsonResponse({ dossier: { receipts: [serverReceipt(9, 'rib.pdf')] } });
        }
        if (request.url.pathname === `/api/dossiers/${DOSSIER_ID}`) {
          return jsonResponse({
            dossier: { ...DOSSIER, receipts: stored ? [serverReceipt(9, 'rib.pdf')] : [] },
          });
        }
        return undefined;
      });
      await user.upload(screen.getByTestId('file-input-5'), pdfFile());
      await waitFor(() => expect(puts).toBe(1));
      await act(() => vi.advanceTimersByTimeAsync(30_000));

      if (stored) {
        await waitFor(() =>
          expect(changes.at(-1)).toEqual({ kind: 'replaced', receipts: [serverReceipt(9, 'rib.pdf')] }),
        );
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        return;
      }
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Le serveur n’a pas répondu à temps. Réessayez dans un instant.',
      );
      await user.upload(screen.getByTestId('file-input-5'), pdfFile());
      await waitFor(() =>
        expect(changes.at(-1)).toEqual({ kind: 'replaced', receipts: [serverReceipt(9, 'rib.pdf')] }),
      );
      expect(puts).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an upload whose answer never comes, of a name already received earlier and not stored again: the time-out message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const earlier = serverReceipt(4, 'rib.pdf');
      renderConnected(
        rib,
        (request) => {
          if (request.method === 'PUT') return neverAnswer(request);
          if (request.url.pathname === `/api/dossiers/${DOSSIER_ID}`) {
            return jsonResponse({ dossier: { ...DOSSIER, receipts: [earlier] } });
          }
          return undefined;
        },
        { receipts: [earlier] },
      );
      await user.upload(screen.getByTestId('file-input-5'), pdfFile());
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Le serveur n’a pas répondu à temps. Réessayez dans un instant.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a receipt on the server, then drops it', async () => {
    const user = userEvent.setup();
    const { requests, changes } = renderConnected(
      rib,
      ({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined),
      { receipts: [{ receiptId: 7, elementId: 5, title: 'rib.pdf' }] },
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer rib.pdf' }));
    await waitFor(() => expect(changes).toEqual([{ kind: 'removed', receiptId: 7 }]));
    expect(requestsTo(requests, `/api/dossiers/${DOSSIER_ID}/receipts/7`)[0]?.method).toBe('DELETE');
    expect(screen.getByRole('status')).toHaveTextContent('Document supprimé : rib.pdf');
  });

  it('says ged.remove_failed when the deletion fails', async () => {
    const user = userEvent.setup();
    const { changes } = renderConnected(
      rib,
      ({ method }) =>
        method === 'DELETE'
          ? jsonResponse({ errors: [{ property: 'receiptId', message: 'ged.remove_failed' }] }, 404)
          : undefined,
      { receipts: [{ receiptId: 7, elementId: 5, title: 'rib.pdf' }] },
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer rib.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le document n’a pas pu être supprimé.');
    expect(changes).toHaveLength(0);
  });

  it('in read-only mode, lets receipts be viewed but neither sent nor deleted', () => {
    renderConnected(rib, () => undefined, {
      readOnly: true,
      receipts: [{ receiptId: 7, elementId: 5, title: 'rib.pdf' }],
    });
    expect(screen.getByRole('button', { name: 'Téléverser un fichier' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Supprimer rib.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir rib.pdf' })).toBeEnabled();
  });

  it('previews a PDF receipt in a 500 px frame of the preview modal', async () => {
    const user = userEvent.setup();
    renderConnected(
      rib,
      ({ url }) =>
        url.pathname === `/api/dossiers/${DOSSIER_ID}/receipts/7` ? receiptAnswer(url.pathname) : undefined,
      { receipts: [{ receiptId: 7, elementId: 5, title: 'rib.pdf' }] },
    );
    await user.click(screen.getByRole('button', { name: 'Voir rib.pdf' }));
    // Saved under the server's file name (title and the extension of its type), not the bare title.
    const modal = await screen.findByRole('dialog', { name: 'RIB.pdf' });
    const frame = within(modal).getByTitle('RIB.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveClass('app-file-frame');
    expect(frame).toHaveAttribute('src', 'blob:receipt#toolbar=0');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(PDF_BYTES.length);
    expect(within(modal).getByRole('link', { name: 'Télécharger' })).toHaveAttribute('download', 'RIB.pdf');
  });

  it('downloads the receipt instead when previews are off, and says ged.download_failed on failure', async () => {
    const user = userEvent.setup();
    let fail = false;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderConnected(
      rib,
      ({ url }) =>
        url.pathname.endsWith('/receipts/7')
          ? fail
            ? jsonResponse({ errors: [{ property: 'receiptId', message: 'ged.download_failed' }] }, 404)
            : receiptAnswer(url.pathname)
          : undefined,
      { previewReceipts: false, receipts: [{ receiptId: 7, elementId: 5, title: 'rib.pdf' }] },
    );
    await user.click(screen.getByRole('button', { name: 'Voir rib.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Voir rib.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le document n’a pas pu être récupéré.');
    click.mockRestore();
  });
});
