import { number, out, select } from '../../../engine/index.ts';
import { doseMilligrams, liquidMillilitres, practicalTablets, tabletsInWords } from '../pets/dosing.ts';
import { bodyWeightField } from './body-fields.ts';

/*
 * The fields and results every pet medication tool shares: the animal's weight, the dose per kg
 * the vet prescribed (never one we suggest), and the tablet and liquid strengths on the product.
 */

interface WeightRange {
  default: number;
  min: number;
  max: number;
}

export const medicationInputs = (animal: string, weight: WeightRange) => ({
  weight: bodyWeightField(weight, `${animal}'s weight`),
  dosePerKg: number({
    label: 'Dose prescribed per kg of body weight',
    help: 'Copy it from the prescription or the product label (a dose per lb × 2.2046 is the dose per kg). This tool never suggests a dose.',
    default: 10,
    min: 0,
    minInclusive: false,
    max: 1000,
    suffix: 'mg/kg',
  }),
  tabletMg: number({
    label: 'Tablet strength',
    help: 'The milligrams in one tablet or capsule, as printed on the pack.',
    default: 50,
    min: 0,
    minInclusive: false,
    max: 5000,
    suffix: 'mg per tablet',
  }),
  split: select({
    label: 'The tablet can be given as',
    options: [
      { value: '1', label: 'Whole tablets only' },
      { value: '2', label: 'Halves (scored tablet)' },
      { value: '4', label: 'Quarters' },
    ],
    default: '2',
  }),
  liquidMgPerMl: number({
    label: 'Liquid strength',
    help: 'For a liquid or suspension: the milligrams in each millilitre, as printed on the bottle.',
    default: 50,
    min: 0,
    minInclusive: false,
    max: 1000,
    suffix: 'mg/mL',
  }),
});

export const medicationOutputs = {
  doseMg: out.number({ label: 'Dose to give each time', primary: true, suffix: 'mg', digits: 3 }),
  tablets: out.text({ label: 'As tablets (nearest piece)' }),
  tabletMgGiven: out.number({ label: 'What those tablets hold', suffix: 'mg', digits: 3 }),
  tabletMgPerKg: out.number({ label: 'Which is, per kg of body weight', suffix: 'mg/kg', digits: 3 }),
  liquidMl: out.number({ label: 'As liquid', suffix: 'mL', digits: 3 }),
};

interface MedicationValues {
  weight: number;
  dosePerKg: number;
  tabletMg: number;
  split: string;
  liquidMgPerMl: number;
}

export function medicationDose({ weight, dosePerKg, tabletMg, split, liquidMgPerMl }: MedicationValues) {
  const doseMg = doseMilligrams(weight, dosePerKg);
  const pieces = Number(split);
  const count = practicalTablets(doseMg, tabletMg, pieces);
  const smallestPiece = split === '1' ? 'one tablet' : `a ${split === '2' ? 'half' : 'quarter'} tablet`;
  return {
    doseMg,
    tablets:
      count === 0
        ? `Less than ${smallestPiece}: ask your vet for a smaller tablet or a liquid`
        : `${tabletsInWords(count)} of ${tabletMg} mg`,
    tabletMgGiven: count * tabletMg,
    tabletMgPerKg: (count * tabletMg) / weight,
    liquidMl: liquidMillilitres(doseMg, liquidMgPerMl),
  };
}
