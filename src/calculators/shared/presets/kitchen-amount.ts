import { number, out, select } from '../../../engine/index.ts';
import {
  KITCHEN_MASS_UNITS,
  KITCHEN_VOLUME_UNITS,
  kitchenUnitChoices,
  type KitchenUnit,
} from '../cooking/kitchen-measures.ts';

/*
 * An amount of an ingredient in a volume or a weight unit, and the same amount shown both as a
 * weight and as a volume: the block of the kitchen converters that turn cups into grams and back.
 */

export const kitchenAmountInputs = (amount: number, unit: KitchenUnit) => ({
  amount: number({ label: 'Amount', default: amount, min: 0, max: 1_000_000 }),
  unit: select({ label: 'Unit', options: kitchenUnitChoices, default: unit }),
});

export const weightAndVolumeOutputs = {
  weight: out.number({
    label: 'Weight',
    primary: true,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'oz',
    units: KITCHEN_MASS_UNITS,
    digits: 4,
  }),
  volume: out.number({
    label: 'Volume',
    unitFamily: 'volume',
    unit: 'cup',
    units: KITCHEN_VOLUME_UNITS,
    digits: 4,
  }),
};
