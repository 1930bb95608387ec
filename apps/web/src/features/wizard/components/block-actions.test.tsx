import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { i18n } from '../../../shared/i18n/i18n';
import { wizardTextsReady } from '../i18n';
import { BlockActions } from './block-actions';

function renderActions(saving: boolean) {
  return render(
    <BlockActions
      blockId={1}
      action="keep-on"
      canGoBack
      canDuplicate={false}
      canSubmit
      saving={saving}
      locked={saving}
      onBack={() => undefined}
      onDuplicate={() => undefined}
    />,
  );
}

afterEach(async () => {
  onlineManager.setOnline(true);
  await act(() => i18n.changeLanguage('fr'));
});

describe('a block saved without a network', () => {
  it('says the answers wait on the page for the connection, then goes back to saving once it is back', async () => {
    renderActions(true);
    expect(screen.getByRole('button', { name: /Enregistrement…/ })).toBeInTheDocument();
    expect(screen.getByTestId('block-offline')).toHaveTextContent('');

    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hors connexion : vos réponses restent sur cette page et seront enregistrées dès le retour de la connexion.',
    );
    expect(screen.getByRole('button', { name: /En attente de connexion…/ })).toBeInTheDocument();

    await act(async () => {
      await wizardTextsReady;
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline: your answers stay on this page');
    expect(screen.getByRole('button', { name: /Waiting for the connection…/ })).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(screen.getByTestId('block-offline')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: /Saving…/ })).toBeInTheDocument();
  });

  it('says nothing when offline with nothing being saved', () => {
    onlineManager.setOnline(false);
    renderActions(false);
    expect(screen.getByTestId('block-offline')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: /Continuer/ })).toBeInTheDocument();
  });
});
