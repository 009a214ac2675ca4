import { defineCalculator, integer, out, radio } from '../../engine/index.ts';

const BIG = { digits: 15 } as const;

/**
 * Narrow ("video", "legal") range of ITU-R BT.709 and BT.2100: at 8 bits luma runs 16–235 and
 * colour difference 16–240; each extra bit doubles the codes, so black is 16 × 2^(n−8).
 */
const narrowLevels = (bits: number) => ({
  luma: 219 * 2 ** (bits - 8) + 1,
  chroma: 224 * 2 ** (bits - 8) + 1,
});

export default defineCalculator({
  inputs: {
    bits: integer({ label: 'Bit depth per channel', default: 10, min: 1, max: 16, suffix: 'bits' }),
    range: radio({
      label: 'Signal range',
      options: [
        { value: 'full', label: 'Full range (RGB, 0–255 at 8 bits)' },
        { value: 'narrow', label: 'Video / legal range (16–235 at 8 bits)' },
      ],
      default: 'full',
    }),
  },
  outputs: {
    colours: out.number({ label: 'Colours', primary: true, ...BIG }),
    levels: out.number({ label: 'Levels per channel', ...BIG, suffix: 'levels' }),
    lumaLevels: out.number({ label: 'Brightness (luma) levels used', ...BIG, suffix: 'levels' }),
    bitsPerPixel: out.integer({ label: 'Bits per pixel (three channels, 4:4:4)', suffix: 'bits' }),
  },
  validate: ({ bits, range }) =>
    range === 'narrow' && bits < 8
      ? [{ field: 'bits', message: 'Video (legal) range is defined from 8 bits per channel up.' }]
      : [],
  compute: ({ bits, range }) => {
    const levels = 2 ** bits;
    if (range === 'full') {
      return { colours: levels ** 3, levels, lumaLevels: levels, bitsPerPixel: 3 * bits };
    }
    const { luma, chroma } = narrowLevels(bits);
    return { colours: luma * chroma * chroma, levels, lumaLevels: luma, bitsPerPixel: 3 * bits };
  },
});
