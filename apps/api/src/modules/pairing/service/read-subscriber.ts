import type { TPairingScope, TPairingSubscriber } from '@souscription/contract';
import type { ElementRole, FormElement } from '@souscription/form-engine';
import type { ManagedDossier } from '../../manage-dossier/index.js';

/** The subscriber as the dossier's answers give it, with what matching reads besides (phone, IBAN). */
export type DossierSubscriber = TPairingSubscriber & { iban: string | null };

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
};

const YES = new Set(['oui', 'yes', 'true']);

/**
 * The dossier's subscriber, read through the form's identity elements and element roles (never
 * by id); null when the answers hold no name at all (a dossier not filled that far).
 */
export function readSubscriber(
  dossier: ManagedDossier,
  elements: readonly Pick<FormElement, 'id' | 'attributes'>[],
): DossierSubscriber | null {
  const values = dossier.values;
  const identity = dossier.identityElements ?? {};
  const byKey = (key: string) => (identity[key] === undefined ? null : text(values[String(identity[key])]));
  const byRole = (role: ElementRole) => {
    const element = elements.find((candidate) => candidate.attributes.role === role);
    return element === undefined ? null : text(values[String(element.id)]);
  };
  const lastName = byKey('last_name');
  const firstName = byKey('first_name');
  const companyName = byRole('company_name');
  if (!lastName && !firstName && !companyName) return null;
  const civility = byKey('civility');
  const person = [civility, firstName, lastName].filter(Boolean).join(' ');
  return {
    civility,
    firstName,
    lastName,
    fullName: companyName ?? person,
    birthDay: byKey('birth_date'),
    birthCity: byKey('birth_city'),
    birthCountry: byRole('subscriber_birth_country'),
    email: byKey('email') ?? byRole('subscriber_email'),
    phone: byKey('phone') ?? byRole('subscriber_phone'),
    legalForm: companyName ? byRole('legal_form') : null,
    companyName,
    isMoralPerson: companyName !== null,
    cosous: YES.has((byRole('co_subscription') ?? '').toLowerCase()),
    username: dossier.clientUsername,
    partnerCode: dossier.advisorUsername,
    partnerName: dossier.advisorName,
    iban: byRole('subscriber_iban'),
  };
}

/** The scope the dossier's own subscriber holds: usufruct when it acquires the usufruct, else np. */
export function subscriberScopeOf(dossier: Pick<ManagedDossier, 'dismembermentScope'>): TPairingScope {
  return dossier.dismembermentScope?.startsWith('usu') ? 'usu' : 'np';
}
