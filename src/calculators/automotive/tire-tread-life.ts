import { checkAll, defineCalculator, lessThan, notMoreThan, number, out } from '../../engine/index.ts';
import { distanceField } from '../shared/presets/vehicle-fields.ts';

const TREAD = { unitFamily: 'length', unit: 'mm', imperialUnit: 'in32', units: ['mm', 'in32'] } as const;

/** A projection from a tread gauge is good to a few significant figures, not to 0.1 km. */
const projectedDistance = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'km', imperialUnit: 'mi', units: ['km', 'mi'], digits: 3 });

const depthField = (label: string, defaultMm: number, help: string) =>
  number({ label, help, ...TREAD, default: defaultMm, min: 0, max: 40 });

export default defineCalculator({
  inputs: {
    newDepth: depthField(
      'Tread depth when new',
      8,
      'Usually 8–9 mm (10/32–11/32 in) on a car tire; the maker lists it.',
    ),
    currentDepth: depthField('Tread depth now', 5, 'Measure the shallowest groove with a tread depth gauge.'),
    limit: depthField(
      'Replace at',
      1.6,
      'The legal minimum is 1.6 mm in the EU and 2/32 in in most US states; 3–4 mm is safer in rain and snow.',
    ),
    driven: distanceField('Distance driven on these tires', 30_000, 1_000_000),
    yearly: { ...distanceField('Distance you drive per year', 20_000, 500_000), min: 1 },
  },
  validate: ({ newDepth, currentDepth, limit }) =>
    checkAll(
      notMoreThan('currentDepth', currentDepth, newDepth, { what: 'The tread now', than: 'the tread when new' }),
      lessThan('limit', limit, newDepth, { what: 'The replacement depth', than: 'the tread when new' }),
    ),
  outputs: {
    remaining: projectedDistance('Distance left before replacement', true),
    monthsLeft: out.number({ label: 'Time left', decimals: 1, suffix: 'months' }),
    worn: out.percent({ label: 'Usable tread worn', decimals: 0 }),
    totalLife: projectedDistance('Expected life of the tires'),
    basis: out.text({ label: 'Based on' }),
  },
  compute: ({ newDepth, currentDepth, limit, driven, yearly }) => {
    const usable = newDepth - limit;
    const wornDepth = newDepth - currentDepth;
    const left = Math.max(currentDepth - limit, 0);
    // Wear so far, per metre driven; with nothing worn or driven yet there is no rate to project.
    const perMetre = driven > 0 && wornDepth > 0 ? wornDepth / driven : 0;
    const remaining = perMetre > 0 ? left / perMetre : 0;
    return {
      remaining,
      monthsLeft: (remaining / yearly) * 12,
      worn: Math.min((wornDepth / usable) * 100, 100),
      totalLife: perMetre > 0 ? usable / perMetre : 0,
      basis:
        perMetre > 0
          ? 'The average wear so far, assumed to continue at the same rate.'
          : 'No wear measured yet: measure again after a few thousand kilometres (miles) to project it.',
    };
  },
});
