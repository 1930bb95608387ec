import { eq } from 'drizzle-orm';
import { createFormState, type ElementRole, type FormElement } from '@souscription/form-engine';
import { SIGNATURE_PARTIES, type TSignatureParty, type TSignatureStep } from '@souscription/contract';
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

/** The co-subscriber's relationship option that declares them the subscriber's spouse. */
const SPOUSE_RELATIONSHIP = 'conjoint';

/**
 * Who signs a step of a dossier: one person per party whose sign button the dossier's answers show
 * (the form decides: the co-subscriber's only with a co-subscriber, the spouse's only when married,
 * the advisor's unless direct), named and reached (mobile, e-mail) from the answers by the engine's
 * element roles (identity of the subscriber, `subscriber_*`, `co_subscriber_*`, `spouse_*`), the
 * advisor from their account. The co-subscriber declared as the spouse (`co_subscriber_relationship`
 * « conjoint ») is one person: one recipient, who signs for both parties. A name left empty stays
 * empty: the envelope is then refused (the signer must be named).
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

  const relationship = byRole('co_subscriber_relationship');
  const coSubscriberIsSpouse = relationship === SPOUSE_RELATIONSHIP;
  const partiesShown = new Set(
    buttons
      .filter((button) => state.isVisible(button.id) && state.isBlockVisible(button.block_id))
      .map(partyOfButton),
  );
  for (const party of SIGNATURE_PARTIES) {
    if (!partiesShown.has(party)) continue;
    let recipient: TEnvelopeRecipient;
    if (party === 'subscriber') {
      recipient = {
        party,
        name:
          fullName(textOf(identity.first_name), textOf(identity.last_name)) ||
          (customer ? fullName(customer.firstName, customer.lastName) : ''),
        email: textOf(identity.email) || byRole('subscriber_email') || customer?.email || null,
        mobile: byRole('subscriber_phone') || null,
        userId: account?.id ?? null,
        alsoParty: null,
      };
    } else if (party === 'co_subscriber') {
      recipient = {
        party,
        name: fullName(byRole('co_subscriber_first_name'), byRole('co_subscriber_last_name')),
        email: byRole('co_subscriber_email') || null,
        mobile: byRole('co_subscriber_phone') || null,
        userId: null,
        // One person, one signature: the co-subscriber declared as the spouse signs for both.
        alsoParty: coSubscriberIsSpouse && partiesShown.has('subscriber_spouse') ? 'subscriber_spouse' : null,
      };
    } else if (party === 'subscriber_spouse') {
      if (coSubscriberIsSpouse && partiesShown.has('co_subscriber')) continue;
      recipient = {
        party,
        name: fullName(byRole('spouse_first_name'), byRole('spouse_last_name')),
        email: byRole('spouse_email') || null,
        mobile: byRole('spouse_phone') || null,
        userId: null,
        alsoParty: null,
      };
    } else {
      if (!advisor) continue;
      recipient = {
        party,
        name: fullName(advisor.firstname, advisor.lastname),
        email: advisor.email || null,
        mobile: null,
        userId: advisor.id,
        alsoParty: null,
      };
    }
    result.recipients.push(recipient);
  }
  return result;
}

/** The recipient who signs for a party: its own, or the person who also is that party. */
export function findRecipientOfParty<T extends { party: string; alsoParty: string | null }>(
  recipients: readonly T[],
  party: TSignatureParty,
): T | undefined {
  return (
    recipients.find((recipient) => recipient.party === party) ??
    recipients.find((recipient) => recipient.alsoParty === party)
  );
}
