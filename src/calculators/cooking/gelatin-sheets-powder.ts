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
});
