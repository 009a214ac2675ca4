/*
 * Whole numbers in English words, US style ("one hundred twenty-three", no "and" inside a
 * number), on the short scale (a billion is 10⁹), exactly for any size up to the decillions
 * through BigInt.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Short-scale names of 1000^1 to 1000^11 (10³ to 10³³). */
const SCALES = [
  'thousand',
  'million',
  'billion',
  'trillion',
  'quadrillion',
  'quintillion',
  'sextillion',
  'septillion',
  'octillion',
  'nonillion',
  'decillion',
];

/** The first number with no name here: 10³⁶, a thousand decillion. */
export const WORDS_LIMIT = 10n ** BigInt(3 * (SCALES.length + 1));

/** 0 to 99: "forty-five". */
export function wordsUnderHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const [tens, ones] = [Math.floor(value / 10), value % 10];
  return `${TENS[tens] ?? ''}${ones === 0 ? '' : `-${ONES[ones] ?? ''}`}`;
}

/** 1 to 999: "one hundred twenty-three". */
function wordsUnderThousand(value: number): string {
  const [hundreds, rest] = [Math.floor(value / 100), value % 100];
  const parts = hundreds > 0 ? [`${ONES[hundreds] ?? ''} hundred`] : [];
  if (rest > 0) parts.push(wordsUnderHundred(rest));
  return parts.join(' ');
}

/** A whole number of 0 or more, below WORDS_LIMIT, in words. */
export function wholeNumberWords(value: bigint): string {
  if (value === 0n) return 'zero';
  const groups: string[] = [];
  let left = value;
  for (let scale = -1; left > 0n; scale += 1) {
    const group = Number(left % 1000n);
    if (group > 0)
      groups.unshift(scale < 0 ? wordsUnderThousand(group) : `${wordsUnderThousand(group)} ${SCALES[scale] ?? ''}`);
    left /= 1000n;
  }
  return groups.join(' ');
}

/** Last words whose ordinal is not simply "+th". */
const IRREGULAR_ORDINALS: Readonly<Record<string, string>> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** The ordinal of number words: only the last word changes ("twenty-one" → "twenty-first"). */
export function ordinalWords(words: string): string {
  const match = /^(.*?)([a-z]+)$/.exec(words);
  const [head = '', last = ''] = match ? [match[1], match[2]] : ['', words];
  const ordinal = IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return `${head}${ordinal}`;
}

/**
 * The name of the fraction 1/10^places, as a decimal fraction is read: "tenth", "hundredth",
 * "ten-thousandth", "millionth".
 */
export function decimalPlaceName(places: number): string {
  const words = ordinalWords(wholeNumberWords(10n ** BigInt(places)));
  return words.replace(/^one /, '').replaceAll(' ', '-');
}
