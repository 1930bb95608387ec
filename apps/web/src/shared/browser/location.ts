/**
 * Leaves the single-page application for another document (provider pages, full reloads).
 * Note: kept in its own module so tests can observe the navigation that jsdom cannot perform.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Origin of the page, used for redirect_uri and post_logout_redirect_uri. */
export function getOrigin(): string {
  return window.location.origin;
}
