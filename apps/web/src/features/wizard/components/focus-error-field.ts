import { focusFirstError } from '../widgets';

const CONTROL =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Scrolls to the first field in error (100 px below the top) and focuses it with the widgets'
 * focusFirstError; when that lands on something that cannot take focus (a group's fieldset marked
 * aria-invalid), the field's first control takes it instead.
 */
export function focusErrorField(container: HTMLElement, offsetPx: number): boolean {
  if (!focusFirstError(container, offsetPx)) return false;
  const field = container.querySelector<HTMLElement>('[data-element-errors="true"], [aria-invalid="true"]');
  const active = document.activeElement;
  if (field && !(active instanceof HTMLElement && field.contains(active) && active.matches(CONTROL))) {
    field.querySelector<HTMLElement>(CONTROL)?.focus({ preventScroll: true });
  }
  return true;
}
