import { defineCalculator, out, select } from '../../engine/index.ts';
import { sexInput, weightInput } from '../shared/presets/body-fields.ts';
import { wattsField } from '../shared/presets/cycling-fields.ts';
import { riderLevel } from '../shared/sports/power-profile.ts';
import { MATTER_UNITS } from '../../engine/units/families/matter.ts';

const KG_PER_LB = MATTER_UNITS.mass.units.lb.factor;
const SHOWN = { decimals: 2 } as const;

export default defineCalculator({
  inputs: {
    power: wattsField('Power', 250, 'Your average power for the effort, from a power meter or smart trainer.'),
    weight: weightInput(75, 'Rider weight'),
    sex: sexInput('male'),
    effort: select({
      label: 'Effort',
      options: [
        { value: 'ftp', label: 'Functional threshold power (about an hour)' },
        { value: 'vo2max5min', label: '5-minute best' },
        { value: 'anaerobic1min', label: '1-minute best' },
        { value: 'sprint5s', label: '5-second sprint' },
      ],
      default: 'ftp',
    }),
  },
  outputs: {
    wattsPerKg: out.number({ label: 'Power-to-weight', primary: true, ...SHOWN, suffix: 'W/kg' }),
    wattsPerLb: out.number({ label: 'Per pound', ...SHOWN, suffix: 'W/lb' }),
    level: out.text({ label: 'Rider level for this effort' }),
  },
  compute: ({ power, weight, sex, effort }) => {
    const wattsPerKg = power / weight;
    return {
      wattsPerKg,
      wattsPerLb: wattsPerKg * KG_PER_LB,
      level: riderLevel(wattsPerKg, SHOWN, sex, effort),
    };
  },
});
