import { checkAll, defineCalculator, number, out, radio, type FieldError } from '../../engine/index.ts';
import { unitInfo } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';

/*
 * A wheel's nominal width is measured between the bead seats; each rim flange adds about half an
 * inch, so the wheel is about 1 inch wider overall (the convention of wheel makers' backspacing
 * charts). Backspacing is from the mounting pad to the inner edge; offset from the wheel's centre.
 */
const FLANGES_M = unitInfo('length', 'in').factor;

const KNOWN = [
  { value: 'offset', label: 'Offset (ET, mm)' },
  { value: 'backspacing', label: 'Backspacing (inches)' },
] as const;

const INCHES = { unitFamily: 'length', unit: 'in', imperialUnit: 'in', units: ['in', 'mm'] } as const;
const MILLIMETRES = { unitFamily: 'length', unit: 'mm', imperialUnit: 'mm', units: ['mm', 'in'] } as const;

const widthField = (label: string, defaultIn: number) =>
  number({ label, ...INCHES, default: defaultIn, min: 3, max: 20, help: 'The width in the wheel size: 8 in 17x8.' });
const offsetField = (label: string, defaultMm: number) =>
  number({
    label,
    ...MILLIMETRES,
    default: defaultMm,
    min: -150,
    max: 150,
    help: 'Stamped as ET or +/−: ET35 is +35 mm.',
  });
const backspacingField = (label: string, defaultIn: number) =>
  number({ label, ...INCHES, default: defaultIn, min: 0, max: 21, help: 'Used when you know backspacing instead.' });

/** Backspacing and offset of one wheel, whichever of the two was given. */
function wheel(width: number, known: string, offset: number, backspacing: number) {
  const half = (width + FLANGES_M) / 2;
  return known === 'offset'
    ? { offset, backspacing: half + offset, frontspacing: half - offset }
    : { offset: backspacing - half, backspacing, frontspacing: width + FLANGES_M - backspacing };
}

/** Backspacing can be no more than the whole wheel width and no less than zero. */
function fitsWheel(field: string, width: number, known: string, offset: number, backspacing: number): FieldError[] {
  const { backspacing: back } = wheel(width, known, offset, backspacing);
  const inside = back >= 0 && back <= width + FLANGES_M;
  return inside
    ? []
    : [{ field, message: 'This puts the mounting face outside the wheel: check the width and this figure.' }];
}

export default defineCalculator({
  inputs: {
    known: radio({ label: 'I know each wheel’s', options: KNOWN, default: 'offset' }),
    oldWidth: widthField('Current wheel width', 7.5),
    oldOffset: offsetField('Current wheel offset', 45),
    oldBackspacing: backspacingField('Current wheel backspacing', 6),
    newWidth: widthField('New wheel width', 8.5),
    newOffset: offsetField('New wheel offset', 35),
    newBackspacing: backspacingField('New wheel backspacing', 6),
  },
  validate: (v) =>
    checkAll(
      fitsWheel(
        v.known === 'offset' ? 'oldOffset' : 'oldBackspacing',
        v.oldWidth,
        v.known,
        v.oldOffset,
        v.oldBackspacing,
      ),
      fitsWheel(
        v.known === 'offset' ? 'newOffset' : 'newBackspacing',
        v.newWidth,
        v.known,
        v.newOffset,
        v.newBackspacing,
      ),
    ),
  outputs: {
    inward: out.number({
      label: 'Inner edge moves toward the suspension by',
      primary: true,
      ...MILLIMETRES,
      decimals: 1,
    }),
    outward: out.number({ label: 'Outer edge moves toward the fender by', ...MILLIMETRES, decimals: 1 }),
    oldBackspacing: out.number({ label: 'Current backspacing', ...INCHES, decimals: 2 }),
    newBackspacing: out.number({ label: 'New backspacing', ...INCHES, decimals: 2 }),
    oldOffset: out.number({ label: 'Current offset', ...MILLIMETRES, decimals: 1 }),
    newOffset: out.number({ label: 'New offset', ...MILLIMETRES, decimals: 1 }),
  },
  compute: (v) => {
    const before = wheel(v.oldWidth, v.known, v.oldOffset, v.oldBackspacing);
    const after = wheel(v.newWidth, v.known, v.newOffset, v.newBackspacing);
    return {
      inward: after.backspacing - before.backspacing,
      outward: after.frontspacing - before.frontspacing,
      oldBackspacing: before.backspacing,
      newBackspacing: after.backspacing,
      oldOffset: before.offset,
      newOffset: after.offset,
    };
  },
});
