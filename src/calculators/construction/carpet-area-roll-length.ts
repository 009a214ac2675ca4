import { defineCalculator, out, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { carpetRollChoices, carpetStrips, CARPET_ROLL_WIDTHS } from '../shared/building/carpet.ts';
import { packagesCost, withWaste } from '../shared/building/packages.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

const areaOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'area', unit: 'm2', imperialUnit: 'yd2', units: ['m2', 'ft2', 'yd2'] });

/** The area units carpet is priced by. */
const PRICE_AREAS = { m2: 'per square metre', yd2: 'per square yard', ft2: 'per square foot' } as const;

export default defineCalculator({
  inputs: {
    length: buildingLength('Room length (the way the strips run)', 5, {
      help: 'Measure to the back of the door frames; strips usually run toward the main window.',
    }),
    width: buildingLength('Room width', 4),
    roll: select({ label: 'Roll width', options: carpetRollChoices, default: 'm4' }),
    trim: buildingThickness('Trim allowance per strip', 10, 'About 5 cm (2–3 in) at each end for fitting.', true),
    waste: wasteAllowance('Extra for pattern matching and mistakes; 0–10 %.', 0),
    price: piecePrice('Price of the carpet'),
    priceArea: select({
      label: 'Price is',
      options: (Object.keys(PRICE_AREAS) as (keyof typeof PRICE_AREAS)[]).map((value) => ({
        value,
        label: PRICE_AREAS[value],
      })),
      default: 'm2',
    }),
  },
  outputs: {
    rollLength: out.number({
      label: 'Length to cut from the roll',
      primary: true,
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'yd'],
    }),
    bought: areaOutput('Carpet bought'),
    roomArea: areaOutput('Floor area'),
    strips: out.integer({ label: 'Strips' }),
    seams: out.integer({ label: 'Seams' }),
    cost: out.money({ label: 'Cost of the carpet' }),
  },
  compute: ({ length, width, roll, trim, waste, price, priceArea }) => {
    const rollWidth = CARPET_ROLL_WIDTHS[roll].width;
    const cut = carpetStrips(width, length + trim, rollWidth);
    const rollLength = withWaste(cut.rollLength, waste);
    const bought = rollLength * rollWidth;
    return {
      rollLength,
      bought,
      roomArea: length * width,
      strips: cut.strips,
      seams: cut.seams,
      cost: packagesCost(bought / toBase('area', 1, priceArea), price),
    };
  },
});
