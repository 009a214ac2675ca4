import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { solveSuvat, type SuvatKey, type UnknownPair } from '../shared/physics/suvat.ts';
import { SPEED } from '../shared/physics/quantities.ts';

const NAMES: Record<SuvatKey, string> = {
  s: 'displacement s',
  u: 'initial velocity u',
  v: 'final velocity v',
  a: 'acceleration a',
  t: 'time t',
};
const FORMULAS: Record<UnknownPair, string> = {
  sv: 'v = u + at;  s = ut + ½at²',
  sa: 'a = (v − u) ÷ t;  s = ½(u + v)t',
  st: 't = (v − u) ÷ a;  s = (v² − u²) ÷ 2a',
  va: 'v = 2s ÷ t − u;  a = 2(s − ut) ÷ t²',
  ua: 'u = 2s ÷ t − v;  a = 2(vt − s) ÷ t²',
  uv: 'u = s ÷ t − ½at;  v = s ÷ t + ½at',
  vt: 'v = ±√(u² + 2as);  t = (v − u) ÷ a',
  ut: 'u = ±√(v² − 2as);  t = (v − u) ÷ a',
  at: 't = 2s ÷ (u + v);  a = (v² − u²) ÷ 2s',
  su: 'u = v − at;  s = vt − ½at²',
};
const PAIRS = Object.keys(FORMULAS) as UnknownPair[];
const ALL: SuvatKey[] = ['s', 'u', 'v', 'a', 't'];

const pairLabel = (pair: UnknownPair) => {
  const [first, second] = [pair.charAt(0), pair.charAt(1)] as SuvatKey[];
  const known = ALL.filter((key) => !pair.includes(key)).join(', ');
  return `${NAMES[first as SuvatKey]} and ${NAMES[second as SuvatKey]} (from ${known})`;
};

const lengthUnits = { unitFamily: 'length', unit: 'm', imperialUnit: 'ft', units: ['m', 'km', 'ft', 'mi'] } as const;
const speedUnits = SPEED;
const accelerationUnits = {
  unitFamily: 'acceleration',
  unit: 'mps2',
  imperialUnit: 'fps2',
  units: ['mps2', 'fps2', 'g'],
} as const;
const timeUnits = { unitFamily: 'time', unit: 's', units: ['s', 'min', 'h'] } as const;
const signed = { min: -1e9, max: 1e9 } as const;
const notUsed = 'Leave as it is when it is one of the unknowns.';

export default defineCalculator({
  inputs: {
    unknowns: select({
      label: 'Solve for',
      help: 'Any three of s, u, v, a and t give the other two.',
      options: PAIRS.map((pair) => ({ value: pair, label: pairLabel(pair) })),
      default: 'sv',
    }),
    s: number({
      label: 'Displacement (s)',
      help: `Forward or up is positive. ${notUsed}`,
      ...lengthUnits,
      ...signed,
      default: 100,
    }),
    u: number({ label: 'Initial velocity (u)', ...speedUnits, ...signed, default: 0 }),
    vFinal: number({ label: 'Final velocity (v)', ...speedUnits, ...signed, default: 20 }),
    a: number({
      label: 'Acceleration (a)',
      help: 'Negative when slowing down or when gravity pulls against up.',
      ...accelerationUnits,
      ...signed,
      default: 2,
    }),
    t: number({ label: 'Time (t)', ...timeUnits, min: 0, minInclusive: false, max: 1e9, default: 10 }),
  },
  outputs: {
    s: out.number({ label: 'Displacement s', primary: true, ...lengthUnits }),
    u: out.number({ label: 'Initial velocity u', primary: true, ...speedUnits }),
    vFinal: out.number({ label: 'Final velocity v', primary: true, ...speedUnits }),
    a: out.number({ label: 'Acceleration a', primary: true, ...accelerationUnits }),
    t: out.number({ label: 'Time t', primary: true, ...timeUnits }),
    formula: out.text({ label: 'Equations, solved for the unknowns' }),
    note: out.text({ label: 'Solutions' }),
    motion: out.chart({ label: 'Velocity (m/s) and displacement (m) against time', chart: 'line', xLabel: 's' }),
  },
  validate: ({ unknowns, vFinal, ...motion }) => {
    const result = solveSuvat(unknowns, { ...motion, v: vFinal });
    if (!result.ok) return [{ field: result.field, message: result.message }];
    const sizes = Object.values(result.motion).map(Math.abs);
    return sizes.every((size) => size < 1e15)
      ? []
      : [{ field: 'unknowns', message: 'These values give a result too large to show; check their units.' }];
  },
  compute: ({ unknowns, vFinal, ...entries }) => {
    const result = solveSuvat(unknowns, { ...entries, v: vFinal });
    // validate has rejected the entries that have no solution.
    const { v, ...motion } = result.ok ? result.motion : { ...entries, v: vFinal };
    const { u, a, t } = motion;
    return {
      ...motion,
      vFinal: v,
      formula: FORMULAS[unknowns],
      note: result.ok ? result.note : '',
      motion: [
        { name: 'Velocity (m/s)', at: (time: number) => u + a * time },
        { name: 'Displacement (m)', at: (time: number) => u * time + (a * time * time) / 2 },
      ].map(({ name, at }) => ({
        name,
        points: Array.from({ length: 21 }, (_, step) => {
          const time = (t * step) / 20;
          return { x: Number(time.toPrecision(4)), y: at(time) };
        }),
      })),
    };
  },
});
