import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElementType } from '@souscription/form-engine';
import { renderElement } from '../test/build-test-form';

const STATUSES = [
  { value: 'celibataire', label: 'Célibataire' },
  { value: 'marie', label: 'Marié(e)' },
];

describe('SelectWidget', () => {
  it.each<ElementType>(['select', 'select_ordered_integer', 'unique_select_product_choice'])(
    '%s: a labelled native select; required: « Veuillez sélectionner une réponse »',
    async (type) => {
      const user = userEvent.setup();
      const { formState } = renderElement({
        id: 1,
        type,
        attributes: { label: 'Situation', required: true, options: STATUSES },
      });
      const select = screen.getByRole('combobox', { name: /Situation/ });
      expect(select).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('option', { name: 'Sélectionnez une option' })).toBeInTheDocument();
      // Left untouched, no message; once a choice was made and the field left, the rule shows.
      await user.click(select);
      await user.tab();
      expect(select).not.toHaveAccessibleDescription('Veuillez sélectionner une réponse');
      await user.selectOptions(select, 'marie');
      expect(formState.getValue(1)).toBe('marie');
      act(() => void formState.set(1, ''));
      await user.click(select);
      await user.tab();
      expect(select).toHaveAccessibleDescription('Veuillez sélectionner une réponse');
      await user.selectOptions(select, 'marie');
      expect(formState.getValue(1)).toBe('marie');
      expect(screen.getByRole('option', { name: 'Sélectionnez une option' })).toBeDisabled();
    },
  );

  it('is clearable when not required (« Aucune sélection »)', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement(
      { id: 1, type: 'select', attributes: { label: 'Régime', options: STATUSES } },
      { values: [{ elementId: 1, value: 'marie' }] },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Régime' }), 'Aucune sélection');
    expect(formState.getValue(1)).toBe('');
  });

  it('shows the chosen product’s presentation under the list', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'unique_select_product_choice',
      attributes: {
        label: 'SCPI',
        options: [{ value: 'PI', label: 'Plein Air Invest', presentation: 'Campings — 200,00 € la part' }],
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'SCPI' }), 'PI');
    expect(screen.getByRole('combobox', { name: 'SCPI' })).toHaveAccessibleDescription(
      'Campings — 200,00 € la part',
    );
  });

  it('multiple: boxes, « Veuillez sélectionner au moins un champ », clearable when not required', async () => {
    const user = userEvent.setup();
    const { formState, unmount } = renderElement(
      {
        id: 1,
        type: 'select',
        attributes: { label: 'Justificatifs', multiple: true, required: true, options: STATUSES },
      },
      { showErrors: true },
    );
    expect(screen.getByText('Veuillez sélectionner au moins un champ')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Marié(e)' }));
    expect(formState.getValue(1)).toEqual(['marie']);
    expect(screen.queryByRole('button', { name: 'Effacer la sélection' })).not.toBeInTheDocument();
    unmount();
    const optional = renderElement(
      { id: 1, type: 'select', attributes: { label: 'Justificatifs', multiple: true, options: STATUSES } },
      { values: [{ elementId: 1, value: ['marie'] }] },
    );
    await user.click(screen.getByRole('button', { name: 'Effacer la sélection' }));
    expect(optional.formState.getValue(1)).toEqual([]);
  });

  it('is disabled when disabled or read-only', () => {
    renderElement(
      { id: 1, type: 'select', attributes: { label: 'Situation', options: STATUSES } },
      { readOnly: true },
    );
    expect(screen.getByRole('combobox', { name: 'Situation' })).toBeDisabled();
  });
});
