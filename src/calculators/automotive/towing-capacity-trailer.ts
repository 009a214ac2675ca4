import { checkAll, defineCalculator, lessThan, number, out, percent } from '../../engine/index.ts';
import { checkTow } from '../shared/vehicles/towing.ts';

const MASS = { unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb', 't'] } as const;

const weightField = (label: string, help: string, defaultKg: number, minKg = 0) =>
  number({ label, help, ...MASS, default: defaultKg, min: minKg, max: 50_000 });

const weightOutput = (label: string, primary = false) => out.number({ label, ...MASS, decimals: 0, primary });

/** The tongue-weight band of SAE J2807 and most towing guides for a conventional ball hitch. */
const TONGUE_BAND = [0.1, 0.15] as const;

export default defineCalculator({
  inputs: {
    gvwr: weightField('GVWR (gross vehicle weight rating)', 'On the label in the driver’s door jamb.', 3000, 1),
    gcwr: weightField('GCWR (gross combined weight rating)', 'In the owner’s manual or towing guide.', 6000, 1),
    ratedTowing: weightField('Rated towing capacity', 'The maker’s maximum trailer weight for your exact model.', 3500),
    curbWeight: weightField(
      'Curb weight of the tow vehicle',
      'Empty, with fuel; a weighbridge gives the truest figure.',
      2200,
    ),
    load: weightField('People and cargo in the vehicle', 'Driver, passengers, luggage, hitch and accessories.', 300),
    trailer: weightField('Loaded trailer weight', 'The trailer with everything on it, ready to go.', 2000),
    tongueShare: percent({
      label: 'Tongue weight',
      help: '10–15 % of the trailer for a ball hitch; 15–25 % for a fifth wheel or gooseneck.',
      default: 12,
      min: 0,
      max: 30,
    }),
  },
  validate: ({ gvwr, gcwr, curbWeight }) =>
    checkAll(
      lessThan('curbWeight', curbWeight, gvwr, { what: 'The curb weight', than: 'the GVWR' }),
      lessThan('gvwr', gvwr, gcwr, { what: 'The GVWR', than: 'the GCWR' }),
    ),
  outputs: {
    verdict: out.text({ label: 'Can you tow it?', primary: true }),
    maxTrailer: weightOutput('Heaviest trailer you may tow with this load'),
    limitedBy: out.text({ label: 'Set by' }),
    tongueWeight: weightOutput('Tongue weight of your trailer'),
    tongueLow: weightOutput('Tongue weight at 10 %'),
    tongueHigh: weightOutput('Tongue weight at 15 %'),
    payloadLeft: weightOutput('Payload left (after people, cargo and tongue)'),
    combinedLeft: weightOutput('Combined weight left under the GCWR'),
    towingLeft: weightOutput('Towing capacity left'),
  },
  compute: ({ gvwr, gcwr, ratedTowing, curbWeight, load, trailer, tongueShare }) => {
    const check = checkTow({ gvwr, gcwr, ratedTowing, curbWeight, load, trailer, tongueShare: tongueShare / 100 });
    return {
      verdict:
        check.exceeded.length === 0
          ? 'Yes: the trailer and load are within every rating.'
          : `No: over the ${check.exceeded.join(' and the ')}. Lighten the load or the trailer before you tow.`,
      maxTrailer: check.maxTrailer,
      limitedBy: `The ${check.limitedBy}.`,
      tongueWeight: check.tongueWeight,
      tongueLow: trailer * TONGUE_BAND[0],
      tongueHigh: trailer * TONGUE_BAND[1],
      payloadLeft: check.payloadLeft,
      combinedLeft: check.combinedLeft,
      towingLeft: check.towingLeft,
    };
  },
});
