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
  examples: [
    {
      inputs: { volume: { value: 10_000, unit: 'gal' }, current: 0, target: 12.5, product: 'liquid', strength: 12.5 },
      expect: { liquid: { value: 1, unit: 'gal' } },
      tolerance: 1e-9,
      source:
        'Pool Forum ("Smells bleachy"): "1 gallon of bleach or liquid chlorine will add the same number of ppm to 10,000 gallons of water as its concentration", so 1 gal of 12.5 % raises 10,000 gal by 12.5 ppm',
    },
    {
      inputs: { volume: { value: 20_000, unit: 'gal' }, current: 0, target: 5, product: 'calHypo', strength: 65 },
      expect: { dry: { value: 1.283, unit: 'lb' } },
      tolerance: 0.0005,
      source:
        'CDC Healthy Swimming dose formula as worked by CalculatorHub ("Pool chlorine dose"): pounds = 5 ppm × 20,000 gal × 8.34 ÷ 1,000,000 ÷ 0.65 = 1.283 lb of 65 % cal-hypo',
    },
    {
      inputs: { volume: { value: 10_000, unit: 'gal' }, current: 1, target: 2, product: 'dichlor', strength: 56 },
      expect: { dry: { value: 2.4, unit: 'oz' } },
      tolerance: 0.0005,
      source:
        'Pool chlorine dosage calculator (costcalculator.calculator.city), "based on 10,000 gallons to raise 1 ppm": dichlor 56 % granular about 2.4 oz by weight',
    },
  ],
});
