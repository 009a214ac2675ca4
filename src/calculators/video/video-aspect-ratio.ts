import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { reducedRatio } from '../shared/video/picture-geometry.ts';
import { pixelsField } from '../shared/presets/picture-fields.ts';

export default defineCalculator({
  inputs: {
    width: pixelsField('Width (or ratio width)', 1920),
    height: pixelsField('Height (or ratio height)', 1080),
    solveFor: radio({
      label: 'Find the missing',
      options: [
        { value: 'height', label: 'Height for a new width' },
        { value: 'width', label: 'Width for a new height' },
      ],
      default: 'height',
    }),
    known: number({
      label: 'New width or height',
      default: 1280,
      min: 0,
      minInclusive: false,
      max: 1_000_000,
      suffix: 'px',
      messages: { min: 'Enter a size above zero.' },
    }),
  },
  compute: ({ width, height, solveFor, known }) => {
    const reduced = reducedRatio(width, height);
    const missing = solveFor === 'height' ? (known * height) / width : (known * width) / height;
    return {
      ratio: `${reduced.width}:${reduced.height}`,
      decimal: width / height,
      missing,
    };
  },
  outputs: {
    ratio: out.text({ label: 'Aspect ratio (simplest form)', primary: true }),
    decimal: out.number({ label: 'Aspect ratio as a decimal', digits: 4, suffix: ': 1' }),
    missing: out.number({ label: 'Missing side', decimals: 2, suffix: 'px' }),
  },
});
