import { defineCalculator, lessThan, number, out, percent } from '../../engine/index.ts';

/*
 * Diluting bleach to a target strength: C₁V₁ = C₂V₂, the bleach's sodium hypochlorite share C₁ times
 * the bleach volume V₁ equals the target strength C₂ times the final volume V₂. Strength in percent,
 * target in parts per million of available chlorine (1 % = 10,000 ppm), volumes in m³.
 */
const PPM_PER_PERCENT = 10_000;

const volumeOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'volume',
    unit: 'ml',
    imperialUnit: 'floz',
    units: ['ml', 'l', 'tsp', 'tbsp', 'cup', 'floz', 'qt', 'gal'],
  });

export default defineCalculator({
  inputs: {
    strength: percent({
      label: 'Sodium hypochlorite in the bleach',
      help: 'On the label: household bleach is usually 5–8.25 %.',
      default: 6,
      min: 0.01,
      max: 20,
    }),
    target: number({
      label: 'Strength wanted',
      help: 'Food-contact sanitizing 50–200 ppm; cleaning surfaces about 1,000 ppm; blood and body fluids 5,000 ppm.',
      default: 1000,
      min: 1,
      max: 200_000,
      suffix: 'ppm',
    }),
    volume: number({
      label: 'Solution to make',
      default: 1,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['ml', 'l', 'cup', 'qt', 'gal'],
      min: 0,
      minInclusive: false,
      max: 1000,
    }),
  },
  outputs: {
    bleach: volumeOutput('Bleach', true),
    water: volumeOutput('Water'),
    partsWater: out.number({ label: 'Parts of water to 1 part bleach', decimals: 1 }),
  },
  validate: ({ strength, target }) =>
    lessThan('target', target, strength * PPM_PER_PERCENT, {
      what: 'The strength wanted',
      than: 'the strength of the bleach itself',
    }),
  compute: ({ strength, target, volume }) => {
    const bleach = (volume * target) / (strength * PPM_PER_PERCENT);
    return { bleach, water: volume - bleach, partsWater: (strength * PPM_PER_PERCENT) / target - 1 };
  },
});
