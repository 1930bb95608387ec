import {
  createFormState,
  getTodayInParis,
  type FormDefinition,
  type FormElement,
  type FormState,
} from '@souscription/form-engine';
import type { Database } from '../../../db/client.js';
import { findReceiptElementIds } from '../../dossiers/index.js';
import { loadDatalistLabels } from '../../datalists/index.js';
import type { FormStore } from '../../forms/index.js';
import type { DocumentLocale } from '../document-template.types.js';
import { findDocumentSurroundings, type DossierRecord } from '../queries.js';
import { loadTenantLogo, type TenantLogo } from './load-tenant-logo.js';

/**
 * What documents are made from, all read on the server: the dossier's STORED values run through
 * the engine (calculations and visibility as on every submit), the form's texts in the dossier's
 * language, the people and the tenant's look. Nothing the browser sends.
 */
export type DocumentInputs = {
  dossier: DossierRecord;
  locale: DocumentLocale;
  definition: FormDefinition;
  state: FormState;
  elementsByName: ReadonlyMap<string, FormElement>;
  /** Labels of the datalist values the dossier holds, by `datalistId:value`, in its language. */
  datalistLabels: ReadonlyMap<string, string>;
  identity: Readonly<Record<string, number>>;
  tenant: {
    name: string;
    primaryColor: string;
    secondaryColor: string;
    /** The logo's PNG and its SHA-256 (what the documents' input hash holds). */
    logo: TenantLogo | null;
    logoSha256: string | null;
  };
  advisor: { name: string; email: string } | null;
  client: { code: string; name: string; email: string | null } | null;
};

/** Loads {@link DocumentInputs} for a dossier. */
export async function loadDocumentInputs(
  db: Database,
  forms: FormStore,
  dossier: DossierRecord,
): Promise<DocumentInputs> {
  const [{ locale, look, ...people }, stored, loadedForm, receipts] = await Promise.all([
    findDocumentSurroundings(db, dossier),
    forms.getStoredForm(dossier.formId),
    forms.getLoadedForm(dossier.formId),
    findReceiptElementIds(db, dossier.id),
  ]);
  const definition = await forms.getDefinition(dossier.formId, locale);
  const state = createFormState(
    loadedForm.loaded,
    {
      direct: dossier.direct,
      dossierState: dossier.status,
      today: getTodayInParis(new Date()),
      tenant: look?.code ?? null,
      productCode: dossier.productCode,
      receipts,
    },
    Object.entries(dossier.values).map(([elementId, value]) => ({ elementId: Number(elementId), value })),
  );
  const datalistLabels = await loadDatalistLabels(
    db,
    definition.elements,
    (id) => state.getValue(id),
    locale,
  );
  const logo = look?.logoSha256 ? await loadTenantLogo(db, dossier.tenantId, look.logoSha256) : null;
  return {
    dossier,
    locale,
    definition,
    state,
    elementsByName: new Map(definition.elements.map((element) => [element.name, element])),
    datalistLabels,
    identity: stored.form.identityElements ?? {},
    tenant: {
      name: look?.name ?? '',
      primaryColor: look?.theme.primaryColor ?? '#1f4e79',
      secondaryColor: look?.theme.secondaryColor ?? '#e8eef5',
      logo,
      logoSha256: logo?.sha256 ?? null,
    },
    advisor: people.advisor
      ? { name: `${people.advisor.firstname} ${people.advisor.lastname}`.trim(), email: people.advisor.email }
      : null,
    client: people.client
      ? {
          code: people.client.username,
          name: `${people.client.civility} ${people.client.firstName} ${people.client.lastName}`.trim(),
          email: people.client.email,
        }
      : null,
  };
}
