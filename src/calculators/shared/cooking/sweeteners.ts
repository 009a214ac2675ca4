/*
 * How much of another sweetener replaces a cup of granulated sugar, and what else changes, as the
 * makers and their trade bodies publish it. Liquid and baking soda are per cup of the sweetener used.
 */
export interface Sweetener {
  name: string;
  /** Cups of the sweetener for one cup of sugar. */
  cupsPerCupOfSugar: number;
  /** Cups of the recipe's other liquid to leave out, per cup of the sweetener. */
  liquidLessPerCup: number;
  /** Teaspoons of baking soda to add per cup of the sweetener (to offset its acidity). */
  bakingSodaTspPerCup: number;
  /** How much to lower the oven, in °F, because the sweetener browns faster. */
  ovenLowerF: number;
  source: string;
}

export const SWEETENERS = {
  honey: {
    name: 'Honey',
    cupsPerCupOfSugar: 3 / 4,
    liquidLessPerCup: 1 / 4,
    bakingSodaTspPerCup: 1 / 2,
    ovenLowerF: 25,
    source: 'National Honey Board',
  },
  maple: {
    name: 'Maple syrup',
    cupsPerCupOfSugar: 3 / 4,
    liquidLessPerCup: 1 / 4,
    bakingSodaTspPerCup: 1 / 4,
    ovenLowerF: 25,
    source: 'Massachusetts Maple Producers Association',
  },
  agave: {
    name: 'Agave syrup',
    cupsPerCupOfSugar: 2 / 3,
    liquidLessPerCup: 1 / 4,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 25,
    source: 'Wholesome Sweeteners, baking with agave',
  },
  brownSugar: {
    name: 'Brown sugar, packed',
    cupsPerCupOfSugar: 1,
    liquidLessPerCup: 0,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 0,
    source: 'Domino Sugar',
  },
  coconutSugar: {
    name: 'Coconut sugar',
    cupsPerCupOfSugar: 1,
    liquidLessPerCup: 0,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 0,
    source: "Bob's Red Mill",
  },
  sucralose: {
    name: 'Sucralose, granulated (Splenda Granulated)',
    cupsPerCupOfSugar: 1,
    liquidLessPerCup: 0,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 0,
    source: 'Splenda',
  },
  stevia: {
    name: 'Stevia, spoonable cup-for-cup (Stevia In The Raw)',
    cupsPerCupOfSugar: 1,
    liquidLessPerCup: 0,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 0,
    source: 'Stevia In The Raw',
  },
  monkFruit: {
    name: 'Monk fruit and erythritol blend (Lakanto Classic)',
    cupsPerCupOfSugar: 1,
    liquidLessPerCup: 0,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 0,
    source: 'Lakanto',
  },
  allulose: {
    name: 'Allulose',
    cupsPerCupOfSugar: 4 / 3,
    liquidLessPerCup: 0,
    bakingSodaTspPerCup: 0,
    ovenLowerF: 0,
    source: 'FDA: allulose is about 70 % as sweet as sugar',
  },
} as const satisfies Record<string, Sweetener>;

export type SweetenerKey = keyof typeof SWEETENERS;
