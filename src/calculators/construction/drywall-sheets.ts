import { defineCalculator, out, select } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { netRoomWalls } from '../shared/building/room.ts';
import { sheetChoices, SHEETS } from '../shared/building/sheets.ts';
import { buildingAreaOutput } from '../shared/presets/building-area.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';
import { ceilingToggle, openingsInsideRoom, roomWallFields } from '../shared/presets/room-walls.ts';

export default defineCalculator({
  inputs: {
    ...roomWallFields(),
    ceiling: ceilingToggle('Cover the ceiling too'),
    sheet: select({
      label: 'Sheet size',
      options: sheetChoices(['ft4x8', 'ft4x9', 'ft4x10', 'ft4x12', 'mm1200x2400', 'mm1200x2700']),
      default: 'mm1200x2400',
    }),
    waste: wasteAllowance('Extra for cuts around openings and corners; 10 % is usual, 15 % for many corners.', 10),
    pricePerSheet: piecePrice('Price per sheet'),
  },
  outputs: {
    sheets: out.integer({ label: 'Sheets to buy, with waste', primary: true }),
    sheetsNet: out.integer({ label: 'Sheets for the area alone' }),
    area: buildingAreaOutput('Area to cover'),
    ceilingArea: buildingAreaOutput('Of which ceiling'),
    cost: out.money({ label: 'Cost of the sheets' }),
  },
  validate: openingsInsideRoom,
  compute: (values) => {
    const ceilingArea = values.ceiling ? values.length * values.width : 0;
    const area = netRoomWalls(values) + ceilingArea;
    const perSheet = SHEETS[values.sheet].area;
    const sheets = wholePackages(withWaste(area, values.waste), perSheet);
    return {
      sheets,
      sheetsNet: wholePackages(area, perSheet),
      area,
      ceilingArea,
      cost: packagesCost(sheets, values.pricePerSheet),
    };
  },
  examples: [
    {
      inputs: {
        length: { value: 15, unit: 'ft' },
        width: { value: 12, unit: 'ft' },
        height: { value: 8, unit: 'ft' },
        doors: 1,
        doorArea: { value: 21, unit: 'ft2' },
        windows: 2,
        windowArea: { value: 12, unit: 'ft2' },
        ceiling: true,
        sheet: 'ft4x8',
        waste: 10,
      },
      expect: { area: { value: 567, unit: 'ft2' }, ceilingArea: { value: 180, unit: 'ft2' }, sheets: 20 },
      tolerance: 1e-9,
      source:
        'CalculatorDock, "Drywall calculator" example: a 12 × 15 ft room 8 ft high has 432 ft² of wall and a 180 ft² ceiling; less a 3 × 7 ft door and two 3 × 4 ft windows, 567 ft²; ÷ 32 ft² × 1.1 = 19.5, so 20 sheets of 4 × 8 ft',
    },
    {
      inputs: {
        length: { value: 15, unit: 'ft' },
        width: { value: 15, unit: 'ft' },
        height: { value: 8, unit: 'ft' },
        doors: 0,
        windows: 0,
        ceiling: false,
        sheet: 'ft4x8',
        waste: 10,
      },
      expect: { area: { value: 480, unit: 'ft2' }, sheetsNet: 15, sheets: 17 },
      tolerance: 1e-9,
      source:
        'The Prime Calculator, "Drywall calculator formula" worked example: 60 ft of wall 8 ft high = 480 ft² ÷ 32 ft² = 15 sheets; with 10 % waste 16.5, so 17 sheets',
    },
  ],
});
