import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';

describe('RangeWidget', () => {
  it('range: a labelled slider, step 1, starting at `start`, « Non renseigné » until moved', () => {
    const { formState } = renderElement({
      id: 1,
      type: 'range',
      attributes: { label: 'Horizon', min: 1, max: 30, start: 10 },
    });
    const slider = screen.getByRole('slider', { name: 'Horizon' });
    expect(slider).toHaveValue('10');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveAttribute('aria-valuetext', 'Non renseigné');
    fireEvent.change(slider, { target: { value: '12' } });
    expect(formState.getValue(1)).toBe('12');
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '12');
  });

  it('input_percentage_range: the value with %, typed or slid', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_percentage_range',
      attributes: { label: 'Épargne', min: 0, max: 100 },
    });
    const slider = screen.getByRole('slider', { name: 'Épargne' });
    const exact = screen.getByRole('spinbutton', { name: 'Épargne' });
    await user.type(exact, '25');
    expect(formState.getValue(1)).toBe('25');
    expect(slider).toHaveValue('25');
    expect(slider).toHaveAttribute('aria-valuetext', '25\u00a0%');
  });

  it('shows the engine’s max message after blur', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'input_percentage_range',
      attributes: { label: 'Épargne', min: 0, max: 100 },
    });
    await user.type(screen.getByRole('spinbutton', { name: 'Épargne' }), '150');
    await user.tab();
    expect(screen.getAllByText('Veuillez saisir une valeur inférieure ou égale à 100')).toHaveLength(1);
  });

  it('is disabled when disabled or read-only', () => {
    renderElement({ id: 1, type: 'range', attributes: { label: 'Horizon' } }, { readOnly: true });
    expect(screen.getByRole('slider', { name: 'Horizon' })).toBeDisabled();
  });
});
