/** What can take focus inside a widget, in the order a keyboard user would reach it. */
const CONTROL = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
].join(', ');
const FOCUSABLE = `${CONTROL}, [tabindex]:not([tabindex="-1"])`;

/**
 * Scrolls the first field in error into view, `offsetPx` below the top of the window (spec 5 and 9:
 * 100 px, so that a fixed header does not hide it), and focuses its first control. When that lands on
 * something that cannot take focus (a group's fieldset marked aria-invalid), the field's first
 * control takes it instead.
 * A field counts as in error while the engine holds errors for it (`data-element-errors`), so this works
 * right after the wizard turns `showErrors` on, before React has painted the messages.
 * @returns whether a field in error was found.
 */
export function focusFirstError(container: HTMLElement, offsetPx = 100): boolean {
  const field =
    container.querySelector<HTMLElement>('[data-element-errors="true"]') ??
    container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  const target =
    (field.matches(FOCUSABLE) ? field : null) ??
    field.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
    field.querySelector<HTMLElement>(FOCUSABLE);
  const top = field.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
  const active = document.activeElement;
  if (!(active instanceof HTMLElement && field.contains(active) && active.matches(CONTROL))) {
    field.querySelector<HTMLElement>(CONTROL)?.focus({ preventScroll: true });
  }
  return true;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
