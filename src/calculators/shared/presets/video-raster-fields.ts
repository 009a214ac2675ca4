import { integer, number, select } from '../../../engine/index.ts';
import { CHROMA_CHOICES } from '../video/data-rates.ts';

/*
 * The picture fields of the video data-rate tools: frame width and height in pixels, frame rate,
 * and (for uncompressed rates) bits per sample and chroma subsampling.
 */

/** Width, height and frame rate of a video (1920 × 1080 at 29.97 fps by default). */
export const rasterFields = (width = 1920, height = 1080, framesPerSecond = 29.97) => ({
  width: integer({ label: 'Width', default: width, min: 1, max: 100_000, suffix: 'px' }),
  height: integer({ label: 'Height', default: height, min: 1, max: 100_000, suffix: 'px' }),
  framesPerSecond: number({
    label: 'Frame rate',
    default: framesPerSecond,
    min: 0,
    minInclusive: false,
    max: 1000,
    suffix: 'fps',
    messages: { min: 'Enter a frame rate above zero.' },
  }),
});

/** Bits per sample and chroma subsampling of uncompressed video. */
export const sampleFields = (bitsPerSample = '10', chroma: (typeof CHROMA_CHOICES)[number]['value'] = '4:2:2') => ({
  bitsPerSample: select({
    label: 'Bit depth (bits per sample)',
    options: [
      { value: '8', label: '8-bit' },
      { value: '10', label: '10-bit' },
      { value: '12', label: '12-bit' },
      { value: '16', label: '16-bit' },
    ],
    default: bitsPerSample,
  }),
  chroma: select({ label: 'Chroma subsampling', options: CHROMA_CHOICES, default: chroma }),
});
