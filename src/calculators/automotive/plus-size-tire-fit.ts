import { checkAll, defineCalculator, integer, out, percent, text } from '../../engine/index.ts';
import { tireSizeErrors, tireSizeField } from '../shared/presets/tire-fields.ts';
import { unitInfo } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { diameterChangePercent, tireSize, type TireSize } from '../shared/vehicles/tire-size.ts';

/*
 * Candidate sizes: metric widths end in 5 (…205, 215, 225…) and aspect ratios come in steps of 5.
 * Plus sizing keeps or widens the tread, so widths run from 20 mm narrower to 60 mm wider than
 * the original.
 */
const WIDTH_STEP_MM = 10;
const INCH_M = unitInfo('length', 'in').factor;
const ASPECTS = Array.from({ length: 13 }, (_, i) => 25 + i * 5);

interface Candidate {
  size: string;
  sidewallMm: number;
  diameterMm: number;
  diameterIn: number;
  change: number;
}

function candidates(original: TireSize, rimIn: number, tolerance: number): Candidate[] {
  const originalMm = Math.round(original.width * 1000);
  const firstWidth = Math.ceil((originalMm - 20 - 5) / WIDTH_STEP_MM) * WIDTH_STEP_MM + 5;
  const found: Candidate[] = [];
  for (let widthMm = firstWidth; widthMm <= originalMm + 60; widthMm += WIDTH_STEP_MM) {
    for (const aspect of ASPECTS) {
      const size = tireSize(`${widthMm}/${aspect}R${rimIn}`);
      const change = diameterChangePercent(original, size);
      if (Math.abs(change) > tolerance) continue;
      found.push({
        size: size.written,
        sidewallMm: size.sidewall * 1000,
        diameterMm: size.diameter * 1000,
        diameterIn: size.diameter / INCH_M,
        change,
      });
    }
  }
  return found.sort((a, b) => Math.abs(a.change) - Math.abs(b.change));
}

export default defineCalculator({
  inputs: {
    original: tireSizeField('Original tire size', '205/55R16'),
    rim: integer({ label: 'New rim (wheel) diameter', default: 17, min: 10, max: 30, suffix: 'inches' }),
    tolerance: percent({
      label: 'Allowed diameter difference',
      help: 'Fitters keep within about 3% of the original.',
      default: 3,
      min: 0.1,
      max: 10,
    }),
    check: text({
      label: 'A size to check (optional)',
      help: 'For example a size a shop offered you.',
      default: '',
      maxLength: 40,
      allowEmpty: true,
    }),
  },
  validate: ({ original, check }) =>
    checkAll(tireSizeErrors('original', original), check.trim() === '' ? [] : tireSizeErrors('check', check)),
  outputs: {
    count: out.integer({ label: 'Sizes within the allowed difference', primary: true, suffix: 'sizes' }),
    closest: out.text({ label: 'Closest in diameter' }),
    checkVerdict: out.text({ label: 'The size you are checking' }),
    checkChange: out.percent({ label: 'Its diameter vs the original', decimals: 2 }),
    sizes: out.table({
      label: 'Sizes that fit, closest first',
      columns: [
        { key: 'size', label: 'Size', kind: 'text' },
        { key: 'sidewallMm', label: 'Sidewall (mm)', kind: 'number' },
        { key: 'diameterMm', label: 'Diameter (mm)', kind: 'number' },
        { key: 'diameterIn', label: 'Diameter (in)', kind: 'number' },
        { key: 'change', label: 'Difference', kind: 'percent' },
      ],
    }),
  },
  compute: ({ original, rim, tolerance, check }) => {
    const before = tireSize(original);
    const found = candidates(before, rim, tolerance);
    const checked = check.trim() === '' ? undefined : tireSize(check);
    const checkChange = checked === undefined ? 0 : diameterChangePercent(before, checked);
    return {
      count: found.length,
      closest: found[0]?.size ?? 'No size on this rim is close enough: allow a larger difference.',
      checkVerdict:
        checked === undefined
          ? 'Type a size above to check it.'
          : Math.abs(checkChange) <= tolerance
            ? 'Within the allowed difference'
            : 'Outside the allowed difference',
      checkChange,
      sizes: found.map((candidate) => ({ ...candidate })),
    };
  },
});
