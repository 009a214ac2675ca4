import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
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
});
