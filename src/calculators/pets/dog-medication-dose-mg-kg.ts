import { defineCalculator } from '../../engine/index.ts';
import { medicationDose, medicationInputs, medicationOutputs } from '../shared/presets/medication-dose.ts';

export default defineCalculator({
  inputs: medicationInputs('Dog', { default: 20, min: 0.5, max: 120 }),
  outputs: medicationOutputs,
  compute: medicationDose,
  examples: [
    {
      inputs: { weight: { value: 50, unit: 'lb' }, dosePerKg: 4.4, tabletMg: 100, split: '2' },
      expect: { doseMg: 99.79, tablets: '1 tablet of 100 mg', tabletMgGiven: 100 },
      tolerance: 0.01,
      source:
        'Rimadyl (carprofen) caplets, FDA-approved label (NADA 141-053): 2 mg/lb (4.4 mg/kg) once daily; a 50 lb dog gets 2 × 50 = 100 mg, one 100 mg caplet (4.4 mg/kg × 22.68 kg = 99.8 mg)',
    },
    {
      inputs: { weight: { value: 25, unit: 'lb' }, dosePerKg: 4.4, tabletMg: 100, split: '2' },
      expect: { doseMg: 49.9, tablets: '½ tablet of 100 mg', tabletMgGiven: 50 },
      tolerance: 0.01,
      source:
        'Rimadyl (carprofen) label: 2 mg/lb, caplets scored to break in half; a 25 lb dog gets 2 × 25 = 50 mg, half a 100 mg caplet',
    },
    {
      inputs: { weight: { value: 10, unit: 'lb' }, dosePerKg: 13.78, liquidMgPerMl: 62.5 },
      expect: { doseMg: 62.5, liquidMl: 1 },
      tolerance: 0.01,
      source:
        'Clavamox Drops (amoxicillin–clavulanate, 62.5 mg/mL) label: dogs 6.25 mg/lb (13.78 mg/kg) twice daily, i.e. 1 mL per 10 lb of body weight',
    },
    {
      inputs: { weight: 2, dosePerKg: 5, tabletMg: 100, split: '4' },
      expect: {
        doseMg: 10,
        tablets: 'Less than a quarter tablet: ask your vet for a smaller tablet or a liquid',
        tabletMgGiven: 0,
      },
      source:
        'Ohio State University veterinary clinical skills handbook, "Drug Dose Calculation": dose (mg) = weight (kg) × dose (mg/kg), so 2 kg × 5 mg/kg = 10 mg, a tenth of a 100 mg tablet, smaller than any quarter',
    },
  ],
});
