/**
 * The typing benchmark's page: the 300-element benchmark form of bench/engine rendered as ONE page of
 * the wizard — its 30 blocks open with the product's BlockCard, BlockFields and element widgets, on
 * one engine state. In the counting run, React's profiling build and each widget in a React Profiler (the
 * wizard's bench-only `profile` hook) so that the page can count the widgets a keystroke re-renders;
 * the latency run uses React's plain production build, without Profilers.
 * Measured in the page: keydown timestamp → input handled → the next animation frame.
 */
import 'bootstrap/dist/css/bootstrap.min.css';
import '../../../apps/web/src/shared/theme/theme.css';
import '../../../apps/web/src/features/wizard/wizard.css';
import { useEffect, useMemo, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createFormState, loadFormDefinition } from '@souscription/form-engine';
import { i18n } from '../../../apps/web/src/shared/i18n/i18n';
import { BlockCard } from '../../../apps/web/src/features/wizard/components/block-card';
import { generateBenchForm } from '../../engine/generate-bench-form';
import type { TTypingBench } from './typing-bench.types';

const bench = generateBenchForm(300);
const form = loadFormDefinition(bench.definition);
const formState = createFormState(form, { direct: false, dossierState: ['ongoing'], today: '15/06/2025' });
const NO_ERRORS = new Map();
const NO_RECEIPTS: never[] = [];
const noAction = () => undefined;
const noop = () => undefined;

const elementIds: Record<string, number[]> = {};
for (const [id, kind] of bench.kinds) (elementIds[kind] ??= []).push(id);
let waiting: { count: number; resolve: () => void } | null = null;
const initial: TTypingBench = {
  ready: false,
  elementIds,
  widgetCount: form.elements.length,
  samples: [],
  recording: false,
  profiling: import.meta.env.VITE_TYPING_PROFILING === 'true',
  waitForSamples: (count) =>
    new Promise((resolve) => {
      if (window.typingBench.samples.length >= count) resolve();
      else waiting = { count, resolve };
    }),
};
window.typingBench = initial;

let widgetRenders = 0;
let pageRenders = 0;
const countRender: ProfilerOnRenderCallback = (_id, phase) => {
  if (phase !== 'mount') widgetRenders += 1;
};

// keydown (capture) → input handled (after React's own listener, which commits synchronously for a
// discrete event) → next animation frame.
let pending: { start: number; widgets: number; page: number } | null = null;
document.addEventListener(
  'keydown',
  (event) => {
    pending = { start: event.timeStamp, widgets: widgetRenders, page: pageRenders };
  },
  true,
);
document.addEventListener('input', () => {
  const started = pending;
  if (!started) return;
  pending = null;
  const processed = performance.now();
  requestAnimationFrame(() => {
    const sample = {
      latency: performance.now() - started.start,
      processing: processed - started.start,
      widgets: widgetRenders - started.widgets,
      pageRenders: pageRenders - started.page,
    };
    if (window.typingBench.recording) window.typingBench.samples.push(sample);
    else window.typingBench.samples.length = 0;
    if (waiting && window.typingBench.samples.length >= waiting.count) {
      waiting.resolve();
      waiting = null;
    }
  });
});

/**
 * The floor of the measure: a native input React never renders again (uncontrolled), so its samples
 * are the browser's and the harness's own cost of a keystroke.
 */
function BaselineField() {
  return (
    <div className="mb-4" data-element-id="baseline">
      <label htmlFor="baseline" className="form-label">
        Champ témoin (hors moteur et hors React)
      </label>
      <input id="baseline" className="form-control" defaultValue="" />
    </div>
  );
}

function BenchPage() {
  pageRenders += 1;
  const blocks = useMemo(
    () =>
      form.blocks.map((loaded) => ({
        block: loaded.block,
        elements: loaded.elementIndices.map((index) => form.elements[index]!.element),
      })),
    [],
  );
  useEffect(() => {
    window.typingBench.ready = true;
  }, []);
  return (
    <main className="container py-4">
      <h1 className="page-title mb-4">{form.definition.form.label}</h1>
      <BaselineField />
      <ol className="list-unstyled app-block-list mb-0">
        {blocks.map(({ block, elements }, index) => (
          <li key={block.id} className="mb-3">
            <BlockCard
              block={block}
              number={index + 1}
              count={blocks.length}
              state="progress"
              fields={{
                formState,
                elements,
                readOnly: false,
                locale: 'fr',
                dossierId: 1,
                onAction: noAction,
                clientStatus: 'none',
                busyElementId: null,
                receipts: NO_RECEIPTS,
                serverErrors: NO_ERRORS,
                profile: window.typingBench.profiling ? countRender : undefined,
              }}
              showErrors={false}
              action="keep-on"
              canGoBack={false}
              canModify={false}
              canDuplicate={false}
              saving={false}
              locked={false}
              signatureAccess="allowed"
              adequacyPending={false}
              signatureUnavailable={null}
              onSubmit={noop}
              onBack={noop}
              onModify={noop}
              onDuplicate={noop}
            />
          </li>
        ))}
      </ol>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>
      <BenchPage />
    </QueryClientProvider>
  </I18nextProvider>,
);
