import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { readColor, toHex } from '../shared/text/css-color.ts';

/**
 * The colour itself, over a checkerboard so transparency shows, with white and black "Aa" on it.
 * Drawn in SVG: the samples are there to be looked at, some of them deliberately hard to read.
 */
export default function ColorSwatch({ values }: CalculatorViewProps): ReactNode {
  const typed = values['color'];
  const reading = typeof typed === 'string' ? readColor(typed) : undefined;
  const color = reading && 'color' in reading ? reading.color : undefined;
  if (!color) return <p className="calc-results__status">Enter a colour to see its swatch.</p>;
  const fill = `rgb(${color.r} ${color.g} ${color.b} / ${color.alpha})`;
  return (
    <svg
      width="100%"
      height="192"
      role="img"
      aria-label={`Swatch of ${toHex(color)} with white and black sample text`}
      style={{ display: 'block', borderRadius: 'var(--radius)', border: '1px solid var(--color-border)' }}
    >
      <defs>
        <pattern id="swatch-checks" width="16" height="16" patternUnits="userSpaceOnUse">
          <rect width="16" height="16" fill="#fff" />
          <rect width="8" height="8" fill="#ccc" />
          <rect x="8" y="8" width="8" height="8" fill="#ccc" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#swatch-checks)" />
      <rect width="100%" height="100%" fill={fill} />
      <text x="25%" y="50%" dy="0.35em" textAnchor="middle" fontSize="40" fontWeight="700" fill="#fff">
        Aa
      </text>
      <text x="75%" y="50%" dy="0.35em" textAnchor="middle" fontSize="40" fontWeight="700" fill="#000">
        Aa
      </text>
    </svg>
  );
}
