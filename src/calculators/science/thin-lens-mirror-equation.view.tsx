import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { focalSign, isMirror, solveLens, type Element, type LensUnknown } from '../shared/physics/thin-lens.ts';

/*
 * The ray diagram: the object, the lens or mirror with its focal points, the image, and two
 * principal rays (parallel to the axis, and through the centre or vertex). Dashed lines are the
 * backward extensions that locate a virtual image.
 */

const WIDTH = 640;
const HEIGHT = 240;
const AXIS_Y = HEIGHT / 2;
const CENTRE_X = WIDTH / 2;

type Point = readonly [number, number];

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Where a ray leaving `from` reaches the diagram's edge on the side the light travels to. */
function toEdge(from: Point, image: Point, real: boolean, edgeX: number): Point {
  const [dx, dy] = real ? [image[0] - from[0], image[1] - from[1]] : [from[0] - image[0], from[1] - image[1]];
  if (Math.abs(dx) < 1e-9 || Math.sign(dx) !== Math.sign(edgeX - from[0])) return from;
  const t = (edgeX - from[0]) / dx;
  return [edgeX, from[1] + dy * t];
}

const line = ([x1, y1]: Point, [x2, y2]: Point, className: string, key: string) => (
  <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} className={className} />
);

function arrow(x: number, tipY: number, className: string): ReactNode {
  const head = tipY < AXIS_Y ? 8 : -8;
  return (
    <g className={className}>
      <line x1={x} y1={AXIS_Y} x2={x} y2={tipY} />
      <polyline points={`${x - 5},${tipY + head} ${x},${tipY} ${x + 5},${tipY + head}`} fill="none" />
    </g>
  );
}

export default function RayDiagram({ values }: CalculatorViewProps): ReactNode {
  const element = values.element as Element | undefined;
  const solveFor = values.solveFor as LensUnknown | undefined;
  const [size, objectIn, imageIn, height] = [values.focal, values.object, values.image, values.height].map(num);
  if (!element || !solveFor || size === undefined || objectIn === undefined || imageIn === undefined || !height) {
    return null;
  }
  const { focal, object, image } = solveLens(solveFor, {
    focal: focalSign(element) * size,
    object: objectIn,
    image: imageIn,
  });
  if (![focal, object, image].every(Number.isFinite) || object <= 0) return null;

  const mirror = isMirror(element);
  const magnification = -image / object;
  const reach = Math.max(object, Math.abs(image), Math.abs(focal)) * 1.15;
  const scaleX = (WIDTH / 2 - 20) / reach;
  const scaleY = (HEIGHT / 2 - 20) / Math.max(height, Math.abs(magnification * height));
  const x = (distance: number) => CENTRE_X + distance * scaleX;
  const y = (rise: number) => AXIS_Y - rise * scaleY;

  // A lens's real image is beyond it; a mirror's real image is in front of it, on the object's side.
  const imageX = mirror ? x(-image) : x(image);
  const objectTip: Point = [x(-object), y(height)];
  const imageTip: Point = [imageX, y(magnification * height)];
  const real = image > 0;
  const edgeX = mirror ? 0 : WIDTH;
  const hits: Point[] = [
    [CENTRE_X, objectTip[1]],
    [CENTRE_X, AXIS_Y],
  ];
  const label = `Ray diagram of the ${mirror ? 'mirror' : 'lens'}: ${real ? 'real' : 'virtual'} image, magnification ${magnification.toPrecision(3)}.`;

  return (
    <figure className="ray-diagram">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} style={{ width: '100%', height: 'auto' }}>
        <line x1={0} y1={AXIS_Y} x2={WIDTH} y2={AXIS_Y} stroke="currentColor" strokeOpacity={0.4} />
        <line x1={CENTRE_X} y1={12} x2={CENTRE_X} y2={HEIGHT - 12} stroke="currentColor" strokeWidth={mirror ? 4 : 2} />
        {[focal, -focal].map((at, index) =>
          mirror && index === 1 ? null : (
            <g key={at}>
              <circle cx={mirror ? x(-focal) : x(at)} cy={AXIS_Y} r={3} fill="currentColor" />
              <text
                x={mirror ? x(-focal) : x(at)}
                y={AXIS_Y + 16}
                textAnchor="middle"
                fontSize={12}
                fill="currentColor"
              >
                F
              </text>
            </g>
          ),
        )}
        <g stroke="var(--chart-2)" strokeWidth={1.5}>
          {hits.map((hit, index) => (
            <g key={String(index)}>
              {line(objectTip, hit, '', `in-${String(index)}`)}
              {line(hit, toEdge(hit, imageTip, real, edgeX), '', `out-${String(index)}`)}
              {real ? null : <line x1={hit[0]} y1={hit[1]} x2={imageTip[0]} y2={imageTip[1]} strokeDasharray="5 4" />}
            </g>
          ))}
        </g>
        <g stroke="var(--chart-1)" strokeWidth={3}>
          {arrow(objectTip[0], objectTip[1], '')}
        </g>
        <g stroke="var(--chart-3)" strokeWidth={3} strokeDasharray={real ? undefined : '6 4'}>
          {arrow(imageTip[0], imageTip[1], '')}
        </g>
      </svg>
      <figcaption>
        Object (solid arrow), image ({real ? 'solid: real' : 'dashed: virtual'}), focal points F and two principal rays.
        Not to scale across the two axes.
      </figcaption>
    </figure>
  );
}
