import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';
import { preloadFormWidgets } from './element-widget';

// The widget loads on demand in the wizard: loaded first here, so that its fields render at once.
beforeAll(() => preloadFormWidgets(['range']));

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
    const exact = screen.getByRole('textbox', { name: 'Épargne' });
    await user.type(exact, '25');
    expect(formState.getValue(1)).toBe('25');
    expect(slider).toHaveValue('25');
    expect(slider).toHaveAttribute('aria-valuetext', '25\u00a0%');
  });

  it('input_percentage_range: an empty value shows no value (hollow thumb, empty box) and stays empty (issue #18)', () => {
    const { formState } = renderElement({
      id: 1,
      type: 'input_percentage_range',
      attributes: { label: 'Immobilier', min: 0, max: 100, start: 50 },
    });
    const slider = screen.getByRole('slider', { name: 'Immobilier' });
    expect(slider).toHaveClass('is-unset');
    expect(slider).toHaveAttribute('aria-valuetext', 'Non renseigné');
    expect(screen.getByRole('textbox', { name: 'Immobilier' })).toHaveValue('');
    expect(formState.getValue(1)).toBe('');
    // A click on the resting thumb takes the value it shows.
    fireEvent.pointerUp(slider);
    expect(slider).not.toHaveClass('is-unset');
    expect(formState.getValue(1)).toBe('50');
    expect(screen.getByRole('textbox', { name: 'Immobilier' })).toHaveValue('50');
  });

  it('input_percentage_range: letters typed in the box are refused with a message, not dropped', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_percentage_range',
      attributes: { label: 'Épargne', min: 0, max: 100 },
    });
    await user.type(screen.getByRole('textbox', { name: 'Épargne' }), '2a');
    await user.tab();
    expect(formState.getValue(1)).toBe('2a');
    expect(screen.getByText('Veuillez saisir un nombre')).toBeInTheDocument();
  });

  it('shows the engine’s max message after blur', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'input_percentage_range',
      attributes: { label: 'Épargne', min: 0, max: 100 },
    });
    await user.type(screen.getByRole('textbox', { name: 'Épargne' }), '150');
    await user.tab();
    expect(screen.getAllByText('Veuillez saisir une valeur inférieure ou égale à 100')).toHaveLength(1);
  });

  it('is disabled when disabled or read-only', () => {
    renderElement({ id: 1, type: 'range', attributes: { label: 'Horizon' } }, { readOnly: true });
    expect(screen.getByRole('slider', { name: 'Horizon' })).toBeDisabled();
  });
});
