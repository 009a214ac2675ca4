import { checkAll, defineCalculator, select } from '../../engine/index.ts';
import { inchModule, millimetreModule } from '../shared/building/masonry.ts';
import {
  masonryWall,
  masonryWallFields,
  masonryWallOutputs,
  openingsInsideWall,
} from '../shared/presets/masonry-wall.ts';

/*
 * Bricks by their module in the wall, the face as made plus one joint, from BIA Technical Note 10
 * (Table 1): US bricks with 3/8 in joints, the modular brick 7 5/8 × 2 1/4 in laying 8 in long and
 * three courses to 8 in (6.75 bricks per ft²); the UK/EU 215 × 65 mm brick with 10 mm joints.
 */
const BRICK_MODULES = {
  modular: inchModule(8, 8 / 3),
  standard: inchModule(8.375, 2.625),
  engineerModular: inchModule(8, 16 / 5),
  king: inchModule(10, 3),
  queen: inchModule(10, 3.125),
  norman: inchModule(12, 8 / 3),
  utility: inchModule(12, 4),
  metric215x65: millimetreModule(225, 75),
};

const names = { Plural: 'Bricks', plural: 'bricks', singular: 'brick' };

export default defineCalculator({
  inputs: {
    brick: select({
      label: 'Brick size',
      options: [
        { value: 'modular', label: 'Modular, 7⅝ × 2¼ in' },
        { value: 'standard', label: 'Standard, 8 × 2¼ in' },
        { value: 'engineerModular', label: 'Engineer modular, 7⅝ × 2¹³⁄₁₆ in' },
        { value: 'king', label: 'King, 9⅝ × 2⅝ in' },
        { value: 'queen', label: 'Queen, 9⅝ × 2¾ in' },
        { value: 'norman', label: 'Norman, 11⅝ × 2¼ in' },
        { value: 'utility', label: 'Utility, 11⅝ × 3⅝ in' },
        { value: 'metric215x65', label: 'UK/EU standard, 215 × 65 mm' },
      ],
      default: 'modular',
    }),
    ...masonryWallFields(names, 5, 36, 'About 30–40 bricks per 80 lb bag of premixed mortar; check your bag.'),
  },
  outputs: masonryWallOutputs(names),
  validate: (values) => checkAll(openingsInsideWall(values)),
  compute: ({ brick, ...wall }) => masonryWall(BRICK_MODULES[brick], wall),
});
