import type { ElementRole } from '@souscription/form-engine';

/** What a sample dossier says about its subscriber and detention. */
export type SampleDossier = {
  customer: {
    civility: string;
    firstName: string;
    lastName: string;
    birthDate: string | null;
    birthCity: string | null;
    email: string | null;
    /** Where the subscriber lives and can be reached (the form's contact block). */
    contact: { street: string; postcode: string; town: string; mobile: string } | null;
  } | null;
  productCode: string;
  /** Number of shares: the form computes the amounts from it and the product's price. */
  shares: number;
  amountCents: number;
  /** The option value of the form's dismemberment type ('Pleine propriété', 'Temporaire', 'Viager'). */
  dismembermentType: string;
  /** 'Nue-propriété' or 'Usufruit' when dismembered. */
  dismembermentScope: string | null;
  /** 'direct' or 'mandate' when dismembered. */
  detentionMode: string | null;
};

/** The elements a sample is written into: found by the form's roles, identity keys and names, never by id. */
export type SampleForm = {
  elements: readonly { id: number; name: string; attributes: { role?: string | null } }[];
  identityElements: Record<string, number> | null;
  productChoiceElementId: number | null;
};

/**
 * The answers of a sample (seeded) dossier: the subscriber's identity, product, amount and
 * detention, so the summary columns the seed stores are those the answers give
 * (computeDossierSummary) and the management screens have a subscriber to pair.
 */
export function buildSampleAnswers(form: SampleForm, sample: SampleDossier): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const byRole = (role: ElementRole) => form.elements.find((e) => e.attributes.role === role)?.id;
  // Note: the address fields have no role; the demo forms name them so.
  const byName = (name: string) => form.elements.find((e) => e.name === name)?.id;
  const put = (id: number | undefined, value: unknown) => {
    if (id !== undefined && value !== null && value !== undefined && value !== '') values[String(id)] = value;
  };
  const identity = form.identityElements ?? {};
  if (sample.customer) {
    put(identity.civility, sample.customer.civility);
    put(identity.first_name, sample.customer.firstName);
    put(identity.last_name, sample.customer.lastName.toUpperCase());
    put(identity.birth_date, sample.customer.birthDate);
    put(identity.birth_city, sample.customer.birthCity?.toLocaleUpperCase('fr-FR'));
    put(identity.email, sample.customer.email);
    const contact = sample.customer.contact;
    if (contact) {
      put(byName('address'), contact.street);
      put(byName('postal_code'), contact.postcode);
      put(byName('city'), contact.town.toUpperCase());
      put(identity.phone, contact.mobile);
    }
  }
  put(form.productChoiceElementId ?? undefined, sample.productCode);
  put(byName('shares'), String(sample.shares));
  put(byRole('subscription_amount'), (sample.amountCents / 100).toFixed(2));
  put(byRole('co_subscription'), 'Non');
  put(byRole('dismemberment_type'), sample.dismembermentType);
  put(byRole('dismemberment_scope'), sample.dismembermentScope);
  put(byRole('detention_mode'), sample.detentionMode);
  // The split of a dismemberment: a 10-year term, or a 72-year-old usufructuary for life.
  if (sample.dismembermentType === 'Temporaire') put(byName('dismemberment_duration'), '10');
  if (sample.dismembermentType === 'Viager') put(byName('usufructuary_age'), '72');
  return values;
}
