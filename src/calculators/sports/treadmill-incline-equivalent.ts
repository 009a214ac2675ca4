import { defineCalculator, number, out, percent, radio, toggle } from '../../engine/index.ts';
import { paceOutputs } from '../shared/presets/race-result.ts';
import { acsmVo2, levelSpeedFor, RESTING_VO2 } from '../shared/sports/acsm-metabolic.ts';
import { pacesOf } from '../shared/sports/pace.ts';

const speedUnits = { unitFamily: 'speed', unit: 'kph', imperialUnit: 'mph', units: ['kph', 'mph', 'mps'] } as const;

/** Jones & Doust (1996): a 1 % treadmill grade matches the oxygen cost of running outdoors on the flat. */
const OUTDOOR_EQUIVALENT_GRADE = 0.01;

export default defineCalculator({
  inputs: {
    gait: radio({
      label: 'On the treadmill I am',
      options: [
        { value: 'run', label: 'Running' },
        { value: 'walk', label: 'Walking' },
      ],
      default: 'run',
    }),
    speed: number({ label: 'Treadmill speed', ...speedUnits, default: 10, min: 1, max: 30 }),
    incline: percent({ label: 'Incline', help: 'The grade the treadmill shows, 0–30 %.', default: 5, min: 0, max: 30 }),
    outdoor: toggle({
      label: 'Compare with running outdoors (1 % = flat road)',
      help: 'A treadmill has no air to push through; Jones and Doust found a 1 % grade makes up for it. Running only.',
      default: false,
    }),
  },
  outputs: {
    flatSpeed: out.number({ label: 'Same effort on flat ground', primary: true, ...speedUnits, decimals: 2 }),
    ...paceOutputs('Flat-ground pace'),
    vo2: out.number({ label: 'Oxygen cost (VO2)', decimals: 1, suffix: 'mL/kg/min' }),
    mets: out.number({ label: 'Effort in METs', decimals: 1 }),
  },
  compute: ({ gait, speed, incline, outdoor }) => {
    const metresPerMinute = speed * 60;
    const grade = incline / 100;
    const vo2 = acsmVo2(gait, metresPerMinute, grade);
    // Outdoors the level run costs what a 1 % belt does, so take that 1 % off the belt's grade.
    const levelCost =
      gait === 'run' && outdoor ? acsmVo2(gait, metresPerMinute, grade - OUTDOOR_EQUIVALENT_GRADE) : vo2;
    const flatMetresPerMinute = levelSpeedFor(gait, levelCost);
    const { pacePerKm, pacePerMile } = pacesOf(flatMetresPerMinute, 60);
    return { flatSpeed: flatMetresPerMinute / 60, pacePerKm, pacePerMile, vo2, mets: vo2 / RESTING_VO2 };
  },
});
