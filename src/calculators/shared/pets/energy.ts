/*
 * Energy needs of dogs and cats as the Merck Veterinary Manual ("Nutritional Requirements of
 * Small Animals") and the WSAVA Global Nutrition Committee give them: the resting energy
 * requirement, then a life-stage factor for the daily (maintenance) requirement.
 */

/** Resting energy requirement in kcal per day: 70 × (body weight in kg)^0.75, valid at any weight. */
export const restingEnergyKcal = (weightKg: number): number => 70 * weightKg ** 0.75;

export interface LifeStageFactor {
  label: string;
  /** The multiple of RER the guideline gives (the low end where it gives a range). */
  factor: number;
}

/**
 * Dogs, Merck Veterinary Manual table of daily energy requirements: neutered adult 1.6, intact
 * adult 1.8, inactive or obese-prone 1.2–1.4, weight loss 1.0 and weight gain 1.2–1.8 (both at
 * the ideal weight), working 2–5, puppies 3.0 to four months and 2.0 from then to adulthood,
 * the last three weeks of pregnancy 3.0 and lactation 4–8.
 */
export const DOG_LIFE_STAGES = {
  neutered: { label: 'Neutered adult (× 1.6)', factor: 1.6 },
  intact: { label: 'Intact adult (× 1.8)', factor: 1.8 },
  inactive: { label: 'Inactive or prone to weight gain (× 1.2, up to 1.4)', factor: 1.2 },
  weightLoss: { label: 'Weight loss, using the ideal weight (× 1.0)', factor: 1 },
  weightGain: { label: 'Weight gain, using the ideal weight (× 1.2, up to 1.8)', factor: 1.2 },
  working: { label: 'Active or working dog (× 2, up to 5 for heavy work)', factor: 2 },
  puppyYoung: { label: 'Puppy under 4 months (× 3)', factor: 3 },
  puppyOlder: { label: 'Puppy from 4 months to adult size (× 2)', factor: 2 },
  lateGestation: { label: 'Pregnant, last 3 weeks (× 3)', factor: 3 },
  lactation: { label: 'Nursing puppies (× 4, up to 8 for a large litter)', factor: 4 },
} as const satisfies Record<string, LifeStageFactor>;

/**
 * Cats, the same Merck table: neutered adult 1.2, intact adult 1.4, inactive or obese-prone 1.0,
 * weight loss 0.8 at the ideal weight, weight gain 1.2–1.4 at the ideal weight, kittens 2.5,
 * pregnancy 1.6–2.0 and lactation 2–6.
 */
export const CAT_LIFE_STAGES = {
  neutered: { label: 'Neutered adult (× 1.2)', factor: 1.2 },
  intact: { label: 'Intact adult (× 1.4)', factor: 1.4 },
  inactive: { label: 'Inactive or prone to weight gain (× 1.0)', factor: 1 },
  weightLoss: { label: 'Weight loss, using the ideal weight (× 0.8)', factor: 0.8 },
  weightGain: { label: 'Weight gain, using the ideal weight (× 1.2, up to 1.4)', factor: 1.2 },
  kitten: { label: 'Kitten, growing (× 2.5)', factor: 2.5 },
  pregnant: { label: 'Pregnant (× 1.6, up to 2.0)', factor: 1.6 },
  lactation: { label: 'Nursing kittens (× 2, up to 6 for a large litter)', factor: 2 },
} as const satisfies Record<string, LifeStageFactor>;

/** Energy that scales with metabolic body size: constant × (body weight in kg)^0.75, in kcal a day. */
export const metabolicKcal = (constant: number, weightKg: number): number => constant * weightKg ** 0.75;

/**
 * Birds' basal metabolic rate constants (Harrison and Lightfoot, Clinical Avian Medicine, 2006;
 * Carpenter's Exotic Animal Formulary): 129 for passerines (songbirds: canaries, finches), 78 for
 * non-passerines (parrots, pigeons, poultry); maintenance is about 1.5 × the basal rate.
 */
export const BIRD_BMR_CONSTANTS = { passerine: 129, nonPasserine: 78 } as const;
export const BIRD_MAINTENANCE_FACTOR = 1.5;

/** Reptiles' standard metabolic rate at their preferred temperature: 10 × kg^0.75 kcal a day (Donoghue). */
export const REPTILE_SMR_CONSTANT = 10;
