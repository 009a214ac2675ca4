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
});
