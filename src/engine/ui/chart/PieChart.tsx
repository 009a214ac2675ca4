import type { ReactNode } from 'react';
import type { ChartSeries } from '../../types.ts';
import { CHART_COLOURS } from './values.ts';

const CENTRE = 130;
const RADIUS = 110;

/** A pie of the first series' points (their shares of the total); the legend names the slices. */
export function PieChart({ points, summary }: { points: ChartSeries['points']; summary: string }): ReactNode {
  const total = points.reduce((sum, p) => sum + Math.max(0, p.y), 0) || 1;
  let angle = -Math.PI / 2;
  return (
    <svg viewBox="0 0 260 260" role="img" aria-label={summary} className="calc-chart__svg calc-chart__svg--pie">
      {points.map((p, index) => {
        const share = Math.max(0, p.y) / total;
        const start = angle;
        angle += share * 2 * Math.PI;
        const large = share > 0.5 ? 1 : 0;
        const [x1, y1, x2, y2] = [
          CENTRE + RADIUS * Math.cos(start),
          CENTRE + RADIUS * Math.sin(start),
          CENTRE + RADIUS * Math.cos(angle),
          CENTRE + RADIUS * Math.sin(angle),
        ];
        const fill = CHART_COLOURS[index % CHART_COLOURS.length];
        return share >= 0.9999 ? (
          <circle key={String(p.x)} cx={CENTRE} cy={CENTRE} r={RADIUS} fill={fill} />
        ) : (
          <path
            key={String(p.x)}
            d={`M${String(CENTRE)},${String(CENTRE)} L${String(x1)},${String(y1)} A${String(RADIUS)},${String(RADIUS)} 0 ${String(large)} 1 ${String(x2)},${String(y2)} Z`}
            fill={fill}
          />
        );
      })}
    </svg>
  );
}
