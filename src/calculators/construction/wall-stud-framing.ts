import { checkAll, defineCalculator, integer, lessThan, out } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { membersOnCentre, piecesPerRun } from '../shared/building/framing.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { lumberDimension, pieceLength } from '../shared/presets/lumber-fields.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

/*
 * The usual extra framing: two studs per corner; a door adds two king studs, two jack studs and a
 * cripple (5), a window also two cripples under the sill and the sill piece (7). A wall has one
 * bottom plate and a double top plate, each 1½ in thick (a dressed 2×, PS 20).
 */
const STUDS_PER_CORNER = 2;
const STUDS_PER_DOOR = 5;
const STUDS_PER_WINDOW = 7;
const PLATE_LAYERS = 3;
const PLATE_THICKNESS = toBase('length', 1.5, 'in');

const count = (label: string, help: string, defaultCount: number, max: number) =>
  integer({ label, help, default: defaultCount, min: 0, max });

export default defineCalculator({
  inputs: {
    length: buildingLength('Wall length', 6),
    height: buildingLength('Wall height', 2.4, { help: 'From the floor to the top of the double top plate.' }),
    spacing: lumberDimension('Stud spacing, on centre', 16, '16 in (400 mm) is usual; 24 in (600 mm) where allowed.'),
    corners: count('Corners', 'Corners and wall intersections at this wall.', 2, 10),
    doors: count('Doors', 'Door openings in the wall.', 1, 50),
    windows: count('Windows', 'Window openings in the wall.', 1, 50),
    plateStock: pieceLength('Plate board length bought', 16),
    waste: wasteAllowance('Extra studs for crooked or split pieces; 10 % is usual.', 10),
    pricePerStud: piecePrice('Price per stud'),
    pricePerPlate: piecePrice('Price per plate board'),
  },
  outputs: {
    studsToBuy: out.integer({ label: 'Studs to buy, with waste', primary: true }),
    studs: out.integer({ label: 'Studs in the wall' }),
    fieldStuds: out.integer({ label: 'Field studs at the spacing' }),
    studLength: out.number({
      label: 'Stud length',
      help: 'The wall height less three plates of 1½ in.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['mm', 'cm', 'm', 'in', 'ft'],
    }),
    plateLength: out.number({
      label: 'Plate length (1 bottom + 2 top)',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
      digits: 4,
    }),
    plateBoards: out.integer({ label: 'Plate boards' }),
    headers: out.integer({ label: 'Headers', help: 'One over each door and window; size it for the opening.' }),
    cost: out.money({ label: 'Cost of studs and plates' }),
  },
  validate: ({ height }) =>
    checkAll(
      lessThan('height', PLATE_LAYERS * PLATE_THICKNESS, height, {
        what: 'Three plates of 1½ in',
        than: 'the wall height',
      }),
    ),
  compute: ({ length, height, spacing, corners, doors, windows, plateStock, waste, pricePerStud, pricePerPlate }) => {
    const fieldStuds = membersOnCentre(length, spacing);
    const studs = fieldStuds + corners * STUDS_PER_CORNER + doors * STUDS_PER_DOOR + windows * STUDS_PER_WINDOW;
    const studsToBuy = wholePackages(withWaste(studs, waste), 1);
    const plateBoards = PLATE_LAYERS * piecesPerRun(length, plateStock);
    return {
      studsToBuy,
      studs,
      fieldStuds,
      studLength: height - PLATE_LAYERS * PLATE_THICKNESS,
      plateLength: PLATE_LAYERS * length,
      plateBoards,
      headers: doors + windows,
      cost: packagesCost(studsToBuy, pricePerStud) + packagesCost(plateBoards, pricePerPlate),
    };
  },
});
