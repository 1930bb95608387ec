import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestFormState, renderForm } from '../test/build-test-form';
import { preloadFormWidgets } from './element-widget';

function buildWords() {
  return createTestFormState([
    { id: 1, type: 'input_product_shares_number', attributes: { label: 'Parts' } },
    {
      id: 2,
      type: 'calculate',
      attributes: { label: 'Montant', precision: 2, financial: true },
      calculate: '#1 * 200',
    },
    {
      id: 3,
      type: 'convert_number_to_word',
      attributes: { label: 'Montant en lettres', required: true, help: 'Par exemple « mille euros ».' },
      reference: 2,
    },
  ]);
}

// The widget loads on demand in the wizard: loaded first here, so that its fields render at once.
beforeAll(() => preloadFormWidgets(['convert_number_to_word']));

describe('NumberToWordsWidget', () => {
  it('renders convert_number_to_word with its label and the amount to copy, following the amount', async () => {
    const user = userEvent.setup();
    renderForm(buildWords());
    expect(screen.getByLabelText(/Montant en lettres/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(/Le montant à recopier apparaîtra/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parts'), '6');
    expect(screen.getByText('Montant à recopier en toutes lettres : 1 200,00 €')).toBeInTheDocument();
  });

  it('accepts the words case-insensitively and rejects others with the engine’s message', async () => {
    const user = userEvent.setup();
    const formState = buildWords();
    renderForm(formState);
    await user.type(screen.getByLabelText('Parts'), '6');
    const words = screen.getByLabelText(/Montant en lettres/);
    await user.type(words, 'mille cent euros');
    await user.tab();
    expect(words).toHaveAccessibleDescription(/Le montant en lettres ne correspond pas au montant saisi/);
    await user.clear(words);
    await user.type(words, 'Mille Deux Cents euros');
    expect(formState.getErrors(3)).toEqual([]);
    expect(
      screen.queryByText('Le montant en lettres ne correspond pas au montant saisi'),
    ).not.toBeInTheDocument();
  });

  it('is disabled, or read-only in read-only mode', () => {
    const formState = buildWords();
    renderForm(formState, { readOnly: true });
    expect(screen.getByLabelText(/Montant en lettres/)).toHaveAttribute('readonly');
  });
});
