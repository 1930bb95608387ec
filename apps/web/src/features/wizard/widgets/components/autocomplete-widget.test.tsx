import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, stubFetch } from '../../../../shared/test/fetch-stub';
import { renderElement } from '../test/build-test-form';
import { preloadFormWidgets } from './element-widget';

const COUNTRIES = [
  { value: 'FR', label: 'France' },
  { value: 'ES', label: 'Espagne' },
  { value: 'US', label: 'États-Unis' },
];

function stubCountries() {
  return stubFetch(({ url }) => {
    if (url.pathname !== '/api/datalists/1/options') return undefined;
    const filter = (url.searchParams.get('filter') ?? '').toLowerCase();
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    return jsonResponse({
      options: COUNTRIES.filter((option) => plain(`${option.label} ${option.value}`).includes(plain(filter))),
    });
  });
}

// The widget loads on demand in the wizard: loaded first here, so that its fields render at once.
beforeAll(() => preloadFormWidgets(['choice_autocomplete']));

describe('AutocompleteWidget', () => {
  it('choice_autocomplete: a combobox that searches the server from 3 characters only', async () => {
    const user = userEvent.setup();
    const { requests } = stubCountries();
    renderElement({
      id: 1,
      type: 'choice_autocomplete',
      attributes: { label: 'Pays de naissance', required: true, datalistId: 1 },
    });
    const input = screen.getByRole('combobox', { name: /Pays de naissance/ });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'ta');
    expect(
      await screen.findByText('Saisissez au moins 3 caractères pour lancer la recherche.', {
        selector: '.form-text',
      }),
    ).toBeInTheDocument();
    expect(requestsTo(requests, '/api/datalists/1/options')).toHaveLength(0);
    await user.type(input, 't');
    const option = await screen.findByRole('option', { name: 'États-Unis' });
    const calls = requestsTo(requests, '/api/datalists/1/options');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('filter')).toBe('tat');
    expect(calls[0]?.url.searchParams.get('locale')).toBe('fr');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(option).toBeInTheDocument();
  });

  it('chooses with the arrow keys and Enter, stores the value and shows the label', async () => {
    const user = userEvent.setup();
    stubCountries();
    const { formState } = renderElement({
      id: 1,
      type: 'choice_autocomplete',
      attributes: { label: 'Pays', datalistId: 1 },
    });
    const input = screen.getByRole('combobox', { name: 'Pays' });
    await user.type(input, 'esp');
    await screen.findByRole('option', { name: 'Espagne' });
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Espagne' }).id,
    );
    await user.keyboard('{Enter}');
    expect(formState.getValue(1)).toBe('ES');
    expect(input).toHaveValue('Espagne');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the label of a stored value, asked to the server', async () => {
    stubCountries();
    renderElement({
      id: 1,
      type: 'datalist_choice',
      attributes: { label: 'Nationalité', datalistId: 1, defaultValue: 'FR' },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Nationalité' })).toHaveValue('France'));
  });

  it('datalist_choice opens the whole list; the clear button empties it', async () => {
    const user = userEvent.setup();
    const { requests } = stubCountries();
    const { formState } = renderElement({
      id: 1,
      type: 'datalist_choice',
      attributes: { label: 'Nationalité', datalistId: 1 },
    });
    await user.click(screen.getByRole('button', { name: 'Afficher la liste des choix' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(formState.getValue(1)).toBe('FR');
    expect(requestsTo(requests, '/api/datalists/1/options')[0]?.url.searchParams.has('filter')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Effacer « France »' }));
    expect(formState.getValue(1)).toBe('');
  });

  it('unique_select_product_choice_autocomplete without a datalist filters its own options, accents aside', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'unique_select_product_choice_autocomplete',
      attributes: {
        label: 'SCPI',
        options: [
          { value: 'EF', label: 'SCPI Épargne France' },
          { value: 'PI', label: 'Plein Air Invest' },
        ],
      },
    });
    await user.type(screen.getByRole('combobox', { name: 'SCPI' }), 'epar');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'SCPI Épargne France' }));
    expect(formState.getValue(1)).toBe('EF');
  });

  it('says « Aucun résultat » under the field when nothing matches (issue 27)', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'unique_select_product_choice_autocomplete',
      attributes: { label: 'SCPI', options: [{ value: 'PI', label: 'Plein Air Invest' }] },
    });
    expect(screen.queryByTestId('autocomplete-hint')).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'SCPI' }), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByTestId('autocomplete-hint')).toHaveTextContent('Aucun résultat');
    await user.clear(screen.getByRole('combobox', { name: 'SCPI' }));
    await user.type(screen.getByRole('combobox', { name: 'SCPI' }), 'plein');
    expect(screen.queryByTestId('autocomplete-hint')).not.toBeInTheDocument();
  });

  it('shows the required message after blur, and is read-only in read-only mode', async () => {
    const user = userEvent.setup();
    stubCountries();
    const { unmount } = renderElement({
      id: 1,
      type: 'choice_autocomplete',
      attributes: { label: 'Pays', required: true, datalistId: 1 },
    });
    await user.type(screen.getByRole('combobox', { name: /Pays/ }), 'x{Backspace}');
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Pays/ })).toHaveAccessibleDescription(
      'Veuillez renseigner le champ Pays',
    );
    unmount();
    renderElement(
      { id: 1, type: 'choice_autocomplete', attributes: { label: 'Pays', datalistId: 1 } },
      { readOnly: true },
    );
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveAttribute('readonly');
  });
});
