import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';
import { completeTypedDate } from './date-input-widget';
import { preloadDateInputWidget } from './lazy-widgets';

describe('DateInputWidget', () => {
  beforeAll(async () => {
    await preloadDateInputWidget();
  });

  it('renders input_date with its label and the placeholder jj/mm/AAAA, once the picker has loaded', async () => {
    renderElement({
      id: 1,
      type: 'input_date',
      attributes: { label: 'Date de l’opération', required: true },
    });
    const input = await screen.findByLabelText(/Date de l’opération/);
    expect(input).toHaveAttribute('placeholder', 'jj/mm/AAAA');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('takes a typed date as dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_date', attributes: { label: 'Date' } });
    await user.type(await screen.findByLabelText('Date'), '12/05/2024');
    expect(formState.getValue(1)).toBe('12/05/2024');
    expect(screen.getByLabelText('Date')).toHaveValue('12/05/2024');
    expect(formState.getErrors(1)).toEqual([]);
  });

  it('adds the slashes to eight typed digits', async () => {
    expect(completeTypedDate('12051980')).toBe('12/05/1980');
    expect(completeTypedDate('1205')).toBe('1205');
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_birthdate',
      attributes: { label: 'Date de naissance' },
    });
    await user.type(await screen.findByLabelText('Date de naissance'), '12051980');
    expect(formState.getValue(1)).toBe('12/05/1980');
  });

  it('does not open its calendar when focused (the wizard focuses the first field in error), only on a click (issue #18)', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_date', attributes: { label: 'Date' } });
    const input = await screen.findByLabelText('Date');
    input.focus();
    expect(input).toHaveFocus();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(document.querySelector('.react-datepicker')).toBeNull();
    await user.click(input);
    expect(document.querySelector('.react-datepicker')).not.toBeNull();
  });

  it('greys out the days a bound relative to today refuses', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_date',
      attributes: { label: 'Expiration', minDate: { fromToday: { days: 1 } } },
    });
    await user.click(await screen.findByLabelText('Expiration'));
    // Yesterday (or any past day shown) is unavailable in the calendar.
    expect(screen.getAllByRole('gridcell', { name: /^Indisponible/ }).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Expiration'), '{Escape}');
    expect(formState.getValue(1)).toBe('');
  });

  it('takes a day picked in the French calendar', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement(
      { id: 1, type: 'input_date', attributes: { label: 'Date' } },
      { values: [{ elementId: 1, value: '03/06/2025' }] },
    );
    await user.click(await screen.findByLabelText('Date'));
    expect(await screen.findByText('juin 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('gridcell', { name: 'Choisir le mercredi 18 juin 2025' }));
    expect(formState.getValue(1)).toBe('18/06/2025');
  });

  it('shows « Veuillez saisir une date valide (jj/mm/aaaa) » for an impossible date after blur', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_date', attributes: { label: 'Date' } });
    await user.type(await screen.findByLabelText('Date'), '31/02/2024');
    await user.tab();
    expect(screen.getByText('Veuillez saisir une date valide (jj/mm/aaaa)')).toBeInTheDocument();
  });

  it('applies minDate with the engine’s message', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'input_date',
      attributes: { label: 'Date', minDate: { date: '01/01/1950' } },
    });
    await user.type(await screen.findByLabelText('Date'), '31/12/1949');
    await user.tab();
    expect(
      screen.getByText('Veuillez saisir une date postérieure ou égale au 01/01/1950'),
    ).toBeInTheDocument();
  });

  it('input_birthdate offers month and year lists, bounded by maxDate', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'input_birthdate',
      attributes: { label: 'Date de naissance', maxDate: { date: '15/06/2007' } },
    });
    await user.click(await screen.findByLabelText('Date de naissance'));
    expect(await screen.findAllByRole('combobox')).toHaveLength(2);
    expect(screen.getByText('juin 2007')).toBeInTheDocument();
  });

  it('is disabled, or read-only in read-only mode', async () => {
    const { unmount } = renderElement({
      id: 1,
      type: 'input_date',
      attributes: { label: 'Date', disabled: true },
    });
    expect(await screen.findByLabelText('Date')).toBeDisabled();
    unmount();
    renderElement({ id: 1, type: 'input_date', attributes: { label: 'Date' } }, { readOnly: true });
    expect(await screen.findByLabelText('Date')).toHaveAttribute('readonly');
  });
});
