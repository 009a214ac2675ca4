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
});
