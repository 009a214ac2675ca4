import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';

/*
 * Uncooked pasta per person: 2 oz (56 g) of dried pasta, the US label serving, is an Italian first
 * course or a side and cooks to about 1 cup; a main course is nearly 2 cups cooked, so 4 oz dried;
 * fresh pasta, gnocchi and filled pasta are served at 3.5 to 4 oz a person (the upper figure here).
 */
const OZ = toBase('mass', 1, 'oz');
const PORTIONS = {
  side: { label: 'Dried pasta, first course or side', ounces: 2 },
  main: { label: 'Dried pasta, main course', ounces: 4 },
  fresh: { label: 'Fresh or filled pasta, gnocchi', ounces: 4 },
} as const;

type Portion = keyof typeof PORTIONS;

const MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
const massOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: MASS_UNITS, digits: 3 });

export default defineCalculator({
  inputs: {
    people: integer({ label: 'People', default: 4, min: 1, max: 500, suffix: 'people' }),
    portion: select({
      label: 'Serving',
      options: Object.entries(PORTIONS).map(([value, { label }]) => ({ value, label })),
      default: 'main',
    }),
    packageSize: number({
      label: 'Package size',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'lb',
      units: MASS_UNITS,
      default: 500,
      min: 50,
      max: 10_000,
    }),
  },
  outputs: {
    total: massOutput('Uncooked pasta', true),
    perPerson: massOutput('Per person'),
    packages: out.number({ label: 'Packages', digits: 3, suffix: 'packages' }),
    buy: out.integer({ label: 'Packages to buy', suffix: 'packages' }),
  },
  compute: ({ people, portion, packageSize }) => {
    const perPerson = PORTIONS[portion as Portion].ounces * OZ;
    const total = perPerson * people;
    const packages = total / packageSize;
    // A hair of tolerance so 16 oz from a 1 lb box counts as one box, not two.
    return { total, perPerson, packages, buy: Math.ceil(packages - 1e-9) };
  },
});
