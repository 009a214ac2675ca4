import { defineCalculator, out, select } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { CAFFEINE_DRINK_OPTIONS, CAFFEINE_DRINKS, LETHAL_MG_PER_KG, SEIZURE_RISK_MG } from '../shared/fun/caffeine.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { CAFFEINE_DAILY_MG } from '../shared/wellness/caffeine.ts';

/*
 * How many cups it would take to reach the estimated lethal caffeine dose for your weight, set
 * beside the cups that are safe in a day: the joke is the gap, and the words say to stay far below.
 */
export default defineCalculator({
  inputs: {
    weight: {
      ...bodyWeightField({ default: 70, min: 20, max: 650 }, 'Your body weight'),
      messages: {
        min: 'This is for adults: enter a weight of at least 20 kg (44 lb). For children, ask a doctor about any caffeine.',
      },
    },
    drink: select({ label: 'Drink', options: CAFFEINE_DRINK_OPTIONS, default: 'coffee' }),
  },
  compute: ({ weight, drink }) => {
    const perCup = CAFFEINE_DRINKS[drink].mg;
    const lethalMg = LETHAL_MG_PER_KG * weight;
    return {
      lethalCups: lethalMg / perCup,
      lethalMg,
      seizureCups: SEIZURE_RISK_MG / perCup,
      safeCups: CAFFEINE_DAILY_MG.adult / perCup,
    };
  },
  outputs: {
    lethalCups: out.number({
      label: 'Cups to an estimated lethal dose (do not try this)',
      primary: true,
      decimals: 0,
      suffix: 'cups',
    }),
    lethalMg: out.number({ label: 'Estimated lethal dose for your weight (150 mg per kg)', decimals: 0, suffix: 'mg' }),
    seizureCups: out.number({
      label: 'Cups at which seizures have been seen, drunk quickly (1,200 mg)',
      decimals: 1,
      suffix: 'cups',
    }),
    safeCups: out.number({
      label: 'Cups a day that are safe for healthy adults (400 mg)',
      decimals: 1,
      suffix: 'cups',
    }),
  },
  shareLine: ({ lethalCups, safeCups }, { drink }) =>
    `A deadly dose of caffeine would be about ${formatNumber(lethalCups, { decimals: 0 })} ${CAFFEINE_DRINKS[drink].plural} for me, so I will stay at ${formatNumber(Math.floor(safeCups), { decimals: 0 })} a day.`,
});
