import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { formatAxisValue } from '../../format/numbers.ts';
import type { ChartOutputSpec, ChartSeries } from '../../types.ts';
import { labelledIndexes, niceTicks } from './scale.ts';
import { CHART_COLOURS, chartValueText } from './values.ts';

/** Percent of the plot's width for point `index` of `count`: bars sit mid-band, line points edge to edge. */
function xPercent(index: number, count: number, bars: boolean): number {
  if (bars) return ((index + 0.5) / Math.max(count, 1)) * 100;
  return count <= 1 ? 50 : (index / (count - 1)) * 100;
}

/** Line charts' end labels stay inside the plot's width: the first starts at its point, the last ends there. */
function xTickShift(index: number, count: number, bars: boolean): string {
  if (bars || count <= 1) return 'translateX(-50%)';
  if (index === 0) return 'none';
  return index === count - 1 ? 'translateX(-100%)' : 'translateX(-50%)';
}

/**
 * A line or bar chart that reads at any width: the plot is an SVG stretched to its box (lines
 * keep their stroke), while tick labels are page text positioned over it, so they keep their
 * size on a phone. Pointing at the plot, or focusing it and pressing the arrow keys, shows the
 * values at one x.
 */
export function CartesianChart({
  spec,
  series,
  currency,
  summary,
}: {
  spec: ChartOutputSpec;
  series: readonly ChartSeries[];
  currency: string;
  summary: string;
}): ReactNode {
  const [active, setActive] = useState<number | null>(null);
  const bars = spec.chart === 'bar';
  const points = series.flatMap((s) => s.points);
  const ticks = niceTicks(Math.min(0, ...points.map((p) => p.y)), Math.max(0, ...points.map((p) => p.y)));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const yPercent = (value: number) => 100 - ((value - low) / (high - low || 1)) * 100;
  const xs = series[0]?.points ?? [];
  const count = Math.max(...series.map((s) => s.points.length));
  const kind = spec.valueKind ?? 'number';

  const move = (index: number) => {
    setActive(Math.min(Math.max(index, 0), count - 1));
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = (event.clientX - box.left) / (box.width || 1);
    move(bars ? Math.floor(share * count) : Math.round(share * (count - 1)));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active ?? 0;
    const next: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(active === null ? 0 : target);
  };

  const activeX = active === null ? undefined : xs[active]?.x;
  return (
    <div className="calc-chart__frame">
      <div className="calc-chart__y" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick} className="calc-chart__tick" style={{ top: `${String(yPercent(tick))}%` }}>
            {formatAxisValue(tick, kind, currency)}
          </span>
        ))}
      </div>
      <div
        className="calc-chart__plot"
        role="group"
        tabIndex={0}
        aria-label={`${spec.label}: point at or use the arrow keys to read the values`}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => {
          setActive(null);
        }}
        onFocus={() => {
          move(active ?? count - 1);
        }}
        onBlur={() => {
          setActive(null);
        }}
        onKeyDown={onKey}
      >
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="calc-chart__svg"
        >
          {ticks.map((tick) => (
            <line key={tick} x1={0} x2={100} y1={yPercent(tick)} y2={yPercent(tick)} className="calc-chart__grid" />
          ))}
          {series.map((s, index) =>
            bars ? (
              s.points.map((p, i) => {
                const band = 100 / Math.max(count, 1);
                const width = (band * 0.8) / series.length;
                return (
                  <rect
                    key={`${s.name}-${String(p.x)}`}
                    x={i * band + band * 0.1 + index * width}
                    y={Math.min(yPercent(p.y), yPercent(0))}
                    width={width}
                    height={Math.abs(yPercent(p.y) - yPercent(0))}
                    fill={CHART_COLOURS[index % CHART_COLOURS.length]}
                  />
                );
              })
            ) : (
              <polyline
                key={s.name}
                fill="none"
                stroke={CHART_COLOURS[index % CHART_COLOURS.length]}
                strokeWidth={2.5}
                vectorEffect="non-scaling-stroke"
                points={s.points
                  .map((p, i) => `${String(xPercent(i, count, false))},${String(yPercent(p.y))}`)
                  .join(' ')}
              />
            ),
          )}
        </svg>
        {active !== null ? (
          <span
            className="calc-chart__cursor"
            style={{ left: `${String(xPercent(active, count, bars))}%` }}
            aria-hidden="true"
          />
        ) : null}
        {/* Always in the page, so screen readers hear each new reading as the arrow keys move. */}
        <p
          className="calc-chart__readout"
          hidden={active === null}
          style={active !== null && xPercent(active, count, bars) > 50 ? { right: '0.5rem' } : { left: '0.5rem' }}
          aria-live="polite"
        >
          {active !== null ? (
            <>
              <strong>
                {spec.xLabel ? `${spec.xLabel} ` : ''}
                {String(activeX ?? '')}
              </strong>
              {series.map((s) => (
                <span key={s.name}>
                  {s.name}: {chartValueText(kind, s.points[active]?.y ?? 0, currency)}
                </span>
              ))}
            </>
          ) : null}
        </p>
      </div>
      <div className="calc-chart__x" aria-hidden="true">
        {labelledIndexes(count).map((index) => (
          <span
            key={index}
            className="calc-chart__tick"
            style={{ left: `${String(xPercent(index, count, bars))}%`, transform: xTickShift(index, count, bars) }}
          >
            {String(xs[index]?.x ?? '')}
          </span>
        ))}
      </div>
      {spec.xLabel ? <p className="calc-chart__x-label">{spec.xLabel}</p> : null}
    </div>
  );
}
