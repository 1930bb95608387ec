import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';

describe('TextInputWidget', () => {
  it('renders input_text with its label, required mark, help and aria-required', () => {
    renderElement({
      id: 1,
      type: 'input_text',
      attributes: { label: 'Nom', required: true, help: 'Comme sur la pièce d’identité.' },
    });
    const input = screen.getByLabelText(/Nom/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Comme sur la pièce d’identité.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('upper-cases input_text when configured and stores what the widget shows', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_text',
      attributes: { label: 'Ville', uppercase: true },
    });
    await user.type(screen.getByLabelText('Ville'), 'évry');
    expect(screen.getByLabelText('Ville')).toHaveValue('ÉVRY');
    expect(formState.getValue(1)).toBe('ÉVRY');
  });

  it('shows the engine’s French required message once changed and left, tied to the field', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_text', attributes: { label: 'Nom', required: true } });
    const input = screen.getByLabelText(/Nom/);
    expect(screen.queryByText('Veuillez renseigner le champ Nom')).not.toBeInTheDocument();
    // Tabbing through an untouched field marks nothing in error (issue 27).
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Veuillez renseigner le champ Nom')).not.toBeInTheDocument();
    await user.type(input, 'D{Backspace}');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Veuillez renseigner le champ Nom');
  });

  it('shows errors without a blur once the wizard asks (showErrors)', () => {
    renderElement(
      { id: 1, type: 'input_text', attributes: { label: 'Nom', required: true } },
      { showErrors: true },
    );
    expect(screen.getByText('Veuillez renseigner le champ Nom')).toBeInTheDocument();
  });

  it('is disabled when the engine disables it and read-only in read-only mode', () => {
    const disabled = renderElement({
      id: 1,
      type: 'input_text',
      attributes: { label: 'Nom', disabled: true },
    });
    expect(screen.getByLabelText('Nom')).toBeDisabled();
    disabled.unmount();
    renderElement(
      { id: 1, type: 'input_text', attributes: { label: 'Nom' } },
      { readOnly: true, values: [{ elementId: 1, value: 'Martin' }] },
    );
    expect(screen.getByLabelText('Nom')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nom')).toHaveValue('Martin');
  });

  it('input_mail: e-mail field, « L’adresse e-mail est invalide » after blur', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_mail', attributes: { label: 'E-mail' } });
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'jean..dupont@example.fr');
    await user.tab();
    expect(screen.getByText('L’adresse e-mail est invalide')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'jean.dupont@example.fr');
    expect(formState.getErrors(1)).toEqual([]);
    expect(screen.queryByText('L’adresse e-mail est invalide')).not.toBeInTheDocument();
  });

  it('input_iban: strips spaces, groups by four and upper-cases while typing', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_iban',
      attributes: { label: 'IBAN', uppercase: true },
    });
    const input = screen.getByLabelText('IBAN');
    await user.type(input, 'fr76 30006000011234567890189');
    expect(input).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
    expect(formState.getValue(1)).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formState.getErrors(1)).toEqual([]);
  });
});
