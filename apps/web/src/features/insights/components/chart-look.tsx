/**
 * How bars are told apart without colour vision: the Okabe–Ito palette (readable with each kind of
 * colour blindness) and, on top, a pattern per kind of bar (plain, stripes, dots, crossed lines), so
 * a bar's kind also shows in grey and in print. The legend shows the same swatches.
 */
const LOOKS = [
  { colour: '#0072B2', pattern: null },
  { colour: '#D55E00', pattern: 'stripes' },
  { colour: '#009E73', pattern: 'dots' },
  { colour: '#E69F00', pattern: 'cross' },
] as const;

/** The look of the n-th kind of bar (a series, or a group of rows). */
export function getChartLook(index: number) {
  return LOOKS[index % LOOKS.length]!;
}

/** The fill of the n-th kind of bar: its colour, or its pattern over its colour. */
export function getChartFill(prefix: string, index: number): string {
  const look = getChartLook(index);
  return look.pattern ? `url(#${prefix}-${index % LOOKS.length})` : look.colour;
}

/** One pattern's marks over its colour, 8 px square. */
function PatternMarks({ pattern }: { pattern: 'stripes' | 'dots' | 'cross' }) {
  if (pattern === 'dots')
    return (
      <>
        <circle cx="2" cy="2" r="1.4" fill="#fff" />
        <circle cx="6" cy="6" r="1.4" fill="#fff" />
      </>
    );
  const stripes = <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke="#fff" strokeWidth="1.6" />;
  if (pattern === 'stripes') return stripes;
  return (
    <>
      {stripes}
      <path d="M-2,6 l4,4 M0,0 l8,8 M6,-2 l4,4" stroke="#fff" strokeWidth="1.6" />
    </>
  );
}

/** The patterns a chart (or a legend) refers to, under ids `{prefix}-{n}`. */
export function ChartPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      {LOOKS.map((look, index) =>
        look.pattern ? (
          <pattern key={index} id={`${prefix}-${index}`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={look.colour} />
            <PatternMarks pattern={look.pattern} />
          </pattern>
        ) : null,
      )}
    </defs>
  );
}

/** A legend's swatch: the bar's fill and outline, 14 px square, beside its name. */
export function ChartSwatch({ prefix, index }: { prefix: string; index: number }) {
  return (
    <svg width="14" height="14" aria-hidden="true" focusable="false" className="flex-shrink-0">
      <ChartPatterns prefix={prefix} />
      <rect
        x="0.5"
        y="0.5"
        width="13"
        height="13"
        fill={getChartFill(prefix, index)}
        stroke={getChartLook(index).colour}
      />
    </svg>
  );
}
