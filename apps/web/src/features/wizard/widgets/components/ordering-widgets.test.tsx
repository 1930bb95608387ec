import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestFormState, renderElement, renderForm } from '../test/build-test-form';
import { preloadFormWidgets } from './element-widget';

const OBJECTIVES = [
  { value: 'revenus', label: 'Revenus complémentaires' },
  { value: 'retraite', label: 'Préparer la retraite' },
  { value: 'transmission', label: 'Transmettre' },
];

function labels(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.app-widget-order-label')?.firstChild?.textContent ?? '');
}

// The widget loads on demand in the wizard: loaded first here, so that its fields render at once.
beforeAll(() => preloadFormWidgets(['ordonnancement', 'group_ordered_integers']));

describe('OrdonnancementWidget', () => {
  it('renders ordonnancement as a labelled list with up / down buttons', () => {
    renderElement({
      id: 1,
      type: 'ordonnancement',
      attributes: { label: 'Vos objectifs', required: true, options: OBJECTIVES },
    });
    expect(screen.getByRole('group', { name: /Vos objectifs/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monter « Revenus complémentaires »' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre « Transmettre »' })).toBeDisabled();
  });

  it('moves an item with the keyboard, keeps the focus on it and stores the order', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({
      id: 1,
      type: 'ordonnancement',
      attributes: { label: 'Vos objectifs', options: OBJECTIVES },
    });
    const down = screen.getByRole('button', { name: 'Descendre « Revenus complémentaires »' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(formState.getValue(1)).toEqual(['retraite', 'revenus', 'transmission']);
    expect(labels(screen.getByRole('list'))).toEqual([
      'Préparer la retraite',
      'Revenus complémentaires',
      'Transmettre',
    ]);
    expect(document.activeElement).toHaveAccessibleName('Descendre « Revenus complémentaires »');
    await user.keyboard('{Enter}');
    expect(formState.getValue(1)).toEqual(['retraite', 'transmission', 'revenus']);
    expect(document.activeElement).toHaveAccessibleName('Monter « Revenus complémentaires »');
    expect(
      screen.getByText('« Revenus complémentaires » est maintenant en position 3 sur 3.'),
    ).toBeInTheDocument();
  });

  it('takes the proposed order as it is when confirmed, else gives the required message', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement(
      {
        id: 1,
        type: 'ordonnancement',
        attributes: { label: 'Vos objectifs', required: true, options: OBJECTIVES },
      },
      { showErrors: true },
    );
    const message = 'Veuillez classer les choix de « Vos objectifs », ou valider l’ordre proposé';
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider cet ordre' }));
    expect(formState.getValue(1)).toEqual(['revenus', 'retraite', 'transmission']);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('keeps the focus in the field after « Valider cet ordre »: on the « Ordre enregistré » note', async () => {
    const user = userEvent.setup();
    renderElement({
      id: 1,
      type: 'ordonnancement',
      attributes: { label: 'Vos objectifs', options: OBJECTIVES },
    });
    await user.click(screen.getByRole('button', { name: 'Valider cet ordre' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ordre enregistré');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('disables the buttons in read-only mode', () => {
    renderElement(
      { id: 1, type: 'ordonnancement', attributes: { label: 'Vos objectifs', options: OBJECTIVES } },
      { readOnly: true },
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

function buildRanking() {
  return createTestFormState([
    {
      id: 1,
      type: 'group_ordered_integers',
      attributes: { label: 'Vos critères', childrenElementsIds: [2, 3, 4] },
    },
    {
      id: 2,
      type: 'input_ordered_integer',
      attributes: { label: 'Rendement', required: true, min: 1, max: 3 },
    },
    {
      id: 3,
      type: 'input_ordered_integer',
      attributes: { label: 'Sécurité', required: true, min: 1, max: 3 },
    },
    {
      id: 4,
      type: 'input_ordered_integer',
      attributes: { label: 'Disponibilité', required: true, min: 1, max: 3 },
    },
  ]);
}

describe('OrderedIntegersGroupWidget', () => {
  it('renders group_ordered_integers with its input_ordered_integer children as one ranking', () => {
    renderForm(buildRanking());
    expect(screen.getByRole('group', { name: 'Vos critères (obligatoire)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('writes every child’s rank at each move', async () => {
    const user = userEvent.setup();
    const formState = buildRanking();
    renderForm(formState);
    await user.click(screen.getByRole('button', { name: 'Monter « Disponibilité »' }));
    expect([formState.getValue(2), formState.getValue(3), formState.getValue(4)]).toEqual(['1', '3', '2']);
    expect(labels(screen.getByRole('list'))).toEqual(['Rendement', 'Disponibilité', 'Sécurité']);
  });

  it('says once « rank the choices » under an unranked group when the wizard asks, not one line per choice (issue #18)', async () => {
    const user = userEvent.setup();
    renderForm(buildRanking(), { showErrors: true });
    const message = 'Veuillez classer les choix de « Vos critères », ou valider l’ordre proposé';
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText(/Veuillez renseigner le champ/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider cet ordre' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByText('Ordre enregistré')).toHaveFocus();
  });

  it('input_ordered_integer alone is a whole-number field', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_ordered_integer', attributes: { label: 'Rang', min: 1, max: 3 } });
    const input = screen.getByLabelText('Rang');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1,5');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Veuillez saisir un nombre entier');
  });
});
