import { eq } from 'drizzle-orm';
import { createFormState, type ElementRole, type FormElement } from '@souscription/form-engine';
import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import { customers, forms, users } from '../../../db/schema.js';
import type { FormStore } from '../../forms/index.js';
import { dossierContext, toStoredValueEntries } from '../../dossiers/index.js';
import type { LockedDossier } from '../queries.js';
import type { TEnvelopeRecipient } from '../provider/signing-provider.js';

/** The sign buttons of a step in the form, and who signs it on this dossier. */
export type TSigningParties = {
  /** Sign buttons of the step in the form, visible or not. */
  buttons: FormElement[];
  /** The block holding the step's buttons (its documents are the envelope's). */
  blockId: number | null;
  /** One recipient per party whose button shows for this dossier's answers. */
  recipients: TEnvelopeRecipient[];
  /** The dossier's advisor (hosts in-person signing), and the subscriber's own account. */
  advisorUserId: string | null;
  subscriberUserId: string | null;
};

/** The party a sign button signs for (the subscriber when it names none). */
export function partyOfButton(element: FormElement): TSignatureParty {
  return element.attributes.signatureParty ?? 'subscriber';
}

const PARTY_LABELS: Record<TSignatureParty, string> = {
  subscriber: 'Souscripteur',
  co_subscriber: 'Co-souscripteur',
  subscriber_spouse: 'Conjoint',
  subscriber_advisor: 'Conseiller',
};

/**
 * Who signs a step of a dossier: each party whose sign button the dossier's answers show (the form
 * decides: the co-subscriber's only with a co-subscriber, the spouse's only when married, the
 * advisor's unless direct), named from the answers by the engine's element roles (identity of the
 * subscriber, `co_subscriber_*`, `spouse_*`), the advisor from its account.
 */
export async function findSigningParties(
  db: Database,
  formStore: FormStore,
  dossier: LockedDossier,
  tenantCode: string,
  step: TSignatureStep,
): Promise<TSigningParties> {
  const { loaded, definition } = await formStore.getLoadedForm(dossier.formId);
  const buttons = definition.elements.filter(
    (element) => element.type === 'button_docusign_iframe' && String(element.attributes.docusignId) === step,
  );
  const [formRow] = await db
    .select({ identity: forms.identityElements })
    .from(forms)
    .where(eq(forms.id, dossier.formId));
  const [advisor] = dossier.advisorId
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(eq(users.id, dossier.advisorId))
    : [];
  const [customer] = dossier.clientId
    ? await db.select().from(customers).where(eq(customers.id, dossier.clientId))
    : [];
  const [account] = dossier.clientId
    ? await db.select({ id: users.id }).from(users).where(eq(users.customerId, dossier.clientId)).limit(1)
    : [];
  const result: TSigningParties = {
    buttons,
    blockId: buttons[0]?.block_id ?? null,
    recipients: [],
    advisorUserId: advisor?.id ?? null,
    subscriberUserId: account?.id ?? null,
  };
  if (buttons.length === 0) return result;

  const context = await dossierContext(db, { ...dossier, backOfficeForm: false }, tenantCode);
  const state = createFormState(loaded, context, toStoredValueEntries(dossier.values));
  const textOf = (id: number | undefined) => {
    if (id === undefined) return '';
    const value = state.getValue(id);
    return (typeof value === 'string' ? value : value.join(' ')).trim();
  };
  const byRole = (role: ElementRole) =>
    textOf(definition.elements.find((element) => element.attributes.role === role)?.id);
  const identity = formRow?.identity ?? {};
  const fullName = (first: string, last: string) => `${first} ${last}`.trim();

  for (const button of buttons) {
    if (!state.isVisible(button.id) || !state.isBlockVisible(button.block_id)) continue;
    const party = partyOfButton(button);
    if (result.recipients.some((recipient) => recipient.party === party)) continue;
    let name = '';
    let email: string | null = null;
    let userId: string | null = null;
    if (party === 'subscriber') {
      name =
        fullName(textOf(identity.first_name), textOf(identity.last_name)) ||
        (customer ? fullName(customer.firstName, customer.lastName) : '');
      email = textOf(identity.email) || customer?.email || null;
      userId = account?.id ?? null;
    } else if (party === 'co_subscriber') {
      name = fullName(byRole('co_subscriber_first_name'), byRole('co_subscriber_last_name'));
      email = byRole('co_subscriber_email') || null;
    } else if (party === 'subscriber_spouse') {
      name = fullName(byRole('spouse_first_name'), byRole('spouse_last_name'));
      email = byRole('spouse_email') || null;
    } else {
      if (!advisor) continue;
      name = fullName(advisor.firstname, advisor.lastname);
      email = advisor.email;
      userId = advisor.id;
    }
    result.recipients.push({ party, name: name || PARTY_LABELS[party], email, userId });
  }
  return result;
}
