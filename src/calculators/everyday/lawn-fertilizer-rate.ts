import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { weightForArea } from '../shared/garden/rates.ts';
import { lawnAreaField } from '../shared/presets/lawn-area.ts';
import { weightResult } from '../shared/presets/weight-result.ts';

/*
 * Fertiliser for a nitrogen rate (University of Nebraska–Lincoln Extension, "Lawn fertilizer
 * calculations"): product per 1,000 ft² = lb of N wanted ÷ the bag's N share; the P and K numbers
 * of the same bag then say how much phosphate (P₂O₅) and potash (K₂O) go down with it.
 */

const grade = (label: string, value: number, min: number) => percent({ label, default: value, min, max: 100 });
export default defineCalculator({
  inputs: {
    area: lawnAreaField('Lawn area', 500),
    nitrogen: grade('Nitrogen, N (first number on the bag)', 28, 1),
    phosphate: grade('Phosphate, P₂O₅ (second number)', 3, 0),
    potash: grade('Potash, K₂O (third number)', 6, 0),
    rate: number({
      label: 'Nitrogen to apply',
      help: 'Extension services advise about 1 lb per 1,000 ft² (4.9 g/m²) in one feeding, and no more than that of quick-release N.',
      default: 1,
      min: 0.1,
      max: 5,
      step: 0.1,
      suffix: 'lb N per 1,000 ft²',
    }),
  },
  validate: ({ nitrogen, phosphate, potash }) =>
    nitrogen + phosphate + potash > 100
      ? [{ field: 'potash', message: 'The three numbers on a bag add up to 100 or less.' }]
      : [],
  outputs: {
    product: weightResult('Fertiliser to spread', true),
    perThousand: out.number({ label: 'Fertiliser per 1,000 ft²', digits: 3, suffix: 'lb' }),
    nitrogenApplied: weightResult('Nitrogen applied'),
    phosphateApplied: weightResult('Phosphate (P₂O₅) applied'),
    potashApplied: weightResult('Potash (K₂O) applied'),
  },
  compute: ({ area, nitrogen, phosphate, potash, rate }) => {
    const perThousand = rate / (nitrogen / 100);
    const product = weightForArea(perThousand, area);
    return {
      product,
      perThousand,
      nitrogenApplied: (product * nitrogen) / 100,
      phosphateApplied: (product * phosphate) / 100,
      potashApplied: (product * potash) / 100,
    };
  },
  examples: [
    {
      inputs: { area: { value: 6000, unit: 'ft2' }, nitrogen: 28, phosphate: 3, potash: 6, rate: 1 },
      expect: { perThousand: 3.5714, product: { value: 21.42, unit: 'lb' } },
      tolerance: 0.004,
      source:
        'University of Nebraska–Lincoln Extension, "Lawn fertilizer calculations": 1.0 lb of N per 1,000 sq ft on a 6,000 sq ft lawn with 28-3-6: 1.0 ÷ 0.28 = 3.57 lb per 1,000 sq ft, × 6 = 21.42 lb',
    },
    {
      inputs: { area: { value: 12_000, unit: 'ft2' }, nitrogen: 20, phosphate: 0, potash: 0, rate: 1 },
      expect: { perThousand: 5, product: { value: 60, unit: 'lb' } },
      tolerance: 1e-9,
      source:
        'The Country Gardener, "Fertilizer calculations": 100 ÷ 20 = 5 lb of a 20 % nitrogen fertiliser per 1,000 sq ft; a 12,000 sq ft lawn needs 5 × 12 = 60 lb',
    },
    {
      inputs: { area: { value: 5000, unit: 'ft2' }, nitrogen: 21, phosphate: 0, potash: 0, rate: 3 },
      expect: { product: { value: 71.42, unit: 'lb' }, nitrogenApplied: { value: 15, unit: 'lb' } },
      tolerance: 0.004,
      source:
        'Garden Guides, "How to calculate fertilizer application": 3 lb of N per 1,000 sq ft with 21-0-0: 3 ÷ 0.21 = 14.28 lb per 1,000 sq ft, × 5 = 71.42 lb for 5,000 sq ft',
    },
  ],
});
