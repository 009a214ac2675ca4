import { integer, number, out } from '../../../engine/index.ts';
import { runningTimeField } from './video-data-fields.ts';
import { rasterFields } from './video-raster-fields.ts';

/*
 * The fields of the render and encode time tools: the length and frame rate of the piece, the
 * measured render time of one frame, render passes, machines, and a time result.
 */

/** The running time and frame rate that give the number of frames. */
export const footageFields = (seconds: number, framesPerSecond: number) => ({
  length: runningTimeField('Length of the video or animation', seconds, 's'),
  framesPerSecond: rasterFields(1920, 1080, framesPerSecond).framesPerSecond,
});

/** Measured time to render one frame on one machine, from a millisecond to a day. */
export const timePerFrameField = (value: number, unit: 's' | 'min') =>
  number({
    label: 'Render time per frame',
    default: value,
    unitFamily: 'time',
    unit,
    units: ['s', 'min', 'h'],
    min: 0,
    minInclusive: false,
    max: unit === 's' ? 86_400 : 1440,
    help: 'Time one machine takes for one average frame: render a few test frames and take the mean.',
    messages: { min: 'Enter a time longer than zero.' },
  });

/** How many times each frame is rendered or encoded (render layers, two-pass encoding). */
export const passesField = (help: string) => integer({ label: 'Passes', default: 1, min: 1, max: 100, help });

/** Machines (render nodes) sharing the frames. */
export const machinesField = (label = 'Machines rendering') =>
  integer({ label, default: 1, min: 1, max: 100_000, help: 'Each machine renders whole frames.' });

/** A time result in days, hours, minutes and seconds. */
export const timeOutput = (label: string, primary = false) => out.duration({ label, ...(primary ? { primary } : {}) });
