import { checkAll, defineCalculator, select } from '../../engine/index.ts';
import { inchModule, millimetreModule } from '../shared/building/masonry.ts';
import {
  masonryWall,
  masonryWallFields,
  masonryWallOutputs,
  openingsInsideWall,
} from '../shared/presets/masonry-wall.ts';

/*
 * Concrete masonry units by their module in the wall, the face as made plus one joint: US units
 * are 15 5/8 × 7 5/8 in with 3/8 in joints, 16 × 8 in nominal (NCMA), 1.125 blocks per ft²;
 * metric blocks take 10 mm joints.
 */
const BLOCK_MODULES = {
  cmu8x16: inchModule(16, 8),
  cmu4x16: inchModule(16, 4),
  metric390x190: millimetreModule(400, 200),
  metric440x215: millimetreModule(450, 225),
};

const names = { Plural: 'Blocks', plural: 'blocks', singular: 'block' };

export default defineCalculator({
  inputs: {
    block: select({
      label: 'Block face',
      options: [
        { value: 'cmu8x16', label: '8 × 16 in (any width: 4, 6, 8, 10, 12 in)' },
        { value: 'cmu4x16', label: '4 × 16 in half-high' },
        { value: 'metric390x190', label: '390 × 190 mm' },
        { value: 'metric440x215', label: '440 × 215 mm (UK)' },
      ],
      default: 'cmu8x16',
    }),
    ...masonryWallFields(names, 5, 12, 'About 12 standard blocks per 80 lb bag of premixed mortar; check your bag.'),
  },
  outputs: masonryWallOutputs(names),
  validate: (values) => checkAll(openingsInsideWall(values)),
  compute: ({ block, ...wall }) => masonryWall(BLOCK_MODULES[block], wall),
});
