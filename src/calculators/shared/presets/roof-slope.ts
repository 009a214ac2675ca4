import { number, radio } from '../../../engine/index.ts';
import { ratioFromAngle, ratioFromPitch } from '../building/roofing.ts';

/*
 * How steep a roof is, as most people know it: a pitch of x in 12 (US and Canada) or an angle in
 * degrees (most other places). One number field read either way; 24 in 12 and 80° are far beyond
 * any roof that is walked or shingled.
 */
export const roofSlopeFields = {
  slopeAs: radio({
    label: 'Roof slope given as',
    options: [
      { value: 'pitch', label: 'Pitch (x in 12)' },
      { value: 'degrees', label: 'Angle in degrees' },
    ],
    default: 'pitch',
  }),
  slope: number({
    label: 'Roof slope',
    help: 'The rise for every 12 of run (6 for a 6/12 roof), or the angle above horizontal in degrees.',
    default: 6,
    min: 0,
    max: 80,
  }),
};

/** Rise per unit of run from the two fields. */
export const slopeRatioOf = ({ slopeAs, slope }: { slopeAs: string; slope: number }) =>
  slopeAs === 'degrees' ? ratioFromAngle((slope * Math.PI) / 180) : ratioFromPitch(slope);
