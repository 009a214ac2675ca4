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
  examples: [
    {
      inputs: { bitrate: 17.1, width: 3840, height: 2160, framesPerSecond: 23.976 },
      expect: { bitsPerPixel: 0.086 },
      tolerance: 0.0006,
      source: 'MediaInfo report of a 3840×2160 H.264 file at 23.976 fps and 17.1 Mb/s: Bits/(Pixel*Frame) 0.086',
    },
    {
      inputs: { bitrate: { value: 554, unit: 'kbitps' }, width: 640, height: 360, framesPerSecond: 29.97 },
      expect: { bitsPerPixel: 0.08 },
      tolerance: 0.0006,
      source: 'MediaInfo report of a 640×360 VP9 stream at 29.970 fps and 554 kb/s: Bits/(Pixel*Frame) 0.080',
    },
    {
      inputs: { bitrate: 17.4, width: 1920, height: 1080, framesPerSecond: 29.97 },
      expect: { bitsPerPixel: 0.281 },
      tolerance: 0.0015,
      source: 'MediaInfo report of a 1920×1080 AVCHD stream at 29.970 fps and 17.4 Mbps: Bits/(Pixel*Frame) 0.281',
    },
  ],
});
