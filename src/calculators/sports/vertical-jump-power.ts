import { defineCalculator, number, out } from '../../engine/index.ts';
import { bodyHeightField, bodyWeightField } from '../shared/presets/body-fields.ts';
import {
  harmanAverage,
  harmanPeak,
  johnsonAverage,
  johnsonPeak,
  lewisAverage,
  sayersPeak,
} from '../shared/sports/jump-power.ts';

const powerOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'power', unit: 'w', units: ['w', 'kw', 'hp'], decimals: 0 });

/** Centimetres and kilograms, the units the equations were fitted in. */
const CM_PER_M = 100;

export default defineCalculator({
  inputs: {
    jumpHeight: number({
      label: 'Vertical jump height',
      help: 'Standing reach to the highest touch, or the height from a jump mat.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in'],
      // 20 in exactly, so switching units keeps every figure the same.
      default: 50.8,
      min: 10,
      max: 130,
    }),
    mass: bodyWeightField({ default: 75, min: 30, max: 200 }, 'Body weight'),
    height: bodyHeightField({ default: 178, min: 120, max: 230 }, 'Standing height (Johnson & Bahamonde only)'),
  },
  validate: ({ jumpHeight, mass, height }) => {
    const [h, s] = [jumpHeight * CM_PER_M, height * CM_PER_M];
    const all = [
      sayersPeak(h, mass),
      harmanPeak(h, mass),
      harmanAverage(h, mass),
      johnsonPeak(h, mass, s),
      johnsonAverage(h, mass, s),
    ];
    return all.every((watts) => watts > 0)
      ? []
      : [
          {
            field: 'jumpHeight',
            message:
              'The equations were fitted to adult athletes; for so small a jump and body they give no power. Check the height and weight.',
          },
        ];
  },
  outputs: {
    sayers: powerOutput('Peak power (Sayers)', true),
    sayersPerKg: out.number({ label: 'Peak power per kg of body weight (Sayers)', decimals: 1, suffix: 'W/kg' }),
    harmanPeak: powerOutput('Peak power (Harman)'),
    johnsonPeak: powerOutput('Peak power (Johnson & Bahamonde)'),
    harmanAverage: powerOutput('Average power (Harman)'),
    johnsonAverage: powerOutput('Average power (Johnson & Bahamonde)'),
    lewis: powerOutput('Average power (Lewis)'),
  },
  compute: ({ jumpHeight, mass, height }) => {
    const [h, s] = [jumpHeight * CM_PER_M, height * CM_PER_M];
    const sayers = sayersPeak(h, mass);
    return {
      sayers,
      sayersPerKg: sayers / mass,
      harmanPeak: harmanPeak(h, mass),
      johnsonPeak: johnsonPeak(h, mass, s),
      harmanAverage: harmanAverage(h, mass),
      johnsonAverage: johnsonAverage(h, mass, s),
      lewis: lewisAverage(h, mass),
    };
  },
  examples: [
    {
      inputs: { jumpHeight: 60, mass: 75, height: 180 },
      expect: {
        sayers: 4984.5,
        harmanPeak: 4592,
        harmanAverage: 1604,
        johnsonPeak: 5176.5,
        johnsonAverage: 2487.5,
        lewis: 1261.6,
      },
      tolerance: 0.6,
      source:
        'Topend Sports, vertical jump power calculation, examples for a 60 cm jump by a 75 kg, 180 cm person: Lewis 1,261.6 W; by the published equations, Sayers 60.7×60 + 45.3×75 − 2055 = 4,984.5 W, Harman peak 4,592 W and average 1,604 W, Johnson & Bahamonde peak 5,176.5 W and average 2,487.5 W',
    },
    {
      inputs: { jumpHeight: 55, mass: 80 },
      expect: { sayers: 4907.5, sayersPerKg: 61.34 },
      tolerance: 0.01,
      source:
        'The Standard Engine vertical jump power calculator, worked example: 80 kg and 55 cm give P = 3,338.5 + 3,624 − 2,055 = 4,907.5 W, 61.3 W/kg (Sayers et al. 1999)',
    },
    {
      inputs: { jumpHeight: { value: 24, unit: 'in' }, mass: { value: 180, unit: 'lb' } },
      expect: { sayers: 5343.86 },
      tolerance: 0.1,
      source:
        'Sayers et al. (1999) equation by hand in US units: 24 in = 60.96 cm, 180 lb = 81.647 kg; 60.7 × 60.96 + 45.3 × 81.647 − 2055 = 3,700.27 + 3,698.61 − 2055 = 5,343.9 W',
    },
  ],
});
