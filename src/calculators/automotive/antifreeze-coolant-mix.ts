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
});
