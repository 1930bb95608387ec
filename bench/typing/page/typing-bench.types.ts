/** One measured keystroke. */
export type TKeystrokeSample = {
  /** keydown timestamp → the first animation frame after the DOM update, ms. */
  latency: number;
  /** keydown timestamp → the input event handled (engine + React commit done), ms. */
  processing: number;
  /** Widgets (element Profilers) that re-rendered for this keystroke. */
  widgets: number;
  /** Renders of the page component itself (the wizard's list of blocks) for this keystroke. */
  pageRenders: number;
};

/** What the bench page exposes to the runner as `window.typingBench`. */
export type TTypingBench = {
  ready: boolean;
  /** Element ids of the form's widgets on the page, by slot kind. */
  elementIds: Record<string, number[]>;
  widgetCount: number;
  samples: TKeystrokeSample[];
  /** Measuring is on (warm-up keystrokes are not kept). */
  recording: boolean;
  /** Resolves once that many samples are kept (no polling in the page while measuring). */
  waitForSamples: (count: number) => Promise<void>;
  /** Widgets are counted (the page runs React's profiling build). */
  profiling: boolean;
};

declare global {
  // Note: an interface, because only an interface merges into the DOM's Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** Set by the bench page, read by the runner. */
    typingBench: TTypingBench;
  }
}
