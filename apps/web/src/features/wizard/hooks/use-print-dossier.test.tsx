import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FormElement } from '@souscription/form-engine';
import { jsonResponse, requestsTo, stubFetch } from '../../../shared/test/fetch-stub';
import { usePrintDossier } from './use-print-dossier';

const DOSSIER_ID = 42;
const PRINT_BUTTON = { id: 18001, block_id: 18000, type: 'button_print' } as unknown as FormElement;
const PRINT_PATH = `/api/dossiers/${DOSSIER_ID}/printPdf/${PRINT_BUTTON.id}`;

function renderPrint() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePrintDossier(DOSSIER_ID), { wrapper });
}

type TFakeWindow = { closed: boolean; close: () => void; location: { href: string }; document: Document };
let opened: TFakeWindow;
beforeEach(() => {
  opened = {
    closed: false,
    close: vi.fn(() => (opened.closed = true)),
    location: { href: 'about:blank' },
    document: document.implementation.createHTMLDocument(''),
  };
  vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:print') }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('usePrintDossier', () => {
  it('opens a window in the click, shows a waiting text, then the printable PDF', async () => {
    const { requests } = stubFetch(({ url }) =>
      url.pathname === PRINT_PATH ? jsonResponse({ print: { file: btoa('%PDF-1.7') } }) : undefined,
    );
    const { result } = renderPrint();
    act(() => result.current.start(PRINT_BUTTON));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(opened.document.body.textContent).toBe('Préparation de l’impression…');
    await waitFor(() => expect(opened.location.href).toBe('blob:print'));
    expect(requestsTo(requests, PRINT_PATH)).toHaveLength(1);
    expect(result.current.errorKey).toBeNull();
  });

  it('closes the window and gives ged.download_failed when the print answers nothing', async () => {
    stubFetch(({ url }) => (url.pathname === PRINT_PATH ? jsonResponse({ print: { file: '' } }) : undefined));
    const { result } = renderPrint();
    act(() => result.current.start(PRINT_BUTTON));
    await waitFor(() => expect(result.current.errorKey).toBe('ged.download_failed'));
    expect(opened.close).toHaveBeenCalled();
  });

  it('gives the server’s message when the print is refused', async () => {
    stubFetch(({ url }) =>
      url.pathname === PRINT_PATH
        ? jsonResponse({ errors: [{ property: 'id', message: 'api.error.dossier-forbidden' }] }, 403)
        : undefined,
    );
    const { result } = renderPrint();
    act(() => result.current.start(PRINT_BUTTON));
    await waitFor(() => expect(result.current.errorKey).toBe('api.error.dossier-forbidden'));
    act(() => result.current.clearError());
    expect(result.current.errorKey).toBeNull();
  });
});
