import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FilePreviewModal } from './file-preview-modal';

const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/2f1c0e9a-6d43-4b8e-9a51-0c7d5e3b1f2a');

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('FilePreviewModal', () => {
  it('names a PDF by its file name, never by the blob’s id that the viewer’s own toolbar would show (issue 27)', async () => {
    const file = {
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      filename: 'avis-imposition.pdf',
    };
    render(<FilePreviewModal title="avis-imposition.pdf" file={file} onClose={() => undefined} />);
    const frame = await screen.findByTitle('avis-imposition.pdf');
    expect(frame.getAttribute('src')).toBe(
      'blob:http://localhost/2f1c0e9a-6d43-4b8e-9a51-0c7d5e3b1f2a#toolbar=0',
    );
    expect(screen.getByRole('heading', { name: 'avis-imposition.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'download',
      'avis-imposition.pdf',
    );
  });
});
