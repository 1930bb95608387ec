import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElementType } from '@souscription/form-engine';
import { renderElement } from '../test/build-test-form';

describe('FileWidget', () => {
  it.each<ElementType>(['input_file', 'input_receipt_file'])(
    '%s: its label, accepted types and a disabled upload explained',
    async (type) => {
      const user = userEvent.setup();
      renderElement({
        id: 1,
        type,
        attributes: {
          label: 'Pièce d’identité',
          required: true,
          types: [
            { id: 1, presentation: 'Carte nationale d’identité', icon: 'id-card' },
            { id: 2, presentation: 'Passeport', icon: 'passport' },
          ],
        },
      });
      const group = screen.getByRole('group', { name: /Pièce d’identité/ });
      expect(group).toHaveAccessibleDescription(/Documents acceptés.*Carte nationale d’identité.*Passeport/);
      expect(screen.getByRole('button', { name: 'Téléverser un fichier' })).toBeDisabled();
      await user.tab();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Le téléversement arrive avec la gestion des justificatifs.',
      );
      await waitFor(() =>
        expect(document.activeElement).toHaveAccessibleDescription(
          'Le téléversement arrive avec la gestion des justificatifs.',
        ),
      );
    },
  );

  it('gives « Veuillez téléverser votre justificatif … » for a required file when the wizard asks', () => {
    renderElement(
      { id: 1, type: 'input_receipt_file', attributes: { label: 'RIB', required: true } },
      { showErrors: true },
    );
    expect(screen.getByText('Veuillez téléverser votre justificatif RIB')).toBeInTheDocument();
  });

  it('lists the dossier’s receipts of this element', () => {
    renderElement(
      { id: 1, type: 'input_file', attributes: { label: 'RIB' } },
      {
        receipts: [
          { receiptId: 7, elementId: 1, title: 'rib.pdf' },
          { receiptId: 8, elementId: 2, title: 'autre.pdf' },
        ],
      },
    );
    expect(screen.getByText('rib.pdf')).toBeInTheDocument();
    expect(screen.queryByText('autre.pdf')).not.toBeInTheDocument();
  });
});
