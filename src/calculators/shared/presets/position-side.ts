import { radio } from '../../../engine/index.ts';

/* The long/short choice of the crypto trading calculators. */

export const SIDES = [
  { value: 'long', label: 'Long (profits when the price rises)' },
  { value: 'short', label: 'Short (profits when the price falls)' },
] as const;

/** The long/short choice every trading calculator starts with. */
export function sideInput() {
  return radio({ label: 'Position', options: SIDES, default: 'long' });
}
