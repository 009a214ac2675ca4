/*
 * Typical nitrogen content (percent of dry weight), carbon-to-nitrogen ratio and moisture (percent
 * of wet weight) of common compost ingredients: the table of Missouri S&T's "Compost Calculator"
 * (G. L. Bertrand), whose values are the typical figures of the On-Farm Composting Handbook
 * (NRAES-54, 1992), Appendix A, used by the Cornell Waste Management Institute's calculations.
 */
export const COMPOST_MATERIALS = {
  grass: { label: 'Grass clippings', nitrogen: 4, ratio: 17, moisture: 82 },
  food: { label: 'Kitchen (table) scraps', nitrogen: 2.4, ratio: 15, moisture: 70 },
  coffee: { label: 'Coffee grounds', nitrogen: 2, ratio: 20, moisture: 80 },
  garden: { label: 'Garden waste (green)', nitrogen: 3.2, ratio: 12, moisture: 65 },
  cattle: { label: 'Cow manure', nitrogen: 2.4, ratio: 19, moisture: 81 },
  horse: { label: 'Horse manure', nitrogen: 1.6, ratio: 30, moisture: 72 },
  chicken: { label: 'Chicken manure', nitrogen: 8, ratio: 6, moisture: 69 },
  poultryBedding: { label: 'Poultry manure with bedding', nitrogen: 2.7, ratio: 14, moisture: 37 },
  leaves: { label: 'Leaves, dry, shredded', nitrogen: 0.9, ratio: 54, moisture: 38 },
  leafMold: { label: 'Leaf mold', nitrogen: 0.4, ratio: 60, moisture: 40 },
  straw: { label: 'Straw', nitrogen: 0.7, ratio: 80, moisture: 12 },
  sawdust: { label: 'Sawdust', nitrogen: 0.2, ratio: 440, moisture: 39 },
  cardboard: { label: 'Cardboard, corrugated', nitrogen: 0.1, ratio: 560, moisture: 8 },
  newspaper: { label: 'Newspaper', nitrogen: 0.1, ratio: 650, moisture: 5 },
} as const;

export type CompostMaterial = keyof typeof COMPOST_MATERIALS;

export const COMPOST_MATERIAL_OPTIONS = Object.entries(COMPOST_MATERIALS).map(([value, { label }]) => ({
  value: value as CompostMaterial,
  label: `${label} (${COMPOST_MATERIALS[value as CompostMaterial].ratio}:1)`,
}));

export interface CompostPart {
  material: CompostMaterial;
  /** Wet ("as is") weight, in any one unit for every part. */
  weight: number;
}

/**
 * The Cornell Waste Management Institute's mixture formulas: the C:N ratio is the carbon of the dry
 * matter over its nitrogen, R = Σ Q·(1 − M)·N·(C/N) ÷ Σ Q·(1 − M)·N, and the moisture is the water
 * over the wet weight, Σ Q·M ÷ Σ Q.
 */
export function compostMix(parts: readonly CompostPart[]) {
  let carbon = 0;
  let nitrogen = 0;
  let water = 0;
  let weight = 0;
  for (const part of parts) {
    const { nitrogen: percentN, ratio, moisture } = COMPOST_MATERIALS[part.material];
    const partNitrogen = (part.weight * (1 - moisture / 100) * percentN) / 100;
    nitrogen += partNitrogen;
    carbon += partNitrogen * ratio;
    water += (part.weight * moisture) / 100;
    weight += part.weight;
  }
  return { ratio: carbon / nitrogen, moisturePercent: (water / weight) * 100, carbon, nitrogen };
}
