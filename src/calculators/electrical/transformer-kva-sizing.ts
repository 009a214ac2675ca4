import { defineCalculator, out, percent, select, type FieldError } from '../../engine/index.ts';
import { TRANSFORMER_KVA, apparentPower } from '../shared/electrical/wiring.ts';
import { currentField, currentOutput, voltageField } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    system: select({
      label: 'Phases',
      options: [
        { value: 'single', label: 'Single-phase' },
        { value: 'three', label: 'Three-phase' },
      ],
      default: 'three',
    }),
    primary: voltageField({ label: 'Primary voltage', default: 480, help: 'Line-to-line for three-phase.' }),
    secondary: voltageField({ label: 'Secondary voltage', default: 208, help: 'Line-to-line for three-phase.' }),
    load: currentField({ label: 'Load current on the secondary', default: 150, max: 100_000 }),
    margin: percent({
      label: 'Room for growth',
      default: 20,
      min: 0,
      max: 200,
      help: '20–25 % is common for future loads.',
    }),
  },
  validate: ({ system, secondary, load, margin }): FieldError[] => {
    const kva = (apparentPower(system, secondary, load) * (1 + margin / 100)) / 1000;
    return kva > Math.max(...TRANSFORMER_KVA[system])
      ? [
          {
            field: 'load',
            message: 'Past the largest standard rating: this needs several transformers or a custom design.',
          },
        ]
      : [];
  },
  compute: ({ system, primary, secondary, load, margin }) => {
    const loadKva = apparentPower(system, secondary, load) / 1000;
    const needed = loadKva * (1 + margin / 100);
    const standard = TRANSFORMER_KVA[system].find((rating) => rating >= needed) ?? needed;
    const perVolt = apparentPower(system, 1, 1);
    return {
      loadKva,
      needed,
      standard,
      primaryCurrent: (standard * 1000) / (perVolt * primary),
      secondaryCurrent: (standard * 1000) / (perVolt * secondary),
    };
  },
  outputs: {
    standard: { ...out.number({ label: 'Transformer size', suffix: 'kVA', digits: 5 }), primary: true },
    loadKva: out.number({ label: 'Load', suffix: 'kVA', digits: 4 }),
    needed: out.number({ label: 'Load with room for growth', suffix: 'kVA', digits: 4 }),
    primaryCurrent: currentOutput('Full-load current, primary'),
    secondaryCurrent: currentOutput('Full-load current, secondary'),
  },
});
