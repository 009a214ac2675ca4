import { defineCalculator, number, out, select } from '../../engine/index.ts';

/** CSS Values 4, 6.2: 1in = 96px = 72pt, so one point is 4/3 of a pixel. */
const PX_PER_PT = 96 / 72;

/** Sizes people look up most, in pixels, for the table. */
const COMMON_PX = [10, 12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 96];

const FONT_SIZE = { min: 1, max: 1000, suffix: 'px' } as const;

export default defineCalculator({
  inputs: {
    value: number({ label: 'Size', default: 24, min: 0, max: 100_000 }),
    from: select({
      label: 'Size is in',
      options: [
        { value: 'px', label: 'Pixels (px)' },
        { value: 'rem', label: 'rem (root font size)' },
        { value: 'em', label: 'em (parent font size)' },
        { value: 'pt', label: 'Points (pt)' },
        { value: 'percent', label: 'Percent of the parent font size (%)' },
      ],
      default: 'px',
    }),
    rootSize: number({
      label: 'Root font size',
      help: 'The font-size of the html element; browsers use 16px unless the page or the reader changes it.',
      default: 16,
      ...FONT_SIZE,
    }),
    parentSize: number({
      label: 'Parent font size',
      help: 'What 1em is: the parent’s font size for font-size, the element’s own font size for other properties.',
      default: 16,
      ...FONT_SIZE,
    }),
  },
  outputs: {
    px: out.number({ label: 'Pixels', primary: true, digits: 6, suffix: 'px' }),
    rem: out.number({ label: 'rem', primary: true, digits: 6, suffix: 'rem' }),
    em: out.number({ label: 'em', digits: 6, suffix: 'em' }),
    pt: out.number({ label: 'Points', digits: 6, suffix: 'pt' }),
    percent: out.number({ label: 'Percent of the parent', digits: 6, suffix: '%' }),
    table: out.table({
      label: 'Common sizes at this root and parent size',
      columns: [
        { key: 'px', label: 'Pixels', kind: 'number' },
        { key: 'rem', label: 'rem', kind: 'number' },
        { key: 'em', label: 'em', kind: 'number' },
        { key: 'pt', label: 'Points', kind: 'number' },
      ],
      previewRows: 8,
    }),
  },
  compute: ({ value, from, rootSize, parentSize }) => {
    const pxPer = { px: 1, rem: rootSize, em: parentSize, pt: PX_PER_PT, percent: parentSize / 100 };
    const px = value * pxPer[from];
    return {
      px,
      rem: px / rootSize,
      em: px / parentSize,
      pt: px / PX_PER_PT,
      percent: (px / parentSize) * 100,
      table: COMMON_PX.map((size) => ({
        px: size,
        rem: size / rootSize,
        em: size / parentSize,
        pt: size / PX_PER_PT,
      })),
    };
  },
});
