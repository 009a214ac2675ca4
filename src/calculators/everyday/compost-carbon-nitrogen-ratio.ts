import { bandOf, defineCalculator, lessThan, number, out, select } from '../../engine/index.ts';
import { COMPOST_MATERIAL_OPTIONS, compostMix, type CompostMaterial } from '../shared/household/compost.ts';

const RATIO_SHOWN = { decimals: 1 } as const;

/** The On-Farm Composting Handbook (NRAES-54), table 2.1: 20–40:1 reasonable, 25–30:1 preferred. */
const RATIO_BANDS = [
  [20, 'Nitrogen-rich: workable, but add browns to reach 25–30:1'],
  [25, 'In the preferred range (25–30:1)'],
  [30.05, 'Carbon-rich: workable, but add greens to reach 25–30:1'],
  [40.05, 'Too much carbon: the pile will be slow; add greens'],
] as const;
const TOO_LITTLE_CARBON = 'Too much nitrogen: expect ammonia smell; add browns';

const materialField = (label: string, material: CompostMaterial) =>
  select({ label, options: COMPOST_MATERIAL_OPTIONS, default: material });

const weightField = (label: string, kilograms: number) =>
  number({
    label,
    help: 'As you add it, wet. Weigh a bucketful once; use 0 to leave the material out.',
    unitFamily: 'mass',
    unit: 'kg',
    imperialUnit: 'lb',
    units: ['kg', 'lb'],
    default: kilograms,
    min: 0,
    max: 1_000_000,
  });

export default defineCalculator({
  inputs: {
    material1: materialField('Material 1', 'grass'),
    weight1: weightField('Weight of material 1', 10),
    material2: materialField('Material 2', 'leaves'),
    weight2: weightField('Weight of material 2', 20),
    material3: materialField('Material 3', 'food'),
    weight3: weightField('Weight of material 3', 5),
  },
  validate: ({ weight1, weight2, weight3 }) =>
    lessThan('weight1', 0, weight1 + weight2 + weight3, 'Enter a weight for at least one material.'),
  compute: ({ material1, weight1, material2, weight2, material3, weight3 }) => {
    const parts = [
      { material: material1, weight: weight1 },
      { material: material2, weight: weight2 },
      { material: material3, weight: weight3 },
    ].filter((part) => part.weight > 0);
    const mix = compostMix(parts);
    return {
      ratio: mix.ratio,
      verdict: bandOf(mix.ratio, RATIO_SHOWN, RATIO_BANDS, TOO_LITTLE_CARBON),
      moisture: mix.moisturePercent,
      moistureAdvice:
        mix.moisturePercent < 40
          ? 'Too dry: add water or wet greens (aim for 40–60 %)'
          : mix.moisturePercent > 60
            ? 'Too wet: add dry browns (aim for 40–60 %)'
            : 'Moisture is right (40–60 %)',
      carbon: mix.carbon,
      nitrogen: mix.nitrogen,
    };
  },
  outputs: {
    ratio: out.number({ label: 'C:N ratio of the mix', primary: true, suffix: ': 1', ...RATIO_SHOWN }),
    verdict: out.text({ label: 'What it means' }),
    moisture: out.percent({ label: 'Moisture of the mix', decimals: 0 }),
    moistureAdvice: out.text({ label: 'Moisture' }),
    carbon: out.number({
      label: 'Carbon in the mix',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      digits: 3,
    }),
    nitrogen: out.number({
      label: 'Nitrogen in the mix',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      digits: 3,
    }),
  },
});
