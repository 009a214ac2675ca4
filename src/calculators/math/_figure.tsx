/*
 * The small drawn figures of the geometry calculators: one accessible SVG with the page's own
 * colours (so both themes work), lines, dashed guides and letter labels.
 */
import type { ReactNode } from 'react';

const SHAPE_STYLE = { fill: 'var(--color-accent-soft)', stroke: 'var(--color-accent)', strokeWidth: 2 } as const;
const GUIDE_STYLE = { fill: 'none', stroke: 'var(--color-muted)', strokeWidth: 1.5, strokeDasharray: '5 4' } as const;
const LABEL_STYLE = {
  fill: 'var(--color-text)',
  fontSize: 14,
  fontStyle: 'italic',
  fontFamily: 'var(--font-sans)',
} as const;

export const shapeStyle = SHAPE_STYLE;
export const guideStyle = GUIDE_STYLE;

/** The figure's frame: a scalable drawing with a description for screen readers, and a caption. */
export function Figure(props: {
  label: string;
  caption: string;
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  const { width = 240, height = 140 } = props;
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={props.label}
        style={{ width: '100%', maxWidth: '20rem', height: 'auto' }}
      >
        {props.children}
      </svg>
      <figcaption style={{ color: 'var(--color-muted)', fontSize: 'var(--text-sm)' }}>{props.caption}</figcaption>
    </figure>
  );
}

/** A letter naming a measurement, centred on (x, y). */
export function Label({ x, y, children }: { x: number; y: number; children: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" dominantBaseline="middle" style={LABEL_STYLE}>
      {children}
    </text>
  );
}

/** A dashed guide line (a height, a radius, a diagonal). */
export function Guide({ from, to }: { from: readonly [number, number]; to: readonly [number, number] }) {
  return <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} style={GUIDE_STYLE} />;
}

/**
 * The corners of a regular polygon of `sides` sides around (cx, cy), a flat side at the bottom;
 * `squash` below 1 tilts it away from the viewer (the end of a prism).
 */
export function regularPolygonPoints(sides: number, cx: number, cy: number, radius: number, squash = 1): string {
  const start = Math.PI / 2 + Math.PI / sides;
  return Array.from({ length: sides }, (_, index) => {
    const turn = start + (2 * Math.PI * index) / sides;
    return `${(cx + radius * Math.cos(turn)).toFixed(1)},${(cy + squash * radius * Math.sin(turn)).toFixed(1)}`;
  }).join(' ');
}
