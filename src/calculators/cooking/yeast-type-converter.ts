import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { fromBase, toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import { convertYeast, YEAST_TYPES, yeastChoices, type YeastType } from '../shared/cooking/yeast.ts';

const UNITS = [
  { value: 'g', label: 'grams (g)' },
  { value: 'oz', label: 'ounces (oz)' },
  { value: 'tsp', label: 'teaspoons (dry yeast)' },
  { value: 'package', label: 'packages (¼ oz envelope or 0.6 oz cake)' },
] as const;

/** Weight of an amount of yeast in kg; undefined for a spoon of fresh yeast, which is weighed. */
function yeastKg(amount: number, unit: string, type: YeastType): number | undefined {
  const { packageKg, packageTsp } = YEAST_TYPES[type];
  if (unit === 'package') return amount * packageKg;
  if (unit === 'tsp') return packageTsp === undefined ? undefined : (amount / packageTsp) * packageKg;
  return toBase('mass', amount, unit);
}

const perPackage = (kg: number, type: YeastType) => kg / YEAST_TYPES[type].packageKg;

export default defineCalculator({
  inputs: {
    amount: number({ label: 'Amount of yeast', default: 1, min: 0, max: 10_000 }),
    unit: select({ label: 'Unit', options: UNITS, default: 'package' }),
    from: select({ label: 'The recipe uses', options: yeastChoices, default: 'activeDry' }),
    to: select({ label: 'You have', options: yeastChoices, default: 'fresh' }),
  },
  validate: ({ unit, from }) =>
    unit === 'tsp' && from === 'fresh'
      ? [{ field: 'unit', message: 'Fresh yeast is weighed, not spooned: choose grams, ounces or cakes.' }]
      : [],
  outputs: {
    weight: out.number({
      label: 'Yeast to use',
      primary: true,
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      digits: 3,
    }),
    teaspoons: out.number({ label: 'In teaspoons (dry yeast only)', suffix: 'tsp', digits: 3 }),
    packages: out.number({ label: 'In packages', suffix: 'packages', digits: 3 }),
    everyType: out.table({
      label: 'The same leavening in every type',
      columns: [
        { key: 'type', label: 'Yeast', kind: 'text' },
        { key: 'grams', label: 'Grams', kind: 'number' },
        { key: 'packages', label: 'Packages', kind: 'number' },
      ],
    }),
  },
  compute: ({ amount, unit, from, to }) => {
    const source = yeastKg(amount, unit, from as YeastType) ?? 0;
    const weight = convertYeast(source, from as YeastType, to as YeastType);
    const { packageTsp } = YEAST_TYPES[to as YeastType];
    return {
      weight,
      teaspoons: packageTsp === undefined ? 0 : perPackage(weight, to as YeastType) * packageTsp,
      packages: perPackage(weight, to as YeastType),
      everyType: yeastChoices.map(({ value, label }) => {
        const kg = convertYeast(source, from as YeastType, value as YeastType);
        return { type: label, grams: fromBase('mass', kg, 'g'), packages: perPackage(kg, value as YeastType) };
      }),
    };
  },
});
