import { eq } from 'drizzle-orm';
import { createFormState, type FormElement, type SignatureStep } from '@souscription/form-engine';
import type { Database } from '../../../db/client.js';
import { customers, users } from '../../../db/schema.js';
import type { FormStore } from '../../forms/index.js';
import { findCustomerAccountId, type DossierRecord } from '../queries.js';
import { dossierContext } from './dossier-context.js';
import {
  findBlockSigners,
  readElementText,
  readRoleText,
  type TDossierSigner,
} from './find-block-signers.js';
import { toStoredValueEntries } from './to-dossier-values.js';

/** The sign buttons asked for, who signs them on this dossier, and the accounts that sign or host. */
export type TDossierSigning = {
  /** The sign buttons of the step asked for (of every step without one) in the form, visible or not. */
  buttons: FormElement[];
  /** One signer per party whose button shows for this dossier's answers (`findBlockSigners`). */
  signers: TDossierSigner[];
  /** The dossier's advisor (hosts in-person signing), and the subscriber's own account. */
  advisorUserId: string | null;
  subscriberUserId: string | null;
};

/**
 * Who signs a dossier's sign buttons of one step (or of every step), from its stored answers run
 * through the engine: the subscriber named and reached from the form's identity answers (else their
 * customer record) and the `subscriber_*` roles, with their own account; the advisor from their
 * account; the co-subscriber and the spouse from the answers (`findBlockSigners`).
 */
export async function loadDossierSigners(
  db: Database,
  forms: FormStore,
  dossier: DossierRecord,
  tenantCode: string,
  step?: SignatureStep,
): Promise<TDossierSigning> {
  const { loaded, definition } = await forms.getLoadedForm(dossier.formId);
  const buttons = definition.elements.filter(
    (element) =>
      element.type === 'button_docusign_iframe' &&
      (step === undefined || String(element.attributes.docusignId) === step),
  );
  const [advisor] = dossier.advisorId
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(eq(users.id, dossier.advisorId))
    : [];
  const accountId = dossier.clientId === null ? null : await findCustomerAccountId(db, dossier.clientId);
  const signing: TDossierSigning = {
    buttons,
    signers: [],
    advisorUserId: advisor?.id ?? null,
    subscriberUserId: accountId,
  };
  if (buttons.length === 0) return signing;

  const [stored, context, customer] = await Promise.all([
    forms.getStoredForm(dossier.formId),
    dossierContext(db, { ...dossier, backOfficeForm: false }, tenantCode),
    dossier.clientId
      ? db
          .select()
          .from(customers)
          .where(eq(customers.id, dossier.clientId))
          .then((rows) => rows[0])
      : undefined,
  ]);
  const state = createFormState(loaded, context, toStoredValueEntries(dossier.values));
  const identity = stored.form.identityElements ?? {};
  const identityText = (key: string) => readElementText(state, identity[key]);
  const byRole = (role: 'subscriber_email' | 'subscriber_phone') =>
    readRoleText(definition.elements, state, role);
  const fullName = (first: string, last: string) => `${first} ${last}`.trim();
  signing.signers = findBlockSigners(definition.elements, state, buttons, {
    subscriber: {
      name:
        fullName(identityText('first_name'), identityText('last_name')) ||
        (customer ? fullName(customer.firstName, customer.lastName) : ''),
      email: identityText('email') || byRole('subscriber_email') || customer?.email || null,
      mobile: byRole('subscriber_phone') || null,
      userId: accountId,
    },
    advisor: advisor
      ? {
          name: fullName(advisor.firstname, advisor.lastname),
          email: advisor.email || null,
          mobile: null,
          userId: advisor.id,
        }
      : null,
  });
  return signing;
}
