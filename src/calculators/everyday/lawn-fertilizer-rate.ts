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
});
