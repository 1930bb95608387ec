import type { ElementRole } from '../definition/element-role.js';
import { addFinding, type LintContext } from './lint-context.js';

/** Roles the engine reads from one element: a second one would be silently ignored or compared wrongly. */
export const SINGLE_ELEMENT_ROLES: ReadonlySet<ElementRole> = new Set<ElementRole>([
  'suitability_no',
  'siret',
  'subscriber_phone',
  'co_subscriber_phone',
  'partner_phone',
  'spouse_phone',
  'subscriber_email',
  'co_subscriber_email',
  'partner_email',
  'spouse_email',
  'subscription_amount',
  'amount_paid',
  'co_subscriber_last_name',
  'co_subscriber_first_name',
  'spouse_last_name',
  'spouse_first_name',
]);

/** Roles whose rule compares with another role's element, which must then be declared. */
const ANCHOR_ROLES: readonly (readonly [ElementRole, ElementRole])[] = [
  ['co_subscriber_phone', 'subscriber_phone'],
  ['partner_phone', 'subscriber_phone'],
  ['spouse_phone', 'subscriber_phone'],
  ['co_subscriber_email', 'subscriber_email'],
  ['partner_email', 'subscriber_email'],
  ['spouse_email', 'subscriber_email'],
  ['suitability_no', 'suitability_yes'],
  ['suitability_yes', 'suitability_no'],
];

/**
 * Reports a role declared twice where the engine reads one element, or one element given two of the keys
 * the application reads (`options.requiredElementIds`, e.g. identity e-mail and phone) (`role.duplicate`),
 * and a role declared
 * zero times where another role's rule compares with it or the form must declare it
 * (`options.requiredRoles`) (`role.missing`). Tenant rules' roles are checked as references.
 */
export function checkRoles(context: LintContext, requiredRoles: readonly ElementRole[] = []): void {
  for (const [role, ids] of context.idsByRole) {
    if (ids.length < 2 || !SINGLE_ELEMENT_ROLES.has(role)) continue;
    addFinding(context, {
      severity: 'error',
      code: 'role.duplicate',
      elementIds: ids,
      params: { role, count: ids.length },
    });
  }
  const keysById = new Map<number, string[]>();
  for (const [key, id] of Object.entries(context.options.requiredElementIds ?? {}))
    keysById.set(id, [...(keysById.get(id) ?? []), key]);
  for (const [id, keys] of keysById) {
    if (keys.length < 2) continue;
    addFinding(context, {
      severity: 'error',
      code: 'role.duplicate',
      elementIds: [id],
      params: { role: keys.join(', '), count: keys.length },
    });
  }
  const missing = new Map<ElementRole, string>();
  for (const [role, anchor] of ANCHOR_ROLES) {
    if (context.idsByRole.has(role) && !context.idsByRole.has(anchor) && !missing.has(anchor))
      missing.set(anchor, role);
  }
  for (const role of requiredRoles)
    if (!context.idsByRole.has(role) && !missing.has(role)) missing.set(role, 'form');
  for (const [role, neededBy] of missing) {
    addFinding(context, {
      severity: 'error',
      code: 'role.missing',
      elementIds: context.idsByRole.get(neededBy as ElementRole) ?? [],
      params: { role, neededBy },
    });
  }
}
