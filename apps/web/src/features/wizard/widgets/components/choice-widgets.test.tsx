import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElementType } from '@souscription/form-engine';
import { renderElement } from '../test/build-test-form';

const YES_NO = [
  { value: 'Oui', label: 'Oui' },
  { value: 'Non', label: 'Non' },
];

describe('CheckboxWidget', () => {
  it('input_checkbox without options: one labelled box storing "true" / "false", required to be ticked', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement(
      {
        id: 1,
        type: 'input_checkbox',
        attributes: { label: 'J’ai lu la lettre de mission', required: true },
      },
      { showErrors: true },
    );
    const box = screen.getByRole('checkbox', { name: /J’ai lu la lettre de mission/ });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription(
      'Veuillez cocher la case «\u00a0J’ai lu la lettre de mission\u00a0»',
    );
    await user.click(box);
    expect(formState.getValue(1)).toBe('true');
    await user.click(box);
    expect(formState.getValue(1)).toBe('false');
  });

  it('input_checkbox with options: a group storing the ticked values in option order', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'input_checkbox',
      attributes: {
        label: 'Placements détenus',
        multiple: true,
        options: [
          { value: 'actions', label: 'Actions' },
          { value: 'scpi', label: 'SCPI' },
        ],
      },
    });
    expect(screen.getByRole('group', { name: 'Placements détenus' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'SCPI' }));
    await user.click(screen.getByRole('checkbox', { name: 'Actions' }));
    expect(formState.getValue(1)).toEqual(['actions', 'scpi']);
  });

  it('is disabled in read-only mode', () => {
    renderElement({ id: 1, type: 'input_checkbox', attributes: { label: 'Accord' } }, { readOnly: true });
    expect(screen.getByRole('checkbox', { name: 'Accord' })).toBeDisabled();
  });
});

describe('CheckboxWidget as a toggle', () => {
  it('toggle: a switch storing "true" / "false" from its default', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'toggle',
      attributes: { label: 'Résident fiscal français', defaultValue: 'true' },
    });
    const toggle = screen.getByRole('switch', { name: 'Résident fiscal français' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(formState.getValue(1)).toBe('false');
  });

  it('is disabled when the engine disables it', () => {
    renderElement({ id: 1, type: 'toggle', attributes: { label: 'IFI', disabled: true } });
    expect(screen.getByRole('switch', { name: 'IFI' })).toBeDisabled();
  });
});

describe('RadioWidget', () => {
  it.each<ElementType>(['input_radio', 'input_radio_simple'])(
    '%s: a required radiogroup moved with the arrow keys',
    async (type) => {
      const user = userEvent.setup();
      const { formState } = renderElement({
        id: 1,
        type,
        attributes: { label: 'Détenez-vous des SCPI ?', required: true, options: YES_NO },
      });
      const group = screen.getByRole('radiogroup', { name: /Détenez-vous des SCPI/ });
      expect(group).toHaveAttribute('aria-required', 'true');
      await user.click(screen.getByRole('radio', { name: 'Oui' }));
      expect(formState.getValue(1)).toBe('Oui');
      await user.keyboard('{ArrowRight}');
      expect(formState.getValue(1)).toBe('Non');
      expect(screen.getByRole('radio', { name: 'Non' })).toBeChecked();
    },
  );

  it('shows the engine’s rule message (a suitability answer must be Oui)', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'input_radio',
      attributes: { label: 'Question', options: YES_NO, role: 'suitability_yes', variant: 'circle' },
    });
    await user.click(screen.getByRole('radio', { name: 'Non' }));
    await user.tab();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      /Votre souscription ne peut pas être enregistrée/,
    );
  });

  it('disables its radios when disabled', () => {
    renderElement({
      id: 1,
      type: 'input_radio',
      attributes: { label: 'Question', options: YES_NO, disabled: true },
    });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

describe('ChoiceCardsWidget', () => {
  const PRODUCTS = [
    {
      value: 'EF',
      label: 'SCPI Épargne France',
      presentation: 'Bureaux en Île-de-France — 670,00 € la part',
    },
    { value: 'PI', label: 'Plein Air Invest', presentation: 'Campings — 200,00 € la part' },
  ];

  it.each<ElementType>(['choice', 'input_product_radio', 'unique_select_product_choice_radio'])(
    '%s: rectangles with presentations, radio-group semantics',
    async (type) => {
      const user = userEvent.setup();
      const { formState } = renderElement({
        id: 1,
        type,
        attributes: { label: 'Produit', required: true, options: PRODUCTS },
      });
      expect(screen.getByRole('radiogroup', { name: /Produit/ })).toHaveAttribute('aria-required', 'true');
      expect(screen.getByText('Campings — 200,00 € la part')).toBeInTheDocument();
      await user.click(screen.getByText('Plein Air Invest'));
      expect(formState.getValue(1)).toBe('PI');
      expect(screen.getByRole('radio', { name: /Plein Air Invest/ })).toBeChecked();
      await user.keyboard('{ArrowLeft}');
      expect(formState.getValue(1)).toBe('EF');
    },
  );

  it('choice with multiple: boxes instead of radios', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'choice',
      attributes: { label: 'Produits', multiple: true, options: PRODUCTS },
    });
    await user.click(screen.getByRole('checkbox', { name: /Plein Air Invest/ }));
    expect(formState.getValue(1)).toEqual(['PI']);
  });

  it('is disabled in read-only mode', () => {
    renderElement(
      { id: 1, type: 'choice', attributes: { label: 'Produit', options: PRODUCTS } },
      { readOnly: true },
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('shows the required message after the wizard asks', () => {
    renderElement(
      { id: 1, type: 'choice', attributes: { label: 'Produit', required: true, options: PRODUCTS } },
      { showErrors: true },
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Veuillez renseigner le champ Produit',
    );
  });
});
