/**
 * Whether the tenant's analytics may be told something (spec 01 §6, the cookie consent tool). With
 * the tool's switch off the product asks nothing and the tenant's own tag manager decides, as before;
 * with it on, nothing is pushed until the user accepted the « Mesure d’audience » category.
 */
const state = { required: false, granted: false };

/** The tenant's switch (from the signed-in user's tenant). */
export function requireAnalyticsConsent(required: boolean): void {
  state.required = required;
}

/** The user's stored or new choice, as the consent tool reports it. */
export function setAnalyticsConsent(granted: boolean): void {
  state.granted = granted;
}

/** Whether an analytics event may be pushed now. */
export function mayPushAnalytics(): boolean {
  return !state.required || state.granted;
}
