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
});
