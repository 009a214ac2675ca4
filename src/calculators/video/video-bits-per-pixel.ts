import { defineCalculator, out } from '../../engine/index.ts';
import { bitsPerPixel } from '../shared/video/data-rates.ts';
import { bitrateField } from '../shared/presets/video-data-fields.ts';
import { rasterFields } from '../shared/presets/video-raster-fields.ts';

export default defineCalculator({
  inputs: {
    bitrate: bitrateField('Video bitrate', 8, 'mbitps', 'The video track only, without audio.'),
    ...rasterFields(),
  },
  compute: ({ bitrate, width, height, framesPerSecond }) => ({
    bitsPerPixel: bitsPerPixel(bitrate, width, height, framesPerSecond),
    bitsPerFrame: bitrate / framesPerSecond,
    pixelsPerSecond: width * height * framesPerSecond,
  }),
  outputs: {
    bitsPerPixel: out.number({ label: 'Bits per pixel (per frame)', primary: true, digits: 3 }),
    bitsPerFrame: out.number({ label: 'Bits per frame', digits: 4, suffix: 'bits' }),
    pixelsPerSecond: out.number({ label: 'Pixels per second', digits: 6 }),
  },
});
