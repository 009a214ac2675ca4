import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { toBase } from '../../engine/units/convert.ts';
import { rPerInch } from '../shared/building/insulation-materials.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { coverageArea } from '../shared/presets/product-coverage.ts';
import { buildingArea } from '../shared/presets/building-area.ts';

export default defineCalculator({
  inputs: {
    area: buildingArea('Attic floor area', 100, { help: 'Length × width of the attic floor to cover.' }),
    material: radio({
      label: 'Loose-fill material',
      options: [
        { value: 'celluloseAttic', label: 'Cellulose (R-3.13/in)' },
        { value: 'fiberglassBlownAttic', label: 'Fiberglass (R-2.2/in)' },
      ],
      default: 'celluloseAttic',
    }),
    targetR: number({
      label: 'Target R-value (US)',
      help: 'ENERGY STAR recommends R-30 to R-60 for attics, depending on climate zone.',
      default: 49,
      min: 1,
      max: 100,
    }),
    coveragePerBag: coverageArea(
      'Coverage of one bag at that R-value',
      'From the coverage chart printed on the bag (ASTM C739 and C764 require it); 18 ft² is typical of cellulose at R-49.',
      18,
      'ft2',
    ),
    waste: percent({
      label: 'Extra allowance',
      help: 'For spillage and uneven filling; 5–10 %.',
      default: 5,
      min: 0,
      max: 100,
    }),
    pricePerBag: moneyAmount({ label: 'Price per bag', help: 'Optional.', default: 0 }, PRICE_MAX),
  },
  compute: ({ area, material, targetR, coveragePerBag, waste, pricePerBag }) => {
    const bags = wholePackages(withWaste(area, waste), coveragePerBag);
    return {
      bags,
      depth: toBase('length', targetR / rPerInch(material), 'in'),
      cost: packagesCost(bags, pricePerBag),
    };
  },
  outputs: {
    bags: out.integer({ label: 'Bags to buy', primary: true }),
    depth: out.number({
      label: 'Settled depth for the target R-value',
      help: 'Target R ÷ R per inch; blow a little deeper where the chart gives an initial depth.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'mm', 'in'],
      decimals: 1,
    }),
    cost: out.money({ label: 'Cost of the bags' }),
  },
  examples: [
    {
      inputs: {
        area: { value: 1200, unit: 'ft2' },
        coveragePerBag: { value: 18, unit: 'ft2' },
        waste: 5,
        pricePerBag: 15,
      },
      expect: { bags: 70, cost: 1050 },
      source:
        'Cost Calculator City, "Cellulose insulation calculator" example: a 1,200 ft² attic at R-49, one bag covering 18 ft²: 1,200 ÷ 18 = 66.6, +5 % ≈ 70 bags, $1,050 at $15 a bag',
    },
    {
      inputs: { material: 'fiberglassBlownAttic', targetR: 22 },
      expect: { depth: { value: 10, unit: 'in' } },
      tolerance: 1e-9,
      source: 'ColoradoENERGY R-value table: blown fiberglass in an attic is R-2.20 per inch, so R-22 takes 10 in',
    },
    {
      inputs: { material: 'celluloseAttic', targetR: 38 },
      expect: { depth: { value: 12.14, unit: 'in' } },
      tolerance: 0.0002,
      source:
        'ColoradoENERGY R-value table: blown cellulose in an attic is R-3.13 per inch, so R-38 takes 38 ÷ 3.13 = 12.14 in',
    },
    {
      inputs: { area: 0 },
      expect: { bags: 0, cost: 0 },
      source: 'Edge case: no area needs no bags',
    },
  ],
});
