import type { ReactNode } from 'react';
import type { ChartOutputSpec, ChartSeries } from '../types.ts';
import { CartesianChart } from './chart/CartesianChart.tsx';
import { PieChart } from './chart/PieChart.tsx';
import { CHART_COLOURS, chartValueText } from './chart/values.ts';

/**
 * An accessible chart: the picture is labelled with a summary, its values can be read by
 * pointing or with the arrow keys, and the same numbers are available as a table under
 * "Show the data".
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
      return last
        ? `${s.name} reaches ${chartValueText(spec.valueKind, last.y, currency)} at ${String(last.x)}`
        : s.name;
    })
    .join('; ')}.`;

  let picture: ReactNode = null;
  if (points.length > 0 && spec.chart === 'pie') picture = <PieChart points={points} summary={summary} />;
  else if (points.length > 0)
    picture = <CartesianChart spec={spec} series={series} currency={currency} summary={summary} />;

  return (
    <figure className="calc-chart" aria-labelledby={`out-${name}-caption`}>
      <figcaption id={`out-${name}-caption`}>{spec.label}</figcaption>
      <ul className="calc-chart__legend">
        {(spec.chart === 'pie' ? points.map((p) => ({ name: String(p.x) })) : series).map((item, index) => (
          <li key={item.name}>
            <span className="calc-chart__swatch" style={{ background: CHART_COLOURS[index % CHART_COLOURS.length] }} />
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
                  <td key={s.name}>{chartValueText(spec.valueKind, s.points[i]?.y ?? 0, currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
