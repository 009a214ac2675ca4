import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { BARS, COLLARS, PLATE_SETS, loadBar, type PlateUnit } from '../shared/sports/plates.ts';

const CENTRE = 40;
const SLEEVE_START = 70;

/** One side of the bar drawn to scale: plate height follows plate weight, heaviest inside. */
export default function PlateLoadingView({ values }: CalculatorViewProps): ReactNode {
  const target = values['target'];
  const unit: PlateUnit = values['plateUnit'] === 'lb' ? 'lb' : 'kg';
  const bar = Object.entries(BARS).find(([key]) => key === values['bar'])?.[1] ?? BARS.men20kg;
  const collars = values['collars'] === 'competition' ? COLLARS.competition : COLLARS.none;
  const emptyKg = bar.kg + collars.kg;
  if (typeof target !== 'number' || !(target >= emptyKg)) return null;
  const { plates } = loadBar(target, emptyKg, unit);
  const heaviest = PLATE_SETS[unit][0]?.weight ?? 1;
  const colourOf = (weight: number) => PLATE_SETS[unit].find((plate) => plate.weight === weight)?.colour ?? '#888';
  let x = SLEEVE_START;
  const drawn = plates.map((weight) => {
    const height = 16 + 56 * Math.sqrt(weight / heaviest);
    const width = weight >= heaviest / 5 ? 12 : 7;
    const plate = { weight, x, height, width };
    x += width + 1;
    return plate;
  });
  const description =
    plates.length === 0 ? 'An empty bar.' : `Each side, from the inside: ${plates.join(', ')} ${unit}.`;
  return (
    <figure style={{ margin: '1rem 0', maxWidth: '28rem' }}>
      <svg viewBox={`0 0 ${Math.max(x + 40, 300)} 80`} role="img" aria-label={description} style={{ width: '100%' }}>
        <rect x="0" y={CENTRE - 3} width={SLEEVE_START - 6} height="6" fill="#9e9e9e" />
        <rect x={SLEEVE_START - 6} y={CENTRE - 10} width="6" height="20" fill="#757575" />
        <rect x={SLEEVE_START} y={CENTRE - 5} width={Math.max(x - SLEEVE_START + 30, 200)} height="10" fill="#bdbdbd" />
        {drawn.map((plate, index) => (
          <rect
            key={index}
            x={plate.x}
            y={CENTRE - plate.height / 2}
            width={plate.width}
            height={plate.height}
            rx="2"
            fill={colourOf(plate.weight)}
            stroke="#333"
            strokeWidth="0.8"
          />
        ))}
      </svg>
      <figcaption className="muted">{description}</figcaption>
    </figure>
  );
}
