/**
 * Engine benchmark: this engine (incremental and with incrementality off) against SurveyJS (survey-core)
 * on generated subscription forms of 300 and 3000 elements, in one run. See bench/README.md.
 *
 * Note: the measured steps rotate across the engines and both forms (builds round by round, changes and
 * validations by chunks of 100 changes), so that a busy machine slows all of them alike and the ratios stay
 * meaningful, while each engine keeps its caches warm within a chunk as it would alone.
 */
import { cpus, loadavg } from 'node:os';
import { createEngines, type EngineInstance, type EngineUnderTest } from './bench-engines.js';
import { generateBenchForm, type BenchForm } from './generate-bench-form.js';
import { generateValueChanges, type ValueChange } from './generate-value-changes.js';
import {
  formatBytes,
  formatDuration,
  measureRetainedHeap,
  median,
  percentile,
  timeMicroseconds,
} from './measure.js';

const CHANGES = 2000;
const VALIDATIONS = 200;
const VALIDATE_EVERY = CHANGES / VALIDATIONS;
const CHUNK = 100;
/** SurveyJS needs about 10 s to build and 0.1 s per change on the 3000-element form: it replays a prefix only. */
const SURVEY_CHANGES_ON_LARGE_FORM = 200;

type Subject = {
  form: BenchForm;
  size: number;
  engine: EngineUnderTest;
  changes: readonly ValueChange[];
  buildRuns: number;
  heapInstances: number;
  builds: number[];
  changeTimes: number[];
  /** Times of the changes that changed a value (the others only compare it with the one held). */
  effectiveChangeTimes: number[];
  validationTimes: number[];
  heapBytes: number;
  errorCount: number;
  instance: EngineInstance | null;
};

function createSubjects(size: number): Subject[] {
  const form = generateBenchForm(size);
  const changes = generateValueChanges(form, CHANGES);
  return createEngines(form).map((engine) => {
    const isSurvey = engine.name === 'survey-core';
    return {
      form,
      size,
      engine,
      changes: isSurvey && size > 1000 ? changes.slice(0, SURVEY_CHANGES_ON_LARGE_FORM) : changes,
      buildRuns: isSurvey ? (size > 1000 ? 1 : 5) : 20,
      heapInstances: isSurvey ? 1 : 10,
      builds: [],
      changeTimes: [],
      effectiveChangeTimes: [],
      validationTimes: [],
      heapBytes: 0,
      errorCount: 0,
      instance: null,
    };
  });
}

const subjects = [...createSubjects(300), ...createSubjects(3000)];
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Engine benchmark — Node ${process.version}, ${cpus().length} × ${cpu}, load average ${loadavg()[0]?.toFixed(2)}; ` +
    `${CHANGES} changes and ${VALIDATIONS} full validations per engine`,
);

// Warm-up: let the JIT see every path (builds, changes, validation) before measuring.
for (const subject of subjects) {
  const warmBuilds = Math.min(subject.buildRuns, 5);
  let warm = subject.engine.build();
  for (let run = 1; run < warmBuilds; run += 1) warm = subject.engine.build();
  for (const change of subject.changes.slice(0, 100)) warm.set(change);
  warm.validateAll();
}

// Builds, round by round.
const maxBuildRuns = Math.max(...subjects.map((subject) => subject.buildRuns));
for (let run = 0; run < maxBuildRuns; run += 1) {
  for (const subject of subjects) {
    if (run < subject.buildRuns) subject.builds.push(timeMicroseconds(() => subject.engine.build()));
  }
}

// Heap retained per instance; the first instance is the one that replays the changes.
for (const subject of subjects) {
  const { value, bytes } = measureRetainedHeap(() => subject.engine.build(), subject.heapInstances);
  subject.instance = value;
  subject.heapBytes = bytes;
}

// Changes and validations, by chunks of CHUNK changes, rotating across the subjects.
for (let chunk = 0; chunk < CHANGES; chunk += CHUNK) {
  for (const subject of subjects) {
    const instance = subject.instance;
    if (!instance) continue;
    for (let index = chunk; index < chunk + CHUNK; index += 1) {
      const change = subject.changes[index];
      if (!change) break;
      let changed = true;
      const time = timeMicroseconds(() => {
        changed = instance.set(change);
      });
      subject.changeTimes.push(time);
      if (changed) subject.effectiveChangeTimes.push(time);
      if ((index + 1) % VALIDATE_EVERY === 0)
        subject.validationTimes.push(timeMicroseconds(() => instance.validateAll()));
    }
  }
}
for (const subject of subjects) subject.errorCount = subject.instance?.countElementsInError() ?? 0;

function checkAgreement(subject: Subject, survey: Subject): string {
  let ours = subject.instance;
  if (!ours || !survey.instance) throw new Error('missing instances');
  if (survey.changes.length < subject.changes.length) {
    // Compare with the same prefix of changes replayed on a fresh engine.
    ours = subject.engine.build();
    for (const change of survey.changes) ours.set(change);
  }
  const disagreements: string[] = [];
  for (const element of subject.form.definition.elements) {
    const a = ours.read(element.id, element.name);
    const b = survey.instance.read(element.id, element.name);
    let same = a.visible === b.visible && a.required === b.required;
    if (element.calculate) same &&= Math.abs(Number(a.value) - Number(b.value)) < 1e-6;
    if (!same)
      disagreements.push(`${element.name}: engine ${JSON.stringify(a)} / survey-core ${JSON.stringify(b)}`);
  }
  const total = subject.form.definition.elements.length;
  return (
    `agreement with survey-core after ${survey.changes.length} changes (visible, required, calculated values): ` +
    `${total - disagreements.length}/${total} elements ${disagreements.length === 0 ? 'agree' : 'AGREE, NOT ALL'}` +
    disagreements
      .slice(0, 5)
      .map((line) => `\n  ${line}`)
      .join('')
  );
}

function printTable(size: number, title: string): void {
  const rows = subjects.filter((subject) => subject.size === size);
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      rows.map((subject) => [
        subject.engine.name,
        {
          changes: subject.changeTimes.length,
          build: formatDuration(median(subject.builds)),
          'change median': formatDuration(median(subject.changeTimes)),
          'change p95': formatDuration(percentile(subject.changeTimes, 0.95)),
          'change p99': formatDuration(percentile(subject.changeTimes, 0.99)),
          'full validation median': formatDuration(median(subject.validationTimes)),
          'heap used': formatBytes(subject.heapBytes),
          'elements in error at end': subject.errorCount,
        },
      ]),
    ),
  );
  const [incremental, , survey] = rows;
  if (incremental && survey) console.log(checkAgreement(incremental, survey));
}

printTable(300, '300 elements');
printTable(
  3000,
  `3000 elements (survey-core: first ${SURVEY_CHANGES_ON_LARGE_FORM} changes, ` +
    `${SURVEY_CHANGES_ON_LARGE_FORM / VALIDATE_EVERY} validations, 1 build)`,
);

const [inc300, full300, survey300, inc3000, full3000, survey3000] = subjects;
if (!inc300 || !full300 || !survey300 || !inc3000 || !full3000 || !survey3000)
  throw new Error('missing subjects');
const changeMedian = (subject: Subject) => median(subject.changeTimes);
const validationMedian = (subject: Subject) => median(subject.validationTimes);
const buildMedian = (subject: Subject) => median(subject.builds);
const lines: [string, number, '≥' | '≤' | '', number][] = [
  ['per-change median, survey-core / engine (300)', changeMedian(survey300) / changeMedian(inc300), '≥', 200],
  [
    'full validation median, survey-core / engine (300)',
    validationMedian(survey300) / validationMedian(inc300),
    '≥',
    100,
  ],
  ['build, survey-core / engine (300)', buildMedian(survey300) / buildMedian(inc300), '≥', 20],
  [
    'per-change median, incremental off / incremental (300)',
    changeMedian(full300) / changeMedian(inc300),
    '≥',
    3,
  ],
  ['per-change median, engine 3000 / engine 300', changeMedian(inc3000) / changeMedian(inc300), '≤', 1.2],
  ['heap used, survey-core / engine (300)', survey300.heapBytes / inc300.heapBytes, '', 0],
  ['per-change median, survey-core / engine (3000)', changeMedian(survey3000) / changeMedian(inc3000), '', 0],
  ['build, survey-core / engine (3000)', buildMedian(survey3000) / buildMedian(inc3000), '', 0],
  [
    'per-change median, incremental off / incremental (3000)',
    changeMedian(full3000) / changeMedian(inc3000),
    '',
    0,
  ],
];
console.log('\nRatios');
for (const [label, value, direction, target] of lines) {
  const shown = value >= 100 ? value.toFixed(0) : value.toFixed(2);
  const verdict =
    direction === ''
      ? ''
      : ` (target ${direction} ${target}×) ${(direction === '≥' ? value >= target : value <= target) ? 'OK' : 'MISSED'}`;
  console.log(`  ${label}: ${shown}×${verdict}`);
}

/** Issue 36's targets for one value change: the slowest 1 % under 100 µs, and a large form barely slower. */
const P99_TARGET_MICROSECONDS = 100;
const SIZE_RATIO_TARGET = 1.2;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const changeP99 = (subject: Subject) => percentile(subject.changeTimes, 0.99);
console.log('\nOne value change, incremental engine (issue 36)');
console.table({
  '300 elements': {
    median: formatDuration(changeMedian(inc300)),
    p99: formatDuration(changeP99(inc300)),
    target: `p99 ≤ ${P99_TARGET_MICROSECONDS} µs`,
    result: verdict(changeP99(inc300) <= P99_TARGET_MICROSECONDS),
  },
  '3000 elements': {
    median: formatDuration(changeMedian(inc3000)),
    p99: formatDuration(changeP99(inc3000)),
    target: `p99 ≤ ${P99_TARGET_MICROSECONDS} µs`,
    result: verdict(changeP99(inc3000) <= P99_TARGET_MICROSECONDS),
  },
  'median 3000 / 300': {
    median: `${(changeMedian(inc3000) / changeMedian(inc300)).toFixed(2)}×`,
    p99: `${(changeP99(inc3000) / changeP99(inc300)).toFixed(2)}×`,
    target: `median ≤ ${SIZE_RATIO_TARGET}×`,
    result: verdict(changeMedian(inc3000) / changeMedian(inc300) <= SIZE_RATIO_TARGET),
  },
  'median 3000 / 300, changes of a value': {
    median: `${(median(inc3000.effectiveChangeTimes) / median(inc300.effectiveChangeTimes)).toFixed(2)}×`,
    p99: `${(percentile(inc3000.effectiveChangeTimes, 0.99) / percentile(inc300.effectiveChangeTimes, 0.99)).toFixed(2)}×`,
    target: `(${inc300.effectiveChangeTimes.length} / ${inc3000.effectiveChangeTimes.length} changes)`,
    result: '',
  },
});

/**
 * Diagnostic: what the mix of changes alone gives. Changes that give back the value held cost next to
 * nothing and are more frequent in the 300-element replay, so its median sits lower among its changes
 * of a value than the 3000-element one's; this reads the 300-element form's changes of a value at both
 * ranks (1.00× would mean the two replays' medians fall on the same kind of change).
 */
const rankAmongValueChanges = (subject: Subject) =>
  (subject.changeTimes.length / 2 - (subject.changeTimes.length - subject.effectiveChangeTimes.length)) /
  subject.effectiveChangeTimes.length;
const mixAlone =
  percentile(inc300.effectiveChangeTimes, rankAmongValueChanges(inc3000)) /
  percentile(inc300.effectiveChangeTimes, rankAmongValueChanges(inc300));
console.log(
  `The mix of changes alone (the 300-element form's changes of a value at the rank of each median, ` +
    `${(rankAmongValueChanges(inc300) * 100).toFixed(1)} % and ${(rankAmongValueChanges(inc3000) * 100).toFixed(1)} %): ` +
    `${mixAlone.toFixed(2)}×`,
);
