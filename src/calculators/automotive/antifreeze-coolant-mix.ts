import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { temperatureOutput } from '../shared/presets/temperature-output.ts';
import { coolantChange, coolantFreezingPoint, MAX_TABLE_GLYCOL_PERCENT } from '../shared/vehicles/coolant.ts';

const COOLANT_VOLUME = {
  unitFamily: 'volume',
  unit: 'l',
  imperialUnit: 'qt',
  units: ['l', 'qt', 'gal', 'impgal'],
} as const;

const volumeOutput = (label: string, primary = false) => out.number({ label, ...COOLANT_VOLUME, decimals: 2, primary });

const REFILL_WORDS = {
  concentrate: 'Drain the amount below and refill with undiluted antifreeze concentrate.',
  water: 'Drain the amount below and refill with distilled water.',
  none: 'The system is already at the target mix: nothing to drain.',
} as const;

export default defineCalculator({
  inputs: {
    capacity: number({
      label: 'Cooling system capacity',
      help: 'The total from the owner’s manual, radiator, block, heater and reservoir together.',
      ...COOLANT_VOLUME,
      default: 8,
      min: 0.5,
      max: 200,
    }),
    current: percent({
      label: 'Antifreeze in the system now',
      help: 'Read it with a coolant hydrometer or refractometer; 0 % for plain water.',
      default: 30,
      min: 0,
      max: 100,
    }),
    target: percent({
      label: 'Antifreeze you want',
      help: '50 % suits most climates; 60 % is the most that still helps.',
      default: 50,
      min: 0,
      max: MAX_TABLE_GLYCOL_PERCENT,
      messages: { max: 'Above 60 % antifreeze the mix freezes at a higher temperature again; aim for 60 % or less.' },
    }),
  },
  outputs: {
    drain: volumeOutput('Coolant to drain and replace', true),
    refill: out.text({ label: 'What to do' }),
    freezingPoint: temperatureOutput('Freeze protection of the new mix'),
    freshConcentrate: volumeOutput('Concentrate for a fresh fill at the target'),
    freshWater: volumeOutput('Water for a fresh fill at the target'),
  },
  compute: ({ capacity, current, target }) => {
    const change = coolantChange(capacity, current, target);
    return {
      drain: change.drain,
      refill: REFILL_WORDS[change.drain === 0 ? 'none' : change.refill],
      freezingPoint: coolantFreezingPoint(target),
      freshConcentrate: (capacity * target) / 100,
      freshWater: (capacity * (100 - target)) / 100,
    };
  },
  examples: [
    {
      inputs: { capacity: { value: 8, unit: 'qt' }, current: 10, target: 20 },
      expect: { drain: { value: 0.89, unit: 'qt' } },
      tolerance: 0.005 * 9.46352946e-4,
      source:
        'Worked answer (code.policylink.org/comparte/11200649): a radiator holding 8 quarts of a 10 % antifreeze solution needs 0.89 quarts drained and replaced with pure antifreeze to reach 20 % (0.10(8 − x) + x = 0.20 × 8)',
    },
    {
      inputs: { capacity: 3.6, current: 70, target: 50 },
      expect: { drain: { value: 1.029, unit: 'l' } },
      tolerance: 0.0005e-3,
      source:
        'Algebra.com, question 913981: 3.6 L of 70 % coolant, drain x and replace with water to reach 50 %: (2.52 − 0.7x)/3.6 = 0.5, x = 1.029 L',
    },
    {
      inputs: { capacity: 10, current: 0, target: 50 },
      expect: { freezingPoint: -37, freshConcentrate: { value: 5, unit: 'l' } },
      source:
        'The Engineering ToolBox, "Ethylene Glycol Heat-Transfer Fluid": a 50 % by volume ethylene glycol solution freezes at −37 °C (−36 °F); half of a 10 L fill is 5 L of concentrate',
    },
  ],
});
