/**
 * Installed in every page of the wizard bench before the app's own scripts: notes when « Continuer »
 * is pressed (the click event, in capture, before React sees it) and when the app navigates (React
 * Router's `pushState` / `replaceState`), in the page's own clock (`performance.now()`).
 */
export const INSTALL_CLICK_TIMING = `(() => {
  const bench = (window.__wizardBench = { clickAt: null, navigatedAt: null });
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-testid="block-submit"]')) {
      bench.clickAt = performance.now();
    }
  }, true);
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name].bind(history);
    history[name] = (...args) => {
      bench.navigatedAt = performance.now();
      return original(...args);
    };
  }
})();`;

/**
 * Runs in the page, given the page's and the open block's titles before the click: waits for the
 * click noted by {@link INSTALL_CLICK_TIMING}, then for the submitted block to close and for the
 * next one to open after the navigation, each taken at the first animation frame after the change
 * (the frame that paints it); answers a TClickTiming (wizard-clicks.ts). Note: a string, as the
 * bundler's helpers (`__name`) do not exist in the page.
 */
export const TIME_NEXT_BLOCK = `(before) => {
  const bench = window.__wizardBench;
  bench.clickAt = null;
  bench.navigatedAt = null;
  performance.clearResourceTimings();
  const openTitle = () =>
    document.querySelector('section.app-block[data-state="progress"] h2')?.textContent ?? null;
  return new Promise((resolve, reject) => {
    let closedAt = null;
    let closing = false;
    let opening = false;
    const finish = (readyAt) => {
      observer.disconnect();
      clearTimeout(timer);
      const calls = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
      const save = calls.find((entry) => entry.name.endsWith('/values'));
      resolve({
        newPage: document.querySelector('[data-testid="page-title"]')?.textContent !== before.pageTitle,
        closedMs: closedAt - bench.clickAt,
        saveMs: save ? save.responseEnd - save.startTime : NaN,
        pauseMs: bench.navigatedAt - closedAt,
        navigationMs: readyAt - bench.navigatedAt,
        otherCalls: calls
          .filter((entry) => entry !== save)
          .map((entry) => new URL(entry.name).pathname.replace(/[0-9]+/g, '{id}')),
      });
    };
    const check = () => {
      if (bench.clickAt === null) return;
      const title = openTitle();
      if (closedAt === null && !closing && title !== before.blockTitle) {
        closing = true;
        requestAnimationFrame(() => (closedAt = performance.now()));
      }
      if (bench.navigatedAt !== null && !opening && title !== null && title !== before.blockTitle) {
        opening = true;
        requestAnimationFrame(() => finish(performance.now()));
      }
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      observer.disconnect();
      const errors = Array.from(document.querySelectorAll('.invalid-feedback, .alert-danger'), (e) => e.textContent);
      reject(new Error('no next block after « ' + before.blockTitle + ' »: ' + (errors.join(' | ') || 'no error shown')));
    }, 60000);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}`;
