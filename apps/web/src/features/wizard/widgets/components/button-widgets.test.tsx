import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';

describe('button widgets', () => {
  beforeAll(async () => {
    // The tooltip loads on first use; have it ready, as a user's second hover would.
    await import('./tooltip-overlay');
  });

  it('button: hands its action to the wizard', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderElement(
      {
        id: 1,
        type: 'button',
        attributes: {
          label: 'Retour au tableau de bord',
          action: 'dashboard',
          icon: { type: 'arrow-left', position: 'left' },
        },
      },
      { onAction },
    );
    await user.click(screen.getByRole('button', { name: 'Retour au tableau de bord' }));
    expect(onAction).toHaveBeenCalledWith('button', expect.objectContaining({ id: 1 }));
  });

  it('button back to the dashboard stays available on a read-only dossier (it changes nothing)', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderElement(
      { id: 1, type: 'button', attributes: { label: 'Retour au tableau de bord', action: 'dashboard' } },
      { readOnly: true, onAction },
    );
    await user.click(screen.getByRole('button', { name: 'Retour au tableau de bord' }));
    expect(onAction).toHaveBeenCalledWith('button', expect.objectContaining({ id: 1 }));
  });

  it('button_print: disabled with a tooltip until the print call exists, then prints', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { rerenderWith } = renderElement(
      {
        id: 1,
        type: 'button_print',
        attributes: { label: 'Imprimer le bulletin', action: 'subscription_form' },
      },
      { onAction },
    );
    expect(screen.getByRole('button', { name: 'Imprimer le bulletin' })).toBeDisabled();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'L’impression sera disponible prochainement.',
    );
    rerenderWith({ printAvailable: true });
    await user.click(screen.getByRole('button', { name: 'Imprimer le bulletin' }));
    expect(onAction).toHaveBeenCalledWith('print', expect.objectContaining({ id: 1 }));
  });

  it('button_docusign_iframe: asks the wizard to sign; busy shows a spinner and blocks it', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { rerenderWith } = renderElement(
      { id: 1, type: 'button_docusign_iframe', attributes: { label: 'Signer', docusignId: 'mission' } },
      { onAction },
    );
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    expect(onAction).toHaveBeenCalledWith('sign', expect.objectContaining({ id: 1 }));
    rerenderWith({ busy: true });
    expect(screen.getByRole('button', { name: 'Signer (Traitement en cours…)' })).toBeDisabled();
  });

  it('button_create_prospect: creates the prospect, authorizes a known client, then hides', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { rerenderWith } = renderElement(
      {
        id: 1,
        type: 'button_create_prospect',
        attributes: { label: 'Enregistrer le prospect', help: 'Crée l’espace client.' },
      },
      { onAction },
    );
    const create = screen.getByRole('button', { name: 'Enregistrer le prospect' });
    expect(create).toHaveAccessibleDescription('Crée l’espace client.');
    await user.click(create);
    expect(onAction).toHaveBeenLastCalledWith('create-prospect', expect.objectContaining({ id: 1 }));
    rerenderWith({ clientStatus: 'unauthorized' });
    await user.click(screen.getByRole('button', { name: 'Autoriser le client sur ce dossier' }));
    expect(onAction).toHaveBeenLastCalledWith('authorize-client', expect.objectContaining({ id: 1 }));
    rerenderWith({ clientStatus: 'authorized' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('button_create_prospect is disabled in read-only mode; buttons without a handler are disabled', () => {
    const { unmount } = renderElement(
      { id: 1, type: 'button_create_prospect', attributes: { label: 'Enregistrer le prospect' } },
      { readOnly: true, onAction: vi.fn() },
    );
    expect(screen.getByRole('button', { name: 'Enregistrer le prospect' })).toBeDisabled();
    unmount();
    renderElement({ id: 1, type: 'button_docusign_iframe', attributes: { label: 'Signer' } });
    expect(screen.getByRole('button', { name: 'Signer' })).toBeDisabled();
  });
});
