import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestFormState, renderElement, renderForm } from '../test/build-test-form';

describe('output widgets', () => {
  it('calculate: an amount in euros the French way, updated live', async () => {
    const user = userEvent.setup();
    const formState = createTestFormState([
      { id: 1, type: 'input_product_shares_number', attributes: { label: 'Parts' } },
      {
        id: 2,
        type: 'calculate',
        attributes: { label: 'Montant total', precision: 2, financial: true, bold: true },
        calculate: '#1 * 1234.56',
      },
    ]);
    renderForm(formState);
    const amount = screen.getByRole('status', { name: 'Montant total' });
    expect(amount).toHaveTextContent('Non renseigné');
    await user.type(screen.getByLabelText('Parts'), '1');
    expect(amount).toHaveTextContent('1 234,56 €');
    expect(amount).toHaveClass('fw-bold');
  });

  it('output_product_unit_price and output_product_minimum_shares_number', () => {
    const { unmount } = renderElement({
      id: 1,
      type: 'output_product_unit_price',
      attributes: { label: 'Prix de la part', defaultValue: '1250' },
    });
    expect(screen.getByRole('status', { name: 'Prix de la part' })).toHaveTextContent('1 250,00 €');
    unmount();
    renderElement({
      id: 1,
      type: 'output_product_minimum_shares_number',
      attributes: { label: 'Minimum', defaultValue: '1000' },
    });
    expect(screen.getByRole('status', { name: 'Minimum' })).toHaveTextContent('1 000');
  });

  it('output_scoring_number and output_scoring_text (the option label of the value)', () => {
    const formState = createTestFormState([
      { id: 1, type: 'output_scoring_number', attributes: { label: 'Score', precision: 0 }, calculate: '2' },
      {
        id: 2,
        type: 'output_scoring_text',
        attributes: { label: 'Appréciation', options: [{ value: 'a_consolider', label: 'À consolider' }] },
        calculate: 'if(#1 = 2, "a_consolider")',
      },
    ]);
    renderForm(formState);
    expect(screen.getByRole('status', { name: 'Score' })).toHaveTextContent('2');
    expect(screen.getByRole('status', { name: 'Appréciation' })).toHaveTextContent('À consolider');
  });

  it('output_text: a titled note; presentation: a paragraph', () => {
    const formState = createTestFormState([
      {
        id: 1,
        type: 'output_text',
        attributes: { label: 'À noter', presentation: 'Durée recommandée : 8 ans.' },
      },
      { id: 2, type: 'presentation', attributes: { presentation: 'Bienvenue dans votre souscription.' } },
    ]);
    renderForm(formState);
    expect(screen.getByRole('note', { name: 'À noter' })).toHaveTextContent('Durée recommandée : 8 ans.');
    expect(screen.getByText('Bienvenue dans votre souscription.')).toBeInTheDocument();
  });

  it('output_text a rule shows (a quiz correction): its live region is there before the text and says it', async () => {
    const user = userEvent.setup();
    const formState = createTestFormState([
      {
        id: 1,
        type: 'input_radio',
        attributes: {
          label: 'Une SCPI investit dans',
          options: [
            { value: 'immobilier', label: 'L’immobilier' },
            { value: 'actions', label: 'Des actions cotées' },
          ],
        },
      },
      {
        id: 2,
        type: 'output_text',
        name: 'quiz_feedback',
        attributes: { label: 'Réponse inexacte', presentation: 'Une SCPI investit dans l’immobilier.' },
        condition: {
          rules: [{ type: 'input', input_id: 1, operator: 'equal', value: 'actions' }],
          actions: { visible: true },
        },
      },
    ]);
    renderForm(formState);
    // The polite region exists, empty, before any answer: what arrives in it is announced.
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('radio', { name: 'Des actions cotées' }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Réponse inexacteUne SCPI investit dans l’immobilier.');
    await user.click(screen.getByRole('radio', { name: 'L’immobilier' }));
    expect(region).toBeEmptyDOMElement();
  });
});
