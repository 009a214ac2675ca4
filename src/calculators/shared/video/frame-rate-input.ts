import { select } from '../../../engine/index.ts';
import { FRAME_RATES, type FrameRateId } from './timecode.ts';

/** The frame-rate menu of the timecode calculators: every SMPTE rate, drop-frame ones named as such. */
export const frameRateInput = (initial: FrameRateId, label = 'Frame rate') =>
  select({
    label,
    options: FRAME_RATES.map(({ id, label: name }) => ({ value: id, label: name })),
    default: initial,
  });
