import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElementType } from '@souscription/form-engine';
import { createTestFormState, renderElement, renderForm } from '../test/build-test-form';

describe('NumberInputWidget', () => {
  it.each<[ElementType, string]>([
    ['input_integer', 'numeric'],
    ['input_product_shares_number', 'numeric'],
    ['input_ordered_integer', 'numeric'],
    ['input_percentage_integer', 'numeric'],
    ['input_float', 'decimal'],
    ['input_float_currency_amount', 'decimal'],
  ])('renders %s as a text field with its label and a %s keyboard', (type, inputMode) => {
    renderElement({ id: 1, type, attributes: { label: 'Valeur', required: true, min: 1, max: 100 } });
    const input = screen.getByLabelText(/Valeur/);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', inputMode);
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('input_float_currency_amount: a French amount typed with spaces and a comma, read grouped once left', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_float_currency_amount',
      attributes: { label: 'Montant' },
    });
    const input = screen.getByLabelText('Montant');
    await user.type(input, '250 000,5');
    expect(input).toHaveValue('250 000,5');
    expect(formState.getValue(1)).toBe('250000.5');
    await user.tab();
    expect(formState.getValue(1)).toBe('250000.50');
    expect(input).toHaveValue('250\u202f000,50');
    // Back in the field: the number as it is edited, with the decimal comma and no grouping.
    await user.click(input);
    expect(input).toHaveValue('250000,50');
  });

  it('input_float in English: the point as separator, commas for thousands once left', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement(
      { id: 1, type: 'input_float', attributes: { label: 'Rate' } },
      { locale: 'en' },
    );
    const input = screen.getByLabelText('Rate');
    await user.type(input, '1234.25');
    await user.tab();
    expect(formState.getValue(1)).toBe('1234.25');
    expect(input).toHaveValue('1,234.25');
  });

  it.each<[ElementType, string, string]>([
    ['input_product_shares_number', '12a', 'Nombre de parts'],
    ['input_float_currency_amount', 'abc12x3.456', 'Montant'],
  ])(
    '%s refuses « %s » with « Veuillez saisir un nombre » instead of dropping letters (issue #18)',
    async (type, typed, label) => {
      const user = userEvent.setup();
      const { formState } = renderElement({ id: 1, type, attributes: { label } });
      const input = screen.getByLabelText(label);
      await user.type(input, typed);
      await user.tab();
      expect(formState.getValue(1)).toBe(typed);
      expect(input).toHaveValue(typed);
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir un nombre'));
    },
  );

  it('a unit attribute puts its suffix after a decimal field (a debt ratio in %)', () => {
    renderElement({ id: 1, type: 'input_float', attributes: { label: 'Taux d’endettement', unit: '%' } });
    expect(screen.getByText('%')).toBeInTheDocument();
    expect(screen.getByLabelText('Taux d’endettement')).toHaveAccessibleDescription('%');
  });

  it('input_product_shares_number: « Veuillez saisir une valeur d’au moins 5 » below min, after blur', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_product_shares_number',
      attributes: { label: 'Nombre de parts', min: 5 },
    });
    const input = screen.getByLabelText('Nombre de parts');
    await user.type(input, '3');
    expect(screen.queryByText('Veuillez saisir une valeur d’au moins 5')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAccessibleDescription('Veuillez saisir une valeur d’au moins 5');
    expect(formState.getValue(1)).toBe('3');
  });

  it('input_integer: « Veuillez saisir un nombre entier » for a decimal', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_integer', attributes: { label: 'Âge' } });
    await user.type(screen.getByLabelText('Âge'), '4.5');
    await user.tab();
    expect(screen.getByText('Veuillez saisir un nombre entier')).toBeInTheDocument();
  });

  it('input_float_currency_amount: € after the field and two decimals once left', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_float_currency_amount',
      attributes: { label: 'Montant', max: 1000 },
    });
    const input = screen.getByLabelText('Montant');
    expect(screen.getByText('€')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('€');
    await user.type(input, '1234.5');
    await user.tab();
    expect(formState.getValue(1)).toBe('1234.50');
    expect(input).toHaveValue('1\u202f234,50');
    expect(screen.getByText('Veuillez saisir une valeur inférieure ou égale à 1000')).toBeInTheDocument();
  });

  it('input_float keeps what was typed', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_float', attributes: { label: 'Taux' } });
    await user.type(screen.getByLabelText('Taux'), '12.5');
    await user.tab();
    expect(formState.getValue(1)).toBe('12.5');
  });

  it('input_percentage_integer: % after the field and the max message', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_percentage_integer', attributes: { label: 'Part', max: 100 } });
    expect(screen.getByText('%')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Part'), '120');
    await user.tab();
    expect(screen.getByText('Veuillez saisir une valeur inférieure ou égale à 100')).toBeInTheDocument();
  });

  it('input_product_temporary_dismemberment_rate_percentage: read-only when calculated, with %', () => {
    const formState = createTestFormState(
      [
        { id: 1, type: 'input_integer', attributes: { label: 'Durée' } },
        {
          id: 2,
          type: 'input_product_temporary_dismemberment_rate_percentage',
          attributes: { label: 'Usufruit', readonly: true },
          calculate: 'temporary_usufruct(#1)',
        },
      ],
      { values: [{ elementId: 1, value: '10' }] },
    );
    renderForm(formState);
    const rate = screen.getByLabelText('Usufruit');
    expect(rate).toHaveAttribute('readonly');
    expect(rate).toHaveValue('34');
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it('is disabled, or read-only in read-only mode', () => {
    const { unmount } = renderElement({
      id: 1,
      type: 'input_integer',
      attributes: { label: 'Âge', disabled: true },
    });
    expect(screen.getByLabelText('Âge')).toBeDisabled();
    unmount();
    renderElement({ id: 1, type: 'input_integer', attributes: { label: 'Âge' } }, { readOnly: true });
    expect(screen.getByLabelText('Âge')).toHaveAttribute('readonly');
  });
});
