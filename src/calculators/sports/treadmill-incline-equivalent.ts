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
  examples: [
    {
      inputs: { gait: 'walk', speed: { value: 3.5, unit: 'mph' }, incline: 10 },
      expect: { vo2: 29.79, mets: 8.51 },
      tolerance: 0.05,
      source:
        'ACSM metabolic equations (Scribd "ACSM Metabolic Equations" worked example): walking 3.5 mph (93.8 m/min) at 10 % grade, VO2 = 9.38 + 16.88 + 3.5 = 29.76 mL/kg/min, 8.5 METs',
    },
    {
      inputs: { gait: 'run', speed: { value: 6, unit: 'mph' }, incline: 5, outdoor: false },
      expect: { vo2: 42.93, flatSpeed: { value: 7.35, unit: 'mph' } },
      tolerance: 0.01,
      source:
        'ACSM running equation, VO2 = 3.5 + 0.2 S + 0.9 S G (ACSM’s Guidelines, 10th ed., Table 6.3), by hand: 6 mph = 160.93 m/min; 3.5 + 32.19 + 7.24 = 42.93; level speed (42.93 − 3.5) ÷ 0.2 = 197.1 m/min = 7.35 mph',
    },
    {
      inputs: { gait: 'run', speed: { value: 7.35, unit: 'kph' }, incline: 0 },
      expect: { mets: 8, flatSpeed: { value: 7.35, unit: 'kph' } },
      tolerance: 1e-9,
      source:
        'ACSM running equation worked example (studylib, "To estimate how fast a woman should jog on a level course"): 8 METs = 28 mL/kg/min is a level jog at (28 − 3.5) ÷ 0.2 = 122.5 m/min (7.35 km/h)',
    },
    {
      inputs: { gait: 'run', speed: 12, incline: 1, outdoor: true },
      expect: { flatSpeed: { value: 12, unit: 'kph' }, pacePerKm: 300 },
      tolerance: 1e-9,
      source:
        'Jones & Doust (1996), J Sports Sci 14(4): a 1 % treadmill grade most accurately reflects the energy cost of outdoor running, so 12 km/h at 1 % matches 12 km/h (5:00 per km) on a flat road',
    },
  ],
});
