import { defineCalculator } from '../../engine/index.ts';
import { medicationDose, medicationInputs, medicationOutputs } from '../shared/presets/medication-dose.ts';

export default defineCalculator({
  inputs: medicationInputs('Cat', { default: 4.5, min: 0.2, max: 15 }),
  outputs: medicationOutputs,
  compute: medicationDose,
  examples: [
    {
      inputs: { weight: 4, dosePerKg: 12.5, tabletMg: 50, split: '2' },
      expect: { doseMg: 50, tablets: '1 tablet of 50 mg', tabletMgPerKg: 12.5 },
      tolerance: 1e-9,
      source:
        'Synulox 50 mg palatable tablets (amoxicillin–clavulanic acid), UK VMD summary of product characteristics: 12.5 mg/kg twice daily, one tablet for a cat of 3–5 kg: 4 kg × 12.5 = 50 mg',
    },
    {
      inputs: { weight: 2, dosePerKg: 12.5, tabletMg: 50, split: '2' },
      expect: { doseMg: 25, tablets: '½ tablet of 50 mg' },
      tolerance: 1e-9,
      source:
        'Synulox 50 mg tablets, VMD summary of product characteristics: half a tablet for a cat of 1–2 kg (2 kg × 12.5 mg/kg = 25 mg)',
    },
    {
      inputs: { weight: 4, dosePerKg: 0.05, liquidMgPerMl: 0.5 },
      expect: { doseMg: 0.2, liquidMl: 0.4 },
      tolerance: 1e-9,
      source:
        'Metacam 0.5 mg/mL oral suspension for cats, EMA summary of product characteristics: maintenance 0.05 mg/kg once daily; a 4 kg cat gets 0.2 mg = 0.4 mL',
    },
  ],
});
