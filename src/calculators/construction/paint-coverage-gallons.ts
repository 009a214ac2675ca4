import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { paintCanChoices, PAINT_CANS, paintVolume } from '../shared/building/paint.ts';
import { netRoomWalls } from '../shared/building/room.ts';
import { buildingAreaOutput } from '../shared/presets/building-area.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';
import { ceilingToggle, openingsInsideRoom, roomWallFields } from '../shared/presets/room-walls.ts';

export default defineCalculator({
  inputs: {
    ...roomWallFields(),
    ceiling: ceilingToggle('Paint the ceiling too'),
    coats: integer({ label: 'Coats', help: 'Two for a colour change or new drywall.', default: 2, min: 1, max: 10 }),
    spreadingRate: number({
      label: 'Coverage of the paint',
      help: 'On the can: most wall paints cover 350–400 ft² per gallon (about 9–10 m² per litre) a coat.',
      default: 10,
      unitFamily: 'spreadingRate',
      unit: 'm2l',
      imperialUnit: 'ft2gal',
      min: 0,
      minInclusive: false,
      max: 100,
    }),
    can: select({ label: 'Can size', options: paintCanChoices, default: 'gal' }),
    waste: wasteAllowance('Extra for rough or porous walls and touch-ups; 0–10 % is usual.', 0),
    pricePerCan: piecePrice('Price per can'),
  },
  outputs: {
    cans: out.integer({ label: 'Cans to buy', primary: true }),
    paint: out.number({
      label: 'Paint needed',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'gal', 'qt'],
      decimals: 2,
    }),
    area: buildingAreaOutput('Area to paint'),
    coatedArea: buildingAreaOutput('Area times coats'),
    cost: out.money({ label: 'Cost of the paint' }),
  },
  validate: openingsInsideRoom,
  compute: (values) => {
    const area = netRoomWalls(values) + (values.ceiling ? values.length * values.width : 0);
    const paint = withWaste(paintVolume(area, values.coats, values.spreadingRate), values.waste);
    const cans = wholePackages(paint, PAINT_CANS[values.can].volume);
    return { cans, paint, area, coatedArea: area * values.coats, cost: packagesCost(cans, values.pricePerCan) };
  },
});
