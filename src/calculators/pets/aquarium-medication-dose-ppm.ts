import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { treatmentMilligrams } from '../shared/pets/aquarium.ts';
import { toBase } from '../shared/pets/units.ts';

export default defineCalculator({
  inputs: {
    volume: number({
      label: 'Water volume',
      help: 'The real water volume of the tank or pond, not the label size.',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'gal', 'impgal', 'm3'],
      default: 100,
      min: 0.1,
      max: 10_000_000,
    }),
    ppm: number({
      label: 'Target concentration',
      help: 'From the product label or your vet, in mg per litre (= ppm). For salt, 1 g/L (1 ppt) is 1,000 mg/L.',
      default: 2,
      min: 0,
      minInclusive: false,
      max: 50_000,
      suffix: 'mg/L (ppm)',
    }),
    purity: percent({
      label: 'Active ingredient in a powder or salt',
      help: '100 % for pure salt or a pure chemical; otherwise the percentage on the label.',
      default: 100,
      min: 0.01,
      max: 100,
    }),
    liquidStrength: number({
      label: 'Strength of a liquid product',
      help: 'If the product is a liquid: milligrams of active ingredient per millilitre, from the label.',
      default: 10,
      min: 0,
      minInclusive: false,
      max: 1_000_000,
      suffix: 'mg/mL',
    }),
  },
  outputs: {
    active: out.number({
      label: 'Active ingredient to add',
      primary: true,
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['mg', 'g', 'kg', 'oz', 'lb'],
      digits: 4,
    }),
    powder: out.number({
      label: 'As powder or salt of that purity',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['mg', 'g', 'kg', 'oz', 'lb'],
      digits: 4,
    }),
    liquid: out.number({
      label: 'Or as liquid of that strength',
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'floz',
      units: ['ml', 'l', 'tsp', 'floz'],
      digits: 4,
    }),
  },
  compute: ({ volume, ppm, purity, liquidStrength }) => {
    const mg = treatmentMilligrams(volume, ppm);
    return {
      active: toBase('mass', mg, 'mg'),
      powder: toBase('mass', mg / (purity / 100), 'mg'),
      liquid: toBase('volume', mg / liquidStrength, 'ml'),
    };
  },
});
