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
});
