import { defineCalculator, number, out } from '../../engine/index.ts';
import { commonRafter } from '../shared/building/roofing.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { roofSlopeFields, slopeRatioOf } from '../shared/presets/roof-slope.ts';

const lengthOutput = (label: string, primary = false, help?: string) =>
  out.number({
    label,
    primary,
    ...(help ? { help } : {}),
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['mm', 'cm', 'm', 'in', 'ft'],
    digits: 4,
  });

const angleOutput = (label: string, help: string) =>
  out.number({ label, help, unitFamily: 'angle', unit: 'deg', units: ['deg', 'rad'], decimals: 2 });

export default defineCalculator({
  inputs: {
    span: buildingLength('Building span', 7.2, {
      help: 'The width of the building from the outside of one wall to the outside of the other.',
    }),
    ...roofSlopeFields,
    overhang: buildingLength('Eave overhang', 0.3, {
      help: 'How far the rafter tail reaches past the wall, measured level; 0 for none.',
      allowZero: true,
    }),
    ridge: number({
      label: 'Ridge board thickness',
      help: 'Half of it comes off each rafter; 38 mm (1 1/2 in) for a 2× ridge board, 0 for none.',
      default: 38,
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'cm', 'in'],
      min: 0,
      max: 1000,
    }),
  },
  validate: ({ span, ridge }) =>
    ridge < span ? [] : [{ field: 'ridge', message: 'The ridge board must be narrower than the span.' }],
  compute: ({ span, overhang, ridge, ...slope }) => commonRafter(span, slopeRatioOf(slope), overhang, ridge),
  outputs: {
    total: lengthOutput('Common rafter length', true, 'Along the top edge, from the ridge to the tail end.'),
    toRidge: lengthOutput('Wall plate to ridge', false, 'From the seat cut at the wall to the ridge board.'),
    tail: lengthOutput('Overhang (tail)'),
    rise: lengthOutput('Ridge height above the wall plate', false, 'Rise of the roof at the centre of the span.'),
    run: lengthOutput('Run of one rafter'),
    plumbCut: angleOutput('Plumb cut angle', 'The angle of the roof: set it on a speed square for the ridge cut.'),
    seatCut: angleOutput('Seat cut angle', '90° less the plumb cut: the level cut of the birdsmouth.'),
  },
  examples: [
    {
      inputs: {
        span: { value: 20, unit: 'ft' },
        slopeAs: 'pitch',
        slope: 6,
        overhang: { value: 16, unit: 'in' },
        ridge: { value: 1.5, unit: 'in' },
      },
      expect: {
        total: { value: 12.6, unit: 'ft' },
        plumbCut: { value: 26.57, unit: 'deg' },
        seatCut: { value: 63.43, unit: 'deg' },
      },
      // 0.005 ft in m (the source rounds to 12.60 ft); the angles are rounded to 0.01°.
      tolerance: 0.0015,
      source:
        'Spike\'s Calculators, "Rafter length calculation – formulas and example": 20 ft span, 16 in overhang, 1.5 in ridge, 6/12 → (10 + 1.33 − 0.0625) × 1.118 = 12.60 ft; plumb cut tan⁻¹(6/12) = 26.57°, seat cut 63.43°',
    },
    {
      inputs: { span: { value: 30, unit: 'ft' }, slopeAs: 'pitch', slope: 5, overhang: 0, ridge: 0 },
      expect: {
        total: { value: 16.25, unit: 'ft' },
        rise: { value: 6.25, unit: 'ft' },
        run: { value: 15, unit: 'ft' },
      },
      tolerance: 1e-9,
      source:
        'SketchUp 3D Construction, "Tips to work out the length of roof rafter": span 30 ft, pitch 5/12, run 15 ft, rise 6.25 ft, rafter √(15² + 6.25²) = 16.25 ft',
    },
    {
      inputs: { span: { value: 16, unit: 'ft' }, slopeAs: 'pitch', slope: 7, overhang: 0, ridge: 0 },
      expect: { total: { value: 111.125, unit: 'in' } },
      // 1/16 in: the manual rounds to the nearest sixteenth.
      tolerance: 0.0016,
      source:
        'US Navy, Builder 3 & 2 (NAVEDTRA 14044), Figure 2-17: 16 ft span, 7 in unit rise, 8 ft run × 13.89 in = 111 1/8 in (9 ft 3 1/8 in)',
    },
  ],
});
