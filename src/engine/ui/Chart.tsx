import type { ReactNode } from 'react';
import { formatMoney, formatNumber, formatPercent } from '../format/numbers.ts';
import type { ChartOutputSpec, ChartSeries } from '../types.ts';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 72 };
const COLOURS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)'];

function valueText(kind: ChartOutputSpec['valueKind'], value: number, currency: string): string {
  if (kind === 'money') return formatMoney(value, currency);
  if (kind === 'percent') return formatPercent(value);
  return formatNumber(value);
}

/**
 * An accessible SVG chart: the picture is labelled with a summary, and the same numbers are
 * available as a table under "Show the data".
 */
export function Chart({
  name,
  spec,
  series,
  currency,
}: {
  name: string;
  spec: ChartOutputSpec;
  series: readonly ChartSeries[];
  currency: string;
}): ReactNode {
  const points = series.flatMap((s) => s.points);
  const summary = `${spec.label}: ${series
    .map((s) => {
      const last = s.points.at(-1);
      return last ? `${s.name} reaches ${valueText(spec.valueKind, last.y, currency)} at ${String(last.x)}` : s.name;
    })
    .join('; ')}.`;

  let picture: ReactNode = null;
  if (points.length > 0 && spec.chart !== 'pie') {
    const maxY = Math.max(0, ...points.map((p) => p.y));
    const minY = Math.min(0, ...points.map((p) => p.y));
    const count = Math.max(...series.map((s) => s.points.length));
    const innerW = WIDTH - PAD.left - PAD.right;
    const innerH = HEIGHT - PAD.top - PAD.bottom;
    const x = (index: number) => PAD.left + (count <= 1 ? innerW / 2 : (index / (count - 1)) * innerW);
    const y = (value: number) => PAD.top + innerH - ((value - minY) / (maxY - minY || 1)) * innerH;
    const ticks = [minY, (minY + maxY) / 2, maxY];
    picture = (
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="calc-chart__svg">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="calc-chart__grid" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="calc-chart__tick">
              {valueText(spec.valueKind, tick, currency)}
            </text>
          </g>
        ))}
        {series.map((s, index) =>
          spec.chart === 'line' ? (
            <polyline
              key={s.name}
              fill="none"
              stroke={COLOURS[index % COLOURS.length]}
              strokeWidth={2.5}
              points={s.points.map((p, i) => `${x(i)},${y(p.y)}`).join(' ')}
            />
          ) : (
            s.points.map((p, i) => {
              const band = innerW / Math.max(count, 1);
              const barWidth = (band * 0.8) / series.length;
              return (
                <rect
                  key={`${s.name}-${String(p.x)}`}
                  x={PAD.left + i * band + band * 0.1 + index * barWidth}
                  y={Math.min(y(p.y), y(0))}
                  width={barWidth}
                  height={Math.abs(y(p.y) - y(0))}
                  fill={COLOURS[index % COLOURS.length]}
                />
              );
            })
          ),
        )}
        <text x={PAD.left} y={HEIGHT - 8} className="calc-chart__tick">
          {String(series[0]?.points[0]?.x ?? '')}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="calc-chart__tick">
          {String(series[0]?.points.at(-1)?.x ?? '')}
          {spec.xLabel ? ` (${spec.xLabel})` : ''}
        </text>
      </svg>
    );
  } else if (points.length > 0) {
    const total = points.reduce((sum, p) => sum + Math.max(0, p.y), 0) || 1;
    let angle = -Math.PI / 2;
    picture = (
      <svg viewBox="0 0 260 260" role="img" aria-label={summary} className="calc-chart__svg calc-chart__svg--pie">
        {points.map((p, index) => {
          const share = Math.max(0, p.y) / total;
          const start = angle;
          angle += share * 2 * Math.PI;
          const large = share > 0.5 ? 1 : 0;
          const [x1, y1, x2, y2] = [
            130 + 110 * Math.cos(start),
            130 + 110 * Math.sin(start),
            130 + 110 * Math.cos(angle),
            130 + 110 * Math.sin(angle),
          ];
          return share >= 0.9999 ? (
            <circle key={String(p.x)} cx={130} cy={130} r={110} fill={COLOURS[index % COLOURS.length]} />
          ) : (
            <path
              key={String(p.x)}
              d={`M130,130 L${x1},${y1} A110,110 0 ${large} 1 ${x2},${y2} Z`}
              fill={COLOURS[index % COLOURS.length]}
            />
          );
        })}
      </svg>
    );
  }

  return (
    <figure className="calc-chart" aria-labelledby={`out-${name}-caption`}>
      <figcaption id={`out-${name}-caption`}>{spec.label}</figcaption>
      <ul className="calc-chart__legend">
        {(spec.chart === 'pie' ? points.map((p) => ({ name: String(p.x) })) : series).map((item, index) => (
          <li key={item.name}>
            <span className="calc-chart__swatch" style={{ background: COLOURS[index % COLOURS.length] }} />
            {item.name}
          </li>
        ))}
      </ul>
      {picture}
      <details className="calc-chart__data">
        <summary>Show the data</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{spec.xLabel ?? 'Point'}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(series[0]?.points ?? []).map((p, i) => (
              <tr key={String(p.x)}>
                <td>{String(p.x)}</td>
                {series.map((s) => (
                  <td key={s.name}>{valueText(spec.valueKind, s.points[i]?.y ?? 0, currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
