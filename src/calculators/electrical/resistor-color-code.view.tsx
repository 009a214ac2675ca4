import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { SCREEN_COLOURS, bandNames, encodeResistance, type ResistorCode } from '../shared/electrical/color-code.ts';
import { bandCountOf, codeFromBands, type ResistorBandValues } from '../shared/presets/resistor-bands.ts';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The code the fields describe, or undefined while the value to mark cannot be read. */
function shownCode(values: CalculatorViewProps['values']): ResistorCode | undefined {
  const bands: ResistorBandValues = {
    bands: text(values['bands'], '4'),
    figure1: text(values['figure1'], 'black'),
    figure2: text(values['figure2'], 'black'),
    figure3: text(values['figure3'], 'black'),
    multiplier: text(values['multiplier'], 'black'),
    tolerance: text(values['tolerance'], 'none'),
    tempco: text(values['tempco'], 'brown'),
  };
  const code = codeFromBands(bands);
  if (values['direction'] !== 'encode') return code;
  const ohms = values['resistance'];
  if (typeof ohms !== 'number' || !(ohms >= 0.001)) return undefined;
  return { ...code, ...encodeResistance(ohms, bandCountOf(bands.bands)) };
}

/** A resistor drawn with its bands: figures and multiplier on the left, tolerance and tempco apart on the right. */
export default function ResistorColorCodeView({ values }: CalculatorViewProps): ReactNode {
  const code = shownCode(values);
  if (!code) return null;
  const left = [...code.figures, code.multiplier];
  const right = [code.tolerance, ...(code.tempco ? [code.tempco] : [])].filter((colour) => colour !== 'none');
  const stripes = [
    ...left.map((colour, index) => ({ colour, x: 78 + index * 22 })),
    ...right.map((colour, index) => ({ colour, x: 196 + index * 22 })),
  ];
  return (
    <figure style={{ margin: '0 0 1rem', maxWidth: '22rem' }}>
      <svg
        viewBox="0 0 300 80"
        role="img"
        aria-label={`Resistor bands: ${bandNames(code)}`}
        style={{ width: '100%', height: 'auto' }}
      >
        <line x1="0" y1="40" x2="300" y2="40" stroke="#8c8c8c" strokeWidth="5" />
        <rect x="50" y="14" width="200" height="52" rx="22" fill="#e3c99a" stroke="#7a6a4f" strokeWidth="2" />
        {stripes.map(({ colour, x }, index) => (
          <rect
            key={index}
            x={x}
            y="15"
            width="12"
            height="50"
            fill={SCREEN_COLOURS[colour]}
            stroke="#555"
            strokeWidth="0.5"
          />
        ))}
      </svg>
      <figcaption className="muted">{bandNames(code)}</figcaption>
    </figure>
  );
}
