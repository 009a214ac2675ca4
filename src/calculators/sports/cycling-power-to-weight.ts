import { defineCalculator, out, select } from '../../engine/index.ts';
import { sexInput, weightInput } from '../shared/presets/body-fields.ts';
import { wattsField } from '../shared/presets/cycling-fields.ts';
import { riderLevel } from '../shared/sports/power-profile.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';

const KG_PER_LB = UNIT_FAMILIES.mass.units.lb.factor;
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
  examples: [
    {
      inputs: { power: 207, weight: 76, sex: 'male', effort: 'ftp' },
      expect: { wattsPerKg: 2.72, level: 'Fair (Cat 5)' },
      tolerance: 0.005,
      source:
        'Bike Forums, "Koggan\'s power chart": an FTP of 207 W at 76 kg is 2.7 W/kg; Allen & Coggan\'s chart puts 2.4–3.1 W/kg FTP for men at Fair (Cat 5)',
    },
    {
      inputs: { power: 270, weight: 67, sex: 'male', effort: 'ftp' },
      expect: { wattsPerKg: 4.03, level: 'Good (Cat 3)' },
      tolerance: 0.005,
      source:
        'Bike Forums, "Power profiling, where do you sit?": 270 W for an hour at 67 kg is 4.02 W/kg, between Good (Cat 3) and Very good (Cat 2) on Coggan\'s chart; the simplified chart starts Very good at 4.1 W/kg',
    },
    {
      inputs: { power: { value: 410, unit: 'w' }, weight: { value: 150, unit: 'lb' }, sex: 'male', effort: 'ftp' },
      expect: { wattsPerKg: 6.03, wattsPerLb: 2.73, level: 'World class (international pro)' },
      tolerance: 0.01,
      source:
        'Team Indiebike, "Power to the people": 6.0 W/kg is 410 W for a 150 lb rider (410 ÷ 68.04 kg = 6.03 W/kg, 2.73 W/lb); Allen & Coggan\'s chart starts men\'s world-class FTP at 5.6 W/kg',
    },
    {
      inputs: { power: 240, weight: 60, sex: 'female', effort: 'ftp' },
      expect: { wattsPerKg: 4, level: 'Very good (Cat 2)' },
      tolerance: 1e-9,
      source:
        "Cyclists Hub FTP chart (after Allen & Coggan, Training and Racing with a Power Meter, 2nd ed.): women's FTP of 3.6–4.2 W/kg is Very good (Cat 2); 240 W ÷ 60 kg = 4.0 W/kg",
    },
    {
      inputs: { power: 1000, weight: 80, sex: 'male', effort: 'sprint5s' },
      expect: { wattsPerKg: 12.5, level: 'Fair (Cat 5)' },
      tolerance: 1e-9,
      source:
        "Cyclists Hub power chart (after Allen & Coggan): a men's 5-second best of 11.9–14.2 W/kg is Fair (Cat 5); 1,000 W ÷ 80 kg = 12.5 W/kg",
    },
  ],
});
