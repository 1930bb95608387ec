import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestFormState, renderForm } from '../test/build-test-form';
import { preloadFormWidgets } from './element-widget';

function buildGroup(required = false) {
  return createTestFormState([
    {
      id: 1,
      type: 'input_percentage_range_group',
      attributes: { label: 'Origine des fonds', min: 100, max: 100, childrenElementsIds: [2, 3], required },
    },
    { id: 2, type: 'input_percentage_range', attributes: { label: 'Épargne', min: 0, max: 100 } },
    { id: 3, type: 'input_percentage_range', attributes: { label: 'Héritage', min: 0, max: 100 } },
  ]);
}

// The widget loads on demand in the wizard: loaded first here, so that its fields render at once.
beforeAll(() => preloadFormWidgets(['input_percentage_range_group', 'input_percentage_range']));

describe('PercentageRangeGroupWidget', () => {
  it('renders its children inside itself, once, under its legend', () => {
    renderForm(buildGroup());
    const group = screen.getByRole('group', { name: 'Origine des fonds' });
    expect(within(group).getByRole('slider', { name: 'Épargne' })).toBeInTheDocument();
    expect(screen.getAllByRole('slider', { name: 'Épargne' })).toHaveLength(1);
  });

  it('adds up the children live and shows the sum message once', async () => {
    const user = userEvent.setup();
    const formState = buildGroup();
    renderForm(formState);
    expect(screen.getByText('Total : 0 %')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Épargne' }), '60');
    expect(screen.getByText('Total : 60 %')).toBeInTheDocument();
    expect(screen.getByText('(attendu : 100 %)')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getAllByText('La somme des valeurs doit être égale à 100')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Héritage' }), '40');
    expect(screen.getByText('Total : 100 %')).toBeInTheDocument();
    expect(formState.getErrors(1)).toEqual([]);
    expect(screen.queryByText('La somme des valeurs doit être égale à 100')).not.toBeInTheDocument();
  });

  it('shows the sum message when the wizard asks, and disables the children in read-only mode', () => {
    const formState = createTestFormState(
      [
        {
          id: 1,
          type: 'input_percentage_range_group',
          attributes: { label: 'Origine', childrenElementsIds: [2] },
        },
        { id: 2, type: 'input_percentage_range', attributes: { label: 'Épargne' } },
      ],
      { values: [{ elementId: 2, value: '30' }] },
    );
    renderForm(formState, { showErrors: true, readOnly: true });
    expect(screen.getByText('La somme des valeurs doit être égale à 100')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Épargne' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Épargne' })).toHaveAttribute('readonly');
  });
});
