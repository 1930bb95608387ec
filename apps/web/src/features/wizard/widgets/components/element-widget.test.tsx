import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ELEMENT_TYPES, type FormState } from '@souscription/form-engine';
import { createTestFormState, renderForm } from '../test/build-test-form';
import { focusFirstError } from '../utils/focus-first-error';
import { ElementWidget, WIDGET_BY_TYPE, preloadFormWidgets } from './element-widget';

// The widgets that load on demand in the wizard are loaded first: every field renders at once.
beforeAll(() => preloadFormWidgets(ELEMENT_TYPES));

// Counts widget renders: every widget reads its element's state through useElementState once per render.
const renderedElementIds = vi.hoisted(() => vi.fn());
vi.mock('../hooks/use-element-state', async (importOriginal) => {
  const original = await importOriginal<typeof import('../hooks/use-element-state')>();
  return {
    ...original,
    useElementState: (...args: Parameters<typeof original.useElementState>) => {
      renderedElementIds(...args);
      return original.useElementState(...args);
    },
  };
});

describe('ElementWidget', () => {
  it('has a widget for every element type of spec 3, and each renders its label', async () => {
    expect(Object.keys(WIDGET_BY_TYPE).sort()).toEqual([...ELEMENT_TYPES].sort());
    const formState = createTestFormState(
      ELEMENT_TYPES.map((type, index) => ({
        id: index + 1,
        name: type,
        type,
        attributes: {
          label: `Élément ${type}`,
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
      })),
    );
    renderForm(formState, { onAction: vi.fn() });
    for (const type of ELEMENT_TYPES) {
      expect(await screen.findByTestId(`element-${type}`), type).toHaveTextContent(`Élément ${type}`);
    }
  });

  it('renders nothing for a hidden element and shows it live when its condition holds', async () => {
    const user = userEvent.setup();
    const formState = createTestFormState([
      {
        id: 1,
        type: 'input_radio',
        attributes: {
          label: 'Marié(e) ?',
          options: [
            { value: 'Oui', label: 'Oui' },
            { value: 'Non', label: 'Non' },
          ],
        },
      },
      {
        id: 2,
        type: 'input_text',
        attributes: { label: 'Nom du conjoint' },
        condition: {
          rules: [{ type: 'input', input_id: 1, operator: 'equal', value: 'Oui' }],
          actions: { visible: true },
        },
      },
    ]);
    renderForm(formState);
    expect(screen.queryByLabelText('Nom du conjoint')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(screen.getByLabelText('Nom du conjoint')).toBeInTheDocument();
  });

  it('makes a field required live, with its mark and aria-required', async () => {
    const user = userEvent.setup();
    const formState = createTestFormState([
      { id: 1, type: 'input_float_currency_amount', attributes: { label: 'Montant' } },
      {
        id: 2,
        type: 'input_text',
        attributes: { label: 'Origine' },
        condition: {
          rules: [{ type: 'input', input_id: 1, operator: 'greater', value: 100000 }],
          actions: { required: true },
        },
      },
    ]);
    renderForm(formState);
    expect(screen.getByLabelText('Origine')).not.toHaveAttribute('aria-required');
    await user.type(screen.getByLabelText('Montant'), '150000');
    expect(screen.getByLabelText(/Origine/)).toHaveAttribute('aria-required', 'true');
  });

  it('shows server errors (422) with the engine’s', () => {
    const formState = createTestFormState([{ id: 1, type: 'input_text', attributes: { label: 'Nom' } }]);
    renderForm(formState, { serverErrors: [{ message: 'validation.error.siret' }], showErrors: true });
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('SIRET invalide');
  });

  it('speaks English when asked: engine messages and widget texts', async () => {
    const user = userEvent.setup();
    const formState = createTestFormState([
      { id: 1, type: 'input_text', attributes: { label: 'Name', required: true } },
      { id: 2, type: 'input_date', attributes: { label: 'Date' } },
    ]);
    renderForm(formState, { locale: 'en' });
    expect(await screen.findByLabelText('Date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(screen.getByLabelText(/Name/), 'x{Backspace}');
    await user.tab();
    expect(screen.getByText('Please enter the Name field')).toBeInTheDocument();
  });
});

describe('fine-grained rendering', () => {
  function buildForm() {
    return createTestFormState([
      { id: 1, name: 'shares', type: 'input_product_shares_number', attributes: { label: 'Parts' } },
      {
        id: 2,
        name: 'amount',
        type: 'calculate',
        attributes: { label: 'Montant', financial: true, precision: 2 },
        calculate: '{shares} * 200',
      },
      { id: 3, name: 'last_name', type: 'input_text', attributes: { label: 'Nom' } },
      { id: 4, name: 'email', type: 'input_mail', attributes: { label: 'E-mail' } },
      {
        id: 5,
        name: 'country',
        type: 'select',
        attributes: { label: 'Pays', options: [{ value: 'FR', label: 'France' }] },
      },
    ]);
  }

  function Block({ formState }: { formState: FormState }) {
    const [tick, setTick] = useState(0);
    return (
      <QueryClientProvider client={queryClient}>
        <button type="button" onClick={() => setTick(tick + 1)}>
          Rafraîchir le bloc ({tick})
        </button>
        {formState.form.elements.map(({ element }) => (
          <ElementWidget
            key={element.id}
            formState={formState}
            element={element}
            readOnly={false}
            showErrors={false}
            locale="fr"
          />
        ))}
      </QueryClientProvider>
    );
  }

  const queryClient = new QueryClient();

  /** Widget renders per element id since the last reset (each render reads its state once). */
  function countRenders(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const [, id] of renderedElementIds.mock.calls) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  }

  it('a keystroke re-renders only the typed widget and the calculation that reads it', async () => {
    const user = userEvent.setup();
    render(<Block formState={buildForm()} />);
    await user.click(screen.getByLabelText('Parts'));
    renderedElementIds.mockClear();

    await user.keyboard('7');
    expect(screen.getByRole('status', { name: 'Montant' })).toHaveTextContent('1 400,00 €');
    expect(countRenders()).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );

    await user.click(screen.getByLabelText('Nom'));
    renderedElementIds.mockClear();
    await user.keyboard('Dupont');
    expect(countRenders()).toEqual(new Map([[3, 6]]));
  });

  it('a parent re-render with the same props re-renders no widget (memo)', async () => {
    const user = userEvent.setup();
    render(<Block formState={buildForm()} />);
    renderedElementIds.mockClear();
    await user.click(screen.getByRole('button', { name: /Rafraîchir le bloc/ }));
    expect(screen.getByRole('button', { name: 'Rafraîchir le bloc (1)' })).toBeInTheDocument();
    expect(countRenders().size).toBe(0);
  });
});

describe('focusFirstError', () => {
  it('scrolls the first field in error 100 px below the top and focuses it, before the messages show', () => {
    const formState = createTestFormState([
      { id: 1, type: 'input_text', attributes: { label: 'Prénom' } },
      { id: 2, type: 'input_text', attributes: { label: 'Nom', required: true } },
      { id: 3, type: 'input_mail', attributes: { label: 'E-mail', required: true } },
    ]);
    const { container } = renderForm(formState);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const field = screen.getByTestId('element-element_2');
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ top: 640 } as DOMRect);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);

    expect(focusFirstError(container)).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 740, behavior: 'smooth' });
    expect(screen.getByLabelText(/Nom/)).toHaveFocus();
  });

  it('says when nothing is in error', () => {
    const formState = createTestFormState([{ id: 1, type: 'input_text', attributes: { label: 'Nom' } }]);
    const { container } = renderForm(formState);
    expect(focusFirstError(container)).toBe(false);
  });
});
