import { defineCalculator, integer, out, select } from '../../engine/index.ts';

/** Share of the picture's width and height each safe area keeps, centred. */
const STANDARDS = {
  st2046: { label: 'SMPTE ST 2046-1 (HD and UHD): action 93 %, title 90 %', action: 0.93, title: 0.9 },
  legacy: { label: 'Legacy 4:3 / SD (SMPTE RP 27.3): action 90 %, title 80 %', action: 0.9, title: 0.8 },
} as const;

type StandardId = keyof typeof STANDARDS;

const pixels = (label: string, primary = false) => out.number({ label, primary, decimals: 1, suffix: 'px' });

const side = (label: string, initial: number) =>
  integer({ label, default: initial, min: 16, max: 100_000, suffix: 'px' });

export default defineCalculator({
  inputs: {
    width: side('Frame width', 1920),
    height: side('Frame height', 1080),
    standard: select({
      label: 'Safe-area standard',
      options: Object.entries(STANDARDS).map(([value, { label }]) => ({ value: value as StandardId, label })),
      default: 'st2046',
    }),
  },
  outputs: {
    titleWidth: pixels('Title-safe width', true),
    titleHeight: pixels('Title-safe height', true),
    titleMarginX: pixels('Title-safe margin, left and right'),
    titleMarginY: pixels('Title-safe margin, top and bottom'),
    actionWidth: pixels('Action-safe width'),
    actionHeight: pixels('Action-safe height'),
    actionMarginX: pixels('Action-safe margin, left and right'),
    actionMarginY: pixels('Action-safe margin, top and bottom'),
  },
  compute: ({ width, height, standard }) => {
    const { action, title } = STANDARDS[standard];
    return {
      titleWidth: width * title,
      titleHeight: height * title,
      titleMarginX: (width * (1 - title)) / 2,
      titleMarginY: (height * (1 - title)) / 2,
      actionWidth: width * action,
      actionHeight: height * action,
      actionMarginX: (width * (1 - action)) / 2,
      actionMarginY: (height * (1 - action)) / 2,
    };
  },
});
