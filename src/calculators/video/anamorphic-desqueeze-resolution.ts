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
});
