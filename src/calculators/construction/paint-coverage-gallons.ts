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
  examples: [
    {
      inputs: {
        length: { value: 12, unit: 'ft' },
        width: { value: 12, unit: 'ft' },
        height: { value: 8, unit: 'ft' },
        doors: 1,
        doorArea: { value: 21, unit: 'ft2' },
        windows: 2,
        windowArea: { value: 15, unit: 'ft2' },
        ceiling: false,
        coats: 2,
        spreadingRate: { value: 350, unit: 'ft2gal' },
        can: 'gal',
        waste: 0,
      },
      expect: { area: { value: 333, unit: 'ft2' }, coatedArea: { value: 666, unit: 'ft2' }, cans: 2 },
      tolerance: 1e-9,
      source:
        'BuildCalc, "Paint calculator": a 12 × 12 ft room with 8 ft ceilings is 384 ft² of wall; less one door (21 ft²) and two windows (15 ft² each) and in 2 coats, 666 ft²; at 350 ft² a gallon 1.9 gallons, so 2 gallons',
    },
    {
      inputs: {
        length: { value: 12, unit: 'ft' },
        width: { value: 12, unit: 'ft' },
        height: { value: 8, unit: 'ft' },
        doors: 0,
        windows: 0,
        ceiling: false,
        coats: 2,
        spreadingRate: { value: 400, unit: 'ft2gal' },
        can: 'gal',
        waste: 0,
      },
      expect: { area: { value: 384, unit: 'ft2' }, paint: { value: 1.92, unit: 'gal' }, cans: 2 },
      tolerance: 1e-6,
      source:
        'How2Instructions, "How much paint do I need for a 12 x 12 room?": 4 walls × 12 ft × 8 ft = 384 ft²; a gallon covers 400 ft² a coat, so two coats take 2 gallons',
    },
    {
      inputs: {
        length: { value: 4, unit: 'm' },
        width: { value: 3, unit: 'm' },
        height: { value: 2.5, unit: 'm' },
        doors: 1,
        doorArea: { value: 1.8, unit: 'm2' },
        windows: 2,
        windowArea: { value: 1.44, unit: 'm2' },
        ceiling: false,
        coats: 2,
        spreadingRate: { value: 10, unit: 'm2l' },
        can: 'l4',
        waste: 5,
      },
      expect: { area: { value: 30.32, unit: 'm2' }, paint: { value: 6.3672, unit: 'l' }, cans: 2 },
      tolerance: 1e-9,
      source:
        'BuildCalcWorld, "Paint calculator" worked example: walls 2 × (4 + 3) × 2.5 = 35 m², less a 1.8 m² door and two 1.44 m² windows = 30.32 m²; with 5 % waste 31.836 m² × 2 coats ÷ 10 m²/L = 6.37 L, two 4-litre cans',
    },
  ],
});
