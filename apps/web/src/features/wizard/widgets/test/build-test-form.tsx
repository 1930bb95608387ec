import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  SAMPLE_RATE_TABLES,
  createFormState,
  type FormContext,
  type FormDefinition,
  type FormElement,
  type FormState,
  type TenantConfiguration,
} from '@souscription/form-engine';
import { i18n } from '../../../../shared/i18n/i18n';
import { ElementWidget } from '../components/element-widget';
import type { TElementWidgetProps } from '../components/element-widget.types';
import '../i18n';

/** An element as tests write it: id and type, the rest optional. */
export type TTestElement = Partial<FormElement> & Pick<FormElement, 'id' | 'type'>;

/** The block every test element sits in (page 1). */
export const TEST_BLOCK_ID = 1;

/** The sample tenant: no product map, the engine's sample rate tables (default: standard, 3 to 20 years). */
export const TEST_TENANT: TenantConfiguration = {
  code: 'demo',
  products: {},
  rate_tables: { ...SAMPLE_RATE_TABLES, default_temporary: 'standard' },
  rules: [],
};

/** A one-page, one-block engine definition holding these elements. */
export function buildTestDefinition(
  elements: readonly TTestElement[],
  options: { tenant?: TenantConfiguration; productChoiceElementId?: number | null } = {},
): FormDefinition {
  return {
    form: {
      id: 1,
      label: 'Formulaire de test',
      product_choice_element_id: options.productChoiceElementId ?? null,
    },
    pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1 }],
    blocks: [{ id: TEST_BLOCK_ID, page_id: 1, title: 'Bloc', rank: 1 }],
    elements: elements.map((element) => ({
      name: `element_${element.id}`,
      block_id: TEST_BLOCK_ID,
      attributes: {},
      ...element,
    })),
    tenant: options.tenant ?? TEST_TENANT,
  };
}

/** An engine state over a test definition (today is 15/06/2025). */
export function createTestFormState(
  elements: readonly TTestElement[],
  options: {
    tenant?: TenantConfiguration;
    productChoiceElementId?: number | null;
    context?: Partial<FormContext>;
    values?: readonly { elementId: number; value: unknown }[];
  } = {},
): FormState {
  return createFormState(
    buildTestDefinition(elements, options),
    { direct: false, dossierState: ['ongoing'], today: '2025-06-15', ...options.context },
    options.values,
  );
}

type TRenderOptions = Partial<Omit<TElementWidgetProps, 'formState' | 'element'>>;

/**
 * Renders the widgets of every element of a state, in order, as the wizard does (French, errors after
 * blur), inside the app's i18n and a query client that does not retry.
 */
export function renderForm(formState: FormState, options: TRenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const elements = formState.form.elements.map((loaded) => loaded.element);
  const ui = (props: TRenderOptions) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <form noValidate aria-label="Formulaire">
          {elements.map((element) => (
            <ElementWidget
              key={element.id}
              formState={formState}
              element={element}
              readOnly={false}
              showErrors={false}
              locale="fr"
              {...props}
            />
          ))}
        </form>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(ui(options));
  return { ...view, rerenderWith: (next: TRenderOptions) => view.rerender(ui({ ...options, ...next })) };
}

/** A state with one element, rendered. */
export function renderElement(
  element: TTestElement,
  options: TRenderOptions & { values?: { elementId: number; value: unknown }[] } = {},
) {
  const { values, ...renderOptions } = options;
  const formState = createTestFormState([element], { values });
  return { formState, ...renderForm(formState, renderOptions) };
}
