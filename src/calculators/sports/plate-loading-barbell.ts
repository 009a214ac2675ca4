import { checkAll, defineCalculator, notMoreThan, out, radio, select } from '../../engine/index.ts';
import { barbellLoadField, barbellLoadOutput, optionsOf } from '../shared/presets/barbell-fields.ts';
import { BARS, COLLARS, loadBar } from '../shared/sports/plates.ts';

export default defineCalculator({
  viewPlacement: 'below',
  inputs: {
    target: barbellLoadField('Target weight', 100, 700),
    plateUnit: radio({
      label: 'Plates',
      options: [
        { value: 'kg', label: 'Kilogram plates' },
        { value: 'lb', label: 'Pound plates' },
      ],
      default: 'kg',
    }),
    bar: select({ label: 'Bar', options: optionsOf(BARS), default: 'men20kg' }),
    collars: select({ label: 'Collars', options: optionsOf(COLLARS), default: 'none' }),
  },
  outputs: {
    loaded: barbellLoadOutput('Bar as loaded', true),
    perSide: barbellLoadOutput('Plates on each side'),
    shortBy: barbellLoadOutput('Short of the target'),
    plates: out.table({
      label: 'Plates for each side, heaviest first (inside)',
      columns: [
        { key: 'plate', label: 'Plate', kind: 'number' },
        { key: 'unit', label: 'Unit', kind: 'text' },
        { key: 'count', label: 'On each side', kind: 'integer' },
      ],
    }),
  },
  validate: ({ target, bar, collars }) =>
    checkAll(
      notMoreThan('target', BARS[bar].kg + COLLARS[collars].kg, target, {
        what: 'The bar and collars',
        than: 'the target weight; choose a lighter bar or a heavier target',
      }),
    ),
  compute: ({ target, plateUnit, bar, collars }) => {
    const emptyKg = BARS[bar].kg + COLLARS[collars].kg;
    const { plates, loadedKg } = loadBar(target, emptyKg, plateUnit);
    const counts = new Map<number, number>();
    for (const plate of plates) counts.set(plate, (counts.get(plate) ?? 0) + 1);
    return {
      loaded: loadedKg,
      perSide: (loadedKg - emptyKg) / 2,
      shortBy: Math.max(0, target - loadedKg),
      plates: [...counts].map(([plate, count]) => ({ plate, unit: plateUnit, count })),
    };
  },
  examples: [
    {
      inputs: { target: 200, plateUnit: 'kg', bar: 'men20kg', collars: 'competition' },
      expect: { loaded: 200, perSide: 87.5, shortBy: 0 },
      tolerance: 1e-9,
      source:
        'IPF Technical Rules Book (2024), sections on the bar (20 kg), collars (2.5 kg each) and loading heaviest plates first: 200 kg = 20 + 5 + 2 × 87.5 kg, 87.5 = 25 + 25 + 25 + 10 + 2.5',
    },
    {
      inputs: { target: { value: 315, unit: 'lb' }, plateUnit: 'lb', bar: 'standard45lb', collars: 'none' },
      expect: { loaded: { value: 315, unit: 'lb' }, perSide: { value: 135, unit: 'lb' } },
      tolerance: 1e-9,
      source:
        'Wikipedia, "Weight plate": in US gyms a 45 lb bar with three 45 lb plates on each side ("three plates") is 45 + 6 × 45 = 315 lb',
    },
    {
      inputs: { target: 137.5, plateUnit: 'kg', bar: 'men20kg', collars: 'competition' },
      expect: { loaded: 137.5, perSide: 56.25 },
      tolerance: 1e-9,
      source:
        'IPF Technical Rules Book (2024): bar 20 kg, collars 2.5 kg each, plates of 25, 20, 15, 10, 5, 2.5 and 1.25 kg loaded heaviest first; 137.5 kg = 20 + 5 + 2 × (25 + 25 + 5 + 1.25)',
    },
  ],
});
