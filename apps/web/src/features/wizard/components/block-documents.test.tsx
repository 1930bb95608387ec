import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  jsonResponse,
  neverAnswer,
  requestsTo,
  stubFetch,
  type TStubHandler,
} from '../../../shared/test/fetch-stub';
import { BlockDocuments } from './block-documents';

const DOSSIER_ID = 42;
const BLOCK_ID = 10800;
const PDF = '%PDF-1.7\n%%EOF\n';
const DOCUMENTS = [
  { id: 1, filename: 'lettre-de-mission-42.pdf', title: 'Lettre de mission' },
  { id: 2, filename: 'rapport-adequation-42.pdf', title: 'Rapport d’adéquation' },
];
const LIST_PATH = `/api/dossiers/${DOSSIER_ID}/documents/list`;
const PREVIEW_PATH = `/api/dossiers/${DOSSIER_ID}/preview`;
const ALL_PATH = `/api/dossiers/${DOSSIER_ID}/documents/all`;

const fileResponse = (body: BodyInit, type: string) =>
  new Response(body, { status: 200, headers: { 'Content-Type': type } });

function renderDocuments(handler: TStubHandler) {
  const { requests } = stubFetch(handler);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BlockDocuments dossierId={DOSSIER_ID} blockId={BLOCK_ID} />
    </QueryClientProvider>,
  );
  return { requests };
}

const listed: TStubHandler = ({ url }) =>
  url.pathname === LIST_PATH ? jsonResponse({ documents: DOCUMENTS }) : undefined;

// The panel is loaded lazily (React.lazy): its module is fetched and compiled once here, so the
// first test's wait for its buttons does not include the transform of the panel's imports, which
// on a busy machine outlasts Testing Library's 1 s wait (the first test failed that way).
beforeAll(async () => {
  await import('./block-documents-panel');
});

const createObjectURL = vi.fn((_blob: Blob) => 'blob:document');
const click = vi.fn();
beforeEach(() => {
  createObjectURL.mockClear();
  click.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(click);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BlockDocuments', () => {
  it('lists the block’s documents: one preview button each and a download-all button', async () => {
    const { requests } = renderDocuments(listed);
    expect(await screen.findByRole('button', { name: 'Aperçu\u00a0: Lettre de mission' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aperçu\u00a0: Rapport d’adéquation' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Télécharger tous les documents' })).toBeEnabled();
    expect(JSON.parse(requestsTo(requests, LIST_PATH)[0]!.body!)).toEqual({ block_id: BLOCK_ID });
  });

  it('opens a document in the preview modal: the PDF in its frame', async () => {
    const { requests } = renderDocuments((request) =>
      request.url.pathname === PREVIEW_PATH ? fileResponse(PDF, 'application/pdf') : listed(request),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Aperçu\u00a0: Lettre de mission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lettre de mission' });
    expect(within(dialog).getByTitle('Lettre de mission')).toHaveAttribute('src', 'blob:document#toolbar=0');
    expect(JSON.parse(requestsTo(requests, PREVIEW_PATH)[0]!.body!)).toEqual({ documentId: 1, save: false });
    // Closed: the focus is back on the button that opened it, not at the top of the page.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]!);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aperçu\u00a0: Lettre de mission' })).toHaveFocus(),
    );
  });

  it('shows ged.download_failed in the error modal when the preview fails or answers nothing', async () => {
    renderDocuments((request) =>
      request.url.pathname === PREVIEW_PATH ? fileResponse('', 'application/pdf') : listed(request),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Aperçu\u00a0: Rapport d’adéquation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document indisponible' });
    expect(dialog).toHaveTextContent('Le document n’a pas pu être récupéré.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the server did not answer in time when a preview never comes (2 min), and « Aperçu » again shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let previews = 0;
      renderDocuments((request) => {
        if (request.url.pathname !== PREVIEW_PATH) return listed(request);
        previews += 1;
        return previews === 1 ? neverAnswer(request) : fileResponse(PDF, 'application/pdf');
      });
      await user.click(await screen.findByRole('button', { name: 'Aperçu : Lettre de mission' }));
      await waitFor(() => expect(previews).toBe(1));
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      const dialog = await screen.findByRole('dialog', { name: 'Document indisponible' });
      expect(dialog).toHaveTextContent('Le serveur n’a pas répondu à temps. Réessayez dans un instant.');
      await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]!);

      await user.click(screen.getByRole('button', { name: 'Aperçu : Lettre de mission' }));
      expect(await screen.findByRole('dialog', { name: 'Lettre de mission' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('downloads dossier-{id}.zip behind the full-page loader « Téléchargement en cours… »', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderDocuments(async (request) => {
      if (request.url.pathname !== ALL_PATH) return listed(request);
      await answered;
      return fileResponse('PK\u0003\u0004zip', 'application/zip');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger tous les documents' }));
    expect(await screen.findByTestId('full-page-loader')).toHaveTextContent('Téléchargement en cours…');
    release();
    await waitFor(() => expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument());
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`dossier-${DOSSIER_ID}.zip`);
  });

  it('shows the server’s message when the archive is refused (download switch off)', async () => {
    renderDocuments((request) =>
      request.url.pathname === ALL_PATH
        ? jsonResponse(
            { errors: [{ property: 'documents', message: 'documents.error.download-disabled' }] },
            404,
          )
        : listed(request),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger tous les documents' }));
    expect(await screen.findByRole('dialog', { name: 'Document indisponible' })).toHaveTextContent(
      'Le téléchargement des documents n’est pas proposé.',
    );
  });

  it('leaves no button when the list fails', async () => {
    const { requests } = renderDocuments(({ url }) =>
      url.pathname === LIST_PATH
        ? jsonResponse(
            { errors: [{ property: 'documents', message: 'documents.error.preview-disabled' }] },
            404,
          )
        : undefined,
    );
    await waitFor(() => expect(requestsTo(requests, LIST_PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
