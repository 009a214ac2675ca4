import { defineCalculator, out, select } from '../../engine/index.ts';
import { bodyHeightField } from '../shared/presets/body-fields.ts';
import {
  BANANA_LENGTHS,
  BANANA_SIZE_OPTIONS,
  BANK_CARD_LENGTH,
  howManyLong,
  US_BANKNOTE_LENGTH,
} from '../shared/fun/everyday-lengths.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { shortFigure } from '../shared/fun/share-line.ts';

/*
 * Your height in bananas laid end to end (USDA banana sizes), and, for comparison, in bank cards
 * and US dollar bills. The bounds are people's: a newborn is about 50 cm long and the tallest
 * person on record, Robert Wadlow, measured 272 cm.
 */
export default defineCalculator({
  inputs: {
    height: {
      ...bodyHeightField({ default: 170, min: 30, max: 272 }, 'Your height'),
      messages: {
        min: 'That is shorter than a newborn baby: enter a height of at least 30 cm (1 ft).',
        max: 'Nobody has been taller than 272 cm (8 ft 11 in), the record of Robert Wadlow: enter a height up to that.',
      },
    },
    banana: select({ label: 'Banana size (USDA)', options: BANANA_SIZE_OPTIONS, default: 'medium' }),
  },
  compute: ({ height, banana }) => {
    const bananaLength = BANANA_LENGTHS[banana];
    return {
      bananas: howManyLong(height, bananaLength),
      wholeBananas: Math.floor(howManyLong(height, bananaLength)),
      bananaLength,
      bankCards: howManyLong(height, BANK_CARD_LENGTH),
      dollarBills: howManyLong(height, US_BANKNOTE_LENGTH),
    };
  },
  outputs: {
    bananas: out.number({ label: 'Your height in bananas', primary: true, decimals: 1, suffix: 'bananas' }),
    wholeBananas: out.integer({ label: 'Whole bananas in the stack', suffix: 'bananas' }),
    bananaLength: out.number({
      label: 'Length of one banana',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in'],
      digits: 3,
    }),
    bankCards: out.number({ label: 'Or in bank cards, end to end', decimals: 1, suffix: 'cards' }),
    dollarBills: out.number({ label: 'Or in US dollar bills, end to end', decimals: 1, suffix: 'bills' }),
  },
  shareLine: ({ bananas }, { height }) =>
    `At ${formatNumber(height * 100, { digits: 3 })} cm, you are ${shortFigure(bananas)} bananas tall.`,
});
