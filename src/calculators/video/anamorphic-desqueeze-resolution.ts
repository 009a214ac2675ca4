import { defineCalculator, number, out } from '../../engine/index.ts';
import { nearestEvenPixels } from '../shared/video/picture-geometry.ts';
import { pixelsField } from '../shared/presets/picture-fields.ts';

export default defineCalculator({
  inputs: {
    width: pixelsField('Recorded width', 3840),
    height: pixelsField('Recorded height', 2160),
    squeeze: number({
      label: 'Lens squeeze factor',
      default: 1.33,
      min: 1,
      max: 3,
      suffix: '×',
      help: 'Common lenses: 1.33×, 1.5×, 1.6×, 1.8× and 2×.',
    }),
  },
  compute: ({ width, height, squeeze }) => {
    const stretchedWidth = width * squeeze;
    const squashedHeight = height / squeeze;
    return {
      ratio: stretchedWidth / height,
      recordedRatio: width / height,
      stretchedWidth,
      stretched: `${nearestEvenPixels(stretchedWidth)} × ${height}`,
      squashed: `${width} × ${nearestEvenPixels(squashedHeight)}`,
      squashedHeight,
    };
  },
  outputs: {
    ratio: out.number({ label: 'Aspect ratio after desqueeze', primary: true, digits: 4, suffix: ': 1' }),
    stretched: out.text({ label: 'Desqueezed by widening (keeps every line)' }),
    squashed: out.text({ label: 'Desqueezed by lowering the height (keeps the width)' }),
    stretchedWidth: out.number({ label: 'Exact widened width', decimals: 1, suffix: 'px' }),
    squashedHeight: out.number({ label: 'Exact lowered height', decimals: 1, suffix: 'px' }),
    recordedRatio: out.number({ label: 'Recorded aspect ratio', digits: 4, suffix: ': 1' }),
  },
  examples: [
    {
      inputs: { width: 1440, height: 1080, squeeze: 1.79699 },
      expect: { ratio: 2.39 },
      tolerance: 0.01,
      source:
        'FrameForge, "Anamorphic Lenses": turning 4:3 (1.3333) into 2.39:1 takes a squeeze of 2.39 ÷ 1.33 = 1.79699, and the frame width is multiplied by that factor',
    },
    {
      inputs: { width: 825, height: 690, squeeze: 2 },
      expect: { ratio: 2.39 },
      tolerance: 0.005,
      source:
        'SMPTE 195 anamorphic 35 mm projection aperture 0.825 × 0.690 in, unsqueezed 2× by the projection lens to the 2.39:1 scope ratio (Wikipedia, "Anamorphic format")',
    },
    {
      inputs: { width: 1920, height: 1080, squeeze: 1.33 },
      expect: { stretched: '2554 × 1080', squashed: '1920 × 812' },
      source:
        'Filmfarm, "1.33x anamorphic": desqueezing is a 1.33× stretch on the horizontal axis, so 1920 × 1.33 = 2553.6 (or 1080 ÷ 1.33 = 812 lines)',
    },
  ],
});
