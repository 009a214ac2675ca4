import { checkAll, defineCalculator, lessThan, number, out, percent, select } from '../../engine/index.ts';
import { chlorineForRise, dryProductFor, liquidProductFor } from '../shared/garden/pool.ts';

const PRODUCTS = {
  liquid: 'Liquid chlorine or bleach (sodium hypochlorite)',
  calHypo: 'Calcium hypochlorite (cal-hypo) granules',
  dichlor: 'Dichlor (sodium dichloroisocyanurate) granules',
  trichlor: 'Trichlor tablets or granules',
} as const;

const ppm = (label: string, value: number) =>
  number({ label, default: value, min: 0, max: 100, step: 0.5, suffix: 'ppm' });

export default defineCalculator({
  inputs: {
    volume: number({
      label: 'Pool water volume',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'm3', 'gal', 'impgal'],
      default: 50_000,
      min: 100,
      max: 10_000_000,
    }),
    current: ppm('Free chlorine now', 1),
    target: ppm('Free chlorine wanted', 3),
    product: select({
      label: 'Product',
      options: Object.entries(PRODUCTS).map(([value, label]) => ({ value, label })),
      default: 'liquid',
    }),
    strength: percent({
      label: 'Available chlorine on the label',
      help: 'Liquid chlorine 10–12.5 %, household bleach 6–8.25 %, cal-hypo 65–73 %, dichlor 56–62 %, trichlor 90 %.',
      default: 12.5,
      min: 1,
      max: 100,
    }),
  },
  validate: ({ current, target }) =>
    checkAll(
      lessThan('target', current, target, 'The chlorine wanted must be above the chlorine now; nothing needs adding.'),
    ),
  outputs: {
    liquid: out.number({
      label: 'Liquid to add',
      primary: true,
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'floz',
      units: ['ml', 'l', 'floz', 'gal'],
      digits: 3,
    }),
    dry: out.number({
      label: 'Granules or tablets to add (weight)',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'kg', 'oz', 'lb'],
      digits: 3,
    }),
    chlorine: out.number({
      label: 'Available chlorine added',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz', 'lb'],
      digits: 3,
    }),
  },
  compute: ({ volume, current, target, product, strength }) => {
    const chlorine = chlorineForRise(volume, target - current);
    const isLiquid = product === 'liquid';
    return {
      liquid: isLiquid ? liquidProductFor(chlorine, strength) : 0,
      dry: isLiquid ? 0 : dryProductFor(chlorine, strength),
      chlorine,
    };
  },
});
