import { defineCalculator, out } from '../../engine/index.ts';
import { bakingAdvice, panArea, panVolume, type Pan } from '../shared/cooking/pans.ts';
import { panFields } from '../shared/presets/pan-fields.ts';

const recipe = panFields('Recipe pan', 'round', 9, 9);
const yours = panFields('Your pan', 'square', 8, 8);

const areaOutput = (label: string) =>
  out.number({ label, unitFamily: 'area', unit: 'in2', units: ['in2', 'cm2'], digits: 4 });

export default defineCalculator({
  inputs: {
    fromShape: recipe.shape,
    fromSize: recipe.size,
    fromWidth: recipe.width,
    fromDepth: recipe.depth,
    fromCapacity: recipe.capacity,
    toShape: yours.shape,
    toSize: yours.size,
    toWidth: yours.width,
    toDepth: yours.depth,
    toCapacity: yours.capacity,
  },
  outputs: {
    factor: out.number({ label: 'Multiply the recipe by', primary: true, digits: 3, suffix: '×' }),
    fromArea: areaOutput('Recipe pan area'),
    toArea: areaOutput('Your pan area'),
    depthRatio: out.number({
      label: 'Batter depth if you do not scale the recipe',
      digits: 3,
      suffix: '× the recipe’s',
    }),
    advice: out.text({ label: 'Time and temperature' }),
  },
  compute: (v) => {
    const from: Pan = {
      shape: v.fromShape,
      size: v.fromSize,
      width: v.fromWidth,
      depth: v.fromDepth,
      capacity: v.fromCapacity,
    };
    const to: Pan = {
      shape: v.toShape,
      size: v.toSize,
      width: v.toWidth,
      depth: v.toDepth,
      capacity: v.toCapacity,
    };
    const flat = from.shape !== 'bundt' && to.shape !== 'bundt';
    // Flat pans filled to the same batter depth compare by floor area; a Bundt by what it holds.
    const factor = flat ? panArea(to) / panArea(from) : panVolume(to) / panVolume(from);
    // The same batter spread over the new floor: depth changes by the inverse of the area ratio.
    const depthRatio = panArea(from) / panArea(to);
    return {
      factor,
      fromArea: panArea(from),
      toArea: panArea(to),
      depthRatio,
      advice: `If you scale the recipe, the batter keeps its depth: same temperature and time. If not: ${bakingAdvice(depthRatio)}`,
    };
  },
  examples: [
    {
      inputs: { fromShape: 'round', fromSize: 9, toShape: 'square', toSize: 8 },
      expect: { fromArea: { value: 63.62, unit: 'in2' }, toArea: { value: 64, unit: 'in2' }, factor: 1.006 },
      tolerance: 0.005,
      source:
        'Joy of Baking, baking pan sizes: a 9 × 2 in round pan is 63.6 sq in and an 8 × 8 in square 64 sq in, so they swap almost one for one',
    },
    {
      inputs: { fromShape: 'rectangle', fromSize: 13, fromWidth: 9, toShape: 'round', toSize: 9 },
      expect: { fromArea: { value: 117, unit: 'in2' }, factor: 0.5437 },
      tolerance: 0.001,
      source:
        'King Arthur Baking, "Pan size conversions": a 9 × 13 in pan is 117 sq in; a 9 in round (63.6 sq in) holds 54 % of it',
    },
    {
      inputs: { fromShape: 'round', fromSize: 10, toShape: 'round', toSize: 8 },
      expect: { factor: 0.64, depthRatio: 1.5625 },
      tolerance: 1e-9,
      source:
        'Circle area π r²: an 8 in round is (8/10)² = 64 % of a 10 in round (Wilton, cake pan area chart: 50 and 79 sq in)',
    },
    {
      inputs: { fromShape: 'bundt', fromCapacity: 12, toShape: 'bundt', toCapacity: 6 },
      expect: { factor: 0.5 },
      tolerance: 1e-9,
      source:
        'Bundt pans are sold by capacity (Nordic Ware prints the cups on each pan): a 6-cup pan holds half the batter of a 12-cup pan',
    },
  ],
});
