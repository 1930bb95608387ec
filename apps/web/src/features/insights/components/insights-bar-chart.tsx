import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
  type YAxisTickContentProps,
} from 'recharts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../shared/i18n/format';
import { formatCell, type TChartData } from '../model/chart-table';
import { useElementWidth } from '../hooks/use-element-width';
import { ChartPatterns, ChartSwatch, getChartFill, getChartLook } from './chart-look';

type TInsightsBarChartProps = {
  data: TChartData;
  /** Ids of the chart's title and of its summary, which name and describe it to screen readers. */
  labelledBy: string;
  describedBy: string;
};

/** Below this width (a phone), each row's name goes above its bars rather than beside them. */
const NARROW = 576;
const BAR = 16;
const FONT = 12;
const LINE = 15;
/** The names' column beside the bars on a wider screen. */
const AXIS_WIDTH = 240;

/** How many lines a name takes at most in a width (an estimate: the text wraps at spaces). */
function countLines(names: readonly string[], width: number): number {
  const perLine = Math.max(8, Math.floor(width / (FONT * 0.6)));
  return Math.min(4, Math.max(1, ...names.map((name) => Math.ceil(name.length / perLine))));
}

/** The text drawn at the end of a bar: its value as the table shows it, with the row's share if any. */
function toBarLabel(data: TChartData, rowIndex: number, key: string, language: string, t: TFunction): string {
  const row = data.rows[rowIndex]!;
  if (row[key] === null || row[key] === undefined) return t('insights.not-measured');
  const kind = data.columns.find((column) => column.key === key)?.kind ?? 'count';
  const value = formatCell(row[key], kind, language);
  const share = data.share?.series === key ? row[data.share.column] : null;
  return share === null || share === undefined
    ? value
    : `${value} (${formatCell(share, 'percent', language)})`;
}

/** A bar's box, as Recharts gives it to a label. */
function readBox(props: LabelProps) {
  const box = (props.viewBox ?? {}) as { x?: number; y?: number; width?: number; height?: number };
  return {
    x: Number(box.x ?? 0),
    y: Number(box.y ?? 0),
    width: Number(box.width ?? 0),
    height: Number(box.height ?? 0),
  };
}

/** A bar's value at its end, on one line. */
function renderValue(props: LabelProps) {
  const { x, y, width, height } = readBox(props);
  return (
    <text
      x={x + Math.max(0, width) + 4}
      y={y + height / 2}
      dominantBaseline="central"
      fontSize={FONT}
      fill="#212529"
    >
      {String(props.value ?? '')}
    </text>
  );
}

/** On a phone: a row's name above its bars, over the chart's whole width. */
function renderNameAbove(width: number) {
  return function NameAbove(props: LabelProps) {
    const { x, y } = readBox(props);
    return (
      <Text
        x={x}
        y={y - 4}
        width={width}
        textAnchor="start"
        verticalAnchor="end"
        lineHeight={LINE}
        style={{ fontSize: FONT }}
        fill="#212529"
      >
        {String(props.value ?? '')}
      </Text>
    );
  };
}

/** On a wider screen: a row's name in the column beside its bars, wrapped at the column's width. */
function NameBeside({ x, y, payload }: YAxisTickContentProps) {
  return (
    <Text
      x={Number(x) - 6}
      y={Number(y)}
      width={AXIS_WIDTH - 10}
      textAnchor="end"
      verticalAnchor="middle"
      lineHeight={LINE}
      style={{ fontSize: FONT }}
      fill="#212529"
    >
      {String(payload.value)}
    </Text>
  );
}

/** The chart's rows as Recharts reads them: each series' value (0 when unmeasured) and its label. */
function toChartPoints(data: TChartData, language: string, t: TFunction) {
  return data.rows.map((row, index) => ({
    category: data.categories[index] ?? '',
    ...Object.fromEntries(
      data.series.flatMap(({ key }) => [
        [key, Number(row[key] ?? 0)],
        [`${key}Label`, toBarLabel(data, index, key, language, t)],
      ]),
    ),
  }));
}

/** How tall the chart is at a width: each row as tall as its bars, or its name's lines. */
function measureChart(data: TChartData, width: number) {
  const narrow = width < NARROW;
  const bars = data.series.length * (BAR + 2);
  const lines = countLines(data.categories, narrow ? width - 8 : AXIS_WIDTH - 10);
  // Recharts centres the bars in their row: on a phone the name takes the space above them, and as
  // much stays below, between two rows.
  const rowHeight = narrow ? bars + 2 * (lines * LINE + 6) : Math.max(bars, lines * LINE) + 16;
  return { narrow, height: data.rows.length * rowHeight + 36 };
}

/** One bar per series and row, coloured by series (or by the row's group), its value at its end. */
function renderBars(
  data: TChartData,
  points: { category: string }[],
  prefix: string,
  nameWidth: number | null,
) {
  return data.series.map((series, seriesIndex) => (
    <Bar
      key={series.key}
      dataKey={series.key}
      name={series.label}
      barSize={BAR}
      // Note: a zero (or unmeasured) value still gets a sliver, so its row shows its name and « 0 ».
      minPointSize={1}
      fill={getChartFill(prefix, seriesIndex)}
      stroke={getChartLook(seriesIndex).colour}
      isAnimationActive={false}
    >
      {data.groups
        ? points.map((point, rowIndex) => {
            const group = data.groups?.ofRow[rowIndex] ?? 0;
            return (
              <Cell
                key={point.category}
                fill={getChartFill(prefix, group)}
                stroke={getChartLook(group).colour}
              />
            );
          })
        : null}
      <LabelList dataKey={`${series.key}Label`} content={renderValue} />
      {nameWidth !== null && seriesIndex === 0 ? (
        <LabelList dataKey="category" content={renderNameAbove(nameWidth)} />
      ) : null}
    </Bar>
  ));
}

/**
 * A chart's rows as horizontal bars, one per series, the value written at its end (an unmeasured
 * one says so); the rows' names beside the bars, above them on a phone; colours and patterns from
 * `chart-look`. Focusable: the arrow keys move from row to row and show its values (Recharts'
 * accessibility layer).
 */
export function InsightsBarChart({ data, labelledBy, describedBy }: TInsightsBarChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const prefix = `chart${useId().replaceAll(':', '')}`;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const points = useMemo(() => toChartPoints(data, language, t), [data, language, t]);
  const { narrow, height } = measureChart(data, width);
  const decimals = data.series.some(({ key }) => data.columns.find((c) => c.key === key)?.kind !== 'count');

  return (
    <div>
      <div ref={ref} className="insights-chart" data-testid="insights-chart">
        {width > 0 ? (
          <BarChart
            width={width}
            height={height}
            layout="vertical"
            data={points}
            margin={{ top: 4, right: narrow ? 96 : 120, bottom: 4, left: 4 }}
            barGap={2}
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
          >
            <ChartPatterns prefix={prefix} />
            <CartesianGrid horizontal={false} stroke="#dee2e6" />
            <XAxis
              type="number"
              allowDecimals={decimals}
              tickFormatter={(value: number) => formatNumber(value, language)}
              tick={{ fontSize: FONT, fill: '#495057' }}
            />
            {narrow ? (
              <YAxis type="category" dataKey="category" hide />
            ) : (
              <YAxis
                type="category"
                dataKey="category"
                width={AXIS_WIDTH}
                interval={0}
                tickLine={false}
                tick={NameBeside}
              />
            )}
            <Tooltip
              cursor={{ fill: 'rgba(0, 0, 0, 0.05)' }}
              formatter={(value, name, item) => {
                const key = data.series.find((series) => series.label === name)?.key ?? '';
                const label = (item.payload as Record<string, string>)[`${key}Label`];
                return [label ?? String(value), name];
              }}
            />
            {renderBars(data, points, prefix, narrow ? width - 8 : null)}
          </BarChart>
        ) : null}
      </div>
      <ChartLegend data={data} prefix={prefix} />
    </div>
  );
}

/** The kinds of bars, with their swatches: the series, or the groups of rows when there is one series. */
function ChartLegend({ data, prefix }: { data: TChartData; prefix: string }) {
  const labels = data.groups
    ? data.groups.labels
    : data.series.length > 1
      ? data.series.map((s) => s.label)
      : [];
  if (labels.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0 mt-2 d-flex flex-wrap gap-3">
      {labels.map((label, index) => (
        <li key={label} className="d-flex align-items-center gap-2">
          <ChartSwatch prefix={`${prefix}-legend${index}`} index={index} />
          {label}
        </li>
      ))}
    </ul>
  );
}
