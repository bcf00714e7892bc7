import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface BarDatum {
  /** The row's name in the table (a date in full). */
  label: string;
  /** Its short name under the bar. */
  tick: string;
  value: number;
}

interface BarChartProps {
  /** The table's caption: what the chart shows. */
  title: string;
  /** One sentence under the chart, also the drawing's name for screen readers. */
  summary: string;
  labelHeader: string;
  valueHeader: string;
  data: readonly BarDatum[];
  /** Every n-th bar is named under the axis (all of them in the table). */
  tickEvery?: number;
  /** How a value reads in the table (an amount with its currency); the axis shows plain numbers. */
  formatValue?: (value: number) => string;
}

const WIDTH = 640;
const HEIGHT = 180;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 40 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

const numbers = new Intl.NumberFormat('de-DE');
const tickLabel = { className: 'admin-chart__tick', fontSize: 11 } as const;

/**
 * A small bar chart drawn with visx, loaded with the page that draws it. The drawing scales with its
 * box; its numbers are also a table for screen readers, as every chart of the product has one.
 */
export function BarChart({
  title,
  summary,
  labelHeader,
  valueHeader,
  data,
  tickEvery = 1,
  formatValue = (value) => numbers.format(value),
}: BarChartProps) {
  const x = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, INNER_WIDTH],
    padding: 0.2,
  });
  const top = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear<number>({ domain: [0, top], range: [INNER_HEIGHT, 0], nice: true });
  // Whole numbers only: counts have no halves.
  const yTicks = y.ticks(Math.min(4, top)).filter(Number.isInteger);
  const tickOf = new Map(data.map((d) => [d.label, d.tick]));
  const xTicks = data.filter((_, index) => (data.length - 1 - index) % tickEvery === 0).map((d) => d.label);
  return (
    <figure className="admin-chart">
      <svg className="admin-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yTicks.map((tick) => (
            <line
              key={tick}
              className="admin-chart__grid"
              x1={0}
              x2={INNER_WIDTH}
              y1={y(tick)}
              y2={y(tick)}
            />
          ))}
          {data.map((d) => {
            // A day that gave more back than it took (a Stornorechnung) draws no bar; its table says how much.
            const height = INNER_HEIGHT - y(Math.max(0, d.value));
            return (
              <Bar
                key={d.label}
                className="admin-chart__bar"
                x={x(d.label)}
                y={INNER_HEIGHT - height}
                width={x.bandwidth()}
                height={height}
              />
            );
          })}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(value) => numbers.format(Number(value))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={INNER_HEIGHT}
            scale={x}
            tickValues={xTicks}
            tickFormat={(label) => tickOf.get(label) ?? label}
            axisClassName="admin-chart__axis"
            hideTicks
            tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <figcaption className="admin-muted">{summary}</figcaption>
      {/* In a box of its own: a table keeps its rows' height whatever its own box says. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
