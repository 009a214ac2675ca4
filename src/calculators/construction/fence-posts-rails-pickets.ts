import { defineCalculator, integer, out } from '../../engine/index.ts';
import { boardRows, membersOnCentre } from '../shared/building/framing.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { lumberDimension } from '../shared/presets/lumber-fields.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

/** A post set a third of its length in the ground stands two thirds out: length = 1.5 × height. */
const POST_LENGTH_PER_HEIGHT = 1.5;

export default defineCalculator({
  inputs: {
    length: buildingLength('Fence length', 30, { help: 'The whole run, gates included.' }),
    postSpacing: buildingLength('Post spacing, on centre', 2.4, {
      help: '6–8 ft (1.8–2.4 m) is usual for wood fences.',
    }),
    height: buildingLength('Fence height', 1.8),
    railsPerSection: integer({
      label: 'Rails per section',
      help: 'Two up to about 4 ft (1.2 m) high, three for taller fences.',
      default: 3,
      min: 1,
      max: 6,
    }),
    picketWidth: lumberDimension('Picket width (actual)', 5.5, 'A 1 × 6 picket is 5.5 in wide, a 1 × 4 is 3.5 in.'),
    gap: lumberDimension('Gap between pickets', 0, '0 for a privacy fence.', true),
    gates: integer({ label: 'Gates', help: 'Each gate needs one more post.', default: 0, min: 0, max: 50 }),
    waste: wasteAllowance('Extra pickets for splits and cuts; 10 % is usual.', 10),
    pricePerPost: piecePrice('Price per post'),
    pricePerRail: piecePrice('Price per rail'),
    pricePerPicket: piecePrice('Price per picket'),
  },
  outputs: {
    posts: out.integer({ label: 'Posts', primary: true }),
    sections: out.integer({ label: 'Sections (or panels)' }),
    rails: out.integer({ label: 'Rails', help: 'One per section per rail row, each as long as the post spacing.' }),
    pickets: out.integer({ label: 'Pickets to buy, with waste' }),
    postLength: out.number({
      label: 'Post length, a third buried',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
      digits: 3,
    }),
    cost: out.money({ label: 'Cost of posts, rails and pickets' }),
  },
  compute: ({ length, postSpacing, height, railsPerSection, picketWidth, gap, gates, waste, ...prices }) => {
    const posts = membersOnCentre(length, postSpacing) + gates;
    const sections = wholePackages(length, postSpacing);
    const rails = sections * railsPerSection;
    const pickets = wholePackages(withWaste(boardRows(length, picketWidth, gap), waste), 1);
    return {
      posts,
      sections,
      rails,
      pickets,
      postLength: height * POST_LENGTH_PER_HEIGHT,
      cost:
        packagesCost(posts, prices.pricePerPost) +
        packagesCost(rails, prices.pricePerRail) +
        packagesCost(pickets, prices.pricePerPicket),
    };
  },
});
