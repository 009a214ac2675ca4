import { checkAll, defineCalculator, notMoreThan, out } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { dropLength, dropsAcross, dropsPerRoll } from '../shared/building/wallpaper.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

const dropOf = (values: { height: number; trim: number; repeat: number }) =>
  dropLength(values.height, values.trim, values.repeat);

export default defineCalculator({
  inputs: {
    wallWidth: buildingLength('Width of wall to paper', 14, {
      help: 'Add up the walls: the perimeter of the room for all four. Leave out wide openings such as patio doors.',
    }),
    height: buildingLength('Wall height', 2.4, { help: 'From the skirting or floor to the ceiling.' }),
    rollWidth: buildingThickness('Roll width', 53, 'Printed on the label: 53 cm (Europe), 20.5 in or 27 in (US).'),
    rollLength: buildingLength('Roll length', 10.05, {
      help: 'A European roll is 10.05 m; a US double roll 33 ft (27 in wide: 27 ft).',
    }),
    repeat: buildingThickness('Pattern repeat', 0, 'On the label; 0 for a plain paper or a random match.', true),
    trim: buildingThickness('Trim allowance per drop', 10, 'About 5 cm (2 in) at the top and the bottom.', true),
    waste: wasteAllowance('Extra drops for mistakes and awkward corners; 0–10 %.', 0),
    pricePerRoll: piecePrice('Price per roll'),
  },
  outputs: {
    rolls: out.integer({ label: 'Rolls to buy', primary: true }),
    drops: out.integer({ label: 'Drops (strips) needed' }),
    perRoll: out.integer({ label: 'Drops from one roll' }),
    drop: out.number({
      label: 'Length of one drop',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['cm', 'm', 'in', 'ft'],
    }),
    cost: out.money({ label: 'Cost of the rolls' }),
  },
  validate: (values) =>
    checkAll(
      notMoreThan('rollLength', dropOf(values), values.rollLength, {
        what: 'One drop (wall height, trim and pattern match)',
        than: 'the roll length',
      }),
    ),
  compute: (values) => {
    const drop = dropOf(values);
    const drops = wholePackages(withWaste(dropsAcross(values.wallWidth, values.rollWidth), values.waste), 1);
    const perRoll = dropsPerRoll(values.rollLength, drop);
    const rolls = wholePackages(drops, perRoll);
    return { rolls, drops, perRoll, drop, cost: packagesCost(rolls, values.pricePerRoll) };
  },
});
