import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';

describe('PhoneInputWidget', () => {
  it('renders input_tel with its label and starts an empty field with +33 (still empty for the engine)', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_tel',
      attributes: { label: 'Téléphone', required: true },
    });
    const input = screen.getByLabelText(/Téléphone/);
    expect(input).toHaveAttribute('type', 'tel');
    await user.click(input);
    expect(input).toHaveValue('+33 ');
    expect(formState.getErrors(1)).toEqual([
      { message: 'validation.error.required', params: { label: 'Téléphone' } },
    ]);
  });

  it('keeps the default value +33 and writes a valid number the French way on leaving', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_tel',
      attributes: { label: 'Téléphone', defaultValue: '+33' },
    });
    const input = screen.getByLabelText('Téléphone');
    expect(input).toHaveValue('+33');
    await user.clear(input);
    await user.type(input, '06 12 34 56 78');
    await user.tab();
    expect(input).toHaveValue('+33 6 12 34 56 78');
    expect(formState.getErrors(1)).toEqual([]);
  });

  it('shows « Le format du numéro de téléphone est invalide » after blur', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_tel', attributes: { label: 'Téléphone' } });
    const input = screen.getByLabelText('Téléphone');
    await user.type(input, '0612');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Le format du numéro de téléphone est invalide');
  });

  it('is disabled or read-only, and then never pre-fills +33', async () => {
    const user = userEvent.setup();
    const { unmount } = renderElement({
      id: 1,
      type: 'input_tel',
      attributes: { label: 'Téléphone', disabled: true },
    });
    expect(screen.getByLabelText('Téléphone')).toBeDisabled();
    unmount();
    renderElement({ id: 1, type: 'input_tel', attributes: { label: 'Téléphone' } }, { readOnly: true });
    await user.click(screen.getByLabelText('Téléphone'));
    expect(screen.getByLabelText('Téléphone')).toHaveValue('');
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('readonly');
  });
});
