import { COLOURS } from './statusLook';

interface SparklinePoint {
  p50Ms: number;
  p95Ms: number;
}

export interface SparklineProps {
  points: readonly SparklinePoint[];
  width?: number;
  height?: number;
  /** What the chart shows, for screen readers and the tooltip. */
  label: string;
}

const PAD = 2;

/** The height of `value` in the box: 0 at the bottom, `max` at the top. */
const yOf = (value: number, max: number, height: number) => height - PAD - (value / max) * (height - 2 * PAD);

/** `values` as an SVG polyline's points, spread over the box's width. */
function polyline(values: readonly number[], max: number, width: number, height: number): string {
  const step = (width - 2 * PAD) / (values.length - 1);
  return values
    .map((value, index) => `${(PAD + index * step).toFixed(1)},${yOf(value, max, height).toFixed(1)}`)
    .join(' ');
}

interface SeriesProps {
  name: 'p50' | 'p95';
  values: readonly number[];
  max: number;
  width: number;
  height: number;
  colour: string;
}

/** One quantile's line. */
function Series({ name, values, max, width, height, colour }: SeriesProps) {
  return (
    <polyline
      data-series={name}
      points={polyline(values, max, width, height)}
      fill="none"
      stroke={colour}
      strokeWidth={1.5}
    />
  );
}

/**
 * p50 (dark) and p95 (light) over time, in a box the size of a line of text: the shape after a deploy is what matters,
 * the numbers are beside it. Inline SVG, no chart library: the status chunk stays small.
 */
export function Sparkline({ points, width = 140, height = 32, label }: SparklineProps) {
  const [first] = points;
  if (!first) return null;
  // One time bucket so far is a level line: the same value from the start of the box to its end.
  const drawn = points.length === 1 ? [first, first] : points;
  const max = Math.max(...drawn.map((point) => point.p95Ms), 1);
  const p50 = drawn.map((point) => point.p50Ms);
  const p95 = drawn.map((point) => point.p95Ms);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <title>{label}</title>
      <line x1={0} x2={width} y1={height - PAD} y2={height - PAD} stroke={COLOURS.border} />
      <Series name="p95" values={p95} max={max} width={width} height={height} colour={COLOURS.p95} />
      <Series name="p50" values={p50} max={max} width={width} height={height} colour={COLOURS.p50} />
    </svg>
  );
}
