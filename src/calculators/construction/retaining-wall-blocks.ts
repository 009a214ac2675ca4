import { defineCalculator, out, select } from '../../engine/index.ts';
import { inchModule, millimetreModule } from '../shared/building/masonry.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

/*
 * Segmental retaining wall blocks by their face, length × height as laid (dry-stacked, so no
 * joint is added): the garden-wall and larger landscape units sold in the US and metric ones.
 */
const BLOCK_FACES = {
  in12x4: inchModule(12, 4),
  in12x6: inchModule(12, 6),
  in16x6: inchModule(16, 6),
  in16x8: inchModule(16, 8),
  in18x8: inchModule(18, 8),
  mm300x150: millimetreModule(300, 150),
  mm400x200: millimetreModule(400, 200),
};

const volumeOutput = (label: string) =>
  out.number({ label, unitFamily: 'volume', unit: 'm3', imperialUnit: 'yd3', units: ['m3', 'yd3', 'ft3'], digits: 3 });

export default defineCalculator({
  inputs: {
    length: buildingLength('Wall length', 6),
    height: buildingLength('Wall height, with the buried course', 0.9),
    block: select({
      label: 'Block face (length × height)',
      options: [
        { value: 'in12x4', label: '12 × 4 in (garden wall)' },
        { value: 'in12x6', label: '12 × 6 in' },
        { value: 'in16x6', label: '16 × 6 in' },
        { value: 'in16x8', label: '16 × 8 in' },
        { value: 'in18x8', label: '18 × 8 in' },
        { value: 'mm300x150', label: '300 × 150 mm' },
        { value: 'mm400x200', label: '400 × 200 mm' },
      ],
      default: 'mm300x150',
    }),
    waste: wasteAllowance('Extra blocks for cuts, corners and breakage; 5–10 % is usual.', 5),
    baseWidth: buildingThickness('Gravel base width', 60, 'About twice the block depth; 60 cm (24 in) is common.'),
    baseDepth: buildingThickness('Gravel base depth', 15, 'Compacted crushed stone, usually 10–15 cm (4–6 in).'),
    drainage: buildingThickness(
      'Drainage gravel behind the wall',
      30,
      'Thickness of free-draining stone behind the blocks; 30 cm (12 in) is the usual minimum; 0 for none.',
      true,
    ),
    pricePerBlock: piecePrice('Price per block'),
    pricePerCap: piecePrice('Price per cap'),
  },
  outputs: {
    blocks: out.integer({ label: 'Wall blocks to buy, with waste', primary: true }),
    courses: out.integer({ label: 'Courses (rows)' }),
    perCourse: out.integer({ label: 'Blocks per course' }),
    caps: out.integer({ label: 'Cap units', help: 'One row along the top, caps as long as the blocks.' }),
    baseGravel: volumeOutput('Base gravel'),
    drainageGravel: volumeOutput('Drainage gravel'),
    cost: out.money({ label: 'Cost of blocks and caps' }),
  },
  compute: ({ length, height, block, waste, baseWidth, baseDepth, drainage, pricePerBlock, pricePerCap }) => {
    const face = BLOCK_FACES[block];
    const courses = wholePackages(height, face.height);
    const perCourse = wholePackages(length, face.length);
    const blocks = wholePackages(withWaste(courses * perCourse, waste), 1);
    const caps = perCourse;
    return {
      blocks,
      courses,
      perCourse,
      caps,
      baseGravel: boxVolume(length, baseWidth, baseDepth),
      drainageGravel: boxVolume(length, height, drainage),
      cost: packagesCost(blocks, pricePerBlock) + packagesCost(caps, pricePerCap),
    };
  },
});
