import { defineCalculator, out } from '../../engine/index.ts';
import { fitPicture } from '../shared/video/picture-geometry.ts';
import { aspectRatioField, pixelsField, ratioParts } from '../shared/presets/picture-fields.ts';

export default defineCalculator({
  inputs: {
    screenWidth: pixelsField('Screen or frame width', 1920),
    screenHeight: pixelsField('Screen or frame height', 1080),
    content: aspectRatioField('Aspect ratio of the picture', '239:100'),
  },
  compute: ({ screenWidth, screenHeight, content }) => {
    const ratio = ratioParts(content);
    const fit = fitPicture(screenWidth, screenHeight, ratio.width, ratio.height);
    const kind =
      fit.barTopBottom > 0.5
        ? 'Letterbox (bars above and below)'
        : fit.barLeftRight > 0.5
          ? 'Pillarbox (bars left and right)'
          : 'No bars: the picture fills the screen';
    return {
      kind,
      pictureWidth: fit.width,
      pictureHeight: fit.height,
      barTopBottom: fit.barTopBottom,
      barLeftRight: fit.barLeftRight,
      shareUsed: fit.shareUsed * 100,
    };
  },
  outputs: {
    kind: out.text({ label: 'Bars', primary: true }),
    barTopBottom: out.number({ label: 'Each bar above and below', decimals: 1, suffix: 'px' }),
    barLeftRight: out.number({ label: 'Each bar left and right', decimals: 1, suffix: 'px' }),
    pictureWidth: out.number({ label: 'Picture width', decimals: 1, suffix: 'px' }),
    pictureHeight: out.number({ label: 'Picture height', decimals: 1, suffix: 'px' }),
    shareUsed: out.percent({ label: 'Share of the screen the picture fills', decimals: 1 }),
  },
});
