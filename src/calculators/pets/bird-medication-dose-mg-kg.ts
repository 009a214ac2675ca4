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
});
