import type {
  Block,
  ElementAttributes,
  FormElement,
  Page,
  TenantConfiguration,
} from '@souscription/form-engine';

/** English texts of an element; French is the element's own attributes. */
export type ElementTranslation = {
  label?: string;
  help?: string;
  errorMessage?: string;
  presentation?: string;
  /** Option labels by option value. */
  options?: Record<string, string>;
  /** Option presentations by option value (added by the forms fixtures: product and choice cards). */
  optionPresentations?: Record<string, string>;
  /** File type presentations by type id. */
  types?: Record<string, string>;
};

/** A page of a form fixture: ids are local to the fixture (the seed shifts them). */
export type PageFixture = Omit<Page, 'form_id'> & {
  i18n?: { en?: { title?: string; link_description?: string } };
};
export type BlockFixture = Block & {
  i18n?: { en?: { title?: string; help?: string; confirmation?: string } };
};
export type ElementFixture = FormElement & {
  attributes: ElementAttributes;
  i18n?: { en?: ElementTranslation };
};

/** A datalist (options served by `GET /datalists/{id}/options`), local id like the elements'. */
export type DatalistFixture = {
  id: number;
  name: string;
  options: { value: string; label: string; label_en?: string; presentation?: string }[];
};

/**
 * A form as a customer configures it, in the shape the engine loads. Ids of pages, blocks,
 * elements and datalists are local (1 to 9 999) and shifted by the seed so that every tenant's copy
 * has its own; formulas reference elements by NAME so they need no shifting.
 */
export type FormFixture = {
  label: string;
  label_en: string;
  is_back_office: boolean;
  /** Local id of the product choice element. */
  product_choice_element_id: number | null;
  /** Where the wizard goes after the last block when there is no next page. */
  redirect_url: string;
  /**
   * Local ids of the subscriber's identity elements: `POST /prospects` creates the prospect's
   * account and customer record from these values.
   */
  identity: {
    civility: number;
    first_name: number;
    last_name: number;
    email: number;
    birth_date?: number;
    birth_city?: number;
    phone?: number;
  };
  pages: PageFixture[];
  blocks: BlockFixture[];
  elements: ElementFixture[];
  datalists: DatalistFixture[];
};

/** A tenant's configuration with local element ids (shifted with the form's). */
export type TenantFixture = TenantConfiguration;
