import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { nearestEvenPixels, ratioText } from '../shared/video/picture-geometry.ts';
import { pixelsField } from '../shared/presets/picture-fields.ts';

export default defineCalculator({
  inputs: {
    width: pixelsField('Original width', 3840),
    height: pixelsField('Original height', 2160),
    scaleBy: radio({
      label: 'Scale by',
      options: [
        { value: 'percent', label: 'Percentage' },
        { value: 'width', label: 'New width' },
        { value: 'height', label: 'New height' },
      ],
      default: 'percent',
    }),
    target: number({
      label: 'Percentage, new width or new height',
      default: 50,
      min: 0,
      minInclusive: false,
      max: 1_000_000,
      messages: { min: 'Enter a value above zero.' },
    }),
  },
  compute: ({ width, height, scaleBy, target }) => {
    const factor = scaleBy === 'percent' ? target / 100 : scaleBy === 'width' ? target / width : target / height;
    const newWidth = width * factor;
    const newHeight = height * factor;
    return {
      newWidth,
      newHeight,
      evenSize: `${nearestEvenPixels(newWidth)} × ${nearestEvenPixels(newHeight)}`,
      ratio: ratioText(width, height),
      scale: factor * 100,
      pixelShare: factor * factor * 100,
      megapixels: (newWidth * newHeight) / 1e6,
    };
  },
  outputs: {
    evenSize: out.text({ label: 'New size, rounded to even pixels', primary: true }),
    newWidth: out.number({ label: 'Exact new width', decimals: 2, suffix: 'px' }),
    newHeight: out.number({ label: 'Exact new height', decimals: 2, suffix: 'px' }),
    ratio: out.text({ label: 'Aspect ratio (kept)' }),
    scale: out.percent({ label: 'Scale of each side', decimals: 2 }),
    pixelShare: out.percent({ label: 'Pixels kept, as a share of the original', decimals: 2 }),
    megapixels: out.number({ label: 'Megapixels', digits: 4 }),
  },
});
