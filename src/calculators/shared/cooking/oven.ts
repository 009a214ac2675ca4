import { fromBase, toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';

/*
 * Oven settings: the British gas marks and the fan (convection) adjustment. Gas mark 1 is
 * 275 °F and each mark above it adds 25 °F; below it come ½ (250 °F) and ¼ (225 °F).
 */

export interface GasMark {
  /** As written on the dial: "¼", "4". */
  mark: string;
  value: number;
  fahrenheit: number;
  heat: string;
}

const heat = (value: number): string => {
  if (value < 1) return 'Very cool';
  if (value < 3) return 'Cool';
  if (value < 5) return 'Moderate';
  if (value < 6) return 'Moderately hot';
  if (value < 8) return 'Hot';
  return 'Very hot';
};

const gasMark = (mark: string, value: number, fahrenheit: number): GasMark => ({
  mark,
  value,
  fahrenheit,
  heat: heat(value),
});

export const GAS_MARKS: readonly GasMark[] = [
  gasMark('¼', 0.25, 225),
  gasMark('½', 0.5, 250),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) => gasMark(String(value), value, 250 + 25 * value)),
];

/** The oven temperature of a gas mark, in °C; undefined for a mark the dial does not have. */
export function gasMarkCelsius(value: number): number | undefined {
  const mark = GAS_MARKS.find((entry) => entry.value === value);
  return mark && toBase('temperature', mark.fahrenheit, 'f');
}

// Half a step (12.5 °F) past the ends of the dial is still that mark; further out there is none.
const HALF_STEP_F = 12.5;

/** The gas mark nearest a temperature in °C, or undefined off the dial. */
export function nearestGasMark(celsius: number): GasMark | undefined {
  const fahrenheit = fromBase('temperature', celsius, 'f');
  let best: GasMark | undefined;
  for (const mark of GAS_MARKS) {
    if (!best || Math.abs(mark.fahrenheit - fahrenheit) < Math.abs(best.fahrenheit - fahrenheit)) best = mark;
  }
  return best && Math.abs(best.fahrenheit - fahrenheit) <= HALF_STEP_F ? best : undefined;
}

/** The usual fan-oven reductions: 25 °F in US convection-oven manuals, 20 °C on British recipes. */
export const FAN_OFFSETS = {
  us: {
    label: 'Lower by 25 °F (US convection ovens)',
    celsius: toBase('temperature', 25, 'f') - toBase('temperature', 0, 'f'),
  },
  uk: { label: 'Lower by 20 °C (UK fan ovens)', celsius: 20 },
} as const;

export type FanOffset = keyof typeof FAN_OFFSETS;
