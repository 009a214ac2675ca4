import { checkAll, defineCalculator, out, select } from '../../engine/index.ts';
import { netWallArea } from '../shared/building/masonry.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { sheetChoices, SHEETS } from '../shared/building/sheets.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { openingsArea, piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';
import { openingsInsideWall } from '../shared/presets/masonry-wall.ts';

export default defineCalculator({
  inputs: {
    length: buildingLength('Surface length', 6),
    height: buildingLength('Surface width or wall height', 2.4),
    openings: openingsArea(),
    sheet: select({
      label: 'Sheet size',
      options: sheetChoices(['ft4x8', 'ft4x9', 'ft4x10', 'mm1200x2400', 'mm1220x2440']),
      default: 'mm1200x2400',
    }),
    waste: wasteAllowance(
      'Extra sheets for cuts at edges and openings; 10 % is usual, 15 % for roofs with hips and valleys.',
      10,
    ),
    pricePerSheet: piecePrice('Price per sheet'),
  },
  outputs: {
    sheets: out.integer({ label: 'Sheets to buy, with waste', primary: true }),
    sheetsNet: out.integer({ label: 'Sheets for the area alone' }),
    area: out.number({
      label: 'Area to cover',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
    }),
    cost: out.money({ label: 'Cost of the sheets' }),
  },
  validate: (values) => checkAll(openingsInsideWall(values)),
  compute: ({ length, height, openings, sheet, waste, pricePerSheet }) => {
    const area = netWallArea(length, height, openings);
    const perSheet = SHEETS[sheet].area;
    const sheets = wholePackages(withWaste(area, waste), perSheet);
    return { sheets, sheetsNet: wholePackages(area, perSheet), area, cost: packagesCost(sheets, pricePerSheet) };
  },
});
