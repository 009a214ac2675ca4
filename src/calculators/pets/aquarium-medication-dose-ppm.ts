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
  examples: [
    {
      inputs: { volume: { value: 1000, unit: 'gal' }, ppm: 1, purity: 100 },
      expect: { active: { value: 3.785, unit: 'g' } },
      tolerance: 1e-6,
      source:
        'Masser and Jensen, "Calculating Treatments for Ponds and Tanks", SRAC Publication 410 (1991): 1 mg/L in one US gallon (3.785 L) is 3.785 mg, so 1 ppm in 1,000 gallons needs 3.785 g of active ingredient',
    },
    {
      inputs: { volume: 100, ppm: 3000, purity: 100 },
      expect: { powder: { value: 300, unit: 'g' } },
      tolerance: 1e-9,
      source:
        'Merck Veterinary Manual, fish: prolonged salt treatment at 1–3 g/L (ppt); 3 g/L × 100 L = 300 g of pure salt',
    },
    {
      inputs: { volume: 500, ppm: 2, purity: 50, liquidStrength: 10 },
      expect: { active: { value: 1, unit: 'g' }, powder: { value: 2, unit: 'g' }, liquid: { value: 100, unit: 'ml' } },
      tolerance: 1e-9,
      source:
        'Concentration arithmetic (mg/L × L = mg): 2 mg/L in 500 L = 1,000 mg, from a 50 % powder 2 g, from a 10 mg/mL liquid 100 mL',
    },
  ],
});
