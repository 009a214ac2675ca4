import { out, select } from '../../../engine/index.ts';
import { restingEnergyKcal, type LifeStageFactor } from '../pets/energy.ts';
import { bodyWeightField } from './body-fields.ts';

/*
 * The daily-calorie tools for dogs and cats: one weight, one life stage from the species' table,
 * and RER, factor and MER out. Each species' tool only names its table and weights.
 */

interface WeightRange {
  default: number;
  min: number;
  max: number;
}

export const energyNeedsInputs = (
  animal: string,
  weight: WeightRange,
  stages: Record<string, LifeStageFactor>,
  defaultStage: string,
) => ({
  weight: bodyWeightField(weight, `${animal}'s weight (its ideal weight if it should lose or gain)`),
  stage: select({
    label: 'Life stage and activity',
    options: Object.entries(stages).map(([value, stage]) => ({ value, label: stage.label })),
    default: defaultStage,
  }),
});

export const energyNeedsOutputs = {
  mer: out.number({ label: 'Daily calories (MER)', primary: true, suffix: 'kcal/day', digits: 3 }),
  rer: out.number({ label: 'Resting energy requirement (RER)', suffix: 'kcal/day', digits: 3 }),
  factor: out.number({ label: 'Life-stage factor used', suffix: '× RER', decimals: 1 }),
};

/** RER, the stage's factor and their product; an unknown stage (never offered) counts as × 1. */
export function energyNeeds(weightKg: number, stages: Record<string, LifeStageFactor>, stage: string) {
  const rer = restingEnergyKcal(weightKg);
  const factor = stages[stage]?.factor ?? 1;
  return { rer, factor, mer: rer * factor };
}
