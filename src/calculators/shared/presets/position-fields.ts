import { number, radio } from '../../../engine/index.ts';

/* The position fields of the crypto trading calculators: its side and its size. */

export const SIDES = [
  { value: 'long', label: 'Long (profits when the price rises)' },
  { value: 'short', label: 'Short (profits when the price falls)' },
] as const;

/** The long/short choice every trading calculator starts with. */
export function sideInput() {
  return radio({ label: 'Position', options: SIDES, default: 'long' });
}

/** The size of an open position in coins, above 0. */
export function positionSizeInput(defaultCoins: number) {
  return number({
    label: 'Position size',
    default: defaultCoins,
    min: 0,
    minInclusive: false,
    max: 1_000_000_000,
    suffix: 'coins',
  });
}
