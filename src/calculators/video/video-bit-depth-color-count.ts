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
  examples: [
    {
      inputs: { bits: 8, range: 'full' },
      expect: { levels: 256, colours: 16_777_216, bitsPerPixel: 24 },
      source:
        'Wikipedia, "Color depth": 24-bit true colour, 256 levels per channel, gives 16,777,216 colour variations',
    },
    {
      inputs: { bits: 10, range: 'full' },
      expect: { levels: 1024, colours: 1_073_741_824, bitsPerPixel: 30 },
      source:
        'Wikipedia, "Color depth" (deep colour): 30-bit colour, 1,024 levels per channel, gives 1.073 billion colours',
    },
    {
      inputs: { bits: 8, range: 'narrow' },
      expect: { lumaLevels: 220, colours: 11_137_500 },
      source:
        'ITU-R BT.709-6, table 4.6: 8-bit luma from 16 (black) to 235 (white), 220 levels, and colour difference from 16 to 240, 225 levels; 220 × 225 × 225 combinations',
    },
    {
      inputs: { bits: 10, range: 'narrow' },
      expect: { lumaLevels: 877 },
      source: 'ITU-R BT.2100-2, table 9: 10-bit narrow-range luma from 64 to 940, 877 levels',
    },
  ],
});
