import { defineCalculator, integer, out, percent, radio } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/*
 * Site-mixed mortar by the mason's rule Tim Carter gives in "Sand and mortar quantities" (Ask the
 * Builder): 2.5 bags of masonry cement and 600 lb of sand per 100 standard 8 × 8 × 16 in blocks,
 * 7 bags and 3,000 lb of sand per 1,000 bricks.
 */
const SITE_MIX = {
  block: { bagsPerUnit: 2.5 / 100, sandPerUnit: toBase('mass', 600 / 100, 'lb') },
  brick: { bagsPerUnit: 7 / 1000, sandPerUnit: toBase('mass', 3000 / 1000, 'lb') },
};

export default defineCalculator({
  inputs: {
    units: integer({ label: 'Blocks or bricks to lay', default: 500, min: 0, max: 1_000_000 }),
    unitKind: radio({
      label: 'Laying',
      options: [
        { value: 'block', label: 'Concrete blocks (8 × 8 × 16 in)' },
        { value: 'brick', label: 'Bricks' },
      ],
      default: 'block',
    }),
    mix: radio({
      label: 'Mortar',
      options: [
        { value: 'premixed', label: 'Premixed mortar mix (add water)' },
        { value: 'siteMixed', label: 'Masonry cement and sand' },
      ],
      default: 'premixed',
    }),
    perBag: integer({
      label: 'Units laid per bag of premixed mortar',
      help: 'From your bag: about 12 blocks or 30–40 bricks per 80 lb bag. Used for premixed mortar only.',
      default: 12,
      min: 1,
      max: 1000,
    }),
    waste: percent({
      label: 'Waste allowance',
      help: 'Mortar dropped or left to stiffen; 10 % is usual.',
      default: 10,
      min: 0,
      max: 100,
    }),
    pricePerBag: moneyAmount({ label: 'Price per bag', help: 'Optional.', default: 0 }, PRICE_MAX),
  },
  outputs: {
    bags: out.integer({ label: 'Bags of mortar mix or masonry cement', primary: true }),
    sand: out.number({
      label: 'Mason sand to mix in',
      help: 'For masonry cement only; premixed mortar already holds its sand.',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 't', 'lb', 'ton'],
    }),
    cost: out.money({ label: 'Cost of the bags' }),
  },
  compute: ({ units, unitKind, mix, perBag, waste, pricePerBag }) => {
    const rule = SITE_MIX[unitKind];
    const laid = withWaste(units, waste);
    const bags = mix === 'premixed' ? wholePackages(laid, perBag) : wholePackages(laid * rule.bagsPerUnit, 1);
    const sand = mix === 'premixed' ? 0 : laid * rule.sandPerUnit;
    return { bags, sand, cost: packagesCost(bags, pricePerBag) };
  },
});
