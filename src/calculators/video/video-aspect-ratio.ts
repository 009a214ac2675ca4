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
  examples: [
    {
      inputs: { width: 1920, height: 1080, solveFor: 'height', known: 1280 },
      expect: { ratio: '16:9', missing: 720 },
      source:
        'ITU-R BT.709-6, table 1: the 1920 × 1080 HDTV picture has a 16:9 aspect ratio; SMPTE ST 296 gives 1280 × 720 for 16:9 at 720 lines',
    },
    {
      inputs: { width: 1024, height: 768, solveFor: 'width', known: 600 },
      expect: { ratio: '4:3', missing: 800 },
      source: 'VESA XGA (1024 × 768) and SVGA (800 × 600) display modes, both 4:3',
    },
    {
      inputs: { width: 2560, height: 1080, solveFor: 'height', known: 3440 },
      expect: { ratio: '64:27', decimal: 2.37037037, missing: 1451.25 },
      tolerance: 1e-6,
      source:
        'Wikipedia, "21:9 aspect ratio": 2560 × 1080 ultrawide monitors are 64:27 (2.370:1), marketed as 21:9; 3440 wide at 64:27 is 3440 × 27 ÷ 64 = 1451.25',
    },
  ],
});
