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
  examples: [
    {
      inputs: { screenWidth: 1920, screenHeight: 1080, content: '4:3' },
      expect: { pictureWidth: 1440, barLeftRight: 240, barTopBottom: 0, kind: 'Pillarbox (bars left and right)' },
      source:
        'VideoHelp forum, "4:3 to 16:9 pillarboxed": for 1920 × 1080, 1440 × 1080 with a 240 px pillarbox left and right each',
    },
    {
      inputs: { screenWidth: 1280, screenHeight: 720, content: '4:3' },
      expect: { pictureWidth: 960, barLeftRight: 160 },
      source:
        'VideoHelp forum, "4:3 to 16:9 pillarboxed": for 1280 × 720, 960 × 720 with a 160 px pillarbox left and right each',
    },
    {
      inputs: { screenWidth: 1920, screenHeight: 1080, content: '239:100' },
      expect: { pictureHeight: 803.35, barTopBottom: 138.33 },
      tolerance: 0.01,
      source:
        'SMPTE/DCI scope ratio 2.39:1 worked by hand: 1920 ÷ 2.39 = 803.35 px of picture and (1080 − 803.35) ÷ 2 = 138.33 px bars above and below',
    },
    {
      inputs: { screenWidth: 1920, screenHeight: 1080, content: '16:9' },
      expect: { barTopBottom: 0, barLeftRight: 0, shareUsed: 100 },
      source: 'ITU-R BT.709: 1920 × 1080 is itself 16:9, so a 16:9 picture fills it with no bars',
    },
  ],
});
