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
});
