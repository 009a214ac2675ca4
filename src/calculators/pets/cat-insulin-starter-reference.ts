import { defineCalculator, out, radio } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';

/*
 * Published starting figures for insulin in newly diagnosed diabetic cats, shown for reference
 * only: the glargine and detemir protocol of Rand and Marshall (University of Queensland; the
 * ISFM 2015 consensus and the WSAVA 2017 congress use it), 0.5 U per kg of ideal weight when the
 * blood glucose is above 360 mg/dL (20 mmol/L) and 0.25 U/kg when lower, every 12 hours; and the
 * 2018 AAHA Diabetes Management Guidelines' starting range of 1–2 U per cat every 12 hours.
 */
const UNITS_PER_KG = { high: 0.5, lower: 0.25 } as const;

const NOTICE =
  'Reference only, never a dose to give: your vet chooses the insulin, the dose and any change after examining your cat and checking its blood glucose. Never start, change or stop insulin on your own; too much can cause a fatal low blood sugar.';

export default defineCalculator({
  inputs: {
    idealWeight: bodyWeightField({ default: 4.5, min: 1, max: 12 }, "Cat's ideal weight (not its weight now)"),
    glucose: radio({
      label: 'Blood glucose at diagnosis',
      options: [
        { value: 'high', label: 'Above 360 mg/dL (20 mmol/L)' },
        { value: 'lower', label: '360 mg/dL (20 mmol/L) or lower' },
      ],
      default: 'high',
    }),
  },
  outputs: {
    notice: out.text({ label: 'Before anything else', primary: true }),
    perInjection: out.number({
      label: 'Published starting figure per injection (reference)',
      suffix: 'units every 12 h',
      digits: 3,
    }),
    perKg: out.number({ label: 'Per kg of ideal weight in that protocol', suffix: 'U/kg', digits: 2 }),
    aahaRange: out.text({ label: 'AAHA 2018 starting range for cats' }),
  },
  compute: ({ idealWeight, glucose }) => ({
    notice: NOTICE,
    perInjection: idealWeight * UNITS_PER_KG[glucose],
    perKg: UNITS_PER_KG[glucose],
    aahaRange: '1–2 units per cat every 12 hours (glargine or PZI), adjusted by the vet from glucose curves',
  }),
});
