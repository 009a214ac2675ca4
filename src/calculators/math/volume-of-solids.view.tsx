import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { measuresText } from '../shared/geometry/plane-shapes.ts';
import { SOLIDS, type SolidKey } from '../shared/geometry/solids.ts';
import { Figure, Guide, Label, guideStyle, regularPolygonPoints, shapeStyle } from './_figure.tsx';

/** An upright solid of revolution: bottom ellipse, sides to the top, and the top ellipse (or apex). */
function Upright({ bottom, top, apex = false }: { bottom: number; top: number; apex?: boolean }) {
  const [cx, topY, bottomY] = [120, 25, 115];
  const side = apex
    ? `M${cx - bottom},${bottomY} L${cx},${topY} L${cx + bottom},${bottomY}`
    : `M${cx - bottom},${bottomY} L${cx - top},${topY} L${cx + top},${topY} L${cx + bottom},${bottomY}`;
  return (
    <>
      <path d={`${side} A${bottom},12 0 0,1 ${cx - bottom},${bottomY} Z`} style={shapeStyle} />
      {apex ? null : <ellipse cx={cx} cy={topY} rx={top} ry={10} style={shapeStyle} />}
      <path d={`M${cx - bottom},${bottomY} A${bottom},12 0 0,1 ${cx + bottom},${bottomY}`} style={guideStyle} />
    </>
  );
}

function Block({ x, y, width, height, depth }: Record<'x' | 'y' | 'width' | 'height' | 'depth', number>) {
  const [dx, dy] = [depth, -depth * 0.6];
  return (
    <>
      <rect x={x} y={y} width={width} height={height} style={shapeStyle} />
      <polygon
        points={`${x},${y} ${x + dx},${y + dy} ${x + width + dx},${y + dy} ${x + width},${y}`}
        style={shapeStyle}
      />
      <polygon
        points={`${x + width},${y} ${x + width + dx},${y + dy} ${x + width + dx},${y + height + dy} ${x + width},${y + height}`}
        style={shapeStyle}
      />
    </>
  );
}

function drawing(shape: SolidKey, sides: number): ReactNode {
  switch (shape) {
    case 'cube':
      return (
        <>
          <Block x={70} y={40} width={85} height={85} depth={35} />
          <Label x={112} y={136}>
            a
          </Label>
        </>
      );
    case 'box':
      return (
        <>
          <Block x={40} y={50} width={130} height={75} depth={40} />
          <Label x={105} y={136}>
            a
          </Label>
          <Label x={200} y={112}>
            b
          </Label>
          <Label x={30} y={88}>
            h
          </Label>
        </>
      );
    case 'cylinder':
      return (
        <>
          <Upright bottom={55} top={55} />
          <Guide from={[120, 115]} to={[175, 115]} />
          <Label x={148} y={132}>
            a
          </Label>
          <Label x={190} y={70}>
            h
          </Label>
        </>
      );
    case 'capsule':
      return (
        <>
          <rect x={20} y={25} width={200} height={90} rx={45} style={shapeStyle} />
          <Guide from={[65, 25]} to={[65, 115]} />
          <Guide from={[175, 25]} to={[175, 115]} />
          <Guide from={[175, 70]} to={[220, 70]} />
          <Label x={120} y={14}>
            h
          </Label>
          <Label x={197} y={60}>
            a
          </Label>
        </>
      );
    case 'cone':
    case 'frustum':
      return (
        <>
          <Upright bottom={70} top={shape === 'cone' ? 0 : 35} apex={shape === 'cone'} />
          <Guide from={[120, 115]} to={[190, 115]} />
          <Guide from={[120, 115]} to={[120, 25]} />
          <Label x={155} y={128}>
            a
          </Label>
          <Label x={110} y={70}>
            h
          </Label>
          {shape === 'frustum' ? (
            <Label x={140} y={14}>
              b
            </Label>
          ) : null}
        </>
      );
    case 'sphere':
    case 'ellipsoid':
      return (
        <>
          <ellipse cx={120} cy={70} rx={shape === 'sphere' ? 60 : 95} ry={60} style={shapeStyle} />
          <ellipse cx={120} cy={70} rx={shape === 'sphere' ? 60 : 95} ry={14} style={guideStyle} />
          <Guide from={[120, 70]} to={[shape === 'sphere' ? 180 : 215, 70]} />
          <Label x={150} y={60}>
            a
          </Label>
          {shape === 'ellipsoid' ? (
            <Label x={130} y={35}>
              b
            </Label>
          ) : null}
          {shape === 'ellipsoid' ? (
            <Label x={100} y={95}>
              c
            </Label>
          ) : null}
        </>
      );
    case 'hemisphere':
      return (
        <>
          <path d="M55,105 A65,65 0 0,1 185,105 A65,15 0 0,1 55,105 Z" style={shapeStyle} />
          <Guide from={[120, 105]} to={[185, 105]} />
          <Label x={152} y={95}>
            a
          </Label>
        </>
      );
    case 'pyramid':
      return (
        <>
          <polygon points="40,115 170,115 205,90 120,15" style={shapeStyle} />
          <line x1={170} y1={115} x2={120} y2={15} style={shapeStyle} />
          <Guide from={[120, 15]} to={[122, 102]} />
          <Label x={105} y={128}>
            a
          </Label>
          <Label x={200} y={108}>
            b
          </Label>
          <Label x={132} y={70}>
            h
          </Label>
        </>
      );
    case 'prism':
      return (
        <>
          <rect x={65} y={30} width={110} height={80} style={{ ...shapeStyle, stroke: 'none' }} />
          <polygon points={regularPolygonPoints(sides, 120, 110, 55, 0.35)} style={shapeStyle} />
          <polygon points={regularPolygonPoints(sides, 120, 30, 55, 0.35)} style={shapeStyle} />
          <Guide from={[65, 30]} to={[65, 110]} />
          <Guide from={[175, 30]} to={[175, 110]} />
          <Label x={52} y={72}>
            h
          </Label>
          <Label x={120} y={134}>
            a
          </Label>
        </>
      );
  }
}

/** A figure of the chosen solid with its measurements lettered as the fields are. */
export default function VolumeOfSolidsView({ values }: CalculatorViewProps): ReactNode {
  const shape = (
    typeof values['shape'] === 'string' && values['shape'] in SOLIDS ? values['shape'] : 'cylinder'
  ) as SolidKey;
  const sides = typeof values['n'] === 'number' ? Math.min(Math.max(Math.round(values['n']), 3), 24) : 6;
  const { label, uses, formula } = SOLIDS[shape];
  return (
    <Figure label={`${label}: ${measuresText(uses)}`} caption={`${label}: ${measuresText(uses)}. ${formula}`}>
      {drawing(shape, sides)}
    </Figure>
  );
}
