import { defineCalculator } from '../../engine/index.ts';
import { gramsWeightField } from '../shared/presets/grams-weight.ts';
import { medicationInputs, medicationOutputs } from '../shared/presets/medication-dose.ts';
import { doseMilligrams, liquidMillilitres } from '../shared/pets/dosing.ts';

/* Birds get liquids by mouth or by injection, so only the dose and liquid fields are shared. */
const { dosePerKg, liquidMgPerMl } = medicationInputs('Bird', { default: 0.1, min: 0.005, max: 15 });
const { doseMg, liquidMl } = medicationOutputs;

export default defineCalculator({
  inputs: {
    weight: gramsWeightField("Bird's weight", 400, 15_000),
    dosePerKg,
    liquidMgPerMl,
  },
  outputs: { doseMg, liquidMl: { ...liquidMl, label: 'Liquid to give each time' } },
  compute: ({ weight, dosePerKg, liquidMgPerMl }) => {
    const mg = doseMilligrams(weight, dosePerKg);
    return { doseMg: mg, liquidMl: liquidMillilitres(mg, liquidMgPerMl) };
  },
  examples: [
    {
      inputs: { weight: { value: 2, unit: 'kg' }, dosePerKg: 10, liquidMgPerMl: 100 },
      expect: { doseMg: 20, liquidMl: 0.2 },
      tolerance: 1e-9,
      source:
        'Baytril 10 % oral solution (100 mg enrofloxacin per mL), UK VMD summary of product characteristics for chickens: 10 mg/kg body weight a day; a 2 kg hen gets 20 mg = 0.2 mL',
    },
    {
      inputs: { weight: { value: 400, unit: 'g' }, dosePerKg: 15, liquidMgPerMl: 22.7 },
      expect: { doseMg: 6, liquidMl: 0.264 },
      tolerance: 0.001,
      source:
        "Carpenter's Exotic Animal Formulary (5th ed.), enrofloxacin in psittacines 15 mg/kg: a 400 g parrot gets 0.4 × 15 = 6 mg, 6 ÷ 22.7 mg/mL = 0.26 mL of Baytril 2.27 %",
    },
  ],
});
