import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { BULB_EFFICACY, incandescentLumens, incandescentWatts } from '../shared/energy/lighting.ts';
import { powerField } from '../shared/presets/electrical-fields.ts';

const BULB_NAMES = {
  incandescent: 'Incandescent (standard)',
  halogen: 'Halogen incandescent',
  cfl: 'CFL (compact fluorescent)',
  led: 'LED',
} as const;

const EFFICIENT_BULBS = ['halogen', 'cfl', 'led'] as const;

/** Bulbs are sold by the watt; a tenth is as fine as a table of them needs. */
const toTenth = (watts: number) => Math.round(watts * 10) / 10;

type BulbType = keyof typeof BULB_NAMES | 'label';

function lumensOf(type: BulbType, watts: number, ownEfficacy: number): number {
  if (type === 'incandescent') return incandescentLumens(watts);
  if (type === 'label') return watts * ownEfficacy;
  return watts * BULB_EFFICACY[type];
}

export default defineCalculator({
  inputs: {
    bulb: select({
      label: 'Bulb type',
      options: [
        { value: 'incandescent', label: BULB_NAMES.incandescent },
        { value: 'halogen', label: BULB_NAMES.halogen },
        { value: 'cfl', label: BULB_NAMES.cfl },
        { value: 'led', label: BULB_NAMES.led },
        { value: 'label', label: 'Other: my own lumens per watt' },
      ],
      default: 'incandescent',
    }),
    watts: powerField({ label: 'Bulb power', default: 60, max: 2000, help: 'Printed on the bulb or its box.' }),
    ownEfficacy: number({
      label: 'Lumens per watt (for "Other")',
      default: 90,
      min: 1,
      max: 250,
      suffix: 'lm/W',
      help: 'Lumens ÷ watts from the Lighting Facts label.',
    }),
  },
  compute: ({ bulb, watts, ownEfficacy }) => {
    const lumens = lumensOf(bulb, watts, ownEfficacy);
    return {
      lumens,
      efficacy: lumens / watts,
      incandescentEquivalent: incandescentWatts(lumens),
      equivalents: [
        { bulb: BULB_NAMES.incandescent, watts: toTenth(incandescentWatts(lumens)) },
        ...EFFICIENT_BULBS.map((type) => ({ bulb: BULB_NAMES[type], watts: toTenth(lumens / BULB_EFFICACY[type]) })),
      ],
    };
  },
  outputs: {
    lumens: out.number({ label: 'Light output', suffix: 'lumens', decimals: 0, primary: true }),
    incandescentEquivalent: out.number({ label: 'Same light as an incandescent of', suffix: 'W', decimals: 0 }),
    efficacy: out.number({ label: 'Efficacy', suffix: 'lm/W', decimals: 1 }),
    equivalents: out.table({
      label: 'Watts of each bulb type for the same light',
      columns: [
        { key: 'bulb', label: 'Bulb', kind: 'text' },
        { key: 'watts', label: 'Watts', kind: 'number' },
      ],
    }),
  },
});
