/*
 * Caffeine in everyday drinks and the doses the medical literature calls dangerous, for the
 * tongue-in-cheek "death by coffee" sum, which exists to show how far below them to stay.
 *
 * Drinks: USDA FoodData Central (brewed coffee 95 mg per 8 fl oz, espresso 63 mg per 1 fl oz shot,
 * brewed black tea 47 mg per 8 fl oz, cola 34 mg per 12 fl oz can, energy drink 80 mg per 8.4 fl oz).
 * Danger: the reported lethal oral dose is about 10 g in adults, 150 to 200 mg per kg of body
 * weight (Olson, Poisoning & Drug Overdose; StatPearls, Caffeine Toxicity); the US FDA notes toxic
 * effects such as seizures from rapidly taking about 1,200 mg.
 */
export const CAFFEINE_DRINKS = {
  coffee: { label: 'Brewed coffee, 8 fl oz (240 mL) cup', mg: 95, plural: 'cups of coffee' },
  espresso: { label: 'Espresso, single shot (30 mL)', mg: 63, plural: 'espresso shots' },
  tea: { label: 'Black tea, 8 fl oz (240 mL) cup', mg: 47, plural: 'cups of tea' },
  cola: { label: 'Cola, 12 fl oz (355 mL) can', mg: 34, plural: 'cans of cola' },
  energy: { label: 'Energy drink, 8.4 fl oz (250 mL) can', mg: 80, plural: 'cans of energy drink' },
} as const;

export type CaffeineDrink = keyof typeof CAFFEINE_DRINKS;

export const CAFFEINE_DRINK_OPTIONS = (Object.keys(CAFFEINE_DRINKS) as CaffeineDrink[]).map((value) => ({
  value,
  label: CAFFEINE_DRINKS[value].label,
}));

/** The low end of the estimated lethal oral dose, mg per kg of body weight. */
export const LETHAL_MG_PER_KG = 150;

/** Rapid intake at which the FDA notes toxic effects such as seizures, mg. */
export const SEIZURE_RISK_MG = 1200;
