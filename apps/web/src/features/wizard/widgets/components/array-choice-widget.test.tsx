import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfiguration } from '@souscription/form-engine';
import { TEST_TENANT, createTestFormState, renderElement, renderForm } from '../test/build-test-form';
import { preloadFormWidgets } from './element-widget';
import { ARRAY_CHOICE_AUTO_CLICK_MS } from './array-choice-widget';

function rowOf(duration: string): HTMLElement {
  return screen.getByRole('radio', { name: `Choisir ${duration}` }).closest('tr') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

// The widget loads on demand in the wizard: loaded first here, so that its fields render at once.
beforeAll(() => preloadFormWidgets(['array_choice']));

describe('ArrayChoiceWidget', () => {
  it('renders array_choice as the tenant’s dismemberment table: duration, usufruct and bare ownership', () => {
    renderElement({
      id: 1,
      type: 'array_choice',
      attributes: { label: 'Durée du démembrement', required: true },
    });
    const table = screen.getByRole('table', { name: /Durée du démembrement/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Choisir ', 'Durée', 'Usufruit', 'Nue-propriété']);
    const row = rowOf('10 ans');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '10 ans', '34\u00a0%', '66\u00a0%']);
    expect(within(table).getAllByRole('radio')).toHaveLength(18);
  });

  it('chooses a row by clicking it, or its radio with the keyboard; the value is the duration', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'array_choice', attributes: { label: 'Durée' } });
    await user.click(rowOf('3 ans').querySelectorAll('td')[2] as HTMLElement);
    expect(formState.getValue(1)).toBe('3');
    expect(screen.getByRole('radio', { name: 'Choisir 3 ans' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(formState.getValue(1)).toBe('4');
  });

  it('reads the chosen product’s own table', async () => {
    const user = userEvent.setup();
    const tenant: TenantConfiguration = {
      ...TEST_TENANT,
      products: {
        PI: {
          unit_price_element_id: 3,
          dismemberment_table_element_id: 2,
          temporary_rate_table: 'demonstration',
        },
      },
    };
    const formState = createTestFormState(
      [
        {
          id: 1,
          type: 'select',
          attributes: { label: 'Produit', options: [{ value: 'PI', label: 'Plein Air Invest' }] },
        },
        { id: 2, type: 'array_choice', attributes: { label: 'Durée' } },
        { id: 3, type: 'output_product_unit_price', attributes: { label: 'Prix', defaultValue: '200' } },
      ],
      { tenant, productChoiceElementId: 1 },
    );
    renderForm(formState);
    expect(screen.getAllByRole('radio')).toHaveLength(18);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produit' }), 'PI');
    expect(screen.getAllByRole('radio')).toHaveLength(13);
    expect(within(rowOf('10 ans')).getAllByRole('cell')[2]).toHaveTextContent('35 %');
  });

  it('chooses the only row that fits after 500 ms', () => {
    vi.useFakeTimers();
    const { formState } = renderElement({
      id: 1,
      type: 'array_choice',
      attributes: { label: 'Durée', min: 15, max: 15 },
    });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(ARRAY_CHOICE_AUTO_CLICK_MS - 1));
    expect(formState.getValue(1)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(formState.getValue(1)).toBe('15');
    expect(screen.getByText('Une seule durée est possible : elle a été sélectionnée.')).toBeInTheDocument();
  });

  it('shows the required message when the wizard asks; read-only rows cannot be chosen', async () => {
    const user = userEvent.setup();
    const { formState, unmount } = renderElement(
      { id: 1, type: 'array_choice', attributes: { label: 'Durée', required: true } },
      { showErrors: true },
    );
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleDescription('Veuillez renseigner le champ Durée');
    unmount();
    const readOnly = renderElement(
      { id: 1, type: 'array_choice', attributes: { label: 'Durée' } },
      { readOnly: true },
    );
    await user.click(rowOf('3 ans'));
    expect(readOnly.formState.getValue(1)).toBe('');
    expect(formState.getValue(1)).toBe('');
    expect(screen.getAllByRole('radio')[0]).toBeDisabled();
  });

  it('prefers the rate table to duration options (as the seed gives them), and shows other options as rows', () => {
    const { unmount } = renderElement({
      id: 1,
      type: 'array_choice',
      attributes: {
        label: 'Durée',
        options: [{ value: '3', label: '3 ans', presentation: 'Usufruit 13 %' }],
      },
    });
    expect(screen.getAllByRole('radio')).toHaveLength(18);
    expect(screen.getByRole('columnheader', { name: 'Usufruit' })).toBeInTheDocument();
    unmount();
    renderElement({
      id: 1,
      type: 'array_choice',
      attributes: {
        label: 'Formule',
        options: [{ value: 'souple', label: 'Souple', presentation: 'Sans engagement' }],
      },
    });
    expect(screen.getByRole('columnheader', { name: 'Détail' })).toBeInTheDocument();
    expect(within(rowOf('Souple')).getAllByRole('cell')[2]).toHaveTextContent('Sans engagement');
  });
});
