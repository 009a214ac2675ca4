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
  examples: [
    {
      inputs: { height: 170, banana: 'medium' },
      expect: { bananas: 170 / 18.89125, wholeBananas: 8, bankCards: 170 / 8.56 },
      tolerance: 1e-6,
      source:
        'USDA FoodData Central, Bananas, raw (SR Legacy 09040): a medium banana is 7 to 7⅞ in long, middle 7 7⁄16 in = 18.89125 cm; ISO/IEC 7810 ID-1 card 85.60 mm; 170 ÷ 18.89125 = 8.999 by hand',
    },
    {
      inputs: { height: { value: 72, unit: 'in' }, banana: 'large' },
      expect: { bananas: 72 / 8.4375, wholeBananas: 8, dollarBills: 72 / 6.14 },
      tolerance: 1e-6,
      source:
        'USDA FoodData Central, Bananas, raw: a large banana is 8 to 8⅞ in long, middle 8 7⁄16 in; Bureau of Engraving and Printing: a note is 6.14 in long; 72 ÷ 8.4375 = 8.533 by hand',
    },
    {
      inputs: { height: 50, banana: 'small' },
      expect: { bananas: 50 / 16.35125, wholeBananas: 3 },
      tolerance: 1e-6,
      source:
        'USDA FoodData Central, Bananas, raw: a small banana is 6 to 6⅞ in long, middle 6 7⁄16 in = 16.35125 cm; a newborn of 50 cm is 50 ÷ 16.35125 = 3.06 bananas by hand',
    },
  ],
});
