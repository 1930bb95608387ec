/**
 * Decides a flag from a condition action: while the condition holds the flag takes the action's value,
 * while it does not the opposite; an absent action or an ignored condition (null) keeps `fallback`.
 */
export function applyConditionAction(
  holds: boolean | null,
  action: boolean | null | undefined,
  fallback: boolean,
): boolean {
  if (holds === null || action === undefined || action === null) return fallback;
  return holds === action;
}
