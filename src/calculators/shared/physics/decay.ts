/*
 * Radioactive (exponential) decay by half-lives: N = N₀ · (1/2)^(t / T½). Any one of the
 * remaining amount, the time and the half-life follows from the other two and N₀.
 */

export type DecayUnknown = 'remaining' | 'time' | 'halfLife';

export interface Decay {
  initial: number;
  remaining: number;
  time: number;
  halfLife: number;
}

export function solveDecay(unknown: DecayUnknown, decay: Decay): Decay {
  const { initial, remaining, time, halfLife } = decay;
  if (unknown === 'remaining') return { ...decay, remaining: initial * 2 ** (-time / halfLife) };
  const halvings = Math.log2(initial / remaining);
  if (unknown === 'time') return { ...decay, time: halfLife * halvings };
  return { ...decay, halfLife: time / halvings };
}
