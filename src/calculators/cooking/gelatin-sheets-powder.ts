import { defineCalculator, number, out, select } from '../../engine/index.ts';
import {
  ENVELOPE_KG,
  ENVELOPE_SETS_M3,
  ENVELOPE_TSP,
  FIRMNESS,
  SHEET_GRADES,
  sheetsForPowder,
  type Firmness,
  type SheetGrade,
} from '../shared/cooking/gelatin.ts';
import { KITCHEN_VOLUME_UNITS } from '../shared/cooking/kitchen-measures.ts';

export default defineCalculator({
  inputs: {
    liquid: number({
      label: 'Liquid to set',
      unitFamily: 'volume',
      unit: 'cup',
      units: KITCHEN_VOLUME_UNITS,
      default: 2,
      min: 0,
      max: 100,
    }),
    firmness: select({
      label: 'Firmness',
      options: Object.entries(FIRMNESS).map(([value, { label }]) => ({ value, label })),
      default: 'standard',
    }),
    grade: select({
      label: 'Sheets you have',
      options: Object.entries(SHEET_GRADES).map(([value, { label }]) => ({ value, label })),
      default: 'silver',
    }),
  },
  outputs: {
    powder: out.number({
      label: 'Powdered gelatin',
      primary: true,
      unitFamily: 'mass',
      unit: 'g',
      units: ['g', 'oz'],
      digits: 3,
    }),
    envelopes: out.number({ label: 'Envelopes (¼ oz)', suffix: 'envelopes', digits: 3 }),
    teaspoons: out.number({ label: 'Teaspoons of powder', suffix: 'tsp', digits: 3 }),
    sheets: out.number({ label: 'Or sheets of your grade', suffix: 'sheets', digits: 3 }),
    grades: out.table({
      label: 'Sheets of each grade',
      columns: [
        { key: 'grade', label: 'Grade', kind: 'text' },
        { key: 'sheets', label: 'Sheets', kind: 'number' },
      ],
    }),
  },
  compute: ({ liquid, firmness, grade }) => {
    const envelopes = (liquid / ENVELOPE_SETS_M3) * FIRMNESS[firmness as Firmness].factor;
    const powder = envelopes * ENVELOPE_KG;
    return {
      powder,
      envelopes,
      teaspoons: envelopes * ENVELOPE_TSP,
      sheets: sheetsForPowder(powder, grade as SheetGrade),
      grades: Object.entries(SHEET_GRADES).map(([key, { label }]) => ({
        grade: label,
        sheets: sheetsForPowder(powder, key as SheetGrade),
      })),
    };
  },
  examples: [
    {
      inputs: { liquid: 2, firmness: 'standard' },
      expect: { envelopes: 1, teaspoons: 2.25, powder: { value: 7.087, unit: 'g' } },
      tolerance: 0.0001,
      source: 'Knox Original Gelatine package: one envelope (¼ oz, about 2¼ teaspoons, 7 g) gels 2 cups of liquid',
    },
    {
      inputs: { liquid: 2, firmness: 'standard', grade: 'gold' },
      expect: { sheets: 3.99 },
      tolerance: 0.02,
      source:
        'The usual pastry equivalence, one envelope of powdered gelatin (about 225 Bloom) ≈ 4 gold sheets (Gelita leaf grades: gold 2 g at 200 Bloom); 7.09 g × 225 ÷ (2 g × 200) = 3.99',
    },
    {
      inputs: { liquid: { value: 4, unit: 'cup' }, firmness: 'standard', grade: 'silver' },
      expect: { envelopes: 2, sheets: 7.97 },
      tolerance: 0.02,
      source:
        'Knox: 1 envelope per 2 cups, so 4 cups need 2 envelopes; silver sheets (2.5 g, 160 Bloom) carry the same setting power as gold ones, about 4 per envelope',
    },
  ],
});
