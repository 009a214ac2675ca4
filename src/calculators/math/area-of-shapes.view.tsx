import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { PLANE_SHAPES, measuresText, type PlaneShapeKey } from '../shared/geometry/plane-shapes.ts';
import { Figure, Guide, Label, regularPolygonPoints, shapeStyle } from './_figure.tsx';

/** Regular polygons with more sides than this are drawn with this many (they look round anyway). */
const MOST_SIDES_DRAWN = 24;

function sectorPath(angle: number): string {
  const sweep = Math.min(Math.max(angle, 0.01), 2 * Math.PI - 0.001);
  const [cx, cy, r] = [120, 70, 60];
  const [x, y] = [cx + r * Math.cos(sweep), cy - r * Math.sin(sweep)];
  return `M${cx},${cy} L${cx + r},${cy} A${r},${r} 0 ${sweep > Math.PI ? 1 : 0},0 ${x.toFixed(1)},${y.toFixed(1)} Z`;
}

function drawing(shape: PlaneShapeKey, values: Readonly<Record<string, unknown>>): ReactNode {
  switch (shape) {
    case 'square':
      return (
        <>
          <rect x={70} y={15} width={100} height={100} style={shapeStyle} />
          <Label x={120} y={128}>
            a
          </Label>
        </>
      );
    case 'rectangle':
      return (
        <>
          <rect x={40} y={25} width={150} height={90} style={shapeStyle} />
          <Label x={115} y={128}>
            a
          </Label>
          <Label x={202} y={70}>
            b
          </Label>
        </>
      );
    case 'triangle':
      return (
        <>
          <polygon points="30,115 210,115 150,20" style={shapeStyle} />
          <Guide from={[150, 20]} to={[150, 115]} />
          <Label x={120} y={130}>
            a
          </Label>
          <Label x={160} y={70}>
            h
          </Label>
        </>
      );
    case 'heron':
      return (
        <>
          <polygon points="30,115 210,115 90,20" style={shapeStyle} />
          <Label x={120} y={130}>
            a
          </Label>
          <Label x={160} y={60}>
            b
          </Label>
          <Label x={48} y={62}>
            c
          </Label>
        </>
      );
    case 'circle':
      return (
        <>
          <circle cx={120} cy={70} r={55} style={shapeStyle} />
          <Guide from={[120, 70]} to={[175, 70]} />
          <Label x={148} y={60}>
            a
          </Label>
        </>
      );
    case 'ellipse':
      return (
        <>
          <ellipse cx={120} cy={70} rx={95} ry={50} style={shapeStyle} />
          <Guide from={[120, 70]} to={[215, 70]} />
          <Guide from={[120, 70]} to={[120, 20]} />
          <Label x={168} y={60}>
            a
          </Label>
          <Label x={130} y={45}>
            b
          </Label>
        </>
      );
    case 'trapezoid':
      return (
        <>
          <polygon points="25,115 215,115 170,25 70,25" style={shapeStyle} />
          <Guide from={[70, 25]} to={[70, 115]} />
          <Label x={120} y={130}>
            a
          </Label>
          <Label x={120} y={14}>
            b
          </Label>
          <Label x={80} y={70}>
            h
          </Label>
        </>
      );
    case 'parallelogram':
      return (
        <>
          <polygon points="20,115 170,115 220,25 70,25" style={shapeStyle} />
          <Guide from={[70, 25]} to={[70, 115]} />
          <Label x={95} y={130}>
            a
          </Label>
          <Label x={80} y={70}>
            h
          </Label>
        </>
      );
    case 'rhombus':
      return (
        <>
          <polygon points="120,10 200,70 120,130 40,70" style={shapeStyle} />
          <Guide from={[40, 70]} to={[200, 70]} />
          <Guide from={[120, 10]} to={[120, 130]} />
          <Label x={160} y={60}>
            a
          </Label>
          <Label x={130} y={100}>
            b
          </Label>
        </>
      );
    case 'sector': {
      const angle = typeof values['angle'] === 'number' ? values['angle'] : Math.PI / 3;
      return (
        <>
          <path d={sectorPath(angle)} style={shapeStyle} />
          <Label x={150} y={82}>
            a
          </Label>
          <Label x={136} y={60}>
            θ
          </Label>
        </>
      );
    }
    case 'polygon': {
      const sides =
        typeof values['n'] === 'number' ? Math.min(Math.max(Math.round(values['n']), 3), MOST_SIDES_DRAWN) : 6;
      const bottom = 70 + 60 * Math.cos(Math.PI / sides);
      return (
        <>
          <polygon points={regularPolygonPoints(sides, 120, 70, 60)} style={shapeStyle} />
          <Label x={120} y={Math.min(bottom + 12, 134)}>
            a
          </Label>
        </>
      );
    }
  }
}

/** A figure of the chosen shape with its measurements lettered as the fields are. */
export default function AreaOfShapesView({ values }: CalculatorViewProps): ReactNode {
  const shape = (
    typeof values['shape'] === 'string' && values['shape'] in PLANE_SHAPES ? values['shape'] : 'rectangle'
  ) as PlaneShapeKey;
  const { label, uses, formula } = PLANE_SHAPES[shape];
  return (
    <Figure label={`${label}: ${measuresText(uses)}`} caption={`${label}: ${measuresText(uses)}. ${formula}`}>
      {drawing(shape, values)}
    </Figure>
  );
}
